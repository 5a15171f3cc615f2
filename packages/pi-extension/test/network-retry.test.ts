/**
 * The install scenarios' one retry (`withNetworkRetry`, e2e support): a failure npm reports on the registry's side
 * runs the scenario once more, online; any other failure, or a second one, fails the test.
 */
import { describe, expect, it, vi } from "vitest";
import { withNetworkRetry } from "./e2e/support/network-env.ts";

/** A scenario that fails with `messages` in turn, then passes; it records the environments it was given. */
function scenario(...messages: string[]) {
	const envs: Record<string, string>[] = [];
	const run = async (env: Record<string, string>) => {
		envs.push(env);
		const message = messages[envs.length - 1];
		if (message !== undefined) throw new Error(message);
	};
	return { envs, run };
}

describe("an install scenario tried again when npm fails on the registry's side", () => {
	it("a version missing from a stale packument: once more, online, and it passes", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const { envs, run } = scenario("npm error code ETARGET\nnpm error notarget No matching version found");
		await withNetworkRetry(run);
		expect(envs.map((env) => [env.npm_config_prefer_offline, env.npm_config_prefer_online])).toEqual([
			["true", undefined],
			[undefined, "true"],
		]);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining("ETARGET"));
		warn.mockRestore();
	});

	it("a proxy's certificate, twice: the second failure fails the test", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const failure = "request failed, reason: self-signed certificate in certificate chain";
		const { envs, run } = scenario(failure, failure);
		await expect(withNetworkRetry(run)).rejects.toThrow(/self-signed/);
		expect(envs).toHaveLength(2);
		warn.mockRestore();
	});

	it("a failure of the package's own is not tried again", async () => {
		const { envs, run } = scenario("expected 1 to be +0 // Object.is equality\nCannot find module 'xstate'");
		await expect(withNetworkRetry(run)).rejects.toThrow(/Cannot find module/);
		expect(envs).toHaveLength(1);
	});
});
