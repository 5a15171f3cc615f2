import { describe, expect, it } from "vitest";
import { isPlainText } from "../src/contract/plain-text.ts";
import { stripInvisible, validate } from "../src/contract.ts";

/** Every UTF-16 code unit, and the astral invisible characters (tag characters, variation selectors supplement). */
const UNITS = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));
const ASTRAL = ["\u{e0001}", "\u{e0041}", "\u{e007f}", "\u{e0100}", "\u{e01ef}"];

describe("plain text: kept as written, with one test", () => {
	it("is text whose trim and invisible-character removal change nothing, whatever character it holds", () => {
		for (const char of [...UNITS, ...ASTRAL]) {
			for (const text of [`a${char}b`, `${char}ab`, `ab${char}`, char]) {
				if (!isPlainText(text)) continue;
				expect(text.trim(), JSON.stringify(text)).toBe(text);
				expect(stripInvisible(text), JSON.stringify(text)).toBe(text);
			}
		}
	});

	it("takes printable ASCII with inner spaces and refuses edges, blanks, invisible and non-ASCII text", () => {
		expect(["Cache option 1", "q1-o1", "x", "a\tb", "a\nb"].filter(isPlainText)).toHaveLength(5);
		const unplain = ["", " ", " a", "a ", "\ta", "a\n", "a\u200bb", "a\u00adb", "caf\u00e9", "a\u00a0", "\u{1f600}"];
		expect(unplain.filter(isPlainText)).toEqual([]);
		expect([undefined, 1, null, {}].filter(isPlainText)).toEqual([]);
	});

	it("leaves what reading does to other text to the full reading", () => {
		const option = (value: string, label: string, description?: string) => ({
			value,
			label,
			...(description === undefined ? {} : { description }),
		});
		const checked = validate(
			{
				questions: [
					{
						id: "q",
						prompt: "Pick",
						options: [option("a", " Padded "), option("b\u200b", "B", "\u00a0Described\u00a0"), option("c", "C")],
					},
				],
			},
			{ adopt: true },
		);
		expect(checked.ok && checked.payload.questions[0]?.options).toEqual([
			{ value: "a", label: "Padded" },
			{ value: "b", label: "B", description: "Described" },
			{ value: "c", label: "C" },
		]);
	});
});
