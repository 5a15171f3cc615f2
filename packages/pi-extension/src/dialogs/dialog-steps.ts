import type { QuestionView, ReviewItem, ReviewView, RowView } from "@ask-user/core";
import { displayLine, quoted } from "../transcript/transcript-text.ts";
import type { DialogWords } from "./dialog-words.ts";

/** One select dialog: the title, the entries shown, and what each entry does (same order). */
export interface Dialog<A> {
	readonly title: string;
	readonly entries: readonly string[];
	readonly actions: readonly A[];
}

/** What choosing an entry of a question's select dialog does. */
export type QuestionAction =
	| { readonly kind: "row"; readonly row: RowView }
	| { readonly kind: "note" }
	/** Read the options' previews before choosing. */
	| { readonly kind: "previews" }
	/** Back to the previous question. */
	| { readonly kind: "back" }
	/** `Done` on multi-select, `Skip` otherwise: move on to the next question. */
	| { readonly kind: "next" };

/** What choosing an entry of the previews dialog does. */
export type PreviewAction = { readonly kind: "show"; readonly row: RowView } | { readonly kind: "back" };

/** What choosing an entry of the review dialog does. */
export type ReviewAction =
	| { readonly kind: "submit" }
	| { readonly kind: "cancel" }
	/** End to talk first: the agent explains, then asks again. */
	| { readonly kind: "discuss" }
	/** Write or edit the note on the whole form. */
	| { readonly kind: "note" }
	/** Answer a question again (0-based position). */
	| { readonly kind: "change"; readonly index: number }
	| { readonly kind: "back" };

/**
 * A row as an entry: `2. [✓] Label — description`; single-select marks only the chosen row. The number keeps
 * entries unique and matches the digit keys.
 */
function rowEntry(row: RowView, multi: boolean, words: DialogWords): string {
	const mark = row.selected ? "[✓] " : multi ? "[ ] " : "";
	if (row.kind === "custom") {
		const text =
			row.customText === undefined
				? `${displayLine(row.label)}…`
				: words.labelled(displayLine(row.label), quoted(row.customText));
		return `${row.number}. ${mark}${text}`;
	}
	const description = row.description === undefined ? "" : ` — ${displayLine(row.description)}`;
	const note = row.note === undefined ? "" : ` (${words.note(quoted(row.note))})`;
	const recommended = row.recommended === true ? ` (${words.recommended})` : "";
	return `${row.number}. ${mark}${displayLine(row.label)}${recommended}${description}${note}`;
}

function rowsOf(question: QuestionView): RowView[] {
	return Array.from({ length: question.rowCount }, (_, index) => question.getRow(index));
}

/**
 * The title naming the question: `[2/3] Database: Which database should we use?`, its label marked `*` when it is
 * required, as the terminal's tab bar marks it.
 */
export function questionTitle(question: QuestionView, count: number, words: DialogWords): string {
	const label = displayLine(question.label) + (question.required ? "*" : "");
	return `[${question.index + 1}/${count}] ${words.labelled(label, displayLine(question.prompt))}`;
}

/**
 * The select dialog for the active question: its rows, `Show a preview…` when an option has one, the note entry,
 * `Done` (multi-select) or `Skip`, and `← Back` after the first question.
 */
export function questionDialog(question: QuestionView, count: number, words: DialogWords): Dialog<QuestionAction> {
	const multi = question.type === "multi";
	const rows = rowsOf(question);
	const hint = multi ? ` (${words.chooseAny})` : "";
	const note = question.note === undefined ? words.addNote : words.editNote(quoted(question.note));
	const previews = rows.some((row) => row.preview !== undefined);
	const steps: [string, QuestionAction][] = [
		...rows.map((row): [string, QuestionAction] => [rowEntry(row, multi, words), { kind: "row", row }]),
		...(previews ? [[words.showPreviews, { kind: "previews" }] satisfies [string, QuestionAction]] : []),
		[note, { kind: "note" }],
		[multi ? words.done : words.skip, { kind: "next" }],
		...(question.index > 0 ? [[words.back, { kind: "back" }] satisfies [string, QuestionAction]] : []),
	];
	return dialogOf(`${questionTitle(question, count, words)}${hint}`, steps);
}

/** The select dialog listing the options that have a preview; choosing one shows it, `← Back` returns. */
export function previewsDialog(question: QuestionView, words: DialogWords): Dialog<PreviewAction> {
	const rows = rowsOf(question).filter((row) => row.preview !== undefined);
	return dialogOf(words.previewsTitle(displayLine(question.label)), [
		...rows.map((row): [string, PreviewAction] => [`${row.number}. ${displayLine(row.label)}`, { kind: "show", row }]),
		[words.back, { kind: "back" }],
	]);
}

/** The title of the (read-only) editor showing a row's preview. */
export function previewTitle(row: RowView, words: DialogWords): string {
	return words.previewTitle(`${row.number}. ${displayLine(row.label)}`);
}

/** One review entry's answer: the chosen labels, the own answer, the notes, or `(no answer)`. */
function answerText(item: ReviewItem, words: DialogWords): string {
	const parts = [
		...item.chosen.map((choice) => displayLine(choice.label)),
		...(item.customText === undefined ? [] : [words.ownAnswer(quoted(item.customText))]),
	];
	const notes = [
		...item.optionNotes.map((n) => words.optionNote(displayLine(n.label), quoted(n.note), n.chosen)),
		...(item.note === undefined ? [] : [words.note(quoted(item.note))]),
		...(item.unchosenRecommended.length === 0
			? []
			: [words.unchosenRecommended(item.unchosenRecommended.map((o) => displayLine(o.label)).join(", "))]),
	];
	const answer = item.answered ? parts.join(", ") : words.noAnswer(item.required);
	return [answer, ...notes].join(" · ");
}

/**
 * The review before the result: `Submit`, `Cancel`, `Discuss first`, the note on the whole form, a `Change` entry per
 * question showing its answer, and `← Back` to the last question. The title says how many are answered and warns
 * about unanswered required questions.
 */
export function reviewDialog(review: ReviewView, title: string | undefined, words: DialogWords): Dialog<ReviewAction> {
	const items = Array.from({ length: review.itemCount }, (_, index) => review.getItem(index));
	const answered = review.itemCount - review.unansweredCount;
	const missing = items.filter((item) => item.required && !item.answered).length;
	const name = title === undefined ? undefined : displayLine(title);
	return dialogOf(words.reviewTitle(name, answered, review.itemCount, missing), [
		[review.labels.submit, { kind: "submit" }],
		[review.labels.cancel, { kind: "cancel" }],
		[words.discuss, { kind: "discuss" }],
		[review.note === undefined ? words.addFormNote : words.editFormNote(quoted(review.note)), { kind: "note" }],
		...items.map((item): [string, ReviewAction] => [
			words.change(item.index + 1, displayLine(item.label), answerText(item, words)),
			{ kind: "change", index: item.index },
		]),
		[words.back, { kind: "back" }],
	]);
}

function dialogOf<A>(title: string, steps: readonly (readonly [string, A])[]): Dialog<A> {
	return { title, entries: steps.map(([entry]) => entry), actions: steps.map(([, action]) => action) };
}
