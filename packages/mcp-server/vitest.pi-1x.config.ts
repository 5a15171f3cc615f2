import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

// pi 1.x as the MCP host (pi 0.73 has no MCP support): run by scripts/test-pi-1x.sh in its pi 1.x copy only.
export default mergeConfig(
	shared,
	defineConfig({ test: { include: ["test/e2e/**/*.test.ts"], testTimeout: 120_000 } }),
);
