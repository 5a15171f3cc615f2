/**
 * A code line wider than its preview pane wraps under its own indentation, never to column 0: each continuation
 * starts two columns deeper than its line, breaks after a space where one leaves the line half full, and keeps its
 * highlighting; every line fits the pane.
 */
import { describe, expect, it } from "vitest";
import { wrapCodeLine } from "../src/render/code-wrap.ts";
import { markdownThemeOf } from "../src/render/component-themes.ts";
import { MarkdownCache } from "../src/render/markdown-cache.ts";
import { widthOf } from "../src/text/fit.ts";
import { identityTheme } from "../src/theme.ts";

const fence = (lines: readonly string[]) => ["```ts", ...lines, "```"].join("\n");
const code = [
	"export async function publish(events: readonly OrderEvent[]): Promise<void> {",
	"\tfor (const event of events) {",
	'\t\tawait broker.send({ topic: "orders", key: event.orderId, value: JSON.stringify(event) });',
	"\t}",
	"}",
];

/** A highlighter that styles every word, as pi's does (colour codes around tokens). */
const styledTheme = {
	...markdownThemeOf(identityTheme),
	highlightCode: (source: string) =>
		source.split("\n").map((line) => line.replace(/\w+/g, (word) => `\x1b[36m${word}\x1b[39m`)),
};
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "");

describe("a code line wider than the preview pane", () => {
	it("44 columns: continuations start under the line's own indentation, two deeper, and nothing is lost", () => {
		const lines = new MarkdownCache(markdownThemeOf(identityTheme)).lines("p", fence(code), 44);
		for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(44);
		const send = lines.findIndex((line) => line.includes("await broker.send("));
		// The block's indent (2) and two tabs (3 columns each): its continuations start at column 10.
		expect(lines[send]).toMatch(/^ {8}await/);
		const continued = lines.slice(send + 1, lines.indexOf("     }"));
		expect(continued.length).toBeGreaterThan(0);
		for (const line of continued) expect(line).toMatch(/^ {10}\S/);
		const words = (text: string) => text.split(/\s+/).filter((word) => word !== "");
		expect(words([lines[send], ...continued].join(" "))).toEqual(words(code[2] ?? ""));
		// The signature's continuation sits under it, two deeper, not at column 0.
		expect(lines[lines.findIndex((line) => line.includes("export async")) + 1]).toMatch(/^ {4}\S/);
	});

	it("keeps its highlighting on every piece, each piece fitting the pane", () => {
		const lines = new MarkdownCache(styledTheme).lines("p", fence(code), 44);
		const send = lines.findIndex((line) => plain(line).includes("await broker.send("));
		expect(lines[send]).toContain("\x1b[36mawait\x1b[39m");
		expect(lines[send + 1]).toMatch(/^ {10}\S/);
		expect(lines[send + 1]).toContain("\x1b[36m");
		for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(44);
	});

	it("breaks mid-word only where no space leaves the line half full, and opens each piece with its styles", () => {
		const word = "x".repeat(30);
		expect(wrapCodeLine({ plain: `  a ${word}`, styled: `  a ${word}` }, 20).map((line) => line.plain)).toEqual([
			`  a ${"x".repeat(16)}`,
			`    ${"x".repeat(14)}`,
		]);
		const styled = `\x1b[36m${"y".repeat(25)}\x1b[39m`;
		const pieces = wrapCodeLine({ plain: "y".repeat(25), styled }, 20);
		expect(pieces.map((piece) => piece.plain)).toEqual(["y".repeat(20), `  ${"y".repeat(5)}`]);
		expect(pieces[1]?.styled).toBe(`  \x1b[36m${"y".repeat(5)}\x1b[39m\x1b[0m`);
	});

	it("is left to Markdown when its styled form shows other characters than the code", () => {
		const line = { plain: "z".repeat(30), styled: "w".repeat(30) };
		expect(wrapCodeLine(line, 20)).toEqual([line]);
	});
});
