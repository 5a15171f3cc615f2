/**
 * `withRegistryRetry`: an install that fails on the registry's or the network's side runs again after 30 s, then
 * after 90 s; any other failure, or one after the last pause, fails. Driven with the pauses recorded, not slept.
 */
import { describe, expect, it, vi } from "vitest";
import { RETRY_PAUSES_MS, retriedTimeout, withRegistryRetry } from "../src/registry-retry.ts";

/** An install that fails with `messages` in turn, then returns its attempt; it records the attempts and pauses. */
function flaky(...messages: string[]) {
	const attempts: number[] = [];
	const paused: number[] = [];
	const install = async (attempt: number) => {
		attempts.push(attempt);
		const message = messages[attempts.length - 1];
		if (message !== undefined) throw new Error(message);
		return attempt;
	};
	const pause = async (ms: number) => {
		paused.push(ms);
	};
	return { attempts, paused, run: () => withRegistryRetry(install, pause) };
}

describe("an install run again when npm fails on the registry's side", () => {
	it("a version not yet served: once more after 30 s, and it passes", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const { attempts, paused, run } = flaky("npm error code ETARGET\nnpm error notarget No matching version found");
		expect(await run()).toBe(1);
		expect(attempts).toEqual([0, 1]);
		expect(paused).toEqual([30_000]);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining("(ETARGET); installing once more in 30 s"));
		warn.mockRestore();
	});

	it("a version not yet served, then a proxy's certificate: a third attempt, after 90 s more, passes", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const { attempts, paused, run } = flaky("code ETARGET", "reason: self-signed certificate in certificate chain");
		expect(await run()).toBe(2);
		expect(attempts).toEqual([0, 1, 2]);
		expect(paused).toEqual([30_000, 90_000]);
		warn.mockRestore();
	});

	it("a proxy's certificate on every attempt: the last failure fails", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const failure = "request failed, reason: self-signed certificate in certificate chain";
		const { attempts, run } = flaky(failure, failure, failure);
		await expect(run()).rejects.toThrow(/self-signed/);
		expect(attempts).toHaveLength(RETRY_PAUSES_MS.length + 1);
		warn.mockRestore();
	});

	it("a failure of the package's own is not tried again", async () => {
		const { attempts, paused, run } = flaky("expected 1 to be +0 // Object.is equality\nCannot find module 'xstate'");
		await expect(run()).rejects.toThrow(/Cannot find module/);
		expect(attempts).toEqual([0]);
		expect(paused).toEqual([]);
	});

	it("bounds a retried install by every attempt and every pause", () => {
		expect(retriedTimeout(240_000)).toBe(3 * 240_000 + 120_000);
	});
});
