import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

/** The web playground driven in Debian's chromium: each file launches a browser and loads pages in it. */
const CHROMIUM = ["browser", "builder", "editor", "hand-off", "sizes"].map((name) => `test/web/${name}.test.ts`);

export default mergeConfig(
	shared,
	// A page load, the client's first frame and each screen change wait on chromium: 60 s each.
	defineConfig(tiers(import.meta.url, { files: CHROMIUM, timeout: 60_000 })),
);
