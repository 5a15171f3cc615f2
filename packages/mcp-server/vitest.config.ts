import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// Every file that starts the server as its own process (the bin, over stdio): seconds each.
const SLOW = ["test/stdio.test.ts", "test/stdout.test.ts", "test/page.test.ts"];

export default mergeConfig(shared, defineConfig(tiers(import.meta.url, { files: SLOW })));
