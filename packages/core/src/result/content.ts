import { headUnits } from "../contract/cut-text.ts";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import { sanitizeLine } from "../contract/sanitize.ts";
import type { AskUserDetails, AskUserResult, CancelReason, NormalizedQuestion } from "../contract/types.ts";
import { fitContent, type QuoteTyped, quote } from "./content-fit.ts";
import { type TranscriptLine, transcriptLine, transcriptLines } from "./transcript.ts";

export { MAX_CONTENT_UNITS } from "./content-fit.ts";

/**
 * The most UTF-16 units of one piece of model-written text (title, label, id, value) that `content` echoes: the model
 * wrote it and knows it by its start, and a long one must not push the typed answers past `MAX_CONTENT_UNITS`.
 */
export const MAX_ECHOED_UNITS = 200;

/** Model-written text as `content` echoes it: cut to `MAX_ECHOED_UNITS`, ending in `…` when cut. */
export function echoed(text: string): string {
	return text.length > MAX_ECHOED_UNITS ? `${headUnits(text, MAX_ECHOED_UNITS)}…` : text;
}

/** Whether `content` cuts `label` or `value` (`echoed`). */
function isCut(label: string, value: string | undefined): boolean {
	return label.length > MAX_ECHOED_UNITS || (value !== undefined && value.length > MAX_ECHOED_UNITS);
}

/**
 * `"label" ["value"]`: the label the person saw and the value the model gave, both quoted (and `echoed`). When
 * either is cut, `place` follows (`(option 3)`, 1-based): values and ids are unique, but two of them can share their
 * first `MAX_ECHOED_UNITS`, and the model must still tell which one was meant.
 */
function named(label: string, value: string | undefined, place?: string): string {
	const text = value === undefined ? quote(echoed(label)) : `${quote(echoed(label))} [${quote(echoed(value))}]`;
	return place !== undefined && isCut(label, value) ? `${text} (${place})` : text;
}

/** An option as `named`, placed by its 1-based position when known. */
function option(name: { readonly label: string; readonly value?: string; readonly index?: number }): string {
	return named(name.label, name.value, name.index === undefined ? undefined : `option ${name.index}`);
}

function answerBlock(id: string, position: number, line: TranscriptLine, typed: QuoteTyped): string[] {
	const head = `- ${named(line.label, id, `question ${position}`)}: `;
	const parts = [
		...line.chosen.map(option),
		...(line.customText === undefined ? [] : [`own answer: ${typed(line.customText)}`]),
	];
	return [
		head + (line.answered ? parts.join("; ") : "(no answer)"),
		...line.optionNotes.map((n) => `  note on ${option(n)}${n.chosen ? "" : " (not chosen)"}: ${typed(n.note)}`),
		...(line.note === undefined ? [] : [`  note: ${typed(line.note)}`]),
		...(line.unchosenRecommended.length === 0
			? []
			: [`  recommended, not chosen: ${line.unchosenRecommended.map(option).join("; ")}`]),
	];
}

/** The name another extension sent with its answer or cancel, quoted (and `echoed`), or undefined. */
function sender(details: AskUserDetails): string | undefined {
	return details.sender === undefined ? undefined : quote(echoed(details.sender));
}

function formNoteLines(note: string | undefined, messages: Messages, typed: QuoteTyped): string[] {
	return note === undefined ? [] : [messages.formNote(typed(note))];
}

/**
 * The model-facing text of a finished flow: per question its label and id, each chosen option by label and value,
 * the own answer, notes on chosen options, notes on unchosen options (marked), the question note. Every piece of
 * model-written or typed text is a JSON string, so none of it can forge a line or a piece of another. The sentences
 * around them come from `messages` (`defineMessages`).
 */
export function buildContent(details: AskUserDetails, detail?: string, messages: Messages = DEFAULT_MESSAGES): string {
	return contentOf(details, detail, messages, quote);
}

/** `buildContent`, what the person typed quoted by `typed` (`fitContent` cuts it to fit). */
function contentOf(details: AskUserDetails, detail: string | undefined, messages: Messages, typed: QuoteTyped): string {
	if (details.cancelled) {
		const { unsubmittedAnswers } = details;
		if (details.cancelReason === "discuss") return discussContent(details, unsubmittedAnswers ?? {}, messages, typed);
		if (details.cancelReason === "timeout") {
			// The person seems away: what they had answered, and no new question until they are back.
			const { timeout } = messages.cancelled;
			return keptContent(timeout, details, unsubmittedAnswers ?? {}, detail, messages.timeoutNext, messages, typed);
		}
		if (unsubmittedAnswers !== undefined) {
			// A failure: each answered or noted question, marked as not submitted.
			const { failed, notSubmitted } = messages;
			return keptContent(failed, details, unsubmittedAnswers, detail, notSubmitted, messages, typed);
		}
		if (details.source === "event") {
			return [messages.cancelledBy(sender(details)), ...(detail === undefined ? [] : [detail]), messages.noAnswer].join(
				"\n",
			);
		}
		return cancelledContent(details.cancelReason ?? "user", detail, messages);
	}
	const transcript = transcriptLines(details);
	const answered = transcript.filter((line) => line.answered).length;
	const title = details.title === undefined ? undefined : quote(echoed(details.title));
	const total = details.questions.length;
	const first =
		details.source === "event"
			? messages.submittedBy(sender(details), title, answered, total)
			: details.source === "script"
				? messages.submittedByScript(sender(details), title, answered, total)
				: details.source === "page"
					? messages.submittedOnPage(title, answered, total)
					: messages.submitted(title, answered, total);
	const lines = details.questions.flatMap((q, i) => {
		const line = transcript[i];
		return line === undefined ? [] : answerBlock(q.id, i + 1, line, typed);
	});
	return [first, ...lines, ...formNoteLines(details.note, messages, typed)].join("\n");
}

/**
 * The blocks of the questions `unsubmitted` answers or notes, in question order, and how many of them are answered (a
 * note alone answers nothing, as the review counts).
 */
function unsubmittedBlocks(details: AskUserDetails, unsubmitted: AskUserDetails["answers"], typed: QuoteTyped) {
	let count = 0;
	const lines = details.questions.flatMap((q, i) => {
		if (!Object.hasOwn(unsubmitted, q.id)) return [];
		const line = transcriptLine(q, unsubmitted[q.id]);
		if (line.answered) count++;
		return answerBlock(q.id, i + 1, line, typed);
	});
	return { lines, count };
}

/** The text of a flow that ended with what was answered kept apart: why, the kept answers and notes, what next. */
function keptContent(
	first: string,
	details: AskUserDetails,
	unsubmitted: AskUserDetails["answers"],
	detail: string | undefined,
	last: string,
	messages: Messages,
	typed: QuoteTyped,
): string {
	const { lines, count } = unsubmittedBlocks(details, unsubmitted, typed);
	return [
		first,
		...(detail === undefined ? [] : [detail]),
		...(lines.length === 0 ? [] : [messages.unsubmittedHeading(count, details.questions.length), ...lines]),
		...formNoteLines(details.note, messages, typed),
		last,
	].join("\n");
}

/** "Discuss first": the tentative picks and every note, then what the model does next (answer, then ask again). */
function discussContent(
	details: AskUserDetails,
	unsubmitted: AskUserDetails["answers"],
	messages: Messages,
	typed: QuoteTyped,
): string {
	const { lines, count } = unsubmittedBlocks(details, unsubmitted, typed);
	const notes = formNoteLines(details.note, messages, typed);
	if (lines.length === 0 && notes.length === 0)
		return [messages.cancelled.discuss, messages.discussNextEmpty].join("\n");
	return [
		messages.cancelled.discuss,
		...(lines.length === 0 ? [] : [messages.discussHeading(count, details.questions.length), ...lines]),
		...notes,
		messages.discussNext,
	].join("\n");
}

/** The text of a cancelled flow: why, and that no answer should be assumed. `detail` adds a specific cause. */
export function cancelledContent(reason: CancelReason, detail?: string, messages: Messages = DEFAULT_MESSAGES): string {
	const last = reason === "timeout" ? messages.timeoutNext : messages.noAnswer;
	return [messages.cancelled[reason], ...(detail === undefined ? [] : [detail]), last].join("\n");
}

/** What the no-UI listing shows at most: questions, options per question, lines per preview. */
export const LISTING_LIMITS = { questions: 20, options: 12, previewLines: 6 } as const;

function more(count: number, what: string): string {
	return `${count} more ${what}${count === 1 ? "" : "s"}`;
}

/**
 * Preview lines stay readable as code, each behind a `|` margin; raw line breaks of other kinds split them too. They
 * are not quoted, so each is sanitized (D98): no escape sequence or control reaches a host that prints the text.
 */
function listPreview(preview: string): string[] {
	const lines = preview.split(/\r\n?|[\n\u0085\u2028\u2029]/);
	const shown = lines.slice(0, LISTING_LIMITS.previewLines).map((line) => `     | ${sanitizeLine(echoed(line))}`);
	const left = lines.length - shown.length;
	return left > 0 ? [...shown, `     | … ${more(left, "line")}`] : shown;
}

function listQuestion(q: NormalizedQuestion, position: number, messages: Messages): string[] {
	const options = q.options.slice(0, LISTING_LIMITS.options);
	const left = q.options.length - options.length;
	return [
		`- ${named(q.label, q.id, `question ${position}`)} (${q.type}${q.required ? ", required" : ""}): ${quote(echoed(q.prompt))}`,
		...options.flatMap((o, i) => [
			`  ${i + 1}. ${named(o.label, o.value)}${o.description ? ` - ${quote(echoed(o.description))}` : ""}`,
			...(o.preview === undefined ? [] : listPreview(o.preview)),
		]),
		...(left > 0 ? [`  … ${more(left, "option")}`] : []),
		...(q.allowsCustom ? [`  ${q.options.length + 1}. ${messages.customOption}`] : []),
	];
}

/**
 * Lists the questions and their options so a caller without a terminal can ask them another way: at most
 * `LISTING_LIMITS` of each, saying how many were left out, each piece of text `echoed`.
 */
export function listQuestions(questions: readonly NormalizedQuestion[], messages: Messages = DEFAULT_MESSAGES): string {
	const shown = questions.slice(0, LISTING_LIMITS.questions);
	const left = questions.length - shown.length;
	return [
		...shown.flatMap((q, i) => listQuestion(q, i + 1, messages)),
		...(left > 0 ? [`… ${more(left, "question")}`] : []),
	].join("\n");
}

/**
 * The whole tool result: `content` for the model (see `buildContent`; within `MAX_CONTENT_UNITS`, what the person
 * typed cut first, by `fitContent`) and the `details`.
 */
export function buildResult(
	details: AskUserDetails,
	detail?: string,
	messages: Messages = DEFAULT_MESSAGES,
): AskUserResult {
	const text = fitContent((typed) => contentOf(details, detail, messages, typed));
	return { content: [{ type: "text", text }], details };
}
