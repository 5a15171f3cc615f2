import { defineConfig, mergeConfig } from "vitest/config";
import shared, { tiers } from "../../vitest.shared.ts";

export default mergeConfig(shared, defineConfig(tiers(import.meta.url)));
