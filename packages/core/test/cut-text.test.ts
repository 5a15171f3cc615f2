import { describe, expect, it } from "vitest";
import { cutText, cutTextStart, headUnits, tailUnits } from "../src/contract.ts";

const EMOJI = "😀"; // two UTF-16 units

describe("cutting text by UTF-16 units", () => {
	it("leaves a text that fits whole", () => {
		expect(headUnits("abc", 3)).toBe("abc");
		expect(tailUnits("abc", 3)).toBe("abc");
		expect(cutText("abc", 3)).toBe("abc");
		expect(cutTextStart("abc", 3)).toBe("abc");
	});

	it("cuts at the unit count, marking a cut with …", () => {
		expect(headUnits("abcdef", 4)).toBe("abcd");
		expect(tailUnits("abcdef", 4)).toBe("cdef");
		expect(cutText("abcdef", 4)).toBe("abc…");
		expect(cutTextStart("abcdef", 4)).toBe("…def");
	});

	it("takes one unit fewer rather than half of a surrogate pair", () => {
		const text = `ab${EMOJI}cd`; // units: a b hi lo c d
		expect(headUnits(text, 3)).toBe("ab");
		expect(headUnits(text, 4)).toBe(`ab${EMOJI}`);
		expect(tailUnits(text, 3)).toBe("cd");
		expect(tailUnits(text, 4)).toBe(`${EMOJI}cd`);
		expect(cutText(text, 4)).toBe("ab…");
		expect(cutTextStart(text, 4)).toBe("…cd");
		for (let units = 1; units <= text.length; units++) {
			for (const piece of [
				headUnits(text, units),
				tailUnits(text, units),
				cutText(text, units),
				cutTextStart(text, units),
			]) {
				expect(piece.length).toBeLessThanOrEqual(units);
				expect(piece).not.toMatch(/\p{Surrogate}/u);
			}
		}
	});
});
