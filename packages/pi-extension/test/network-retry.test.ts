/**
 * The install scenarios' retries (`withNetworkRetry`, e2e support): the first attempt reads npm's cache first, and
 * a retry after a failure on the registry's side checks every packument online (a cached one may predate a version
 * another package now names). The retries themselves: test-kit's `registry-retry.test.ts`.
 */
import { describe, expect, it, vi } from "vitest";
import { withNetworkRetry } from "./e2e/support/network-env.ts";

describe("an install scenario tried again when npm fails on the registry's side", () => {
	it("offline-first, then online: a version missing from a stale packument, then a proxy's certificate", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const failures = ["npm error code ETARGET", "reason: self-signed certificate in certificate chain"];
		const envs: Record<string, string>[] = [];
		await withNetworkRetry(
			async (env) => {
				envs.push(env);
				const failure = failures[envs.length - 1];
				if (failure !== undefined) throw new Error(failure);
			},
			async () => {},
		);
		expect(envs.map((env) => [env.npm_config_prefer_offline, env.npm_config_prefer_online])).toEqual([
			["true", undefined],
			[undefined, "true"],
			[undefined, "true"],
		]);
		expect(envs.every((env) => env.npm_config_cache === envs[0]?.npm_config_cache)).toBe(true);
		warn.mockRestore();
	});
});
