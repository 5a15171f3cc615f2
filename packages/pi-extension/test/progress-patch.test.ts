/** `diff` and `applyPatch`: what a pause stores folds back to exactly what was there. */
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPatch, diff } from "../src/stored-forms/progress-patch.ts";

/** JSON as a form's progress holds it: objects, arrays, texts (long ones with small edits), numbers, booleans. */
const json = fc.letrec<{ value: unknown }>((tie) => ({
	value: fc.oneof(
		{ depthSize: "small" },
		fc.string({ unit: "grapheme", maxLength: 40 }),
		fc.integer(),
		fc.boolean(),
		fc.array(tie("value"), { maxLength: 5 }),
		fc.dictionary(fc.constantFrom("a", "b", "draft", "0", "1", "constructor"), tie("value"), { maxKeys: 4 }),
	),
})).value;

/** A text and the same text with one edit somewhere, as typing makes. */
const editedText = fc
	.tuple(fc.string({ minLength: 50, maxLength: 400 }), fc.nat(), fc.nat({ max: 5 }), fc.string({ maxLength: 8 }))
	.map(([text, at, removed, inserted]) => {
		const start = at % (text.length + 1);
		return [text, `${text.slice(0, start)}${inserted}${text.slice(start + removed)}`] as const;
	});

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("progress patches", () => {
	it("apply to what they were made from and give the new value, as JSON reads it", () => {
		fc.assert(
			fc.property(json, json, (before, after) => {
				const patch = diff(before, after);
				const stored = patch === undefined ? undefined : roundTrip(patch);
				const folded = stored === undefined ? roundTrip(before) : applyPatch(roundTrip(before), stored);
				expect(folded).toEqual(roundTrip(after));
			}),
			fuzzParameters(2000),
		);
	});

	it("hold a small edit of a long text as the edit, not the text", () => {
		fc.assert(
			fc.property(editedText, ([before, after]) => {
				const patch = diff({ draft: before }, { draft: after });
				expect(applyPatch({ draft: before }, roundTrip(patch ?? { v: { draft: before } }))).toEqual({ draft: after });
				expect(JSON.stringify(patch ?? {}).length).toBeLessThan(100);
			}),
			fuzzParameters(500),
		);
	});

	it("leave the value they are applied to as it was", () => {
		const before = { states: [{ note: "kept" }], draft: "abcdef" };
		const patch = diff(before, { states: [{ note: "changed" }], draft: "abXdef" });
		applyPatch(before, patch);
		expect(before).toEqual({ states: [{ note: "kept" }], draft: "abcdef" });
	});
});
