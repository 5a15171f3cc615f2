/**
 * Every pick reads apart in `content`: two options whose labels and values share their first
 * `MAX_ECHOED_UNITS` are cut to the same text, so the cut names the option's 1-based position too.
 */
import { normalize } from "@ask-user/test-kit/payload";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContent, buildDetails, MAX_ECHOED_UNITS, type NormalizedQuestion } from "../src/index.ts";

/** Pieces that make cuts land badly: an astral character across the cut, an ellipsis like the cut's own. */
const piece = fc.constantFrom("a", "b", "😀", "…", '"', "]");
const text = (min: number, max: number) =>
	fc.array(piece, { minLength: min, maxLength: max }).map((pieces) => pieces.join(""));

/** A question of 2 to 5 options whose labels and values all start with one long prefix. */
const sharedPrefixQuestion = fc
	.record({
		prefix: text(MAX_ECHOED_UNITS / 2, MAX_ECHOED_UNITS + 20),
		suffixes: fc.uniqueArray(text(0, 4), { minLength: 2, maxLength: 5 }),
		labelled: fc.boolean(),
		multi: fc.boolean(),
	})
	.map(({ prefix, suffixes, labelled, multi }) => {
		const head = `x${prefix}`;
		const options = suffixes.map((suffix) => ({
			value: `${head}${suffix}`,
			// The same label everywhere, or labels as alike as the values.
			label: labelled ? `${head}${suffix}` : `${head}!`,
		}));
		const payload = { questions: [{ id: "q", prompt: "Which?", type: multi ? "multi" : "single", options }] };
		const [question] = normalize(payload).questions;
		if (question === undefined) throw new Error("no question");
		return question;
	});

/** Every pick of `question`: each option alone, and on a multi question every set of options. */
function picks(question: NormalizedQuestion): number[][] {
	const count = question.options.length;
	if (question.type !== "multi") return Array.from({ length: count }, (_, i) => [i]);
	return Array.from({ length: 2 ** count - 1 }, (_, set) =>
		Array.from({ length: count }, (_, i) => i).filter((i) => (set + 1) & (1 << i)),
	);
}

function contentOf(question: NormalizedQuestion, selected: number[]): string {
	const states = [{ selected, optionNotes: {}, focus: 0 }];
	return buildContent(buildDetails({ questions: [question], states, cancelled: false }));
}

describe("content tells every pick apart", () => {
	it("distinct picks give distinct content, however long the prefix the options share", () => {
		fc.assert(
			fc.property(sharedPrefixQuestion, (question) => {
				const texts = picks(question).map((selected) => contentOf(question, selected));
				expect(new Set(texts).size).toBe(texts.length);
			}),
			{ numRuns: 200 },
		);
	});

	it("names a cut option by its position, and leaves short ones as they were", () => {
		const long = "v".repeat(MAX_ECHOED_UNITS);
		const options = [
			{ value: `${long}1`, label: "Same" },
			{ value: `${long}2`, label: "Same" },
			{ value: "short", label: "Short" },
		];
		const [question] = normalize({ questions: [{ id: "q", prompt: "?", type: "multi", options }] }).questions;
		if (question === undefined) throw new Error("no question");
		expect(contentOf(question, [1, 2]).split("\n")[1]).toBe(
			`- "Q1" ["q"]: "Same" ["${long}…"] (option 2); "Short" ["short"]`,
		);
	});
});
