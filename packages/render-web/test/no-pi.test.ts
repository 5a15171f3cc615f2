/**
 * The page is a layer beside render-tui, below pi-extension: it imports nothing of pi (neither line's packages,
 * `@mariozechner/*` or `@earendil-works/*`) and no package of ours that does (render-tui, pi-extension). Its sources
 * import node's modules, core and marked (a preview's Markdown, D205) only, and its manifest depends on those alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url).pathname;

/** Every module specifier `source` imports or re-exports, static or dynamic. */
function specifiers(source: string): string[] {
	const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g);
	return [...found].map((match) => match[1] ?? "");
}

const sources = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
	.filter((name) => name.endsWith(".ts"))
	.map((name) => ({ name, text: readFileSync(join(ROOT, "src", name), "utf8") }));

describe("render-web imports nothing of pi", () => {
	it("its sources import node's modules, core, marked and each other only", () => {
		const outside = sources.flatMap(({ name, text }) =>
			specifiers(text)
				.filter(
					(specifier) =>
						!/^(?:node:|\.\/|\.\.\/|marked$)/.test(specifier) && !/^@ask-user\/core(?:\/|$)/.test(specifier),
				)
				.map((specifier) => `${name}: ${specifier}`),
		);
		expect(outside).toEqual([]);
	});

	it("the check finds a pi import, static or dynamic", () => {
		expect(specifiers('import { TUI } from "@mariozechner/pi-tui";\nawait import("@earendil-works/pi-tui");')).toEqual([
			"@mariozechner/pi-tui",
			"@earendil-works/pi-tui",
		]);
	});

	it("its manifest depends on core and marked alone, with xstate as core's peer", () => {
		const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
		expect(Object.keys(manifest.dependencies)).toEqual(["@ask-user/core", "marked"]);
		expect(Object.keys(manifest.peerDependencies)).toEqual(["xstate"]);
		expect(JSON.stringify(manifest)).not.toMatch(/@mariozechner|@earendil-works|render-tui|pi-extension/);
	});
});
