import { isFields } from "../contract/fields.ts";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import { fieldPath } from "../contract/show-value.ts";
import type { AskUserDetails, NormalizedOption, NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import { MAX_LIST_ITEMS } from "../contract/validate.ts";
import { cleanText, type FormQuestion, type ReadForm, readForm, threw } from "./form-fields.ts";
import { brokenRules, parseNumber, rulesOf } from "./form-rules.ts";
import type { ElicitationGap, ElicitationRequestParams, ElicitationResult, ElicitationValue } from "./types.ts";

/**
 * MCP → ask_user: an MCP client renders a server's form-mode `elicitation/create` request with the questionnaire,
 * then answers the server with the form's result.
 */

/** A server's form as the questionnaire's input, or the fields that make it unfit. */
export type ElicitationPayloadResult =
	| {
			readonly ok: true;
			/** The machine's input: one question per field, in the schema's order. */
			readonly payload: NormalizedPayload;
			/** Optional fields left out, and what the questions do not show (a default, a repeated choice). */
			readonly skipped: readonly ElicitationGap[];
	  }
	| { readonly ok: false; readonly issues: readonly ElicitationGap[] };

/** A text question's options: none, one shared array (the payload is read, never changed, by its users). */
const NO_OPTIONS: readonly NormalizedOption[] = Object.freeze([]);

/** Yes and No, in the messages' words, or the default words where the host's messages leave them blank. */
function booleanOptions(messages: Messages): readonly NormalizedOption[] {
	return Object.freeze([
		{ value: "true", label: cleanText(messages.yes) ?? DEFAULT_MESSAGES.yes },
		{ value: "false", label: cleanText(messages.no) ?? DEFAULT_MESSAGES.no },
	]);
}

/**
 * The question for a field, valid by construction: `readForm` leaves its text as `validate` leaves a model's (no
 * invisible characters, trimmed, never blank), its ids unique and each field's option values unique, so nothing
 * reads the questions again (that was half the mapping of 100,000 fields). The rules' sentences come from the
 * host's messages and are cleaned with the prompt they join.
 */
function asked(question: FormQuestion, messages: Messages, yesNo: readonly NormalizedOption[]): NormalizedQuestion {
	const rules = rulesOf(question, messages);
	const prompt =
		rules.length === 0 ? question.prompt : (cleanText(`${question.prompt}\n\n${rules.join(" ")}`) ?? question.prompt);
	const { kind } = question;
	const isText = kind === "text" || kind === "number" || kind === "integer";
	return {
		id: question.id,
		label: question.label,
		prompt,
		type: isText ? "text" : kind === "multi" ? "multi" : "single",
		required: question.required,
		options: isText
			? NO_OPTIONS
			: kind === "boolean"
				? yesNo
				: question.choices.map(({ value, label }) => ({ value, label })),
		// A choice field takes no free text, unless it has its own `<name>__custom` field.
		allowsCustom: isText || question.customField !== undefined,
	};
}

/** A list longer than a questionnaire holds (`MAX_LIST_ITEMS`, as `validate` refuses a model's), or none. */
function tooLong(form: ReadForm): ElicitationGap | undefined {
	const { questions } = form;
	if (questions.length > MAX_LIST_ITEMS) {
		return {
			path: "requestedSchema.properties",
			message: `has ${questions.length} fields a question can ask: give at most ${MAX_LIST_ITEMS}`,
		};
	}
	for (const question of questions) {
		if (question.choices.length > MAX_LIST_ITEMS) {
			return {
				path: fieldPath("requestedSchema.properties", question.name),
				message: `has ${question.choices.length} choices: give at most ${MAX_LIST_ITEMS}`,
			};
		}
	}
	return undefined;
}

/** The request's schema and message, or the issue of a getter or Proxy trap of `params` that throws. */
function readRequest(params: unknown): { schema: unknown; message: unknown } | { issue: ElicitationGap } {
	let path = "requestedSchema";
	try {
		const fields = isFields(params) ? params : {};
		const schema = fields.requestedSchema;
		path = "message";
		return { schema, message: fields.message };
	} catch (error) {
		return { issue: { path, message: threw(error) } };
	}
}

/**
 * The questionnaire for a form-mode request, or why it cannot be one. Never throws: the request is read as
 * untrusted data, and its text is cleaned as `validate` cleans a model's (invisible characters removed, blank titles
 * replaced, repeated choices asked once, ids unique). A getter or Proxy trap that throws makes it unfit, with one
 * issue at the field being read (`could not be read: it threw "…"`). It takes time linear in the fields and choices
 * (up to 100,000 of either: more make it unfit, as `validate` refuses a longer list), and the schema object is read
 * once: `elicitationResult` reuses that reading for the same object, so change nothing in the schema between the two
 * calls.
 *
 * A string enum (`oneOf` titles, `enumNames`, or bare values) becomes a single question, an array of enum items a
 * multi question, a boolean a single question Yes/No; a plain string, a number or an integer becomes a text question
 * whose typed text is the value. A field's rules (`minItems`, `maxItems`, `minLength`, `maxLength`, `format`,
 * `minimum`, `maximum`, integers) are stated under its prompt and checked by `elicitationResult`.
 * `elicitationRequest`'s own encoding is read back: a plain string `<name>__custom` beside a choice field is that
 * question's `Type your own` row, a plain string `<name>__note` its note, so a round trip asks the same questions.
 * A field no question can ask (an array of free strings, an unknown type or format) is left out when optional (in
 * `skipped`) and makes the whole request unfit when required (`ok: false`, one issue per field), so the client uses
 * its own form. Field titles become tab labels, descriptions the prompts. `messages` names Yes and No and the rules.
 */
export function payloadFromElicitation(
	params: ElicitationRequestParams,
	messages: Messages = DEFAULT_MESSAGES,
): ElicitationPayloadResult {
	const request = readRequest(params);
	if ("issue" in request) return { ok: false, issues: [request.issue] };
	const form = readForm(request.schema);
	if (form.issues.length > 0) return { ok: false, issues: form.issues };
	if (form.questions.length === 0) {
		return { ok: false, issues: [{ path: "requestedSchema.properties", message: "has no field a question can ask" }] };
	}
	const long = tooLong(form);
	if (long !== undefined) return { ok: false, issues: [long] };
	const title = cleanText(request.message);
	const yesNo = booleanOptions(messages);
	const questions = new Array<NormalizedQuestion>(form.questions.length);
	const skipped = [...form.skipped];
	for (let i = 0; i < questions.length; i++) {
		const read = form.questions[i] as FormQuestion;
		questions[i] = asked(read, messages, yesNo);
		if (read.default !== undefined) {
			skipped.push({
				path: `${fieldPath("requestedSchema.properties", read.name)}.default`,
				message: "is not preselected: a field left unanswered gets it when elicitationResult applies defaults",
			});
		}
	}
	return { ok: true, payload: title === undefined ? { questions } : { title, questions }, skipped };
}

/** How `elicitationResult` turns the questionnaire's `details` into the result sent back to the server. */
export interface ElicitationResultOptions {
	/**
	 * Fill a field left unanswered with its `default`, as an MCP client with `elicitation.form.applyDefaults` does:
	 * pass the client's setting (default false).
	 */
	readonly applyDefaults?: boolean;
	/** The rules' sentences, from `defineMessages`. */
	readonly messages?: Messages;
}

/** An answer that breaks a rule of its field. */
export interface ElicitationAnswerIssue extends ElicitationGap {
	/** The question to ask again: its position in the payload (`restoreProgress`'s `current`). */
	readonly question: number;
}

/** What to send back (`ok: true`), or the answers the server would refuse (`ok: false`). */
export type ElicitationAnswer =
	| { readonly ok: true; readonly result: ElicitationResult }
	| {
			/** Answers the server would refuse: ask again, with the person's answers kept, and the issues shown. */
			readonly ok: false;
			readonly issues: readonly ElicitationAnswerIssue[];
	  };

/** An answer of `details`, read field by field: `details` may have been stored, or built by hand. */
interface ReadAnswer {
	readonly indices: readonly unknown[];
	readonly customText?: string;
	readonly note?: string;
}

function readAnswer(answers: unknown, id: string): ReadAnswer | undefined {
	if (!isFields(answers) || !Object.hasOwn(answers, id)) return undefined;
	const answer = answers[id];
	if (!isFields(answer)) return undefined;
	const text = (value: unknown) => (typeof value === "string" ? value : undefined);
	const customText = text(answer.customText);
	const note = text(answer.note);
	return {
		indices: Array.isArray(answer.indices) ? answer.indices : [],
		...(customText === undefined ? {} : { customText }),
		...(note === undefined ? {} : { note }),
	};
}

/** The value an answer gives its field, or the text of a number that is not one. */
function answerValue(question: FormQuestion, answer: ReadAnswer | undefined): ElicitationValue | undefined {
	if (answer === undefined) return undefined;
	if (question.kind === "text") return answer.customText;
	if (question.kind === "number" || question.kind === "integer") {
		if (answer.customText === undefined) return undefined;
		return parseNumber(answer.customText) ?? answer.customText;
	}
	const sent = answer.indices.flatMap((index) => {
		const choice = typeof index === "number" ? question.choices[index - 1] : undefined;
		return choice === undefined ? [] : [choice.sent];
	});
	if (question.kind === "multi") return sent.length === 0 ? undefined : (sent as string[]);
	return sent[0];
}

/**
 * The result to send back for the questionnaire's `details` (of a payload from `payloadFromElicitation(params)`,
 * read against `params.requestedSchema`). A submit is `accept`, with each answered field's value: the server's own
 * values (booleans as booleans, multi as arrays, numbers as numbers), own answers and notes in their
 * `<name>__custom` and `<name>__note` fields. A cancel by the person (`cancelReason: "user"`) is `decline`; any
 * other end (dismissed, aborted, …) is `cancel`.
 *
 * The questionnaire never blocks a submit, so the answers are checked here against every rule of their fields
 * (`required`, `minItems`, `maxItems`, `minLength`, `maxLength`, `format`, `minimum`, `maximum`, integers) before
 * anything is sent: answers the server would refuse give `ok: false` with one issue per broken rule (the field's
 * path, the rule's sentence, the question's position). Nothing is lost: ask again from the ended snapshot
 * (`restoreProgress(payload, { ...saveProgress(snapshot), current: issues[0].question })`). Never throws.
 */
export function elicitationResult(
	details: AskUserDetails,
	schema: ElicitationRequestParams["requestedSchema"],
	options: ElicitationResultOptions = {},
): ElicitationAnswer {
	// Read as data too: anything but submitted details (even no object at all) ends the form unanswered.
	const read: unknown = details;
	if (!isFields(read) || read.cancelled !== false) {
		return { ok: true, result: { action: isFields(read) && read.cancelReason === "user" ? "decline" : "cancel" } };
	}
	const messages = options.messages ?? DEFAULT_MESSAGES;
	const form = readForm(schema);
	// Entries, not assignments: a server's field `__proto__` is a field like any other.
	const content: [string, ElicitationValue][] = [];
	const issues: ElicitationAnswerIssue[] = [];
	const fail = (name: string, message: string, question: number) =>
		issues.push({ path: fieldPath("content", name), message, question });
	// The answer's own text and note go to their fields; a required one left empty is an issue.
	const sendText = (field: string | undefined, text: string | undefined, question: number) => {
		if (field === undefined) return;
		if (text !== undefined) content.push([field, text]);
		else if (form.required.has(field)) fail(field, messages.answerRequired, question);
	};
	// A plain loop with no closure or array per field: 100,000 fields are mapped back at once.
	for (let index = 0; index < form.questions.length; index++) {
		const question = form.questions[index] as FormQuestion;
		const answer = readAnswer(read.answers, question.id);
		let value = answerValue(question, answer);
		if (value === undefined && options.applyDefaults === true) value = question.default;
		if (typeof value === "string" && (question.kind === "number" || question.kind === "integer")) {
			fail(
				question.name,
				messages.numberRange(question.kind === "integer", question.limits.minimum, question.limits.maximum),
				index,
			);
		} else if (value !== undefined) {
			for (const rule of brokenRules(question, value, messages)) fail(question.name, rule, index);
			content.push([question.name, value]);
		} else if (question.required) fail(question.name, messages.answerRequired, index);
		sendText(question.customField, question.kind === "text" ? undefined : answer?.customText, index);
		sendText(question.noteField, answer?.note, index);
	}
	return issues.length > 0
		? { ok: false, issues }
		: { ok: true, result: { action: "accept", content: Object.fromEntries(content) } };
}
