import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

export default mergeConfig(
	shared,
	defineConfig({
		test: {
			// The end-to-end tests mostly wait on real pi processes, so a few files run side by side even on two cores.
			maxWorkers: 3,
			// The form's language follows the environment (LC_ALL first): the tests read English whatever the machine's.
			env: { LC_ALL: "C.UTF-8" },
		},
	}),
);
