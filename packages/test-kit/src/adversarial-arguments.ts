/**
 * `ask_user` arguments of any size n in the shapes that made reading them quadratic (8,000 options that
 * are all `"x"` froze pi for 56 s): identical strings, names that slug alike, labels sharing a prefix longer than a
 * slug, derived names (`x`, `x_2`, `x_3`, …) colliding with given ones or with other labels' slugs (`x-2`), and
 * duplicates that `validate` must report one by one. Tests count the work these take at n and 2n; the fuzzers run
 * them at small sizes; the bench times them at the sizes models send.
 */
import fc from "fast-check";

export interface AdversarialShape {
	readonly name: string;
	/** What n counts: the options of one question, or the questions. */
	readonly counts: "options" | "questions";
	/** The arguments with n options or questions, as a model sends them: raw, to be normalized. */
	readonly build: (n: number) => unknown;
	/** Whether `normalizeArguments` then `validate` accept them. */
	readonly valid: boolean;
}

/** One question in Claude Code's AskUserQuestion shape, without an id, under `header`. */
function claudeQuestion(header: string, index: number): Readonly<Record<string, unknown>> {
	return {
		question: `Question ${index + 1}?`,
		header,
		multiSelect: index % 2 === 1,
		options: [
			{ label: "Yes", description: "Go ahead" },
			{ label: "No", description: "Leave it" },
		],
	};
}

/** One question with the given options. */
function withOptions(options: readonly unknown[]): unknown {
	return { questions: [{ id: "pick", prompt: "Which one?", options }] };
}

/** Labels that all slug to `x`: case, punctuation, spaces, an accent (dropped with its mark), a fullwidth letter. */
const SLUG_ALIKE = ["x", "X", "x!", " x ", "(x)", "x.", "x\u0301", "\uff58"] as const;

const PREFIX = "Use the shared configuration from the repository root";

export const adversarialShapes: readonly AdversarialShape[] = [
	{
		name: "options that are all the same string",
		counts: "options",
		build: (n) => withOptions(Array.from({ length: n }, () => "x")),
		valid: true,
	},
	{
		name: "id-less questions in Claude Code's shape sharing one header",
		counts: "questions",
		build: (n) => ({ questions: Array.from({ length: n }, (_, index) => claudeQuestion("Same", index)) }),
		valid: true,
	},
	{
		name: "labels that slug alike",
		counts: "options",
		build: (n) => withOptions(Array.from({ length: n }, (_, index) => SLUG_ALIKE[index % SLUG_ALIKE.length])),
		valid: true,
	},
	{
		name: "labels sharing a prefix longer than a slug",
		counts: "options",
		build: (n) => withOptions(Array.from({ length: n }, (_, index) => `${PREFIX} (${index + 1})`)),
		valid: true,
	},
	{
		name: "labels x, x-2, x-3, … (slugs of the suffixes x gets) between labels x",
		counts: "options",
		build: (n) => withOptions(Array.from({ length: n }, (_, index) => (index % 2 === 0 ? "x" : `x-${index + 1}`))),
		valid: true,
	},
	{
		name: "given values x_2, x_3, … (the suffixes x gets) after labels x without a value",
		counts: "options",
		build: (n) =>
			withOptions(
				Array.from({ length: n }, (_, index) =>
					index < n / 2 ? { label: "x" } : { value: `x_${index - Math.floor(n / 2) + 2}`, label: "Given" },
				),
			),
		valid: true,
	},
	{
		name: "given ids same_2, same_3, … before id-less questions under the header Same",
		counts: "questions",
		build: (n) => ({
			questions: Array.from({ length: n }, (_, index) =>
				index < n / 2 ? { ...claudeQuestion("Given", index), id: `same_${index + 2}` } : claudeQuestion("Same", index),
			),
		}),
		valid: true,
	},
	{
		name: "options that all give the same value",
		counts: "options",
		build: (n) => withOptions(Array.from({ length: n }, () => ({ value: "x", label: "x" }))),
		valid: false,
	},
	{
		name: "questions that all give the same id",
		counts: "questions",
		build: (n) => ({
			questions: Array.from({ length: n }, () => ({ id: "q", prompt: "Again?", options: ["Yes", "No"] })),
		}),
		valid: false,
	},
];

/** One adversarial shape at a size up to `maxSize`, for the fuzzers. */
export function adversarialArguments(maxSize: number): fc.Arbitrary<unknown> {
	return fc
		.tuple(fc.constantFrom(...adversarialShapes), fc.integer({ min: 1, max: maxSize }))
		.map(([shape, n]) => shape.build(n));
}
