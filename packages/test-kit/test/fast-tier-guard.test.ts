/**
 * The fast tier's guard (src/fast-tier-guard.ts) fails a file that leaves a pi-tui TUI started or a listener on
 * `process` registered, and passes one that cleans up: vitest run on two small projects made for the purpose, with
 * the same `tiers()` every package's config uses.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const SHARED = fileURLToPath(new URL("../../../vitest.shared.ts", import.meta.url));
const TERMINAL = fileURLToPath(new URL("../src/virtual-terminal.ts", import.meta.url));
const MAIN_SCREEN_TUI = fileURLToPath(new URL("../src/main-screen-tui.ts", import.meta.url));
const works: string[] = [];

/** Runs the fast tier of a project (with this package's dependencies) whose one test does `body`. */
function runFastTier(body: string): Promise<{ readonly code: number; readonly output: string }> {
	const root = mkdtempSync(join(tmpdir(), "ask-user-guard-"));
	works.push(root);
	mkdirSync(join(root, "test"));
	symlinkSync(join(PACKAGE, "node_modules"), join(root, "node_modules"), "dir");
	writeFileSync(
		join(root, "vitest.config.ts"),
		`import { defineConfig } from "vitest/config";\nimport { tiers } from ${JSON.stringify(SHARED)};\n` +
			"export default defineConfig(tiers(import.meta.url));\n",
	);
	writeFileSync(
		join(root, "test", "one.test.ts"),
		`import { it } from "vitest";\nimport { mainScreenTui } from ${JSON.stringify(MAIN_SCREEN_TUI)};\n` +
			`import { VirtualTerminal } from ${JSON.stringify(TERMINAL)};\n` +
			`it("runs", () => {\n${body}\n});\n`,
	);
	return new Promise((resolve) => {
		const vitest = join(PACKAGE, "node_modules", ".bin", "vitest");
		execFile(vitest, ["run", "--root", root, "--project", "fast"], { cwd: root }, (error, stdout, stderr) => {
			resolve({ code: typeof error?.code === "number" ? error.code : 0, output: stdout + stderr });
		});
	});
}

afterAll(() => {
	for (const root of works) rmSync(root, { recursive: true, force: true });
});

describe("the fast tier's guard", () => {
	it("fails a file that leaves a TUI started, and names it", async () => {
		const run = await runFastTier("mainScreenTui(new VirtualTerminal()).start();");
		expect(run.code).toBe(1);
		expect(run.output).toContain("This test file leaks into the next ones: 1 pi-tui TUI(s) left started");
	});

	it("fails a file that leaves a listener on process registered, and names it", async () => {
		const run = await runFastTier('process.on("exit", () => {});\nprocess.stdout.on("resize", () => {});');
		expect(run.code).toBe(1);
		expect(run.output).toMatch(/listeners left registered: process 'exit': \d+ → \d+, process\.stdout 'resize': 0 → 1/);
	});

	it("passes a file that stops its TUI and removes its listener", async () => {
		const run = await runFastTier(
			'const tui = mainScreenTui(new VirtualTerminal());\ntui.start();\ntui.stop();\nconst on = () => {};\nprocess.on("exit", on);\nprocess.off("exit", on);',
		);
		expect(run.output).toContain("1 passed");
		expect(run.code).toBe(0);
	});
});
