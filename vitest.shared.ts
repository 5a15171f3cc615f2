import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
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

/** Fails a fast file that leaves a TUI started or a listener registered for the files after it (they share modules). */
const FAST_TIER_GUARD = fileURLToPath(new URL("./packages/test-kit/src/fast-tier-guard.ts", import.meta.url));

/** A test file that swaps a module or a global for its own: it needs module registries of its own. */
const SWAPS_MODULES = /\bvi\.(?:mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|\/\/ vitest: isolate\b/;

/** The package's test files (relative to `root`) that swap modules or globals. */
function swappingFiles(root: string): string[] {
	const dir = join(root, "test");
	const names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".test.ts"));
	return names
		.filter((name) => SWAPS_MODULES.test(readFileSync(join(dir, name), "utf8")))
		.map((name) => relative(root, join(dir, name)));
}

/**
 * A package's tests (its `vitest.config.ts` passes its own `import.meta.url`) in projects: `fast`, every unit and screen test (`pnpm test:fast` runs only these, as
 * `vitest run --project 'fast*'`), and `slow`, the files matching `slow.files` (a real pi, chromium, npm installs),
 * with `slow.timeout` as their default when every one of them needs it (the caller says why), and `slow-alone`, the
 * slow files among `slow.alone` (tests of timing as a person types), one at a time after every other file of the
 * package, so no pi starting beside them delays their keys. `vitest run` runs all.
 * The fast files share a worker's module registry (no per-file isolation: it halves the tier's time), except those
 * that swap a module or a global (`vi.mock`, `vi.stubGlobal`, …, or a `// vitest: isolate` comment saying why),
 * which run isolated as `fast-isolated`.
 */
export function tiers(
	configUrl: string,
	slow?: { readonly files: readonly string[]; readonly timeout?: number; readonly alone?: readonly string[] },
): ViteUserConfig {
	const isolated = swappingFiles(fileURLToPath(new URL(".", configUrl)));
	const slowFiles = slow?.files ?? [];
	const projects: TestProjectInlineConfiguration[] = [
		{
			extends: true,
			test: {
				name: "fast",
				isolate: false,
				exclude: [...configDefaults.exclude, ...slowFiles, ...isolated],
				setupFiles: [FAST_TIER_GUARD],
			},
		},
	];
	if (isolated.length > 0) {
		projects.push({
			extends: true,
			test: { name: "fast-isolated", include: isolated, exclude: [...configDefaults.exclude, ...slowFiles] },
		});
	}
	if (slow !== undefined) {
		const alone = slow.alone ?? [];
		const testTimeout = slow.timeout ?? TEST_TIMEOUT;
		projects.push({
			extends: true,
			test: { name: "slow", include: [...slow.files], exclude: [...configDefaults.exclude, ...alone], testTimeout },
		});
		if (alone.length > 0) {
			projects.push({
				extends: true,
				test: { name: "slow-alone", include: [...alone], testTimeout, maxWorkers: 1, sequence: { groupOrder: 1 } },
			});
		}
	}
	return { test: { projects } };
}
