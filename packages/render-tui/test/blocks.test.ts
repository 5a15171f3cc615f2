import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hanging, textBlock } from "../src/render/blocks.ts";
import { widthOf } from "../src/text/fit.ts";
import { JOINING_PIECES, SEPARATE_PIECES } from "./support/text-pieces.ts";

const red = (text: string) => `\x1b[31m${text}\x1b[39m`;

/** Leads as the renderers build them: a styled row prefix, an indent, a styled note mark after an indent. */
const leads = ["", `${red("›")} 12. ( ) `, "      ", `   ${red("✎ ")}`, `${red("✓ ")}`];

/** Every line of a text block and of a hanging indent of `pieces` after `lead`, at `width`. */
function joinedLines(pieces: readonly string[], lead: string, width: number): string[] {
	const text = pieces.join("");
	return [...textBlock(text, width, 3, red, lead), ...hanging(lead, text, width, red, 3)];
}

const cases = (pieces: readonly string[]) =>
	fc.tuple(
		fc.array(fc.constantFrom(...pieces), { maxLength: 30 }),
		fc.constantFrom(...leads),
		fc.integer({ min: 1, max: 60 }),
	);

describe("widths remembered for joined lines", () => {
	it("equal the widths pi-tui measures when the text starts a new grapheme", () => {
		fc.assert(
			fc.property(cases([...SEPARATE_PIECES, "\x1b[31m"]), ([pieces, lead, width]) => {
				for (const line of joinedLines(pieces, lead, width)) expect(widthOf(line)).toBe(visibleWidth(line));
			}),
			fuzzParameters(3000),
		);
	});

	it("are never narrower than what pi-tui measures, whatever the text starts with", () => {
		fc.assert(
			fc.property(cases([...SEPARATE_PIECES, ...JOINING_PIECES, "\x1b[31m"]), ([pieces, lead, width]) => {
				for (const line of joinedLines(pieces, lead, width)) {
					expect(widthOf(line)).toBeGreaterThanOrEqual(visibleWidth(line));
				}
			}),
			fuzzParameters(3000),
		);
	});
});
