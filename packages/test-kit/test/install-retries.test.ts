/**
 * `scripts/install-retries.sh`: what installs from the registry (.ci/run, the pi 1.x copy, the XState range, pi's
 * latest releases) runs again after 30 s, then 90 s, when it fails; an install that cannot succeed fails with its own
 * status. Driven with `sleep` replaced, so no test waits.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { RETRY_PAUSES_MS } from "../src/registry-retry.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const HELPER = join(ROOT, "scripts/install-retries.sh");

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * `with_install_retries` on a command that fails with status 7 until its `passAt`-th attempt (never without it),
 * in a strict shell as the scripts run it; the pauses it took are recorded instead of slept.
 */
function run(passAt?: number, env: Record<string, string> = {}) {
	const dir = mkdtempSync(join(tmpdir(), "ask-user-install-retries-"));
	dirs.push(dir);
	const attempts = join(dir, "attempts");
	const slept = join(dir, "slept");
	const install = `echo x >>"${attempts}"; [ "$(wc -l <"${attempts}")" -ge ${passAt ?? 99} ] || exit 7`;
	const script = [
		"set -euo pipefail",
		`source "${HELPER}"`,
		`sleep() { echo "$1" >>"${slept}"; }`,
		`with_install_retries bash -c '${install}' && echo done`,
	].join("\n");
	const result = spawnSync("bash", ["-c", script], { encoding: "utf8", env: { ...process.env, ...env } });
	const lines = (file: string) => {
		try {
			return readFileSync(file, "utf8").trim().split("\n");
		} catch {
			return [];
		}
	};
	return { ...result, attempts: lines(attempts).length, slept: lines(slept) };
}

describe("an install run again when it fails", () => {
	it("passing at once: one attempt, no pause, nothing said", () => {
		const result = run(1);
		expect(result).toMatchObject({ status: 0, stdout: "done\n", stderr: "", attempts: 1, slept: [] });
	});

	it("failing twice: runs again after 30 s, then after 90 s, and passes", () => {
		const result = run(3);
		expect(result).toMatchObject({ status: 0, stdout: "done\n", attempts: 3, slept: ["30", "90"] });
		// The same pauses as the tests' installs (`registry-retry.ts`), which CI meets in the same run.
		expect(result.slept.map(Number)).toEqual(RETRY_PAUSES_MS.map((ms) => ms / 1000));
		expect(result.stderr).toContain("install failed (exit 7); trying again in 30 s: bash -c");
		expect(result.stderr).toContain("install failed (exit 7); trying again in 90 s: bash -c");
	});

	it("failing every time: three attempts, then the install's own status ends the script", () => {
		const result = run();
		expect(result).toMatchObject({ status: 7, stdout: "", attempts: 3, slept: ["30", "90"] });
	});

	it("takes its pauses from ASK_USER_INSTALL_PAUSES: none, no retry", () => {
		expect(run(undefined, { ASK_USER_INSTALL_PAUSES: "" })).toMatchObject({ status: 7, attempts: 1, slept: [] });
		expect(run(2, { ASK_USER_INSTALL_PAUSES: "5" })).toMatchObject({ status: 0, attempts: 2, slept: ["5"] });
	});

	it.each([".ci/run", "scripts/pi-1x-copy.sh", "scripts/test-xstate-range.sh", "scripts/test-pi-latest.sh"])(
		"%s runs every install through it",
		(path) => {
			const text = readFileSync(join(ROOT, path), "utf8");
			expect(text).toContain("source ");
			expect(text).toContain("install-retries.sh");
			const installs = text.split("\n").filter((line) => /\b(?:npm|pnpm\S*|\$pnpm) (?:install|add)\b/.test(line));
			expect(installs.length).toBeGreaterThan(0);
			for (const line of installs) expect(line).toMatch(/\bwith_install_retries (?:npx|npm|\$pnpm)\b/);
		},
	);
});
