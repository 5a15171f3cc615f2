import type { AskUserDetails, AskUserResult, CancelReason, NormalizedQuestion } from "../contract/types.ts";
import { CUSTOM_OPTION_LABEL } from "../contract/types.ts";
import { type TranscriptLine, transcriptLines } from "./transcript.ts";

const NO_ANSWER =
	"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.";

const FAILED_WITH_ANSWERS = "The questionnaire failed before the user submitted it.";
const NOT_SUBMITTED =
	"These answers were not submitted: do not take them as the user's decision. Confirm them with the user, or continue only with what is already known.";
const DISCUSS_NEXT =
	"The user has not decided yet: do not act on these picks. Answer the user's notes and explain what they ask about first, then call ask_user again with the same question ids.";
const DISCUSS_NEXT_EMPTY =
	"The user has not decided yet. Ask what they want to discuss or explain the choices first, then call ask_user again with the same question ids.";

const CANCEL_LINES: Record<CancelReason, string> = {
	user: "The user cancelled the questionnaire without submitting answers.",
	dismissed: "The user dismissed the questionnaire (Ctrl+C) without submitting answers.",
	aborted: "The questionnaire was closed because the run was aborted.",
	ui_unavailable: "ask_user needs an interactive terminal, and none is available in this mode.",
	invalid_input: "Invalid ask_user payload.",
	error: "The questionnaire failed before the user could answer.",
	timeout: "The questionnaire timed out: the user gave no answer in the time allowed.",
	discuss: "The user wants to discuss before deciding, so nothing was submitted.",
};

/** Line breaks that `JSON.stringify` leaves raw: NEL and the Unicode line and paragraph separators. */
const RAW_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

/** The most UTF-16 units of `content`: any payload, any answer; `capContent` says what it cut. */
export const MAX_CONTENT_UNITS = 65_536;

/**
 * The most UTF-16 units of one piece of model-written text (title, label, id, value) that `content` echoes: the model
 * wrote it and knows it by its start, and a long one must not push the typed answers past `MAX_CONTENT_UNITS`.
 */
export const MAX_ECHOED_UNITS = 200;

/** The first `units` UTF-16 units of `text`, one less rather than half of a surrogate pair. */
function head(text: string, units: number): string {
	const last = text.charCodeAt(units - 1);
	return text.slice(0, last >= 0xd800 && last <= 0xdbff ? units - 1 : units);
}

/** Model-written text as `content` echoes it: cut to `MAX_ECHOED_UNITS`, ending in `…` when cut. */
export function echoed(text: string): string {
	return text.length > MAX_ECHOED_UNITS ? `${head(text, MAX_ECHOED_UNITS)}…` : text;
}

/**
 * `content` cut to `MAX_CONTENT_UNITS`, with a last line saying how much was cut (a quoted piece cut short stays
 * unterminated: the line after it says why).
 * Reached only by typed text of tens of kilobytes or a cancelled payload's long listing: model-written pieces are
 * short (`echoed`) and lists are capped (`LISTING_LIMITS`, `MAX_LISTED_ISSUES`).
 */
function capContent(text: string): string {
	if (text.length <= MAX_CONTENT_UNITS) return text;
	// The note's length with the longest count it can hold.
	const room = MAX_CONTENT_UNITS - cutNote(text.length).length;
	const shown = head(text, room);
	return shown + cutNote(text.length - shown.length);
}

function cutNote(cut: number): string {
	return `\n[${cut} more characters cut: the result text is capped at ${MAX_CONTENT_UNITS} characters]`;
}

/** Model-written and typed text as a JSON string: a line break or a quote in it cannot end its line or its piece. */
function quote(text: string): string {
	return JSON.stringify(text).replace(
		RAW_LINE_BREAKS,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
	);
}

/** `"label" ["value"]`: the label the person saw and the value the model gave, both quoted (and `echoed`). */
function named(label: string, value: string | undefined): string {
	return value === undefined ? quote(echoed(label)) : `${quote(echoed(label))} [${quote(echoed(value))}]`;
}

function answerBlock(id: string, line: TranscriptLine): string[] {
	const head = `- ${named(line.label, id)}: `;
	const parts = [
		...line.chosen.map((choice) => named(choice.label, choice.value)),
		...(line.customText === undefined ? [] : [`own answer: ${quote(line.customText)}`]),
	];
	return [
		head + (line.answered ? parts.join("; ") : "(no answer)"),
		...line.optionNotes.map(
			(n) => `  note on ${named(n.label, n.value)}${n.chosen ? "" : " (not chosen)"}: ${quote(n.note)}`,
		),
		...(line.note === undefined ? [] : [`  note: ${quote(line.note)}`]),
		...(line.unchosenRecommended.length === 0
			? []
			: [`  recommended, not chosen: ${line.unchosenRecommended.map((o) => named(o.label, o.value)).join("; ")}`]),
	];
}

function formNoteLines(note: string | undefined): string[] {
	return note === undefined ? [] : [`Note on the whole form: ${quote(note)}`];
}

/**
 * The model-facing text of a finished flow: per question its label and id, each chosen option by label and value,
 * the own answer, notes on chosen options, notes on unchosen options (marked), the question note. Every piece of
 * model-written or typed text is a JSON string, so none of it can forge a line or a piece of another.
 */
export function buildContent(details: AskUserDetails, detail?: string): string {
	if (details.cancelled) {
		const { unsubmittedAnswers } = details;
		if (details.cancelReason === "discuss") return discussContent(details, unsubmittedAnswers ?? {});
		if (unsubmittedAnswers !== undefined) return failedContent(details, unsubmittedAnswers, detail);
		return cancelledContent(details.cancelReason ?? "user", detail);
	}
	const transcript = transcriptLines(details);
	const answered = transcript.filter((line) => line.answered).length;
	const name = details.title === undefined ? "the questionnaire" : quote(echoed(details.title));
	const head = `The user submitted ${name} (${answered} of ${details.questions.length} answered):`;
	const lines = details.questions.flatMap((q, i) => {
		const line = transcript[i];
		return line === undefined ? [] : answerBlock(q.id, line);
	});
	return [head, ...lines, ...formNoteLines(details.note)].join("\n");
}

/** The blocks of the questions `unsubmitted` answers or notes, in question order, and how many of all they are. */
function unsubmittedBlocks(details: AskUserDetails, unsubmitted: AskUserDetails["answers"]) {
	const questions = details.questions.filter((q) => Object.hasOwn(unsubmitted, q.id));
	const transcript = transcriptLines({ questions, answers: unsubmitted });
	const lines = questions.flatMap((q, i) => {
		const line = transcript[i];
		return line === undefined ? [] : answerBlock(q.id, line);
	});
	return { lines, count: `${questions.length} of ${details.questions.length}` };
}

/** A failed flow that had answers: why it ended, then each answered or noted question, marked as not submitted. */
function failedContent(details: AskUserDetails, unsubmitted: AskUserDetails["answers"], detail?: string): string {
	const { lines, count } = unsubmittedBlocks(details, unsubmitted);
	return [
		FAILED_WITH_ANSWERS,
		...(detail === undefined ? [] : [detail]),
		`What the user had answered by then (not submitted, ${count}):`,
		...lines,
		...formNoteLines(details.note),
		NOT_SUBMITTED,
	].join("\n");
}

/** "Discuss first": the tentative picks and every note, then what the model does next (answer, then ask again). */
function discussContent(details: AskUserDetails, unsubmitted: AskUserDetails["answers"]): string {
	const { lines, count } = unsubmittedBlocks(details, unsubmitted);
	const notes = formNoteLines(details.note);
	if (lines.length === 0 && notes.length === 0) return [CANCEL_LINES.discuss, DISCUSS_NEXT_EMPTY].join("\n");
	return [
		CANCEL_LINES.discuss,
		...(lines.length === 0 ? [] : [`What the user had picked and noted so far (tentative, ${count}):`, ...lines]),
		...notes,
		DISCUSS_NEXT,
	].join("\n");
}

/** The text of a cancelled flow: why, and that no answer should be assumed. `detail` adds a specific cause. */
export function cancelledContent(reason: CancelReason, detail?: string): string {
	return [CANCEL_LINES[reason], ...(detail === undefined ? [] : [detail]), NO_ANSWER].join("\n");
}

/** What the no-UI listing shows at most: questions, options per question, lines per preview. */
export const LISTING_LIMITS = { questions: 20, options: 12, previewLines: 6 } as const;

function more(count: number, what: string): string {
	return `${count} more ${what}${count === 1 ? "" : "s"}`;
}

/** Preview lines stay readable as code, each behind a `|` margin; raw line breaks of other kinds split them too. */
function listPreview(preview: string): string[] {
	const lines = preview.split(/\r\n?|[\n\u0085\u2028\u2029]/);
	const shown = lines.slice(0, LISTING_LIMITS.previewLines).map((line) => `     | ${echoed(line)}`);
	const left = lines.length - shown.length;
	return left > 0 ? [...shown, `     | … ${more(left, "line")}`] : shown;
}

function listQuestion(q: NormalizedQuestion): string[] {
	const options = q.options.slice(0, LISTING_LIMITS.options);
	const left = q.options.length - options.length;
	return [
		`- ${named(q.label, q.id)} (${q.type}${q.required ? ", required" : ""}): ${quote(echoed(q.prompt))}`,
		...options.flatMap((o, i) => [
			`  ${i + 1}. ${named(o.label, o.value)}${o.description ? ` - ${quote(echoed(o.description))}` : ""}`,
			...(o.preview === undefined ? [] : listPreview(o.preview)),
		]),
		...(left > 0 ? [`  … ${more(left, "option")}`] : []),
		...(q.allowsCustom ? [`  ${q.options.length + 1}. ${CUSTOM_OPTION_LABEL}`] : []),
	];
}

/**
 * Lists the questions and their options so a caller without a terminal can ask them another way: at most
 * `LISTING_LIMITS` of each, saying how many were left out, each piece of text `echoed`.
 */
export function listQuestions(questions: readonly NormalizedQuestion[]): string {
	const shown = questions.slice(0, LISTING_LIMITS.questions);
	const left = questions.length - shown.length;
	return [...shown.flatMap(listQuestion), ...(left > 0 ? [`… ${more(left, "question")}`] : [])].join("\n");
}

/** The whole tool result: `content` for the model (see `buildContent`, capped by `capContent`) and the `details`. */
export function buildResult(details: AskUserDetails, detail?: string): AskUserResult {
	return { content: [{ type: "text", text: capContent(buildContent(details, detail)) }], details };
}
