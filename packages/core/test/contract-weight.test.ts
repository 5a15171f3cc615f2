/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

/**
 * What `@ask-user/core/contract` costs a host that only validates. Loading the entry (Node ESM loads every module
 * it reaches) must not reach XState nor TypeBox's compiler and value modules; a bundle of `validate` alone must hold
 * no TypeBox at all, since validation is hand-written and only the schema is built with TypeBox.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const contractEntry = join(packageDir, "src", "contract.ts");
const require = createRequire(import.meta.url);

/** Static imports and re-exports that are not type-only, and bare `import "…"`. */
const STATIC_IMPORT = /^\s*(?:import|export)(?!\s+type\b)[^;]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

/** A package specifier resolved the way Node's `default` condition does, or undefined when not installed here. */
function resolvePackage(specifier: string): string {
	return require.resolve(specifier, { paths: [packageDir] });
}

/** Every file Node loads for `start`: our sources and the packages' own files, followed through their imports. */
function loadedFiles(start: string): Set<string> {
	const files = new Set<string>();
	const visit = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		for (const [, from, bare] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
			const specifier = from ?? bare ?? "";
			visit(specifier.startsWith(".") ? resolve(dirname(file), specifier) : resolvePackage(specifier));
		}
	};
	visit(start);
	return files;
}

const typeboxBuild = `${sep}typebox${sep}build${sep}`;
const typeboxFolders = (files: Iterable<string>) =>
	new Set(
		[...files].flatMap((file) => (file.includes(typeboxBuild) ? [file.split(typeboxBuild)[1]?.split(sep)[0]] : [])),
	);

/** The modules a production bundle of `code` (an entry module importing our sources) keeps after tree-shaking. */
async function bundledModules(code: string): Promise<string[]> {
	const output = await build({
		configFile: false,
		logLevel: "silent",
		root: packageDir,
		plugins: [
			{
				name: "entry",
				resolveId: (id) => (id === "virtual:entry" ? "\0entry" : undefined),
				load: (id) => (id === "\0entry" ? code : undefined),
			},
		],
		build: { write: false, rollupOptions: { input: "virtual:entry" } },
	});
	const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
	return results.flatMap((result) =>
		result.output.flatMap((item) => (item.type === "chunk" ? item.moduleIds.filter((id) => !id.startsWith("\0")) : [])),
	);
}

describe("@ask-user/core/contract without TypeBox's weight", () => {
	it("loading the entry reaches neither XState nor TypeBox's compiler and value modules", () => {
		const files = loadedFiles(contractEntry);
		const folders = typeboxFolders(files);
		// The schema is built with TypeBox's type builders: the walk does follow TypeBox.
		expect(folders.has("type")).toBe(true);
		expect(folders.has("compile")).toBe(false);
		expect(folders.has("value")).toBe(false);
		expect([...files].filter((file) => file.includes(`${sep}xstate${sep}`))).toEqual([]);
	});

	it("the walk would see a compiler import: typebox/compile reaches the compile folder", () => {
		expect(typeboxFolders(loadedFiles(resolvePackage("typebox/compile"))).has("compile")).toBe(true);
	});

	it("a bundle of validate alone holds no TypeBox; one of the schema does", async () => {
		const entry = (name: string) => `import { ${name} } from ${JSON.stringify(contractEntry)}; console.log(${name});`;
		const validateOnly = await bundledModules(entry("validate"));
		expect(validateOnly.some((id) => id.endsWith(join("contract", "validate.ts")))).toBe(true);
		expect(validateOnly.filter((id) => id.includes(typeboxBuild))).toEqual([]);
		const schema = await bundledModules(entry("AskUserInputSchema"));
		expect(schema.filter((id) => id.includes(typeboxBuild)).length).toBeGreaterThan(0);
	});
});
