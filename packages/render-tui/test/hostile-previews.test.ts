/**
 * Previews that froze pi (Markdown doubling its output per blockquote level) or ended the form (Markdown
 * overflowing its stack) render bounded, never throw, and links show where they go.
 */

import { hostilePreviews } from "@ask-user/test-kit/hostile-previews";
import { getCapabilities, type MarkdownTheme, setCapabilities, visibleWidth } from "@mariozechner/pi-tui";
import { afterEach, describe, expect, it } from "vitest";
import { markdownThemeOf } from "../src/render/component-themes.ts";
import { MAX_BLOCK_LINES, markdownBlocks } from "../src/render/markdown-blocks.ts";
import { MarkdownCache } from "../src/render/markdown-cache.ts";
import { identityTheme } from "../src/theme.ts";

const theme = markdownThemeOf(identityTheme);

describe("markdownBlocks", () => {
	it("cuts at blank lines and every few lines, never inside a code fence", () => {
		const fence = ["```", ...Array.from({ length: 40 }, (_, i) => `code ${i}`), "", "```"].join("\n");
		const long = Array.from({ length: MAX_BLOCK_LINES + 1 }, (_, i) => `line ${i}`).join("\n");
		const blocks = markdownBlocks(`a\n\n\nb\n${fence}\n${long}`);
		expect(blocks.map((block) => block.afterBlank)).toEqual([false, true, false, false]);
		expect(blocks[1]?.source).toBe(`b\n${fence}`);
		expect(blocks[2]?.source.split("\n")).toHaveLength(MAX_BLOCK_LINES);
		expect(blocks[3]?.source).toBe(`line ${MAX_BLOCK_LINES}`);
	});

	it("never cuts a fenced code block inside a quote or a list item either", () => {
		const code = Array.from({ length: 40 }, (_, i) => `code ${i}`);
		const quoted = ["> ```ts", ...code.map((line) => `> ${line}`), "> ```"].join("\n");
		const listed = ["- item", "  ~~~", ...code.map((line) => `  ${line}`), "  ~~~"].join("\n");
		expect(markdownBlocks(`${quoted}\n\n${listed}`).map((block) => block.source)).toEqual([quoted, listed]);
	});
});

describe("hostile previews", () => {
	it.each(hostilePreviews)("$name: renders bounded lines that fit, at widths 20, 80 and 300", ({ text }) => {
		for (const width of [20, 80, 300]) {
			const lines = new MarkdownCache(theme).lines("preview", text, width);
			expect(lines.length).toBeGreaterThan(0);
			// No blow-up: never more lines than the text could fill at one character per column.
			expect(lines.length).toBeLessThanOrEqual(text.length + text.split("\n").length);
			for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
		}
	});

	it("shows a paragraph of emphasis Markdown would take too long to parse as written", () => {
		const lines = new MarkdownCache(theme).lines("preview", `# Title\n\n${"*_a".repeat(7_000)}`, 40);
		// Only the heavy paragraph: the heading before it is Markdown still.
		expect(lines[0]).toBe("Title");
		expect(lines.find((line) => line.includes("_a"))?.startsWith("*_a*_a*_a")).toBe(true);
	});

	it("shows the preview as plain text when Markdown throws", () => {
		const failing: MarkdownTheme = {
			...theme,
			heading: () => {
				throw new RangeError("Maximum call stack size exceeded");
			},
		};
		const lines = new MarkdownCache(failing).lines("preview", "# Title\x1b[31m\n\nbody", 40);
		expect(lines.map((line) => line.trimEnd())).toEqual(["# Title", "", "body"]);
	});
});

describe("links in previews", () => {
	const capabilities = getCapabilities();
	afterEach(() => setCapabilities(capabilities));

	it.each([true, false])("show their target when it differs from the text (hyperlinks: %s)", (hyperlinks) => {
		setCapabilities({ ...capabilities, hyperlinks });
		const lines = new MarkdownCache(theme).lines("p", "[https://github.com/acme](https://evil.example)", 80);
		const shown = lines.join("\n");
		expect(shown).toContain("https://github.com/acme (https://evil.example)");
		expect(shown).not.toContain("\x1b]8;");
		expect(getCapabilities().hyperlinks).toBe(hyperlinks);
	});

	it("show a link once when the text is its target", () => {
		setCapabilities({ ...capabilities, hyperlinks: true });
		const lines = new MarkdownCache(theme).lines("p", "[https://example.com](https://example.com)", 80);
		expect(lines.join("\n").trimEnd()).toBe("https://example.com");
	});
});
