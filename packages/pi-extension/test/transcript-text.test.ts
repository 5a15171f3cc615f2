import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderResult } from "../src/transcript/render-result.ts";
import { capText, MAX_TEXT_UNITS } from "../src/transcript/transcript-text.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Text around the cut: ASCII and astral characters (emoji, 𠮷), so the cut falls on either half of a pair. */
const aroundTheCut = fc
	.tuple(
		fc.nat({ max: 3 }),
		fc.array(fc.constantFrom("a", "😀", "𠮷", "é"), { minLength: MAX_TEXT_UNITS / 2, maxLength: MAX_TEXT_UNITS }),
	)
	.map(([pad, chars]) => "x".repeat(pad) + chars.join(""));

describe(`capText (seed ${FUZZ_SEED})`, () => {
	it("never leaves half of a surrogate pair at the cut", () => {
		fc.assert(
			fc.property(aroundTheCut, (text) => {
				const cut = capText(text);
				expect(cut).not.toMatch(LONE_SURROGATE);
				expect(cut.length).toBeLessThanOrEqual(MAX_TEXT_UNITS + 1);
				if (text.length > MAX_TEXT_UNITS) expect(cut.endsWith("…")).toBe(true);
			}),
			{ ...fuzzParameters(300), endOnFailure: true },
		);
	});

	it("cuts before a pair that straddles the limit", () => {
		const text = `${"a".repeat(MAX_TEXT_UNITS - 1)}😀`;
		expect(capText(text)).toBe(`${"a".repeat(MAX_TEXT_UNITS - 1)}…`);
	});
});

describe(`transcript lines (seed ${FUZZ_SEED})`, () => {
	it("the fallback content lines never end in a lone surrogate", () => {
		fc.assert(
			fc.property(aroundTheCut, fc.integer({ min: 20, max: 300 }), (text, width) => {
				const result = { content: [{ type: "text", text }], details: undefined };
				for (const line of renderResult(result, { expanded: true, isPartial: false }, identityTheme, "en").render(
					width,
				)) {
					expect(line).not.toMatch(LONE_SURROGATE);
				}
			}),
			{ ...fuzzParameters(100), endOnFailure: true },
		);
	});
});
