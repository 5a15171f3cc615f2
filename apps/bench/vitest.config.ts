import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// The suites that measure in fresh Node processes, each loading pi or core anew (their tests set their timeouts).
export default mergeConfig(shared, defineConfig(tiers(import.meta.url, { files: ["test/fresh-processes.test.ts"] })));
