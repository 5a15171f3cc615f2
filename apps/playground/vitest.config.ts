import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

/** The web playground driven in Debian's chromium: each file launches a browser and loads pages in it. */
const CHROMIUM = ["browser", "builder", "chart", "editor", "hand-off", "layout", "sizes"].map(
	(name) => `test/web/${name}.test.ts`,
);
/** The playground's command line run as a person runs it: each test starts it in a fresh process (tsx, or built). */
const CLI = ["errors", "replay", "inspect", "start"].map((name) => `test/${name}.test.ts`);

export default mergeConfig(
	shared,
	// A page load, the client's first frame and each screen change wait on chromium: 60 s each (the command-line
	// tests set their own, CLI_TEST_OPTIONS).
	defineConfig(tiers(import.meta.url, { files: [...CHROMIUM, ...CLI], timeout: 60_000 })),
);
