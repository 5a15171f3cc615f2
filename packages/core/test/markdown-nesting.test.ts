/** A preview's nesting bounded before either renderer parses it as Markdown (`markdown-nesting.ts`). */
import { describe, expect, it } from "vitest";
import { boundMarkdownNesting, MAX_INDENT_COLUMNS } from "../src/contract.ts";

describe("boundMarkdownNesting", () => {
	it("keeps one blockquote level and shows deeper markers as text", () => {
		expect(boundMarkdownNesting(">>>> x")).toBe(">\\>>> x");
		expect(boundMarkdownNesting("> > x")).toBe("> \\> x");
	});

	it("keeps two list markers and shows a third as text", () => {
		expect(boundMarkdownNesting("- * + x")).toBe("- * \\+ x");
		expect(boundMarkdownNesting("1. 2. 3. x")).toBe("1. 2. 3\\. x");
	});

	it("cuts indentation to a few columns", () => {
		expect(boundMarkdownNesting(`${" ".repeat(600)}- deep`)).toBe(`${" ".repeat(MAX_INDENT_COLUMNS)}- deep`);
	});

	it("leaves ordinary Markdown unchanged", () => {
		const text = "# Title\n\n> quote\n\n- a\n  - b\n    1. c\n\n```ts\nconst x = 1;\n```\n-not a list\n2024. A year";
		expect(boundMarkdownNesting(text)).toBe(text);
	});
});
