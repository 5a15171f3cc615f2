import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { Slugs, slug } from "../src/contract/slug.ts";

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

	it("gives each label of a list its own slug when labels repeat, share a prefix or extend one", () => {
		const prefix = "Use the shared configuration from the repository root";
		const label = fc.oneof(
			fc.string({ unit: fc.constantFrom(..." _-.!aAzZ09xé"), maxLength: 60 }),
			fc.string({ unit: fc.constantFrom(..." aZ9é"), maxLength: 6 }).map((tail) => `${prefix}${tail}`),
			fc.constantFrom("x", "X", "x ", "a".repeat(39), "a".repeat(40), "a".repeat(41), `${"a".repeat(39)} b`),
		);
		fc.assert(
			fc.property(fc.array(label, { maxLength: 30 }), (labels) => {
				const slugs = new Slugs();
				for (const text of labels) expect(slugs.of(text)).toBe(slugByReplaces(text));
			}),
			fuzzParameters(2_000),
		);
	});

	it("makes each slug once on a list that repeats a few labels in turn", () => {
		const labels = ["x\u0301", "\uff58", "X!", "x"];
		const normalize = vi.spyOn(String.prototype, "normalize");
		try {
			const slugs = new Slugs();
			for (let i = 0; i < 800; i++) expect(slugs.of(labels[i % labels.length] ?? "")).toBe("x");
			// The two labels beyond ASCII, each normalized once.
			expect(normalize).toHaveBeenCalledTimes(2);
		} finally {
			normalize.mockRestore();
		}
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
