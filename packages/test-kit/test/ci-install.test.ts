/**
 * The two workflows install alike: pnpm of the root package.json's `packageManager`, its store cached by
 * setup-node, and one install command (`--frozen-lockfile`), the one `.ci/run` (what CI runs) uses too.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

const { packageManager } = JSON.parse(read("package.json")) as { packageManager: string };
const INSTALL = `npx -y ${packageManager} install --frozen-lockfile`;
const WORKFLOWS = [".github/workflows/ci.yml", ".github/workflows/release.yml"];

/** The `pnpm install` commands a file runs, however pnpm is started. */
function installCommands(text: string): string[] {
	return [...text.matchAll(/(?:npx -y pnpm@\S+|pnpm) install[^\n&]*/g)].map((match) => match[0].trim());
}

describe("CI installs", () => {
	it("pins pnpm in the root package.json", () => {
		expect(packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
	});

	it(".ci/run installs with the pinned pnpm and the lockfile as it is", () => {
		expect(installCommands(read(".ci/run"))).toEqual([INSTALL]);
	});

	it("ci.yml leaves the install to .ci/run", () => {
		const ci = read(".github/workflows/ci.yml");
		expect(installCommands(ci)).toEqual([]);
		expect(ci).toContain("run: bash .ci/run");
	});

	it("ci.yml gives .ci/run everything it would otherwise install with apt-get, which needs root", () => {
		const ci = read(".github/workflows/ci.yml");
		const aptInstall = /apt-get install -y -qq ([^\n]+)/.exec(ci)?.[1]?.split(" ") ?? [];
		expect(aptInstall).toEqual(expect.arrayContaining(["tmux", "fd-find"]));
		// No chromium package there: the runner's Chrome, named where .ci/run and the tests look.
		expect(read(".ci/run")).toContain("CHROMIUM:-/usr/bin/chromium");
		expect(read("packages/test-kit/src/chromium.ts")).toContain("process.env.CHROMIUM");
		expect(ci).toMatch(/run: bash \.ci\/run\s+env:\s+CHROMIUM: \/usr\/bin\/google-chrome/);
	});

	it("release.yml runs only after CI passed on a push to main, on the commit CI tested", () => {
		const release = read(".github/workflows/release.yml");
		expect(release).toMatch(/on:\s+workflow_run:\s+workflows: \[CI\]\s+types: \[completed\]\s+branches: \[main\]/);
		expect(release).not.toMatch(/^\s+push:/m);
		expect(release).toContain("if: github.event.workflow_run.conclusion == 'success'");
		expect(release).toMatch(/actions\/checkout@v4\s+with:\s+ref: \$\{\{ github\.event\.workflow_run\.head_sha \}\}/);
		expect(read(".github/workflows/ci.yml")).toMatch(/^name: CI$/m);
	});

	it("release.yml installs with .ci/run's command", () => {
		expect(installCommands(read(".github/workflows/release.yml"))).toEqual([INSTALL]);
	});

	it.each(WORKFLOWS)("%s puts the pinned pnpm on PATH and caches its store", (path) => {
		const text = read(path);
		expect(text).toContain("uses: pnpm/action-setup@v4");
		// pnpm/action-setup reads the version from packageManager when given none.
		expect(text).not.toMatch(/pnpm\/action-setup@v4\s+with:/);
		expect(text).toMatch(/uses: actions\/setup-node@v4\s+with:\s+node-version: 20\s+cache: pnpm/);
	});

	it("finds an install command however pnpm is started", () => {
		expect(installCommands("run: pnpm install --frozen-lockfile\n")).toEqual(["pnpm install --frozen-lockfile"]);
		expect(installCommands("npx -y pnpm@1.2.3 install && npx -y pnpm@1.2.3 test")).toEqual([
			"npx -y pnpm@1.2.3 install",
		]);
	});
});
