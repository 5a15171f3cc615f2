/**
 * The fast test tier shares each worker's module registry (D71): a module the tests import is evaluated once per
 * worker, for the first test file that imports it. So a helper module that registers a vitest hook when it is
 * imported (`afterEach(…)` at its top level) registers it for that first file only, and the files after it leak what
 * the hook should have cleaned up (in render-tui's harness: every TUI left started, one process `exit` listener each
 * on pi-tui 1.x). Helpers register cleanup on the running test (`onTestFinished`) instead. Checked in every module
 * under the packages' and apps' test folders that is not itself a test file.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, ROOT } from "./support/repository-files.ts";

/** A vitest hook called at a module's top level (column 0), where it runs when the module is evaluated. */
const TOP_LEVEL_HOOK = /^(?:afterEach|beforeEach|afterAll|beforeAll)\(/m;

const helperModules = ["packages", "apps"].flatMap((area) =>
	filesUnder(join(ROOT, area), (name) => /\.(?:ts|mts|mjs)$/.test(name) && !/\.test\.ts$/.test(name)).filter((path) =>
		/[\\/]test[\\/]/.test(relative(ROOT, path)),
	),
);

describe("test helper modules register no hooks when imported", () => {
	it("finds the helper modules, the render-tui harness among them", () => {
		expect(helperModules.map((path) => relative(ROOT, path))).toContain("packages/render-tui/test/support/harness.ts");
	});

	it.each(helperModules.map((path) => [relative(ROOT, path), path]))("%s", (_name, path) => {
		expect(TOP_LEVEL_HOOK.test(readFileSync(path, "utf8"))).toBe(false);
	});

	it("would see a hook registered at import", () => {
		expect(TOP_LEVEL_HOOK.test('import { afterEach } from "vitest";\n\nafterEach(() => {\n\tclose();\n});\n')).toBe(
			true,
		);
		expect(TOP_LEVEL_HOOK.test('it("closes", () => {\n\tafterEach(() => close());\n});\n')).toBe(false);
	});
});
