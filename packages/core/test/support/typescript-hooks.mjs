// @ts-check
/**
 * Module hooks that let a plain `node` run core's TypeScript (the examples, and `src` through `@ask-user/core`'s
 * own exports): each `.ts` file is transpiled on its own as it loads (no type check). Registered by
 * `typescript-loader.mjs`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** @type {import("typescript").CompilerOptions} */
const compilerOptions = {
	target: ts.ScriptTarget.ES2022,
	module: ts.ModuleKind.ESNext,
	verbatimModuleSyntax: true,
};

/**
 * @param {string} url
 * @param {unknown} context
 * @param {(url: string, context: unknown) => Promise<unknown>} next
 */
export async function load(url, context, next) {
	if (!url.startsWith("file:") || !url.endsWith(".ts")) return next(url, context);
	const fileName = fileURLToPath(url);
	const { outputText } = ts.transpileModule(readFileSync(fileName, "utf8"), { compilerOptions, fileName });
	return { format: "module", source: outputText, shortCircuit: true };
}
