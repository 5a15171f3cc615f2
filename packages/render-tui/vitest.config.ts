import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

// The fuzzers: thousands of random key runs and terminal sizes per file, a quarter of the package's test time (the
// long campaigns run with `pnpm fuzz`).
const FUZZ = ["test/fuzz-keys.test.ts", "test/fuzz-terminal.test.ts"];

export default mergeConfig(shared, defineConfig(tiers(import.meta.url, { files: FUZZ })));
