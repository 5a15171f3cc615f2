import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from "vitest/config";

/**
 * What every package's tests share; a package's `vitest.config.ts` merges `tiers(...)` (and its own difference) in.
 * The default timeout lets a hang fail fast (most tests take well under a second); a test that needs longer sets
 * its own timeout, with the reason beside it.
 */
const TEST_TIMEOUT = 10_000;

const shared = defineConfig({
	test: {
		testTimeout: TEST_TIMEOUT,
		// Every core (vitest keeps one free by default: one file at a time on two cores, while turbo runs two packages).
		maxWorkers: availableParallelism(),
	},
});

export default shared;

/**
 * A package's tests in two projects: `fast`, every unit and screen test (`pnpm test:fast` runs only these, as
 * `vitest run --project fast`), and `slow`, the files matching `slow.files` (a real pi, chromium, npm installs), with
 * `slow.timeout` as their default when every one of them needs it (the caller says why). `vitest run` runs both.
 */
export function tiers(slow?: { readonly files: readonly string[]; readonly timeout?: number }): ViteUserConfig {
	const fast: TestProjectInlineConfiguration = {
		extends: true,
		test: { name: "fast", exclude: [...configDefaults.exclude, ...(slow?.files ?? [])] },
	};
	if (slow === undefined) return { test: { projects: [fast] } };
	return {
		test: {
			projects: [
				fast,
				{
					extends: true,
					test: { name: "slow", include: [...slow.files], testTimeout: slow.timeout ?? TEST_TIMEOUT },
				},
			],
		},
	};
}
