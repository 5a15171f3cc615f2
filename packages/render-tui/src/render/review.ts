/**
 * The review tab: a summary line, every question with its answer, custom text and notes (unanswered ones flagged,
 * required ones marked) in a list that scrolls by lines when it does not fit (only the items in view are built), a
 * warning when a required question is unanswered (it never blocks submitting), then the Submit and Cancel buttons;
 * the legend of the marks the tab bar shows under the summary when there is room and the whole list shows.
 */
import type { ReviewItem, ReviewView } from "@ask-user/core";
import { sanitizeLine, sanitizeText } from "@ask-user/core/contract";
import { fitLine, widthOf } from "../text/fit.ts";
import { cutIfAny, FULL_TEXT_LINES, hanging, headOf, isCut } from "./blocks.ts";
import { ItemScroll, renderItemScroll } from "./item-scroll.ts";
import { lineCacheFor } from "./line-cache.ts";
import { moreLine, NOTE_MARK, type RowLines } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type TabMark, tabLegend } from "./tabs.ts";

const INDENT = "  ";
/**
 * The summary and the blank lines around the list show only when the list keeps this many lines (or all of its lines,
 * when it has fewer): a line between `↑ N more` and `↓ N more`. The form note and the warning give way to them.
 */
const LIST_BEFORE_CHROME = 3;
/** A list keeping this many lines under the legend and between blank lines is not short of rows. */
const ROOMY_LIST = 8;
/** The warning names this many unanswered required questions, then counts the rest. */
const WARNING_NAMES = 3;
/** The lines the required warning takes where the rows allow; fewer, down to one, where the list would lose rows. */
const WARNING_LINES = 3;

/** What one answer's lines are drawn with. */
type ItemContext = Pick<RenderContext, "theme" | "messages" | "width">;

/** The review's own lines: every text up to `FULL_TEXT_LINES`, the list scrolls instead. */
const REVIEW_LINES: RowLines = { model: FULL_TEXT_LINES, typed: FULL_TEXT_LINES };

/**
 * Untrusted pieces are cut to what can show, then sanitized before they are joined: an unterminated escape
 * sequence at the end of one piece would otherwise swallow the separator after it.
 */
function answerText(item: ReviewItem, { messages, width }: ItemContext, lines: RowLines): string {
	const clean = (text: string, maxLines: number) => sanitizeText(headOf(text, width, maxLines));
	const chosen = item.chosen.map((choice) => clean(choice.label, lines.model));
	const parts = item.customText === undefined ? chosen : [...chosen, `“${clean(item.customText, lines.typed)}”`];
	return parts.length > 0 ? parts.join(", ") : messages.reviewNotAnswered;
}

/**
 * One question's answer and notes, whole (model text up to `lines.model` lines, what the person typed up to
 * `lines.typed`): the review's list, and the full-text reader on the review, scroll instead.
 */
export function renderReviewItem(item: ReviewItem, context: ItemContext, lines: RowLines = REVIEW_LINES): string[] {
	const { theme, messages, width } = context;
	const mark = item.answered ? theme.success("✓ ") : theme.warning("! ");
	const label = `${sanitizeText(headOf(item.label, width, lines.model))}${item.required ? ` (${messages.markRequiredShort})` : ""}`;
	const style = item.answered ? theme.text : theme.warning;
	const answerLines = item.customText === undefined ? lines.model : lines.typed;
	const answer = messages.labelled(label, answerText(item, context, lines));
	const blocks = [hanging(mark, answer, width, style, answerLines)];
	const noteMark = `${INDENT}${theme.muted(NOTE_MARK)}`;
	if (item.note !== undefined) blocks.push(hanging(noteMark, item.note, width, theme.muted, lines.typed));
	for (const { label: option, note, chosen } of item.optionNotes) {
		const name = `${sanitizeText(headOf(option, width, lines.model))}${chosen ? "" : ` (${messages.reviewNotChosen})`}`;
		const text = messages.labelled(name, headOf(note, width, lines.typed));
		blocks.push(hanging(noteMark, text, width, theme.muted, lines.typed));
	}
	if (item.unchosenRecommended.length > 0) {
		const names = item.unchosenRecommended.map((o) => sanitizeText(headOf(o.label, width, lines.model)));
		const text = messages.reviewRecommendedNotChosen(names.join(", "));
		blocks.push(hanging(INDENT, text, width, theme.muted, lines.model));
	}
	// Marked cut when any part was: the review's footer then names the reader's key.
	return cutIfAny(blocks.flat(), blocks);
}

/** Everything `renderReviewItem` reads. */
export function itemInputs(item: ReviewItem): unknown[] {
	const { label, required, answered, customText, note, chosen, optionNotes, unchosenRecommended } = item;
	const choices = chosen.map((choice) => choice.label);
	const notes = optionNotes.flatMap((optionNote) => [optionNote.label, optionNote.note, optionNote.chosen]);
	const declined = unchosenRecommended.map((option) => option.label);
	return [
		label,
		required,
		answered,
		customText,
		note,
		chosen.length,
		...choices,
		...notes,
		declined.length,
		...declined,
	];
}

/** An item's lines, drawn again only when something it shows changed. */
function itemLines(review: ReviewView, index: number, context: ItemContext): readonly string[] {
	const item = review.getItem(index);
	const key = `review:${index}:${context.width}`;
	const inputs = [context.messages, ...itemInputs(item)];
	return lineCacheFor(context.theme).lines(key, inputs, () => renderReviewItem(item, context));
}

/** `Review · 2 of 3 answered`, `Review · all 3 answered`; for one question, `answered` or `not answered`. */
function summary({ theme, messages, width }: RenderContext, review: ReviewView): string {
	const total = review.itemCount;
	return fitLine(theme.bold(messages.reviewSummary(total - review.unansweredCount, total)), width);
}

/**
 * `! Required but unanswered: Database, Features · Submit sends without them` on one line where it fits, or nothing.
 * Where it does not, what Submit does takes a line of its own under the names, which get the `lines` left, as many
 * of them as fit there (the list above flags every one); on one line, the names alone, cut where they must be.
 */
function requiredWarning({ theme, messages, width }: RenderContext, review: ReviewView, lines: number): string[] {
	const missing = review.unansweredRequired;
	if (missing.length === 0) return [];
	const mark = theme.warning("! ");
	// The first `count` names, each cut to a line before it is sanitized.
	const listed = (count: number) => {
		const names = missing.slice(0, count).map((index) => sanitizeLine(headOf(review.getItem(index).label, width, 1)));
		return messages.reviewRequiredWarning(names.join(", "), missing.length - count);
	};
	const most = Math.min(WARNING_NAMES, missing.length);
	const whole = hanging(mark, `${listed(most)} · ${messages.reviewSendsWithout}`, width, theme.warning, lines);
	if (whole.length === 1 && !isCut(whole)) return whole;
	// One line for both: the names, cut where they must be, rather than a cut after the separator (`Question 3 ·…`).
	if (lines === 1) return hanging(mark, listed(most), width, theme.warning, 1);
	const sends = hanging(INDENT, messages.reviewSendsWithout, width, theme.warning, 1);
	for (let count = most; count > 1; count--) {
		const names = hanging(mark, listed(count), width, theme.warning, lines);
		if (names.length < lines) return [...names, ...sends];
	}
	return [...hanging(mark, listed(1), width, theme.warning, lines - 1), ...sends];
}

/**
 * `[ 1 Submit ]   2 Cancel     3 Discuss first `: each button with the digit that presses it, on one line; in a
 * narrow pane closer together (`[ 1 Submit ] 2 Cancel 3 Discuss first`), or on as few rows as they fit where even
 * that does not fit and the context's height has the rows (`[ 1 Absenden ] 2 Abbrechen` over `3 Erst besprechen`),
 * so no button is cut off and the answers keep every row the buttons do not need.
 */
function buttons({ theme, width, height }: RenderContext, review: ReviewView): string[] {
	const names = ["submit", "cancel", "discuss"] as const;
	const text = (name: ReviewView["focus"]) => `${review.digits[name]} ${review.labels[name]}`;
	const button = (name: ReviewView["focus"], pad: string) =>
		review.focus === name ? theme.focus(`[ ${text(name)} ]`) : `${pad}${text(name)}${pad}`;
	const line = names.map((name) => button(name, "  ")).join(" ");
	if (widthOf(line) <= width) return [line];
	const close = names.map((name) => button(name, "")).join(" ");
	if (widthOf(close) <= width) return [close];
	const rows = packed(
		names.map((name) => button(name, "")),
		width,
	);
	// Without the rows they need, they share the line, cut at its end, rather than push Submit out of view.
	return height < rows.length ? [fitLine(close, width)] : rows.map((row) => fitLine(row, width));
}

/** `parts` in order, as many on each row as fit `width` (one apart); a part wider than `width` has a row of its own. */
function packed(parts: readonly string[], width: number): string[] {
	const rows: string[] = [];
	for (const part of parts) {
		const last = rows.at(-1);
		if (last !== undefined && widthOf(`${last} ${part}`) <= width) rows[rows.length - 1] = `${last} ${part}`;
		else rows.push(part);
	}
	return rows;
}

/** `✎ Note on the whole form: …`, when there is one: on the review in up to 3 lines, in the reader in `maxLines`. */
export function formNote({ theme, messages, width }: RenderContext, review: ReviewView, maxLines = 3): string[] {
	if (review.note === undefined || maxLines < 1) return [];
	const text = messages.reviewFormNote(headOf(review.note, width, Math.max(maxLines, FULL_TEXT_LINES)));
	return hanging(theme.muted(NOTE_MARK), text, width, theme.muted, maxLines);
}

/** The lines the first items fill, counted only as far as `most`. */
function linesUpTo(review: ReviewView, most: number, itemLines: (index: number) => readonly string[]): number {
	let lines = 0;
	for (let index = 0; index < review.itemCount && lines < most; index++) lines += itemLines(index).length;
	return Math.min(lines, most);
}

/**
 * The review within the context's box, the item list scrolled by `scroll`: `↑ N more` / `↓ N more` count the items
 * out of view. The buttons stay last and the warning above them. When rows are short, the blank lines give way
 * first, then the form note and the warning (down to a line each, then the note's last line), so the summary says
 * how many are answered over a list that says how many it hides (`LIST_BEFORE_CHROME`). `marks` are the tab bar's
 * marks shown, whose legend goes under the summary; in a short pane (the list keeping fewer than `ROOMY_LIST` lines
 * with them) it does so only while the whole list shows with it, else the list gets the legend's row and the blank
 * lines (the help explains the marks).
 */
export function renderReview(
	context: RenderContext,
	review: ReviewView,
	scroll: ItemScroll = new ItemScroll(),
	marks: ReadonlySet<TabMark> = new Set(),
): string[] {
	const { height } = context;
	if (height < 1) return [];
	const lines = (index: number) => itemLines(review, index, context);
	const summaryAndList = 1 + linesUpTo(review, LIST_BEFORE_CHROME, lines);
	const buttonRows = buttons(context, review);
	const fits = (note: readonly string[], warning: readonly string[]) =>
		height - note.length - warning.length - buttonRows.length >= summaryAndList;
	let note = formNote(context, review);
	let warning = requiredWarning(context, review, WARNING_LINES);
	while (note.length > 1 && !fits(note, warning)) note = formNote(context, review, note.length - 1);
	while (warning.length > 1 && !fits(note, warning)) warning = requiredWarning(context, review, warning.length - 1);
	if (!fits(note, warning)) note = [];
	// The footer names the reader's key when the note or an answer in view was cut.
	const report = context.report;
	if (report !== undefined && review.note !== undefined && (note.length === 0 || isCut(note))) {
		report.cut = true;
		report.cutAt ??= "note";
	}
	const shownLines = (index: number) => {
		const item = lines(index);
		if (report !== undefined && isCut(item)) {
			report.cut = true;
			// The reader opens at the first answer cut, before the form note under them all.
			if (typeof report.cutAt !== "number" || index < report.cutAt) report.cutAt = index;
		}
		return item;
	};
	const end = [...note, ...warning, ...buttonRows];
	const listRoom = height - end.length;
	if (listRoom < 1) return end.slice(-height);
	const list = (room: number) =>
		renderItemScroll({
			count: review.itemCount,
			height: room,
			scroll,
			renderItem: shownLines,
			renderMore: (side, hidden) => moreLine(context, side, hidden),
		});
	if (listRoom < summaryAndList) return [...list(listRoom), ...end];
	// In a short pane, a list that would scroll under the legend and the blank lines gets their rows.
	const roomy = listRoom - 3 >= ROOMY_LIST || linesUpTo(review, listRoom - 2, lines) <= listRoom - 3;
	const gaps = listRoom >= 3 + LIST_BEFORE_CHROME && roomy ? [""] : [];
	// The legend of the marks on the tab bar takes the place of the blank line under the summary, when it fits.
	const legend = gaps.length > 0 ? [tabLegend(context, marks) ?? ""] : [];
	return [summary(context, review), ...legend, ...list(listRoom - 1 - 2 * gaps.length), ...gaps, ...end];
}
