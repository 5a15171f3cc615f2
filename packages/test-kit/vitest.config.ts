import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// Slow: the fast tier's guard is checked by running vitest itself on small projects, and the release path by running
// changesets on a copy of the manifests: processes started anew.
export default mergeConfig(
	shared,
	defineConfig(
		tiers(import.meta.url, { files: ["test/fast-tier-guard.test.ts", "test/release-plan.test.ts"], timeout: 60_000 }),
	),
);
