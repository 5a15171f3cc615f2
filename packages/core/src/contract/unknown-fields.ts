/**
 * The fields each level of a payload knows, and for names models commonly send instead, what to use. A field not
 * known is an issue, never silently dropped: the model meant something by it.
 */

export type FieldLevel = "payload" | "question" | "option";

/** Lists, not sets: a name is found by comparing it with at most six, which beats a hash lookup per field. */
export const KNOWN_FIELDS: Readonly<Record<FieldLevel, readonly string[]>> = {
	payload: ["title", "questions"],
	question: ["id", "label", "prompt", "type", "required", "options"],
	option: ["value", "label", "description", "preview", "recommended"],
};

const MULTI = 'use type: "multi" for a question that takes several options';
const PROMPT = "use prompt for the question text";
const LABEL = "use label for the short tab title";
const NO_DEFAULT = "there are no defaults: put recommended: true on the option you recommend";
const CUSTOM = "not needed: single and multi questions always get a Type your own row";

/** Hints by field name, lowercased without separators (`multi_select` and `multiSelect` are `multiselect`). */
const HINT_TABLE: Readonly<Record<FieldLevel, Readonly<Record<string, string>>>> = {
	payload: {
		question: "use questions, an array of questions",
		header: "use title",
		name: "use title",
	},
	question: {
		multiselect: MULTI,
		multiple: MULTI,
		allowmultiple: MULTI,
		multi: MULTI,
		question: PROMPT,
		text: PROMPT,
		description: PROMPT,
		header: LABEL,
		title: LABEL,
		name: LABEL,
		choices: "use options",
		answers: "use options",
		key: "use id",
		default: NO_DEFAULT,
		recommended: NO_DEFAULT,
		allowother: CUSTOM,
		allowcustom: CUSTOM,
		freeform: CUSTOM,
		optional: "all questions are optional; use required: true to mark an important one",
		preview: 'use type: "preview" and a preview on each option',
	},
	option: {
		id: "use value",
		key: "use value",
		text: "use label",
		name: "use label",
		title: "use label",
		desc: "use description",
		detail: "use description",
		details: "use description",
		hint: "use description",
		markdown: "use preview",
		code: "use preview",
		content: "use preview",
		default: NO_DEFAULT,
		selected: NO_DEFAULT,
	},
};

/** As maps: a plain object lookup would find `constructor` and `toString` on its prototype. */
const HINTS = {
	payload: new Map(Object.entries(HINT_TABLE.payload)),
	question: new Map(Object.entries(HINT_TABLE.question)),
	option: new Map(Object.entries(HINT_TABLE.option)),
} as const;

function listOf(names: readonly string[]): string {
	return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The message for an unknown field `key` of an item at `level`: what to use instead, or which fields there are. */
export function unknownFieldMessage(level: FieldLevel, key: string): string {
	const hint = HINTS[level].get(key.toLowerCase().replace(/[^a-z]/g, ""));
	if (hint !== undefined) return `is an unknown field: ${hint}`;
	const article = level === "option" ? "an" : "a";
	return `is an unknown field: ${article} ${level} has only ${listOf(KNOWN_FIELDS[level])}`;
}
