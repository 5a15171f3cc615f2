/**
 * `pnpm playground` runs the playground built to plain JavaScript (`scripts/build.mjs`, `scripts/start.mjs`): built
 * when its build is missing or older than a file it was built from, saying so, and not built again after.
 */
import { existsSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AS_STARTED, CLI_TEST_OPTIONS, runCli, TOUR_ANSWERS, TOUR_SCRIPT } from "./support/run-cli.ts";

const INPUTS = fileURLToPath(new URL("../dist/inputs.json", import.meta.url));
const CLI = fileURLToPath(new URL("../dist/cli/", import.meta.url));

/** The modules the built command line leaves to Node: what each `import` or `import()` of its chunks names. */
function builtImports(): string[] {
	return readdirSync(CLI).flatMap((chunk) =>
		[...readFileSync(`${CLI}${chunk}`, "utf8").matchAll(/(?:\bfrom|\bimport\(?)\s*"([^"]+)"/g)].map(
			([, path]) => path ?? "",
		),
	);
}
const BUILDING = "building the playground's command line and its web client";

describe("the built playground", CLI_TEST_OPTIONS, () => {
	it("is built when older than its sources, says so, runs the tour, and starts without building after", async () => {
		// Older than every source: the next start must build.
		if (existsSync(INPUTS)) utimesSync(INPUTS, 0, 0);
		const built = await runCli(["--fixture", "tour", "--keys", TOUR_SCRIPT, "--json"], AS_STARTED);
		expect(built.stderr).toContain(BUILDING);
		expect(built.code).toBe(0);
		expect(JSON.parse(built.stdout).details).toMatchObject({ cancelled: false, answers: TOUR_ANSWERS });
		const again = await runCli(["--fixture", "tour", "--keys", "Down", "--json"], AS_STARTED);
		expect(again.stderr).not.toContain(BUILDING);
		expect(again.code).toBe(0);
	});

	it("leaves pi-coding-agent's index and typebox's hundreds of modules out of what Node loads", () => {
		// Built by the test above when it was stale.
		const imports = builtImports();
		expect(imports.some((path) => path.includes("pi-tui"))).toBe(true);
		expect(imports.filter((path) => /pi-coding-agent|typebox/.test(path))).toEqual([]);
	});
});
