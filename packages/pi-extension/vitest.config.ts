import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

export default mergeConfig(
	mergeConfig(
		shared,
		defineConfig({
			test: {
				// The end-to-end tests mostly wait on real pi processes, so a few files run side by side even on two cores.
				maxWorkers: 3,
				// The form's language follows the environment (LC_ALL first): the tests read English whatever the machine's.
				env: { LC_ALL: "C.UTF-8" },
			},
		}),
	),
	// Each end-to-end test starts a real pi (in tmux, or over RPC) and waits on its startup, a mock model's turns and,
	// for the install tests, npm; the `/ask-user web` page's tests wait on chromium; the published peers are read
	// from tarballs `pnpm pack` makes: 60 s each.
	defineConfig(
		tiers(import.meta.url, {
			files: ["test/e2e/**/*.test.ts", "test/web-chromium.test.ts", "test/published-peers.test.ts"],
			timeout: 60_000,
			// Keys typed at a person's cadence while the form opens: three pi processes starting beside them on two
			// cores delayed a key past the pause that ends typing (a CI run on pi 1.6.0).
			alone: ["test/e2e/typeahead.test.ts"],
		}),
	),
);
