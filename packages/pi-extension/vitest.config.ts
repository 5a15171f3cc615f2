import { defineConfig } from "vitest/config";

// The end-to-end tests mostly wait on real pi processes, so a few files run side by side even on two cores.
export default defineConfig({
	test: {
		maxWorkers: 3,
	},
});
