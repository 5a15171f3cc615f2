/**
 * A preview's code is highlighted down to the lines its pane shows, and further as a scroll reaches them: every
 * line of a long block is there from the first view (the pane counts what it hides), and a line is never shown
 * before it is highlighted.
 */
import { Markdown } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { markdownThemeOf } from "../src/render/component-themes.ts";
import { MarkdownCache } from "../src/render/markdown-cache.ts";
import { identityTheme } from "../src/theme.ts";

const CODE_LINES = 200;
const preview = ["```ts", ...Array.from({ length: CODE_LINES }, (_, i) => `const line${i} = ${i};`), "```"].join("\n");

/** A theme whose highlighter marks every line it was given, and counts the lines it was asked to highlight. */
function markingTheme() {
	const asked: number[] = [];
	const theme = {
		...markdownThemeOf(identityTheme),
		highlightCode: (code: string) => {
			const lines = code.split("\n");
			asked.push(lines.length);
			return lines.map((line) => `HL ${line}`);
		},
	};
	return { theme, asked };
}

const highlighted = (lines: readonly string[]) => lines.filter((line) => line.includes("HL const"));

describe("a long code block in a preview", () => {
	it("has every line from the first view, highlighted only as far as the pane shows", () => {
		const { theme, asked } = markingTheme();
		const lines = new MarkdownCache(theme).lines("p", preview, 80, 30);
		expect(lines.filter((line) => line.includes("const line"))).toHaveLength(CODE_LINES);
		expect(asked).toEqual([30]);
		expect(lines.slice(0, 30).filter((line) => line.includes("const line"))).toEqual(highlighted(lines.slice(0, 30)));
	});

	it("highlights further when a scroll asks for lines past the highlighted ones, at least twice as far", () => {
		const { theme, asked } = markingTheme();
		const cache = new MarkdownCache(theme);
		cache.lines("p", preview, 80, 30);
		cache.lines("p", preview, 80, 25);
		expect(asked).toEqual([30]);
		const scrolled = cache.lines("p", preview, 80, 45);
		expect(asked).toEqual([30, 60]);
		expect(highlighted(scrolled.slice(0, 45))).toHaveLength(44);
	});

	it("highlights everything when asked for every line (the default), and keeps it", () => {
		const { theme, asked } = markingTheme();
		const cache = new MarkdownCache(theme);
		expect(highlighted(cache.lines("p", preview, 80))).toHaveLength(CODE_LINES);
		cache.lines("p", preview, 80, 1000);
		expect(asked).toEqual([CODE_LINES]);
	});
});

/** A highlighter that styles every word, as pi's does (colour codes around tokens). */
const styledTheme = {
	...markdownThemeOf(identityTheme),
	codeBlockBorder: (text: string) => `\x1b[2m${text}\x1b[22m`,
	highlightCode: (code: string) =>
		code.split("\n").map((line) => line.replace(/\w+/g, (word) => `\x1b[36m${word}\x1b[39m`)),
};

/** What pi-tui's `Markdown` draws with the highlighter in place, without its padding. */
function drawnByMarkdown(markdown: string, width: number): string[] {
	return new Markdown(markdown, 0, 0, styledTheme).render(width).map((line) => line.replace(/ +$/, ""));
}

describe("highlighted code put in after the layout", () => {
	const shapes: Record<string, string> = {
		"one block": "```ts\nconst a = 1;\n\nlet b = a + 2;\n```",
		"two blocks and a paragraph": "Intro text\n```js\nx()\n```\nBetween\n```\ny = 2\n```",
		"a fence inside a list": "- item\n  ```ts\n  const inList = true;\n  ```",
		"a fence inside a quote": "> ```ts\n> const quoted = 1;\n> ```",
		"an empty block": "```\n```",
	};
	for (const [shape, markdown] of Object.entries(shapes)) {
		it(`draws ${shape} as Markdown highlights it`, () => {
			expect(new MarkdownCache(styledTheme).lines("p", markdown, 60)).toEqual(drawnByMarkdown(markdown, 60));
		});
	}
});
