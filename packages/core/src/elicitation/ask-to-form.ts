import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import type { AskUserDetails, NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";
import { buildDetails, cancelledDetails } from "../result/details.ts";
import type {
	ElicitationField,
	ElicitationGap,
	ElicitationRequestParams,
	ElicitationResult,
	ElicitationValue,
	TitledValue,
} from "./types.ts";

/**
 * ask_user → MCP: a payload becomes a form-mode `elicitation/create` request, and the form's result becomes the
 * contract's `details`, so an MCP server can ask the questions of an `ask_user` call through any MCP client.
 */

/** The field of a question's own answer is `<id>__custom`; its note's is `<id>__note`. */
export const CUSTOM_FIELD_SUFFIX = "__custom";
export const NOTE_FIELD_SUFFIX = "__note";

export interface ElicitationRequestOptions {
	/** Add a `<id>__note` text field per question (default true). */
	readonly notes?: boolean;
	/** The request's `message` (default: the payload's title, else `messages.formMessage`). */
	readonly message?: string;
	/** The fields' own text (the own answer's and the note's titles), from `defineMessages`. */
	readonly messages?: Messages;
}

export interface AskUserElicitation {
	readonly params: ElicitationRequestParams;
	/** What the form cannot carry: previews, and notes on single options. */
	readonly dropped: readonly ElicitationGap[];
}

function choice(question: NormalizedQuestion): TitledValue[] {
	return question.options.map((option) => ({
		const: option.value,
		title: option.description === undefined ? option.label : `${option.label}: ${option.description}`,
	}));
}

function choiceField(question: NormalizedQuestion): ElicitationField {
	const base = { title: question.label, description: question.prompt };
	if (question.type === "text") return { type: "string", ...base };
	return question.type === "multi"
		? { type: "array", ...base, items: { anyOf: choice(question) } }
		: { type: "string", ...base, oneOf: choice(question) };
}

function claim(properties: Record<string, ElicitationField>, name: string, field: ElicitationField, owner: string) {
	if (Object.hasOwn(properties, name)) {
		throw new Error(`${owner}: the form field "${name}" is already taken by another question; rename one of the ids`);
	}
	properties[name] = field;
}

function gaps(question: NormalizedQuestion, index: number): ElicitationGap[] {
	const path = `questions[${index}]`;
	const previews = question.options.flatMap((option, i) =>
		option.preview === undefined
			? []
			: [{ path: `${path}.options[${i}].preview`, message: "a form shows no previews: the option keeps its label" }],
	);
	return [
		...previews,
		{ path: `${path}.options`, message: "a form cannot take notes on single options: only on the question" },
	];
}

/**
 * The form-mode request for a validated payload: one field per question (single and preview → a titled string
 * enum, multi → an array of titled enum items; option descriptions join their titles; text → a string), an optional
 * `<id>__custom` text field where a single or multi question allows an own answer, and a `<id>__note` text field.
 * Required questions are listed in `required`, which a form client enforces (the questionnaire only marks them).
 * Throws when two questions would share a field name, e.g. ids `db` and `db__note`.
 */
export function elicitationRequest(
	payload: NormalizedPayload,
	options: ElicitationRequestOptions = {},
): AskUserElicitation {
	const messages = options.messages ?? DEFAULT_MESSAGES;
	const properties: Record<string, ElicitationField> = {};
	const required: string[] = [];
	payload.questions.forEach((question, index) => {
		const owner = `questions[${index}].id`;
		claim(properties, question.id, choiceField(question), owner);
		if (question.required) required.push(question.id);
		if (question.allowsCustom && question.type !== "text") {
			const description = question.type === "multi" ? messages.ownAnswerAdds : messages.ownAnswerReplaces;
			const field: ElicitationField = { type: "string", title: messages.ownAnswerField(question.label), description };
			claim(properties, question.id + CUSTOM_FIELD_SUFFIX, field, owner);
		}
		if (options.notes !== false) {
			const field: ElicitationField = { type: "string", title: messages.noteField(question.label) };
			claim(properties, question.id + NOTE_FIELD_SUFFIX, field, owner);
		}
	});
	return {
		params: {
			mode: "form",
			message: options.message ?? payload.title ?? messages.formMessage,
			requestedSchema: { type: "object", properties, ...(required.length === 0 ? {} : { required }) },
		},
		dropped: payload.questions.flatMap(gaps),
	};
}

function text(content: Readonly<Record<string, ElicitationValue>>, name: string): string | undefined {
	const value = content[name];
	if (value === undefined) return undefined;
	if (typeof value !== "string") throw new TypeError(`content.${name} must be a string, got ${typeof value}`);
	const trimmed = value.trim();
	return trimmed === "" ? undefined : trimmed;
}

function chosen(question: NormalizedQuestion, value: ElicitationValue | undefined): number[] {
	if (value === undefined) return [];
	const values = question.type === "multi" ? value : [value];
	if (!Array.isArray(values) || values.some((v) => typeof v !== "string")) {
		const expected = question.type === "multi" ? "an array of option values" : "an option value";
		throw new TypeError(`content.${question.id} must be ${expected}, got ${JSON.stringify(value)}`);
	}
	return values.map((v) => {
		const position = question.options.findIndex((option) => option.value === v);
		if (position === -1) {
			const known = question.options.map((option) => JSON.stringify(option.value)).join(", ");
			throw new TypeError(`content.${question.id}: ${JSON.stringify(v)} is not one of ${known}`);
		}
		return position;
	});
}

function questionState(question: NormalizedQuestion, content: Readonly<Record<string, ElicitationValue>>) {
	// A text question's field is its own answer.
	const own = question.type === "text" ? question.id : question.id + CUSTOM_FIELD_SUFFIX;
	const selected =
		question.type === "text" ? [] : [...new Set(chosen(question, content[question.id]))].sort((a, b) => a - b);
	const customText = question.allowsCustom ? text(content, own) : undefined;
	const note = text(content, question.id + NOTE_FIELD_SUFFIX);
	// As in the questionnaire, an own answer on a single question replaces the chosen option.
	const state: { -readonly [K in keyof QuestionState]: QuestionState[K] } = {
		selected: customText !== undefined && question.type !== "multi" ? [] : selected,
		optionNotes: {},
		focus: 0,
	};
	if (customText !== undefined) state.customText = customText;
	if (note !== undefined) state.note = note;
	return state;
}

/**
 * The contract's `details` for the result of a request made by `elicitationRequest(payload)`. `accept` gives the
 * answers; `decline` (the person refused) is cancelled with reason `user`; `cancel` (the person closed the form
 * without choosing) is cancelled with reason `dismissed`. Throws a TypeError naming the field when accepted
 * content does not fit the payload, e.g. a value that is none of the options.
 */
export function detailsFromElicitation(payload: NormalizedPayload, result: ElicitationResult): AskUserDetails {
	if (result.action === "decline") return cancelledDetails("user", payload);
	if (result.action === "cancel") return cancelledDetails("dismissed", payload);
	const content = result.content ?? {};
	const states = payload.questions.map((question) => questionState(question, content));
	return buildDetails({ ...payload, states, cancelled: false });
}
