/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Screen renderers take one `RenderContext` (theme, width, height, report) instead of threading them one by one:
 * read with the TypeScript parser over `src/render` and `src/component`, every function's parameters named.
 */

const srcDir = join(dirname(dirname(fileURLToPath(import.meta.url))), "src");

/** The most positional parameters a `render…` function takes: the context, what it draws, and a state or two. */
const MAX_PARAMETERS = 4;
/** What the context carries: a function taking all three of these one by one should take the context. */
const CONTEXT_FIELDS = ["theme", "width", "height"];

interface Signature {
	readonly where: string;
	readonly name: string;
	readonly parameters: readonly string[];
}

/** Every function declared in `text` (declarations, methods, arrows), with its parameters' names. */
function signatures(file: string, text: string): Signature[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const found: Signature[] = [];
	const visit = (node: ts.Node): void => {
		if (ts.isFunctionLike(node) && "parameters" in node) {
			const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
			const named = ts.isVariableDeclaration(node.parent) ? node.parent.name : node.name;
			found.push({
				where: `${file}:${line}`,
				name: named?.getText(source) ?? "",
				parameters: node.parameters.map((p) => p.name.getText(source)),
			});
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

function renderSignatures(): Signature[] {
	return ["render", "component"].flatMap((folder) =>
		readdirSync(join(srcDir, folder))
			.filter((name) => name.endsWith(".ts"))
			.flatMap((name) => signatures(`${folder}/${name}`, readFileSync(join(srcDir, folder, name), "utf8"))),
	);
}

/** The functions that thread the context's fields one by one, and the renderers with too many parameters. */
function threading(all: readonly Signature[]): string[] {
	return all
		.filter(
			({ name, parameters }) =>
				(name.startsWith("render") && parameters.length > MAX_PARAMETERS) ||
				CONTEXT_FIELDS.every((field) => parameters.includes(field)),
		)
		.map(({ where, parameters }) => `${where} (${parameters.join(", ")})`);
}

describe("render functions take one render context", () => {
	it("none in src/render or src/component takes theme, width and height one by one; no renderer more than four", () => {
		const all = renderSignatures();
		expect(all.length).toBeGreaterThan(50);
		expect(threading(all)).toEqual([]);
	});

	it("the check finds a renderer that threads them (it can fail)", () => {
		const old = signatures(
			"old.ts",
			"function renderReader(question, theme, width, height, scroll, preview) {}\n" +
				"const renderPane = (question, theme, width, limit, previews, scroll, report) => [];\n" +
				"function textBlock(text, width, maxLines, style, lead) {}",
		);
		expect(threading(old)).toEqual([
			"old.ts:1 (question, theme, width, height, scroll, preview)",
			"old.ts:2 (question, theme, width, limit, previews, scroll, report)",
		]);
	});
});
