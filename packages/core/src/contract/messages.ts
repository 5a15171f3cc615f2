import { isFields } from "./fields.ts";
import { ENGLISH_FORM_WORDS, type FormWords } from "./form-words.ts";
import { CANCEL_REASONS, type CancelReason, CUSTOM_OPTION_LABEL } from "./types.ts";

/**
 * Every piece of text the core writes itself: what the view model shows (`connect`), the sentences of the
 * model-facing `content` (`buildContent`, `buildResult`, `cancelledContent`, `listQuestions`) and the text of MCP
 * forms (`elicitationRequest`, `payloadFromElicitation`); and the person's text of the renderers that share it (the
 * review's buttons), so each sentence has one home and one translation. Model-written and typed
 * text is never part of it; the functions get it already quoted where `content` quotes it. A renderer's own words
 * around the form (its key descriptions, marks and notices) are the `FormWords` part.
 */
export interface Messages extends FormWords {
	/** The review tab's label. */
	readonly reviewTab: string;
	/** The row after the options that opens the own answer's editor (the view and the no-UI listing). */
	readonly customOption: string;
	/** The own answer's editor: its heading and its placeholder. */
	readonly answerHeading: string;
	readonly answerPlaceholder: string;
	/** The note editors: the heading gets the question's or the option's label. */
	readonly questionNoteHeading: (questionLabel: string) => string;
	readonly questionNotePlaceholder: string;
	readonly optionNoteHeading: (optionLabel: string) => string;
	readonly optionNotePlaceholder: string;
	/** The editor of the note on the whole form (opened from the review): its heading and its placeholder. */
	readonly formNoteHeading: string;
	readonly formNotePlaceholder: string;
	/** `content`'s first line on a submit; `title` is quoted, or undefined when the form has none. */
	readonly submitted: (title: string | undefined, answered: number, total: number) => string;
	/**
	 * `content`'s first line when another extension sent the answers (`details.source` `"event"`): `sender` is its
	 * quoted name, or undefined when it gave none; the rest as in `submitted`.
	 */
	readonly submittedBy: (
		sender: string | undefined,
		title: string | undefined,
		answered: number,
		total: number,
	) => string;
	/**
	 * `content`'s first line when a file of scripted answers answered (`details.source` `"script"`): `file` is its
	 * quoted path; the rest as in `submitted`. It says no person was asked.
	 */
	readonly submittedByScript: (
		file: string | undefined,
		title: string | undefined,
		answered: number,
		total: number,
	) => string;
	/**
	 * `content`'s first line when the form's web page submitted the answers (`details.source` `"page"`); the rest as
	 * in `submitted`.
	 */
	readonly submittedOnPage: (title: string | undefined, answered: number, total: number) => string;
	/** `content`'s first line when another extension cancelled the flow; `sender` as in `submittedBy`. */
	readonly cancelledBy: (sender: string | undefined) => string;
	/** `content`'s first line when the flow was cancelled, by reason. */
	readonly cancelled: Readonly<Record<CancelReason, string>>;
	/** `content`'s last line on any cancel: what the model should do without an answer. */
	readonly noAnswer: string;
	/** `content` of a failed flow that had answers: its first line, the line before them, the last line. */
	readonly failed: string;
	readonly unsubmittedHeading: (answered: number, total: number) => string;
	readonly notSubmitted: string;
	/** `content`'s line for the note on the whole form; `note` is quoted. */
	readonly formNote: (note: string) => string;
	/** `content` of "Discuss first": the line before the tentative answers, and the last line (with and without them). */
	readonly discussHeading: (answered: number, total: number) => string;
	readonly discussNext: string;
	readonly discussNextEmpty: string;
	/** `content`'s last line when the time limit ended the form: the person is away, so no new question yet. */
	readonly timeoutNext: string;
	/** Asked before a cancel throws away `answers` answered questions and `notes` notes (at least one of them). */
	readonly discardQuestion: (answers: number, notes: number) => string;
	/**
	 * The review screen's summary (`Review · 2 of 3 answered`), its warning about required questions left unanswered
	 * (`names` quoted and joined, `more` not named) and what that means for Submit (after it on its line, or on a line
	 * of its own where the warning wraps), and its line for the note on the whole form (`note` sanitized).
	 */
	readonly reviewSummary: (answered: number, total: number) => string;
	readonly reviewRequiredWarning: (names: string, more: number) => string;
	readonly reviewSendsWithout: string;
	readonly reviewFormNote: (note: string) => string;
	/**
	 * What the tab bar's marks mean (the legend under the review's summary and in the help): an answered question, an
	 * unanswered one, and a required one not answered yet, in longer and, where the line is narrow, shorter words.
	 */
	readonly markAnswered: string;
	readonly markUnanswered: string;
	readonly markRequired: string;
	readonly markRequiredShort: string;
	/**
	 * The agent's last message, opened from the form: its heading, and the line saying how much of a long message's
	 * start is left out (`characters` already formatted, `12,345`). A pane for a preview-less option says `noPreview`.
	 */
	readonly agentMessageHeading: string;
	readonly agentMessageLeftOut: (characters: string) => string;
	readonly noPreview: string;
	/**
	 * The footer while the filter narrows a list: a typed row number that no row shown has or begins does nothing,
	 * and Enter does not pick a waiting number whose row the filter hides (`number` as typed, `14`).
	 */
	readonly digitNotShown: (number: string) => string;
	readonly waitingRowHidden: (number: string) => string;
	/** The footer when text is pasted where the form takes no text (a question's list, the review): it does nothing. */
	readonly pasteIgnored: string;
	/**
	 * Said while keys typed on from before the form appeared are held from it: `characters` of text kept, for the
	 * prompt the person was typing.
	 */
	readonly typeaheadKept: (characters: number) => string;
	/** Why an opt-in time limit waits instead of counting down: an editor of `editing` holds a draft. */
	readonly timeLimitWaiting: (editing: "answer" | "note") => string;
	/** Why the external editor (Ctrl+G) left the open text as it was. */
	readonly externalEditorProblem: (problem: ExternalEditorProblem) => string;
	/** The review's buttons. */
	readonly submitButton: string;
	readonly cancelButton: string;
	readonly discussButton: string;
	/** MCP elicitation (`@ask-user/core/elicitation`): the request's message when the payload has no title. */
	readonly formMessage: string;
	/** The own answer's form field: its title, and its description on multi and on single questions. */
	readonly ownAnswerField: (questionLabel: string) => string;
	readonly ownAnswerAdds: string;
	readonly ownAnswerReplaces: string;
	/** The question note's form field title. */
	readonly noteField: (questionLabel: string) => string;
	/** The two options of a question asked for a form's boolean field. */
	readonly yes: string;
	readonly no: string;
	/**
	 * A form field's rules, shown under its question and given back when an answer breaks one: a required field left
	 * unanswered, a choice of too few or too many items, text too short, too long or not in the field's format, a
	 * number out of range.
	 */
	readonly answerRequired: string;
	readonly chooseAtLeast: (count: number) => string;
	readonly chooseAtMost: (count: number) => string;
	readonly textAtLeast: (count: number) => string;
	readonly textAtMost: (count: number) => string;
	readonly textFormat: (format: "email" | "uri" | "date" | "date-time") => string;
	readonly numberRange: (integer: boolean, minimum: number | undefined, maximum: number | undefined) => string;
}

/**
 * Why the external editor left the text as it was: none set, it did not start (`reason` sanitized) or ended with an
 * error, it left no regular file, the file could not be written or read (`reason` sanitized), or the text is past
 * the limit (`amount` and `limit` counts, written with the locale's `count`).
 */
export type ExternalEditorProblem =
	| { readonly kind: "unset" }
	| { readonly kind: "notStarted"; readonly editor: string; readonly reason: string }
	| { readonly kind: "failed"; readonly editor: string }
	| { readonly kind: "noFile" }
	| { readonly kind: "unreadable"; readonly reason: string }
	| {
			readonly kind: "tooLarge";
			readonly amount: number;
			readonly unit: "bytes" | "characters";
			readonly limit: number;
	  };

/**
 * The fields of `content`, the text the model reads: they stay English in every locale (`locales.ts`), since the
 * model follows English instructions best and the host's parsers and tests read them; the person's own words are
 * quoted into them as typed.
 */
export type ModelFacingMessage =
	| "submitted"
	| "submittedBy"
	| "submittedByScript"
	| "submittedOnPage"
	| "cancelledBy"
	| "cancelled"
	| "noAnswer"
	| "failed"
	| "unsubmittedHeading"
	| "notSubmitted"
	| "formNote"
	| "discussHeading"
	| "discussNext"
	| "discussNextEmpty"
	| "timeoutNext";

/** The text the person reads (the view, the discard question, MCP forms): what a locale translates. */
export type PersonMessages = Omit<Messages, ModelFacingMessage>;

/** A host's changes to the table: any field, and any of the cancel lines. */
export type MessageOverrides = {
	readonly [K in Exclude<keyof Messages, "cancelled">]?: Messages[K];
} & { readonly cancelled?: Partial<Messages["cancelled"]> };

function anotherExtension(sender: string | undefined): string {
	return sender === undefined ? "Another extension" : `Another extension (${sender})`;
}

const FORMAT_HINTS = {
	email: "An e-mail address, like name@example.com.",
	uri: "A URI, like https://example.com/page.",
	date: "A date, like 2025-12-31.",
	"date-time": "A date and time with its time zone, like 2025-12-31T18:00:00Z.",
} as const;

function englishEditorProblem(problem: ExternalEditorProblem): string {
	switch (problem.kind) {
		case "unset":
			return "No external editor: set $VISUAL or $EDITOR";
		case "notStarted":
			return `${problem.editor} did not start (${problem.reason}): the text is as it was`;
		case "failed":
			return `${problem.editor} ended with an error: the text is as it was`;
		case "noFile":
			return "The editor left no file: the text is as it was";
		case "unreadable":
			return `The edited file could not be used (${problem.reason}): the text is as it was`;
		case "tooLarge":
			return `Not taken: the edited text is ${ENGLISH_FORM_WORDS.count(problem.amount)} ${problem.unit}, and an answer holds at most ${ENGLISH_FORM_WORDS.count(problem.limit)} characters. The text is as it was.`;
	}
}

/** The name the tool is registered under unless a host names it otherwise; the default messages name it. */
export const DEFAULT_TOOL_NAME = "ask_user";

/** What a tool name may be: the names model providers accept (letters, digits, `_` and `-`, at most 64). */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The English table, its model-facing lines naming the tool `toolName` (a host that registers the tool under
 * another name gives its own, so the model is told to call the tool it has). A name models could not call throws a
 * `TypeError` naming `toolName`.
 */
export function englishMessages(toolName: string): Messages {
	if (typeof toolName !== "string" || !TOOL_NAME.test(toolName)) {
		const got = typeof toolName === "string" ? JSON.stringify(toolName.slice(0, 80)) : typeof toolName;
		throw new TypeError(`toolName must be 1 to 64 letters, digits, "_" or "-", got ${got}`);
	}
	return {
		...ENGLISH_FORM_WORDS,
		reviewTab: "Review",
		customOption: CUSTOM_OPTION_LABEL,
		answerHeading: "Your answer",
		answerPlaceholder: "Type your answer",
		questionNoteHeading: (label) => `Note on ${label}`,
		questionNotePlaceholder: "Add a note for this question",
		optionNoteHeading: (label) => `Note on ${label}`,
		optionNotePlaceholder: "Add a note for this option",
		formNoteHeading: "Note on the whole form",
		formNotePlaceholder: "Add a note on all your answers",
		submitted: (title, answered, total) =>
			`The user submitted ${title ?? "the questionnaire"} (${answered} of ${total} answered):`,
		submittedOnPage: (title, answered, total) =>
			`The user submitted ${title ?? "the questionnaire"} on its web page, not in the terminal (${answered} of ${total} answered):`,
		submittedBy: (sender, title, answered, total) =>
			`${anotherExtension(sender)} answered ${title ?? "the questionnaire"} (${answered} of ${total} answered), not the user in the form:`,
		submittedByScript: (file, title, answered, total) =>
			`Scripted answers${file === undefined ? "" : ` (${file})`} answered ${title ?? "the questionnaire"} (${answered} of ${total} answered); no person was asked:`,
		cancelledBy: (sender) => `${anotherExtension(sender)} cancelled the questionnaire; the user submitted no answers.`,
		cancelled: {
			user: "The user cancelled the questionnaire without submitting answers.",
			dismissed: "The user dismissed the questionnaire without submitting answers.",
			aborted: "The questionnaire was closed because the run was aborted.",
			ui_unavailable: `${toolName} needs an interactive terminal, and none is available in this mode.`,
			invalid_input: `Invalid ${toolName} payload.`,
			error: "The questionnaire failed before the user could answer.",
			timeout: "The questionnaire timed out: the user gave no answer in the time allowed.",
			discuss: "The user wants to discuss before deciding, so nothing was submitted.",
		},
		noAnswer:
			"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
		failed: "The questionnaire failed before the user submitted it.",
		unsubmittedHeading: (answered, total) =>
			`What the user had answered by then (not submitted, ${answered} of ${total}):`,
		notSubmitted:
			"These answers were not submitted: do not take them as the user's decision. Confirm them with the user, or continue only with what is already known.",
		formNote: (note) => `Note on the whole form: ${note}`,
		discussHeading: (answered, total) =>
			`What the user had picked and noted so far (tentative, ${answered} of ${total} answered):`,
		discussNext: `The user has not decided yet: do not act on these picks. Answer the user's notes and explain what they ask about first, then call ${toolName} again with the same question ids.`,
		discussNextEmpty: `The user has not decided yet. Ask what they want to discuss or explain the choices first, then call ${toolName} again with the same question ids.`,
		timeoutNext: `The user seems to be away: do not take any of this as their decision, and do not call ${toolName} again until the user writes to you. Continue only with what is already known.`,
		discardQuestion: (answers, notes) => {
			const count = (n: number, noun: string) => (n === 0 ? [] : [`${n} ${noun}${n === 1 ? "" : "s"}`]);
			return `Discard ${[...count(answers, "answer"), ...count(notes, "note")].join(" and ")}?`;
		},
		reviewSummary: (answered, total) => {
			if (total === 1) return answered === 1 ? "Review · answered" : "Review · not answered";
			return answered === total ? `Review · all ${total} answered` : `Review · ${answered} of ${total} answered`;
		},
		reviewRequiredWarning: (names, more) => `Required but unanswered: ${names}${more > 0 ? ` and ${more} more` : ""}`,
		reviewSendsWithout: "Submit sends without them",
		reviewFormNote: (note) => `Note on the whole form: ${note}`,
		markAnswered: "answered",
		markUnanswered: "not answered",
		markRequired: "required, not answered yet",
		markRequiredShort: "required",
		agentMessageHeading: "What the agent said",
		agentMessageLeftOut: (characters) => `… ${characters} characters before this are left out`,
		noPreview: "No preview",
		digitNotShown: (number) => `No row shown starts with ${number}`,
		waitingRowHidden: (number) => `Row ${number} is not shown: type the rest of its number`,
		pasteIgnored: "Pasted text is no answer here: open an answer or a note, then paste",
		typeaheadKept: (characters) => `${characters} typed character${characters === 1 ? "" : "s"} kept for your prompt`,
		timeLimitWaiting: (editing) =>
			`time limit waiting: you are typing ${editing === "answer" ? "an answer" : "a note"}`,
		externalEditorProblem: englishEditorProblem,
		submitButton: "Submit",
		cancelButton: "Cancel",
		discussButton: "Discuss first",
		formMessage: "Please answer these questions.",
		ownAnswerField: (label) => `${label}: own answer`,
		ownAnswerAdds: "Added to the choices above",
		ownAnswerReplaces: "Replaces the choice above",
		noteField: (label) => `${label}: note`,
		yes: "Yes",
		no: "No",
		answerRequired: "An answer is required.",
		chooseAtLeast: (count) => `Choose at least ${count}.`,
		chooseAtMost: (count) => `Choose at most ${count}.`,
		textAtLeast: (count) => `At least ${count} character${count === 1 ? "" : "s"}.`,
		textAtMost: (count) => `At most ${count} character${count === 1 ? "" : "s"}.`,
		textFormat: (format) => FORMAT_HINTS[format],
		numberRange: (integer, minimum, maximum) => {
			const kind = integer ? "A whole number" : "A number";
			if (minimum !== undefined && maximum !== undefined) return `${kind} from ${minimum} to ${maximum}.`;
			if (minimum !== undefined) return `${kind} of at least ${minimum}.`;
			return maximum === undefined ? `${kind}.` : `${kind} of at most ${maximum}.`;
		},
	};
}

/** The English defaults, free of any host's keys or features; they name the tool `ask_user` (`DEFAULT_TOOL_NAME`). */
export const DEFAULT_MESSAGES: Messages = englishMessages(DEFAULT_TOOL_NAME);

/** What a wrong value is, for an error: `null` and `array` apart from `object`. */
function kindOf(value: unknown): string {
	if (value === null) return "null";
	return Array.isArray(value) ? "array" : typeof value;
}

function expectKind(field: string, value: unknown, kind: "string" | "function"): void {
	if (typeof value !== kind) throw new TypeError(`messages.${field} must be a ${kind}, got ${kindOf(value)}`);
}

/** The `cancelled` override, when given: an object of cancel reasons (a string's or an array's indices are none). */
function cancelledLines(overrides: MessageOverrides): Partial<Messages["cancelled"]> {
	if (!Object.hasOwn(overrides, "cancelled")) return {};
	const { cancelled } = overrides;
	if (!isFields(cancelled)) {
		throw new TypeError(`messages.cancelled must be an object of cancel reasons, got ${kindOf(cancelled)}`);
	}
	for (const [reason, line] of Object.entries(cancelled)) {
		if (!(CANCEL_REASONS as readonly string[]).includes(reason)) {
			throw new TypeError(`messages.cancelled.${reason} is not a cancel reason (${CANCEL_REASONS.join(", ")})`);
		}
		expectKind(`cancelled.${reason}`, line, "string");
	}
	return cancelled;
}

/**
 * The table with a host's overrides applied over `base` (the English defaults). Checked at once, so a mistake shows
 * where the host builds its table rather than on some later keypress: an unknown field or a value of the wrong
 * kind throws a `TypeError` naming the field.
 */
export function defineMessages(overrides: MessageOverrides, base: Messages = DEFAULT_MESSAGES): Messages {
	// Called from JavaScript too: anything but an object of fields is refused as a whole.
	if (!isFields(overrides)) throw new TypeError(`messages must be an object of messages, got ${kindOf(overrides)}`);
	const { cancelled: _checkedBelow, ...rest } = overrides;
	for (const [field, value] of Object.entries(rest)) {
		if (!Object.hasOwn(base, field) || field === "cancelled") throw new TypeError(`messages.${field} is not a message`);
		expectKind(field, value, typeof base[field as keyof Messages] === "function" ? "function" : "string");
	}
	return { ...base, ...rest, cancelled: { ...base.cancelled, ...cancelledLines(overrides) } };
}
