/**
 * `wrapHead` gives the lines `wrapTextWithAnsi` gives for the same plain text, only the first ones, and its work
 * follows the lines asked for, not the length of the text.
 */

import { sanitizeText } from "@ask-user/core/contract";
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { wrapTextWithAnsi } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wrapHead } from "../src/text/wrap-head.ts";
import { JOINING_PIECES, SEPARATE_PIECES } from "./support/text-pieces.ts";

/** Long runs too, so a run crosses the 512-unit grapheme windows. */
const pieces = [...SEPARATE_PIECES, ...JOINING_PIECES, "x".repeat(300), "é".repeat(200), "中".repeat(150), "  \n"];

function expectSameAsPiTui(text: string, width: number, maxLines: number): void {
	const clean = sanitizeText(text);
	const whole = wrapTextWithAnsi(clean, width);
	const head = wrapHead(clean, width, maxLines);
	expect(head.lines).toEqual(whole.slice(0, maxLines));
	expect(head.more).toBe(whole.length > maxLines);
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("wrapHead", () => {
	it("gives the first lines of wrapTextWithAnsi for any plain text", () => {
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
				fc.integer({ min: 1, max: 90 }),
				fc.integer({ min: 1, max: 30 }),
				(parts, width, maxLines) => expectSameAsPiTui(parts.join(""), width, maxLines),
			),
			fuzzParameters(1500),
		);
	});

	it("splits words where the installed pi-tui splits them (1.x: at CJK graphemes and spaces joined by no mark)", () => {
		const cases: [string, number][] = [
			["x 中ab", 4],
			["a \u0301b", 2],
			["ab \uff9ecd", 3],
			["\u1161x", 2],
			["中👍🏽", 3],
			["ab\u3099cd ef", 3],
			["ｶﾞｷﾞ abc", 2],
			["word 中文字 more words", 7],
			[`${"é".repeat(30)}中${"é".repeat(30)}`, 8],
			["\u3000\u3000\u3000 中", 3],
		];
		for (const [text, width] of cases) {
			for (const maxLines of [1, 2, 20]) expectSameAsPiTui(text, width, maxLines);
		}
	});

	it("keeps a grapheme whole where a run crosses a window", () => {
		for (const offset of [510, 511, 512, 513]) {
			expectSameAsPiTui(`${"x".repeat(offset)}e\u0301${"y".repeat(600)}`, 37, 40);
			expectSameAsPiTui(`${"中".repeat(offset)}👍🏽${"é".repeat(600)}`, 21, 200);
		}
	});

	it("keeps an input line that fits as it is, trailing spaces and all", () => {
		expect(wrapHead("fits   \n\n  indented", 10, 5)).toEqual({ lines: ["fits   ", "", "  indented"], more: false });
		// Measured whole: " \u200dﾞ" is one grapheme of 2 columns, but 3 as a space and the word "\u200dﾞ".
		expectSameAsPiTui("ab \u200d\uff9e", 4, 2);
	});

	it("segments about what it shows, whatever the length of the text", () => {
		const spy = vi.spyOn(Intl.Segmenter.prototype, "segment");
		const segmented = (text: string, width: number, lines: number) => {
			spy.mockClear();
			wrapHead(text, width, lines);
			return spy.mock.calls.reduce((sum, [input]) => sum + input.length, 0);
		};
		for (const unit of ["é", "中", "word é "]) {
			for (const width of [40, 80, 250]) {
				const small = segmented(unit.repeat(64 * 1024), width, 26);
				// Four times the text segments the same head (a unit more or less where a cut lands, as on pi 1.x's pi-tui).
				expect(Math.abs(segmented(unit.repeat(256 * 1024), width, 26) - small)).toBeLessThanOrEqual(2);
				expect(small, `${unit} at ${width}`).toBeLessThan((width + 1) * 27 * 2 + 1024);
			}
		}
	});
});
