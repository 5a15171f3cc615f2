import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// Every file that starts the server as its own process (the bin, over stdio), and the bundle built: seconds each.
const SLOW = [
	"test/abandon.test.ts",
	"test/stdio.test.ts",
	"test/stdout.test.ts",
	"test/page.test.ts",
	"test/bundle.test.ts",
	"test/progress.test.ts",
];

// test/e2e runs a real pi 1.x as the MCP host: only in the pi 1.x leg (vitest.pi-1x.config.ts).
export default mergeConfig(
	shared,
	mergeConfig(
		defineConfig(tiers(import.meta.url, { files: SLOW })),
		defineConfig({ test: { exclude: ["test/e2e/**", "node_modules/**"] } }),
	),
);
