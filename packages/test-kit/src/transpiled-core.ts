/**
 * `@ask-user/core` as plain JavaScript that `node` runs without a TypeScript loader: each source file transpiled on
 * its own (no type check, so it takes a second, not a build's ten), into a folder inside the package, where Node
 * finds core's own `xstate` and `typebox`. For measuring what importing an entry loads and costs, in a fresh process
 * where no loader's own modules and time are counted.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";

const coreDir = dirname(createRequire(import.meta.url).resolve("@ask-user/core/package.json"));

/** The transpiled package: its folder (remove it with `remove`), and the file of an entry, like `contract.js`. */
export interface TranspiledCore {
	readonly dir: string;
	readonly entry: (name: "index" | "contract" | "schema" | "elicitation") => string;
	readonly remove: () => void;
}

/** Transpiles core's `src` into a fresh folder under `packages/core/.tmp/` (git ignores it). */
export function transpileCore(): TranspiledCore {
	const parent = join(coreDir, ".tmp");
	mkdirSync(parent, { recursive: true });
	const dir = mkdtempSync(join(parent, "transpiled-"));
	const sourceDir = join(coreDir, "src");
	const compilerOptions: ts.CompilerOptions = {
		target: ts.ScriptTarget.ES2022,
		module: ts.ModuleKind.ESNext,
		verbatimModuleSyntax: true,
		rewriteRelativeImportExtensions: true,
	};
	for (const file of readdirSync(sourceDir, { recursive: true, encoding: "utf8" })) {
		if (!file.endsWith(".ts")) continue;
		const { outputText } = ts.transpileModule(readFileSync(join(sourceDir, file), "utf8"), {
			compilerOptions,
			fileName: file,
		});
		const out = join(dir, file.replace(/\.ts$/, ".js"));
		mkdirSync(dirname(out), { recursive: true });
		writeFileSync(out, outputText);
	}
	// The files are ES modules: core's package.json says so for `src`, this one for the copy.
	writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
	return {
		dir,
		entry: (name) => join(dir, `${name}.js`),
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
}
