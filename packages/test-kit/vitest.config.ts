import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// The fast tier's guard is checked by running vitest itself on small projects: processes started anew.
export default mergeConfig(
	shared,
	defineConfig(tiers(import.meta.url, { files: ["test/fast-tier-guard.test.ts"], timeout: 60_000 })),
);
