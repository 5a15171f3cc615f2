/**
 * `@ask-user/core`'s JavaScript as a tarball ships it: core's own `scripts/bundle.mjs` run into a fresh folder inside
 * the package, where Node finds core's `xstate` and `typebox`. For measuring what importing an entry loads and costs,
 * in a fresh process, with no TypeScript loader's modules or time counted. Takes about a second; no type check.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

const coreDir = dirname(createRequire(import.meta.url).resolve("@ask-user/core/package.json"));

/** The entries a tarball publishes, by their file name in it (`index` is the root). */
export type CoreEntry = "index" | "contract" | "schema" | "elicitation";

/** The built package: its folder (remove it with `remove`), and the file of an entry, like `contract.js`. */
export interface BuiltCore {
	readonly dir: string;
	readonly entry: (name: CoreEntry) => string;
	readonly remove: () => void;
}

/** Bundles core's `src` into a fresh folder under `packages/core/.tmp/` (git ignores it), as `prepack` does `dist`. */
export function buildCore(): BuiltCore {
	const parent = join(coreDir, ".tmp");
	mkdirSync(parent, { recursive: true });
	const dir = mkdtempSync(join(parent, "built-"));
	execFileSync(process.execPath, [join(coreDir, "scripts", "bundle.mjs"), relative(coreDir, dir)], {
		cwd: coreDir,
		stdio: ["ignore", "ignore", "inherit"],
	});
	return {
		dir,
		entry: (name) => join(dir, `${name}.js`),
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
}
