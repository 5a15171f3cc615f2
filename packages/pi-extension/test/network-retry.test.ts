/**
 * The install scenarios' retries (`withNetworkRetry`, e2e support): a failure npm reports on the registry's side
 * runs the scenario again, online, after a pause; any other failure, or one after the last pause, fails the test.
 */
import { describe, expect, it, vi } from "vitest";
import { RETRY_PAUSES_MS, retriedTimeout, withNetworkRetry } from "./e2e/support/network-env.ts";

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
		const paused: number[] = [];
		await withNetworkRetry(run, async (ms) => {
			paused.push(ms);
		});
		expect(envs.map((env) => [env.npm_config_prefer_offline, env.npm_config_prefer_online])).toEqual([
			["true", undefined],
			[undefined, "true"],
		]);
		expect(paused).toEqual([30_000]);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining("ETARGET"));
		warn.mockRestore();
	});

	it("a version not yet served, then a proxy's certificate: a third attempt, after a longer pause, passes", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const paused: number[] = [];
		const { envs, run } = scenario("npm error code ETARGET", "reason: self-signed certificate in certificate chain");
		await withNetworkRetry(run, async (ms) => {
			paused.push(ms);
		});
		expect(envs.map((env) => env.npm_config_prefer_online)).toEqual([undefined, "true", "true"]);
		expect(paused).toEqual([30_000, 90_000]);
		warn.mockRestore();
	});

	it("a proxy's certificate on every attempt: the last failure fails the test", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const failure = "request failed, reason: self-signed certificate in certificate chain";
		const { envs, run } = scenario(failure, failure, failure);
		await expect(withNetworkRetry(run, async () => {})).rejects.toThrow(/self-signed/);
		expect(envs).toHaveLength(RETRY_PAUSES_MS.length + 1);
		warn.mockRestore();
	});

	it("bounds a retried scenario by every attempt and every pause", () => {
		expect(retriedTimeout(240_000)).toBe(3 * 240_000 + 120_000);
	});

	it("a failure of the package's own is not tried again", async () => {
		const { envs, run } = scenario("expected 1 to be +0 // Object.is equality\nCannot find module 'xstate'");
		await expect(withNetworkRetry(run)).rejects.toThrow(/Cannot find module/);
		expect(envs).toHaveLength(1);
	});
});
