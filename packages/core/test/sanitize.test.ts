import { INVISIBLE_CHARACTER_CLASS, SUBDIVISION_FLAG } from "@ask-user/core/contract";
import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeBlock, sanitizeLine, sanitizeText, TAB_WIDTH } from "../src/contract/sanitize.ts";

/** Anything a terminal could act on: C0 (newline included), DEL, C1, bidi embedding controls, lone surrogates. */
const UNSAFE_IN_LINE = /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Surrogate}/u;
/** The same, with `\n` allowed. */
const UNSAFE_IN_TEXT = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Surrogate}/u;
/** Invisible characters (core's class): allowed only inside the subdivision flags. */
const INVISIBLE = new RegExp(INVISIBLE_CHARACTER_CLASS, "u");
const FLAGS = new RegExp(SUBDIVISION_FLAG, "gu");

function invisibleOutsideFlags(text: string): boolean {
	return INVISIBLE.test(text.replace(FLAGS, ""));
}

const benign = [
	"Hello, world! Use `pnpm test` and *markdown* ~ ^ [ ] { } \\ \"quotes\" 'single'",
	"a [31m that is not an escape, 100% safe; a=b&c<d>e",
	"中文テキスト 한국어 全角スペース\u3000です",
	"👨‍👩‍👧‍👦 family, 👍🏽 thumbs, 🇺🇸 flag, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland, ❤️ heart, 1️⃣ keycap",
	"e\u0301 combining, Z\u0324\u0354\u0367\u0311\u0313a\u0308\u0356\u032d l, Hangul jamo \u1100\u1161\u11a8",
	"שלום עולם, مرحبا بالعالم, LRM \u200e RLM \u200f ALM \u061c",
	"ZWNJ می\u200cخواهم, ZWJ \u200d, NBSP\u00a0end, ❤\ufe0f, 🏴󠁧󠁢󠁥󠁮󠁧󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿",
	"math ∑ ≤ ≥ → ← ✓ ✗ … — – «»",
	"",
];

describe("sanitizeLine", () => {
	it.each(escapeCorpus)("neutralizes $name", ({ text, line }) => {
		expect(sanitizeLine(text)).toBe(line);
	});

	it.each(escapeCorpus)("leaves no ESC, C0, DEL, C1 or bidi control from $name", ({ text }) => {
		const line = sanitizeLine(text);
		expect(line).not.toContain("\x1b");
		expect(line).not.toMatch(UNSAFE_IN_LINE);
		expect(invisibleOutsideFlags(line)).toBe(false);
	});

	it.each(benign)("keeps benign text unchanged: %s", (text) => {
		expect(sanitizeLine(text)).toBe(text);
	});

	it("removes invisible characters: tag characters, zero-width space, word joiner, soft hyphen, BOM, fillers", () => {
		const tags = [..."run rm -rf"].map((char) => String.fromCodePoint(0xe0000 + (char.codePointAt(0) ?? 0))).join("");
		expect(sanitizeLine(`Pick${tags} one\u200b\u2060\u00ad\ufeff\u3164\ufff9x\ufffb\u{e0100}`)).toBe("Pick onex");
		expect(sanitizeText(`a\u200b\nb${tags}`)).toBe("a\nb");
	});

	it("keeps the England, Scotland and Wales flags whole, and removes other tag runs after a black flag", () => {
		const scotland = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
		expect(sanitizeLine(`${scotland}\u{e0061}`)).toBe(scotland);
		expect(sanitizeLine("\u{1f3f4}\u{e0061}\u{e0062}\u{e007f}")).toBe("\u{1f3f4}");
	});

	it("turns a tab into a fixed run of spaces", () => {
		expect(sanitizeLine("\t")).toBe(" ".repeat(TAB_WIDTH));
		expect(sanitizeLine("a\t\tb")).toBe(`a${" ".repeat(2 * TAB_WIDTH)}b`);
	});

	it("turns every kind of line break into one space", () => {
		expect(sanitizeLine("a\nb\r\nc\rd")).toBe("a b c d");
		expect(sanitizeLine("a\n\nb")).toBe("a  b");
	});
});

describe("sanitizeText", () => {
	it.each(escapeCorpus)("leaves nothing unsafe but line feeds from $name", ({ text }) => {
		expect(sanitizeText(text)).not.toMatch(UNSAFE_IN_TEXT);
	});

	it.each(benign)("keeps benign text unchanged: %s", (text) => {
		expect(sanitizeText(text)).toBe(text);
	});

	it("normalizes CRLF, CR, VT, FF, NEL, LS and PS to a line feed each", () => {
		expect(sanitizeText("a\r\nb\rc\vd\fe\x85f\u2028g\u2029h\ni")).toBe("a\nb\nc\nd\ne\nf\ng\nh\ni");
		expect(sanitizeText("a\r\n\r\nb")).toBe("a\n\nb");
	});
});

describe("sanitizeBlock", () => {
	it("splits into lines, keeping empty ones", () => {
		expect(sanitizeBlock("one\r\n\ntwo\x1b[31m\tred\x1b[0m\r")).toEqual([
			"one",
			"",
			`two${" ".repeat(TAB_WIDTH)}red`,
			"",
		]);
	});

	it("returns one empty line for empty text", () => {
		expect(sanitizeBlock("")).toEqual([""]);
	});

	it.each(escapeCorpus)("yields only safe lines from $name", ({ text }) => {
		for (const line of sanitizeBlock(text)) expect(line).not.toMatch(UNSAFE_IN_LINE);
	});
});

/** Strings built from escape-sequence fragments, controls and arbitrary code points, lone surrogates included. */
const hostileText = fc.string({
	unit: fc.oneof(
		fc.constantFrom("\x1b", "[", "]", "P", "X", "^", "_", "\\", "\x07", ";", "m", "8", "?", "\x9b", "\x9c", "\x9d"),
		fc.constantFrom("\n", "\r", "\t", "\v", "\x85", "\u2028", "\u202e", "\u2066", "\ud800", "\udfff", "中", "👍🏽"),
		fc.constantFrom("\u200b", "\u200d", "\ufeff", "\u{e0041}", "\u{e007f}", "\u{1f3f4}", "\u{e0067}", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"),
		fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 1 }),
		fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
	),
	maxLength: 60,
});

describe("sanitize properties", () => {
	it("never lets anything unsafe through", () => {
		fc.assert(
			fc.property(hostileText, (text) => {
				expect(sanitizeLine(text)).not.toMatch(UNSAFE_IN_LINE);
				expect(sanitizeText(text)).not.toMatch(UNSAFE_IN_TEXT);
				expect(invisibleOutsideFlags(sanitizeText(text))).toBe(false);
			}),
			fuzzParameters(2000),
		);
	});

	it("is idempotent, and the three forms agree", () => {
		fc.assert(
			fc.property(hostileText, (text) => {
				const clean = sanitizeText(text);
				expect(sanitizeText(clean)).toBe(clean);
				expect(sanitizeBlock(text).join("\n")).toBe(clean);
				expect(sanitizeLine(text)).toBe(clean.replaceAll("\n", " "));
			}),
			fuzzParameters(2000),
		);
	});

	it("keeps printable text without controls unchanged", () => {
		fc.assert(
			fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
				fc.pre(!UNSAFE_IN_LINE.test(text) && !invisibleOutsideFlags(text));
				expect(sanitizeLine(text)).toBe(text);
			}),
			fuzzParameters(2000),
		);
	});
});
