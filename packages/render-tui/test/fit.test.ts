import { sanitizeText } from "@ask-user/core/contract";
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ELLIPSIS, fitLine, padRight, widthOf, wrap } from "../src/text/fit.ts";
import { JOINING_PIECES, SEPARATE_PIECES, STYLE_PIECES } from "./support/text-pieces.ts";

/** Text whose every grapheme is at most two columns wide, with plain spaces as the only whitespace. */
const wellFormed = {
	ascii: "The quick brown fox jumps over the lazy dog, again and again, until the line has to wrap somewhere.",
	cjk: "日本語のテキストは単語の間に空白がないので、どこでも折り返せる必要があります。中文也一样。한국어도요",
	mixedNoSpaces: "abc中文def日本語ghi한국어jkl".repeat(8),
	emojiZwj: "👨‍👩‍👧‍👦 family 👩🏽‍💻 coder 🏳️‍🌈 flag 👍🏽👍🏿 🇺🇸🇯🇵 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ❤️ 1️⃣ ".repeat(3),
	combining: "Z\u0324\u0354\u0367a\u0308\u0356\u032d\u0301l\u0341\u0359g\u0303o e\u0301 n\u0303 a\u030a ".repeat(6),
	longWord: "x".repeat(500),
	longUrl: `see https://example.com/${"very-long-path-segment/".repeat(20)}index.html for details`,
	rtl: "שלום עולם مرحبا بالعالم שלום עולם مرحبا بالعالم",
	tabsConverted: sanitizeText("col1\tcol2\t\tcol3\tend\tof\tline"),
	indented: "      leading spaces, then   several   gaps   between   words",
	paragraphs: "first paragraph\n\nsecond, after an empty line\n   indented third",
};

/** Text with graphemes that pi-tui measures wider than two columns. */
const overWide = {
	stackedHalfwidthMarks: "ｶ\uff9e\uff9e\uff9e\uff9e ｶ\uff9e\uff9e\uff9e",
	stackedThaiAm: "ก\u0e33\u0e33\u0e33\u0e33\u0e33 text",
};

const nasty: Record<string, string> = {
	...wellFormed,
	...overWide,
	styled: `\x1b[1mbold ${"中文".repeat(10)}\x1b[22m \x1b[4munderlined ${"word ".repeat(10)}\x1b[24m\x1b[31m 👨‍👩‍👧‍👦 red\x1b[39m`,
	hyperlink: `\x1b]8;;https://example.com\x07${"linked text ".repeat(8)}\x1b]8;;\x07 after`,
};

const widths = Array.from({ length: 300 }, (_, i) => i + 1);

/** Every `[width, line]` that `linesAt` produces wider than `width`, over the whole sweep. */
function overflowsOver(linesAt: (width: number) => string[]): [number, string][] {
	return widths.flatMap((width) =>
		linesAt(width)
			.filter((line) => visibleWidth(line) > width)
			.map((line): [number, string] => [width, line]),
	);
}

describe("wrap", () => {
	it.each(Object.entries(nasty))("keeps every line of %s within the width, for widths 1..300", (_name, text) => {
		expect(overflowsOver((width) => wrap(text, width))).toEqual([]);
	});

	it.each(Object.entries(wellFormed))("loses no visible character of %s from width 2 up", (_name, text) => {
		const withoutSpaces = (s: string) => s.replace(/[ \n]/g, "");
		const lossy = widths.slice(1).filter((width) => withoutSpaces(wrap(text, width).join("")) !== withoutSpaces(text));
		expect(lossy).toEqual([]);
	});

	it("breaks at spaces when words fit", () => {
		expect(wrap("alpha beta gamma", 11)).toEqual(["alpha beta", "gamma"]);
	});

	it("breaks a word longer than the line", () => {
		expect(wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
	});

	it("breaks CJK at character boundaries, two columns each", () => {
		expect(wrap("日本語です", 4)).toEqual(["日本", "語で", "す"]);
		expect(wrap("日本語です", 5)).toEqual(["日本", "語で", "す"]);
	});

	it("keeps an emoji ZWJ sequence whole", () => {
		expect(wrap("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 2)).toEqual(["👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"]);
	});

	it("starts a new line at each newline", () => {
		expect(wrap("one\n\ntwo", 10)).toEqual(["one", "", "two"]);
	});

	it("carries ANSI styles across wrapped lines", () => {
		const lines = wrap("\x1b[31mred red red\x1b[39m", 4);
		expect(lines).toHaveLength(3);
		for (const line of lines) expect(line).toContain("\x1b[31m");
	});

	it("cuts a character wider than the line to an ellipsis, where pi-tui overflows", () => {
		expect(wrapTextWithAnsi("中文", 1).some((line) => visibleWidth(line) > 1)).toBe(true);
		expect(wrap("中文", 1).filter((line) => visibleWidth(line) > 0)).toEqual(
			Array(2).fill(expect.stringContaining(ELLIPSIS)),
		);
		expect(wrapTextWithAnsi(overWide.stackedHalfwidthMarks, 3).some((line) => visibleWidth(line) > 3)).toBe(true);
		expect(wrap(overWide.stackedHalfwidthMarks, 3).join("")).toContain(ELLIPSIS);
	});

	it("returns one empty line for empty text or a width below 1", () => {
		expect(wrap("", 10)).toEqual([""]);
		expect(wrap("text", 0)).toEqual([""]);
		expect(wrap("text", -5)).toEqual([""]);
	});

	it("keeps lines within the width for arbitrary mixes of wide, zero-width and styled pieces", () => {
		const piece = fc.constantFrom(...SEPARATE_PIECES, ...JOINING_PIECES, ...STYLE_PIECES);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 50 }), fc.integer({ min: 1, max: 40 }), (pieces, width) => {
				for (const line of wrap(pieces.join(""), width)) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
			}),
			fuzzParameters(3000),
		);
	});
});

describe("widthOf", () => {
	it("measures what pi-tui measures, styled ASCII (its shortcut) or not", () => {
		const piece = fc.constantFrom(
			...SEPARATE_PIECES,
			...STYLE_PIECES,
			"~!@#$%^&*()_+{}|:<>?",
			"\x1b[38;2;138;190;183m",
			"\x1b[m",
			"\x1b[38:2::1:2:3m",
			"\x1b[2K",
			"\x1b[",
			"\x1b_pi:c\x07",
			"\t",
			"\x7f",
			"…",
		);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
				const line = pieces.join("");
				expect(widthOf(line)).toBe(visibleWidth(line));
			}),
			fuzzParameters(5000),
		);
	});
});

describe("fitLine", () => {
	it.each(Object.entries(nasty))("keeps %s within the width, for widths 1..300", (_name, text) => {
		expect(overflowsOver((width) => [fitLine(text, width)])).toEqual([]);
	});

	it("cuts a line whose escape code splits what pi-tui measures as one cluster (truncateToWidth misses it)", () => {
		const lines = ["\u0600\x1b[31m\uff9e\u3000\u200b", "\u0600\x1b]8;;\x07\u0e33a", "\u0600\x1b[1m\u0e33a\x1b[22m"];
		for (const line of lines) {
			for (const width of [1, 2, 3]) expect(visibleWidth(fitLine(line, width))).toBeLessThanOrEqual(width);
			expect(visibleWidth(padRight(line, 2))).toBe(2);
		}
	});

	it("returns a line that fits unchanged", () => {
		expect(fitLine("short", 5)).toBe("short");
		expect(fitLine("\x1b[31m中文\x1b[39m", 4)).toBe("\x1b[31m中文\x1b[39m");
	});

	it("ends a cut line with an ellipsis", () => {
		const cut = fitLine("abcdefgh", 5);
		expect(visibleWidth(cut)).toBe(5);
		expect(cut.startsWith("abcd")).toBe(true);
		expect(cut).toContain(ELLIPSIS);
	});

	it("does not split a double-width character at the edge", () => {
		const cut = fitLine("日本語", 4);
		expect(cut.startsWith("日")).toBe(true);
		expect(cut).not.toContain("本");
		expect(visibleWidth(cut)).toBe(3);
	});

	it("returns an empty line for a width below 1", () => {
		expect(fitLine("text", 0)).toBe("");
		expect(fitLine("text", -1)).toBe("");
	});
});

describe("padRight", () => {
	it.each(Object.entries(nasty))("makes %s exactly the width, for widths 1..300", (_name, text) => {
		expect(widths.filter((width) => visibleWidth(padRight(text, width)) !== width)).toEqual([]);
	});

	it("pads with spaces", () => {
		expect(padRight("ab", 5)).toBe("ab   ");
		expect(padRight("中", 3)).toBe("中 ");
	});

	it("returns an empty line for a width below 1", () => {
		expect(padRight("text", 0)).toBe("");
	});
});
