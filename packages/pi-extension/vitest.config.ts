import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		// The end-to-end tests mostly wait on real pi processes, so a few files run side by side even on two cores.
		maxWorkers: 3,
		// Property tests and real terminals share two cores with pi processes: 5 s is too tight, a hang still fails.
		testTimeout: 60_000,
	},
});
