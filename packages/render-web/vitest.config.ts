import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// The page in chromium (`test/chromium*.test.ts`): a browser started per file, 60 s each.
export default mergeConfig(
	shared,
	defineConfig(tiers(import.meta.url, { files: ["test/chromium*.test.ts"], timeout: 60_000 })),
);
