import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

export default mergeConfig(
	shared,
	// Pack the package and install it with npm into empty folders, or run the MCP examples as real processes (their
	// tests set their own timeouts).
	defineConfig(tiers({ files: ["test/npm-pack.test.ts", "test/package-import.test.ts", "test/mcp-example.test.ts"] })),
);
