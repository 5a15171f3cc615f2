/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuiltCore, buildCore, type CoreEntry } from "@ask-user/test-kit/built-core";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * What importing an entry costs a host that only validates or builds results. The root and `/contract` load no
 * TypeBox module (validation is hand-written; only the schema, `@ask-user/core/schema`, is built with TypeBox), and
 * `/contract` loads no XState either. Counted in a fresh Node process that imports the entry with a resolve hook
 * (`support/loaded-modules.mjs`), from core built as a tarball ships it (`scripts/bundle.mjs`), so no TypeScript loader
 * takes part. The build bundles each entry, so importing one reads few files of ours: Node pays for each.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const contractEntry = join(packageDir, "src", "contract.ts");
const LOADED_MODULES = join(packageDir, "test", "support", "loaded-modules.mjs");

/** The `file:` URLs of every module a fresh `node` loads to import `file`. */
function loadedModules(file: string): string[] {
	const printed = execFileSync(process.execPath, [LOADED_MODULES, file], { encoding: "utf8" });
	return (JSON.parse(printed) as string[]).filter((url) => url.startsWith("file:"));
}

const packageOf = (name: string) => (url: string) =>
	fileURLToPath(url).includes(`${sep}node_modules${sep}${name}${sep}`);
const typebox = packageOf("typebox");
const xstate = packageOf("xstate");

let core: BuiltCore | undefined;
const entry = (name: CoreEntry) => {
	if (core === undefined) throw new Error("core is not built yet");
	return core.entry(name);
};
/** The modules of ours among `modules`: those in the built folder. */
const ours = (modules: readonly string[]) =>
	modules.filter((url) => core !== undefined && fileURLToPath(url).startsWith(core.dir));

beforeAll(() => {
	core = buildCore();
});

afterAll(() => core?.remove());

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

const typeboxBuild = `${sep}typebox${sep}build${sep}`;

describe("@ask-user/core without TypeBox's weight until the schema is asked for", () => {
	it("importing the root loads XState but no TypeBox module", () => {
		const modules = loadedModules(entry("index"));
		expect(modules.filter(xstate).length).toBeGreaterThan(0);
		expect(modules.filter(typebox)).toEqual([]);
	});

	it("importing the root reads two files of ours: the entry and the chunk it shares with the others", () => {
		const modules = ours(loadedModules(entry("index")));
		expect(modules).toHaveLength(2);
		expect(modules.filter((url) => url.includes("/chunks/"))).toHaveLength(1);
	});

	it("importing /contract loads neither TypeBox nor XState", () => {
		const modules = loadedModules(entry("contract"));
		expect(ours(modules).map((url) => url.slice(url.lastIndexOf("/") + 1))).toContain("contract.js");
		expect(modules.filter(typebox)).toEqual([]);
		expect(modules.filter(xstate)).toEqual([]);
	});

	it("the count would see TypeBox: importing /schema loads it", () => {
		expect(loadedModules(entry("schema")).filter(typebox).length).toBeGreaterThan(0);
	});

	it("a bundle of validate alone holds no TypeBox; one of the schema does", async () => {
		const importing = (name: string, from: string) =>
			`import { ${name} } from ${JSON.stringify(from)}; console.log(${name});`;
		const validateOnly = await bundledModules(importing("validate", contractEntry));
		expect(validateOnly.some((id) => id.endsWith(join("contract", "validate.ts")))).toBe(true);
		expect(validateOnly.filter((id) => id.includes(typeboxBuild))).toEqual([]);
		const schema = await bundledModules(importing("AskUserInputSchema", join(packageDir, "src", "schema.ts")));
		expect(schema.filter((id) => id.includes(typeboxBuild)).length).toBeGreaterThan(0);
	});
});
