import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		// Property tests and model walks share two cores with other work: 5 s is too tight, a hang still fails.
		testTimeout: 60_000,
	},
});
