/// <reference types="node" />
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every export of the published entries carries a doc comment (`/** … *\/`): what an editor shows on hover, and
 * what a reader of the declaration files has. Read with the TypeScript compiler over the entries' exported symbols,
 * re-exports followed to the declaration they name.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const ENTRIES = ["index.ts", "contract.ts", "schema.ts", "elicitation.ts", "fixtures/index.ts"].map((file) =>
	join(packageDir, "src", file),
);

const program = ts.createProgram(ENTRIES, {
	target: ts.ScriptTarget.ES2022,
	module: ts.ModuleKind.NodeNext,
	moduleResolution: ts.ModuleResolutionKind.NodeNext,
	allowImportingTsExtensions: true,
	noEmit: true,
	strict: true,
	types: [],
});
const checker = program.getTypeChecker();

/** The symbol an export names, past every re-export. */
function declared(symbol: ts.Symbol): ts.Symbol {
	return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The exports of `entry` (a file name) without a doc comment, each as `entry: name`. */
function undocumented(entry: string): string[] {
	const source = program.getSourceFile(entry);
	const module = source && checker.getSymbolAtLocation(source);
	if (module === undefined) throw new Error(`${entry} is no module`);
	const name = entry.slice(join(packageDir, "src").length + 1);
	return checker
		.getExportsOfModule(module)
		.filter((symbol) => ts.displayPartsToString(declared(symbol).getDocumentationComment(checker)).trim() === "")
		.map((symbol) => `${name}: ${symbol.name}`);
}

/** The names `entry` exports. */
function exportsOf(entry: string): string[] {
	const source = program.getSourceFile(entry);
	const module = source && checker.getSymbolAtLocation(source);
	return module === undefined ? [] : checker.getExportsOfModule(module).map((symbol) => symbol.name);
}

describe("doc comments on the public API", () => {
	it("the check reads every entry: each exports what the package offers", () => {
		for (const entry of ENTRIES) expect(exportsOf(entry).length, entry).toBeGreaterThan(0);
		expect(exportsOf(ENTRIES[0] ?? "")).toEqual(
			expect.arrayContaining(["validate", "createQuestionnaireMachine", "connect"]),
		);
	});

	it("the check sees a missing comment: an export without one is reported", () => {
		const file = join(packageDir, "src", "probe.ts");
		const host = ts.createCompilerHost({});
		const readFile = host.readFile;
		host.readFile = (path) =>
			path === file ? "/** Documented. */\nexport const documented = 1;\nexport const bare = 2;\n" : readFile(path);
		host.fileExists = (
			(exists) => (path: string) =>
				path === file || exists(path)
		)(host.fileExists);
		const probe = ts.createProgram([file], { noEmit: true, types: [] }, host);
		const probeChecker = probe.getTypeChecker();
		const source = probe.getSourceFile(file);
		const module = source && probeChecker.getSymbolAtLocation(source);
		const bare = (module ? probeChecker.getExportsOfModule(module) : []).filter(
			(symbol) => ts.displayPartsToString(symbol.getDocumentationComment(probeChecker)).trim() === "",
		);
		expect(bare.map((symbol) => symbol.name)).toEqual(["bare"]);
	});

	it("every export of every entry has a doc comment", () => {
		expect(ENTRIES.flatMap(undocumented)).toEqual([]);
	});
});
