import { defineConfig } from "vitest/config";

/** What every package's tests share; a package's `vitest.config.ts` re-exports it or merges its own difference in. */
export default defineConfig({
	test: {
		// Property tests and model walks share two cores with other work: 5 s is too tight, a hang still fails.
		testTimeout: 60_000,
	},
});
