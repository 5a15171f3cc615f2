/**
 * `pnpm playground` runs the playground built to plain JavaScript (`scripts/build.mjs`, `scripts/start.mjs`): built
 * when its build is missing or older than a file it was built from, saying so, and not built again after.
 */
import { existsSync, utimesSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AS_STARTED, CLI_TEST_OPTIONS, runCli, TOUR_ANSWERS, TOUR_SCRIPT } from "./support/run-cli.ts";

const INPUTS = fileURLToPath(new URL("../dist/inputs.json", import.meta.url));
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
});
