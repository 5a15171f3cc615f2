import { stripInvisible } from "../contract/invisible.ts";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import type { AskUserDetails, NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";
import { buildDetails, cancelledDetails } from "../result/details.ts";
import { CUSTOM_FIELD_SUFFIX, NOTE_FIELD_SUFFIX } from "./form-fields.ts";
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

/** How `elicitationRequest` writes the form. */
export interface ElicitationRequestOptions {
	/** Add a `<id>__note` text field per question (default true). */
	readonly notes?: boolean;
	/** The request's `message` (default: the payload's title, else `messages.formMessage`). */
	readonly message?: string;
	/** The fields' own text (the own answer's and the note's titles), from `defineMessages`. */
	readonly messages?: Messages;
}

/** A payload as a form-mode request: the params to send, and what the form could not carry. */
export interface AskUserElicitation {
	readonly params: ElicitationRequestParams;
	/**
	 * What the form cannot carry: recommendations (never shown, so never reported as declined), notes on single
	 * options, and `required` on a question that takes an own answer (its choice field is optional, so an own answer
	 * alone can be sent).
	 */
	readonly dropped: readonly ElicitationGap[];
}

function choice(question: NormalizedQuestion): TitledValue[] {
	return question.options.map((option) => ({ const: option.value, title: option.label }));
}

/** The prompt, then each option's description and preview: a form shows them in the field's description. */
function describe(question: NormalizedQuestion): string {
	const extras = question.options.flatMap((option) => {
		const head = option.description === undefined ? `${option.label}:` : `${option.label}: ${option.description}`;
		if (option.preview !== undefined) return [`${head}\n${option.preview}`];
		return option.description === undefined ? [] : [head];
	});
	return [question.prompt, ...extras].join("\n\n");
}

function choiceField(question: NormalizedQuestion): ElicitationField {
	const base = { title: question.label, description: describe(question) };
	if (question.type === "text") return { type: "string", ...base };
	return question.type === "multi"
		? { type: "array", ...base, items: { anyOf: choice(question) } }
		: { type: "string", ...base, oneOf: choice(question) };
}

/** Whether a question gets a `<id>__custom` field. */
const takesOwnAnswer = (question: NormalizedQuestion) => question.allowsCustom && question.type !== "text";

function claim(properties: Record<string, ElicitationField>, name: string, field: ElicitationField, owner: string) {
	if (Object.hasOwn(properties, name)) {
		throw new Error(`${owner}: the form field "${name}" is already taken by another question; rename one of the ids`);
	}
	properties[name] = field;
}

function gaps(question: NormalizedQuestion, index: number): ElicitationGap[] {
	const path = `questions[${index}]`;
	const recommended = question.options.flatMap((option, i) =>
		option.recommended === true
			? [{ path: `${path}.options[${i}].recommended`, message: "a form marks no recommendation: not shown" }]
			: [],
	);
	const required =
		question.required && takesOwnAnswer(question)
			? [
					{
						path: `${path}.required`,
						message: "a form cannot require a choice or an own answer: the choice field is optional",
					},
				]
			: [];
	return [
		...recommended,
		...required,
		{ path: `${path}.options`, message: "a form cannot take notes on single options: only on the question" },
	];
}

/**
 * The form-mode request for a validated payload: one field per question (single and preview → a titled string
 * enum, multi → an array of titled enum items, text → a string), titled by the label and described by the prompt
 * followed by each option's description and preview; an optional `<id>__custom` text field where a single or multi
 * question allows an own answer, and a `<id>__note` text field. `payloadFromElicitation` folds these two back into
 * their question. Required preview and text questions are listed in `required`, which a form client enforces (the
 * questionnaire only marks them); a question that takes an own answer cannot be, as either field may answer it.
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
		if (question.required && !takesOwnAnswer(question)) required.push(question.id);
		if (takesOwnAnswer(question)) {
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

/** The question as the form showed it: without recommendations. */
function unrecommended(question: NormalizedQuestion): NormalizedQuestion {
	if (!question.options.some((option) => option.recommended === true)) return question;
	return { ...question, options: question.options.map(({ recommended: _, ...option }) => option) };
}

function text(content: Readonly<Record<string, ElicitationValue>>, name: string): string | undefined {
	const value = content[name];
	if (value === undefined) return undefined;
	if (typeof value !== "string") throw new TypeError(`content.${name} must be a string, got ${typeof value}`);
	const visible = stripInvisible(value).trim();
	return visible === "" ? undefined : visible;
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
 * answers (typed text without invisible characters; recommendations the form never showed are not reported as
 * declined); `decline` (the person refused) is cancelled with reason `user`; `cancel` (the person closed the form
 * without choosing) is cancelled with reason `dismissed`. Throws a TypeError naming the field when accepted
 * content does not fit the payload, e.g. a value that is none of the options.
 */
export function detailsFromElicitation(payload: NormalizedPayload, result: ElicitationResult): AskUserDetails {
	if (result.action === "decline") return cancelledDetails("user", payload);
	if (result.action === "cancel") return cancelledDetails("dismissed", payload);
	const content = result.content ?? {};
	const states = payload.questions.map((question) => questionState(question, content));
	const questions = payload.questions.map(unrecommended);
	return buildDetails({ ...payload, questions, states, cancelled: false });
}
