import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

export default mergeConfig(
	shared,
	// Each of these files sets its own timeouts.
	defineConfig(
		tiers(import.meta.url, {
			files: [
				// Pack the package and install it with npm into empty folders.
				"test/npm-pack.test.ts",
				"test/package-import.test.ts",
				// Walks every reachable state and shortest path of the statechart: over a minute and a half of one
				// core, more than every other fast test of core together.
				"test/model.test.ts",
				// Start Node processes (the MCP server and client, the README's renderer) and talk to them over stdio.
				"test/mcp-example.test.ts",
				"test/readme-renderer.test.ts",
			],
		}),
	),
);
