import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slug } from "../src/contract/slug.ts";

/** The rule as one chain of Unicode-aware replaces, for any text. */
function slugByReplaces(text: string): string {
	return text
		.normalize("NFKD")
		.replace(/\p{M}/gu, "")
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, "_")
		.replace(/^_+|_+$/g, "")
		.slice(0, 40);
}

describe("slug", () => {
	it("reads ASCII labels in one pass exactly as the Unicode-aware replaces do", () => {
		const ascii = fc.string({ unit: fc.constantFrom(..." _-.!aAzZ09x"), maxLength: 90 });
		fc.assert(
			fc.property(fc.oneof(ascii, fc.string({ unit: "grapheme-ascii", maxLength: 90 })), (text) => {
				expect(slug(text)).toBe(slugByReplaces(text));
			}),
			fuzzParameters(3_000),
		);
	});

	it.each([
		["Yes, staging!", "yes_staging"],
		["Écrire à Zoë", "ecrire_a_zoe"],
		["\uff38\u0301 2", "x_2"],
		["中文 选项", "中文_选项"],
		["✓ ✓", ""],
		[`${"a".repeat(39)} b`, `${"a".repeat(39)}_`],
		[`${"a b ".repeat(50_000)}é`, "a_b_".repeat(10)],
	])("%j → %j", (text, expected) => {
		expect(slug(text)).toBe(expected);
		expect(slug(text)).toBe(slugByReplaces(text));
	});
});
