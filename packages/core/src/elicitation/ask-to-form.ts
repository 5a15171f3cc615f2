import { type Fields, isFields } from "../contract/fields.ts";
import { stripInvisible } from "../contract/invisible.ts";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import { sanitizeLine, sanitizeText } from "../contract/sanitize.ts";
import { fieldPath, showValue as show } from "../contract/show-value.ts";
import type { AskUserDetails, NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";
import { buildDetails, cancelledDetails } from "../result/details.ts";
import { CUSTOM_FIELD_SUFFIX, NOTE_FIELD_SUFFIX } from "./form-fields.ts";
import type {
	ElicitationField,
	ElicitationGap,
	ElicitationRequestParams,
	ElicitationResult,
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
export type AskUserElicitation =
	| {
			readonly ok: true;
			readonly params: ElicitationRequestParams;
			/**
			 * What the form cannot carry: recommendations (never shown, so never reported as declined), notes on
			 * single options (of questions that have options: not text questions), and `required` on a question that
			 * takes an own answer (its choice field is optional, so an own answer alone can be sent).
			 */
			readonly dropped: readonly ElicitationGap[];
	  }
	/** Two questions would share a form field (ids `db` and `db__note`): one issue per question that cannot. */
	| { readonly ok: false; readonly issues: readonly ElicitationGap[] };

/**
 * The model's text as the client shows it: sanitized as every screen's (D98, D149; escape sequences, controls, bidi
 * overrides and invisible characters removed). Values (`const`) are what the client sends back: never changed.
 */
function choice(question: NormalizedQuestion): TitledValue[] {
	return question.options.map((option) => ({ const: option.value, title: sanitizeLine(option.label) }));
}

/** The prompt, then each option's description and preview: a form shows them in the field's description. */
function describe(question: NormalizedQuestion): string {
	const extras = question.options.flatMap((option) => {
		const label = sanitizeLine(option.label);
		const head = option.description === undefined ? `${label}:` : `${label}: ${sanitizeText(option.description)}`;
		if (option.preview !== undefined) return [`${head}\n${sanitizeText(option.preview)}`];
		return option.description === undefined ? [] : [head];
	});
	return [sanitizeText(question.prompt), ...extras].join("\n\n");
}

function choiceField(question: NormalizedQuestion): ElicitationField {
	const base = { title: sanitizeLine(question.label), description: describe(question) };
	if (question.type === "text") return { type: "string", ...base };
	return question.type === "multi"
		? { type: "array", ...base, items: { anyOf: choice(question) } }
		: { type: "string", ...base, oneOf: choice(question) };
}

/** Whether a question gets a `<id>__custom` field. */
const takesOwnAnswer = (question: NormalizedQuestion) => question.allowsCustom && question.type !== "text";

/** The form fields that answer a question: its own, its note, and its own answer's where it takes one. */
const fieldsOf = (question: NormalizedQuestion): string[] => [
	question.id,
	question.id + NOTE_FIELD_SUFFIX,
	...(takesOwnAnswer(question) ? [question.id + CUSTOM_FIELD_SUFFIX] : []),
];

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
	// A text question has no options, so no note on one is lost.
	const optionNotes =
		question.type === "text"
			? []
			: [{ path: `${path}.options`, message: "a form cannot take notes on single options: only on the question" }];
	return [...recommended, ...required, ...optionNotes];
}

/**
 * The form-mode request for a validated payload: one field per question (single and preview → a titled string
 * enum, multi → an array of titled enum items, text → a string), titled by the label and described by the prompt
 * followed by each option's description and preview; an optional `<id>__custom` text field where a single or multi
 * question allows an own answer, and a `<id>__note` text field. `payloadFromElicitation` folds these two back into
 * their question. Required preview and text questions are listed in `required`, which a form client enforces (the
 * questionnaire only marks them); a question that takes an own answer cannot be, as either field may answer it.
 * Every text the model wrote is sanitized as every screen's (`sanitizeText`, `sanitizeLine` for labels and titles);
 * the values the client sends back are the options' own. Never throws: when two questions would share a field name (ids `db` and `db__note`, also with `notes: false`, as a
 * client would read `db__note` as the note of `db`), `ok: false` names the id to rename.
 */
export function elicitationRequest(
	payload: NormalizedPayload,
	options: ElicitationRequestOptions = {},
): AskUserElicitation {
	const messages = options.messages ?? DEFAULT_MESSAGES;
	// Entries, not assignments: a question id `__proto__` is a field like any other.
	const fields: [string, ElicitationField][] = [];
	const owners = new Map<string, number>();
	const issues: ElicitationGap[] = [];
	const required: string[] = [];
	/**
	 * Takes a field's name for the question at `index`: sent with `field`, or only reserved (an own answer or a note
	 * the form leaves out), as a client folds a plain string `<id>__custom` or `<id>__note` into question `<id>`.
	 */
	const claim = (name: string, field: ElicitationField | undefined, index: number) => {
		const owner = owners.get(name);
		if (owner !== undefined) {
			const message = `the form field ${show(name)} belongs to questions[${owner}] too; rename one of the ids`;
			issues.push({ path: `questions[${index}].id`, message });
			return;
		}
		owners.set(name, index);
		if (field !== undefined) fields.push([name, field]);
	};
	payload.questions.forEach((question, index) => {
		claim(question.id, choiceField(question), index);
		if (question.required && !takesOwnAnswer(question)) required.push(question.id);
		if (question.type !== "text") {
			const description = question.type === "multi" ? messages.ownAnswerAdds : messages.ownAnswerReplaces;
			const title = messages.ownAnswerField(sanitizeLine(question.label));
			const field: ElicitationField = { type: "string", title, description };
			claim(question.id + CUSTOM_FIELD_SUFFIX, takesOwnAnswer(question) ? field : undefined, index);
		}
		const note: ElicitationField = { type: "string", title: messages.noteField(sanitizeLine(question.label)) };
		claim(question.id + NOTE_FIELD_SUFFIX, options.notes === false ? undefined : note, index);
	});
	if (issues.length > 0) return { ok: false, issues };
	const properties: Record<string, ElicitationField> = Object.fromEntries(fields);
	return {
		ok: true,
		params: {
			mode: "form",
			message: sanitizeText(options.message ?? payload.title ?? messages.formMessage),
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

/** What `detailsFromElicitation` makes of a form's result: the contract's `details`, or why the result does not fit. */
export type ElicitationDetails =
	| { readonly ok: true; readonly details: AskUserDetails }
	/** Content that fits no question of the payload: one issue per field (`content.database`), nothing thrown. */
	| { readonly ok: false; readonly issues: readonly ElicitationGap[] };

/** Reads accepted content field by field, collecting what does not fit. */
class ContentReader {
	readonly issues: ElicitationGap[] = [];

	constructor(private readonly content: Fields) {}

	/** A field's value: own fields only, so `__proto__` or `constructor` reads nothing inherited. */
	value(name: string): unknown {
		return Object.hasOwn(this.content, name) ? this.content[name] : undefined;
	}

	fail(name: string, message: string): undefined {
		this.issues.push({ path: fieldPath("content", name), message });
		return undefined;
	}

	/** Typed text, cleaned as `validate` cleans a model's: invisible characters removed, trimmed, blank is absent. */
	text(name: string): string | undefined {
		const value = this.value(name);
		if (value === undefined) return undefined;
		if (typeof value !== "string") return this.fail(name, `must be a string, got ${show(value)}`);
		const visible = stripInvisible(value).trim();
		return visible === "" ? undefined : visible;
	}

	/** The positions of the options chosen (0-based, in option order), or undefined when they do not fit. */
	chosen(question: NormalizedQuestion): number[] | undefined {
		const value = this.value(question.id);
		if (value === undefined) return [];
		const multi = question.type === "multi";
		const values: unknown = multi ? value : [value];
		if (!Array.isArray(values) || !values.every((v): v is string => typeof v === "string")) {
			const expected = multi ? "an array of option values" : "an option value";
			return this.fail(question.id, `must be ${expected}, got ${show(value)}`);
		}
		const positions = new Map(question.options.map((option, i) => [option.value, i]));
		const found = new Set<number>();
		for (const v of values) {
			// Option values carry no invisible characters, so one added on the way still finds its option.
			const position = positions.get(v) ?? positions.get(stripInvisible(v).trim());
			if (position === undefined) {
				const known = question.options.map((option) => show(option.value));
				const listed = known.length > 10 ? `${known.slice(0, 10).join(", ")}, …` : known.join(", ");
				return this.fail(question.id, `${show(v)} is not one of the option values ${listed}`);
			}
			found.add(position);
		}
		return [...found].sort((a, b) => a - b);
	}

	questionState(question: NormalizedQuestion): QuestionState {
		// A text question's field is its own answer.
		const own = question.type === "text" ? question.id : question.id + CUSTOM_FIELD_SUFFIX;
		const selected = question.type === "text" ? [] : (this.chosen(question) ?? []);
		const customText = question.allowsCustom ? this.text(own) : undefined;
		const note = this.text(question.id + NOTE_FIELD_SUFFIX);
		// As in the questionnaire, an own answer on a single question replaces the chosen option.
		return {
			selected: customText !== undefined && question.type !== "multi" ? [] : selected,
			optionNotes: {},
			focus: 0,
			...(customText === undefined ? {} : { customText }),
			...(note === undefined ? {} : { note }),
		};
	}
}

const ACTIONS: readonly unknown[] = ["accept", "decline", "cancel"];

/**
 * The contract's `details` for the result of a request made by `elicitationRequest(payload)`, read as untrusted
 * data. `accept` gives the answers (typed text cleaned as `validate` cleans a model's: invisible characters
 * removed, trimmed; recommendations the form never showed are not reported as declined); `decline` (the person
 * refused) is cancelled with reason `user`; `cancel` (the person closed the form without choosing) is cancelled
 * with reason `dismissed`. Never throws: a result that does not fit the payload (an unknown action, content that
 * is not an object, a value of the wrong type or none of the options, a field the form did not ask) gives
 * `ok: false` with one issue per field, so the client can be told what to send again: no field is dropped unsaid.
 */
export function detailsFromElicitation(payload: NormalizedPayload, result: ElicitationResult): ElicitationDetails {
	const read: unknown = result;
	if (!isFields(read))
		return { ok: false, issues: [{ path: "(root)", message: `must be an object, got ${show(read)}` }] };
	const action = read.action;
	if (!ACTIONS.includes(action)) {
		const message = `must be "accept", "decline" or "cancel", got ${show(action)}`;
		return { ok: false, issues: [{ path: "action", message }] };
	}
	if (action === "decline") return { ok: true, details: cancelledDetails("user", payload) };
	if (action === "cancel") return { ok: true, details: cancelledDetails("dismissed", payload) };
	const content = read.content ?? {};
	if (!isFields(content)) {
		return { ok: false, issues: [{ path: "content", message: `must be an object of fields, got ${show(content)}` }] };
	}
	const reader = new ContentReader(content);
	const states = payload.questions.map((question) => reader.questionState(question));
	const asked = new Set(payload.questions.flatMap(fieldsOf));
	for (const name of Object.keys(content)) {
		if (!asked.has(name)) reader.fail(name, "fits no question of the payload: the form asked no such field");
	}
	if (reader.issues.length > 0) return { ok: false, issues: reader.issues };
	const questions = payload.questions.map(unrecommended);
	return { ok: true, details: buildDetails({ ...payload, questions, states, cancelled: false }) };
}
