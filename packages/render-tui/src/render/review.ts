/**
 * The review tab: a summary line, every question with its answer, custom text and notes (unanswered ones flagged,
 * required ones marked) in a list that scrolls by lines when it does not fit (only the items in view are built), a
 * warning when a required question is unanswered (it never blocks submitting), then the Submit and Cancel buttons;
 * the legend of the marks the tab bar shows under the summary when there is room and the whole list shows.
 */
import type { ReviewItem, ReviewView } from "@ask-user/core";
import { sanitizeLine, sanitizeText } from "@ask-user/core/contract";
import { fitLine, widthOf } from "../text/fit.ts";
import { FULL_TEXT_LINES, hanging, headOf, isCut } from "./blocks.ts";
import { ItemScroll, renderItemScroll } from "./item-scroll.ts";
import { lineCacheFor } from "./line-cache.ts";
import { moreLine, NOTE_MARK } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type TabMark, tabLegend } from "./tabs.ts";

const INDENT = "  ";
/** The summary and the blank lines around the list show only when the list keeps this many lines. */
const LIST_BEFORE_CHROME = 3;
/** A list keeping this many lines under the legend and between blank lines is not short of rows. */
const ROOMY_LIST = 8;
/** The warning names this many unanswered required questions, then counts the rest. */
const WARNING_NAMES = 3;
/** The lines the required warning takes where the rows allow; fewer, down to one, where the list would lose rows. */
const WARNING_LINES = 3;

/** What one answer's lines are drawn with. */
type ItemContext = Pick<RenderContext, "theme" | "messages" | "width">;

/**
 * Untrusted pieces are cut to what can show, then sanitized before they are joined: an unterminated escape
 * sequence at the end of one piece would otherwise swallow the separator after it.
 */
function answerText(item: ReviewItem, { messages, width }: ItemContext): string {
	const clean = (text: string) => sanitizeText(headOf(text, width, FULL_TEXT_LINES));
	const chosen = item.chosen.map((choice) => clean(choice.label));
	const parts = item.customText === undefined ? chosen : [...chosen, `“${clean(item.customText)}”`];
	return parts.length > 0 ? parts.join(", ") : messages.reviewNotAnswered;
}

/** One question's answer and notes, whole (up to `FULL_TEXT_LINES` lines each): the list scrolls instead. */
function renderReviewItem(item: ReviewItem, context: ItemContext): string[] {
	const { theme, messages, width } = context;
	const mark = item.answered ? theme.success("✓ ") : theme.warning("! ");
	const label = `${sanitizeText(headOf(item.label, width, FULL_TEXT_LINES))}${item.required ? ` (${messages.markRequiredShort})` : ""}`;
	const style = item.answered ? theme.text : theme.warning;
	const lines = hanging(mark, `${label}: ${answerText(item, context)}`, width, style, FULL_TEXT_LINES);
	const noteMark = `${INDENT}${theme.muted(NOTE_MARK)}`;
	if (item.note !== undefined) lines.push(...hanging(noteMark, item.note, width, theme.muted, FULL_TEXT_LINES));
	for (const { label: option, note, chosen } of item.optionNotes) {
		const name = `${sanitizeText(headOf(option, width, FULL_TEXT_LINES))}${chosen ? "" : ` (${messages.reviewNotChosen})`}`;
		const text = `${name}: ${headOf(note, width, FULL_TEXT_LINES)}`;
		lines.push(...hanging(noteMark, text, width, theme.muted, FULL_TEXT_LINES));
	}
	if (item.unchosenRecommended.length > 0) {
		const names = item.unchosenRecommended.map((o) => sanitizeText(headOf(o.label, width, FULL_TEXT_LINES)));
		const text = messages.reviewRecommendedNotChosen(names.join(", "));
		lines.push(...hanging(INDENT, text, width, theme.muted, FULL_TEXT_LINES));
	}
	return lines;
}

/** Everything `renderReviewItem` reads. */
function itemInputs(item: ReviewItem): unknown[] {
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

/** `✎ Note on the whole form: …`, when there is one. */
function formNote({ theme, messages, width }: RenderContext, review: ReviewView): string[] {
	if (review.note === undefined) return [];
	const text = messages.reviewFormNote(headOf(review.note, width, FULL_TEXT_LINES));
	return hanging(theme.muted(NOTE_MARK), text, width, theme.muted, 3);
}

/** Whether the first items' lines fill more than `room` lines: measured only as far as `room`. */
function overflows(review: ReviewView, room: number, itemLines: (index: number) => readonly string[]): boolean {
	let left = room;
	for (let index = 0; index < review.itemCount; index++) {
		left -= itemLines(index).length;
		if (left < 0) return true;
	}
	return false;
}

/**
 * The review within the context's box, the item list scrolled by `scroll`: `↑ N more` / `↓ N more` count the items
 * out of view. The buttons stay last and the warning above them; the summary and blank lines give way first when
 * rows are short. `marks` are the tab bar's marks shown, whose legend goes under the summary; in a short pane
 * (the list keeping fewer than `ROOMY_LIST` lines with them) it does so only while the whole list shows with it,
 * else the list gets the legend's row and the blank lines (the help explains the marks).
 */
export function renderReview(
	context: RenderContext,
	review: ReviewView,
	scroll: ItemScroll = new ItemScroll(),
	marks: ReadonlySet<TabMark> = new Set(),
): string[] {
	const { height } = context;
	if (height < 1) return [];
	const note = formNote(context, review);
	const buttonRows = buttons(context, review);
	// The warning wraps while the list keeps its rows before the chrome; else it takes a line less, down to one.
	let warning = requiredWarning(context, review, WARNING_LINES);
	while (warning.length > 1 && height - note.length - warning.length - buttonRows.length < 1 + LIST_BEFORE_CHROME) {
		warning = requiredWarning(context, review, warning.length - 1);
	}
	const end = [...note, ...warning, ...buttonRows];
	const listRoom = height - end.length;
	if (listRoom < 1) return end.slice(-height);
	const lines = (index: number) => itemLines(review, index, context);
	const list = (room: number) =>
		renderItemScroll({
			count: review.itemCount,
			height: room,
			scroll,
			renderItem: lines,
			renderMore: (side, hidden) => moreLine(context, side, hidden),
		});
	if (listRoom < 1 + LIST_BEFORE_CHROME) return [...list(listRoom), ...end];
	// In a short pane, a list that would scroll under the legend and the blank lines gets their rows.
	const roomy = listRoom - 3 >= ROOMY_LIST || !overflows(review, listRoom - 3, lines);
	const gaps = listRoom >= 3 + LIST_BEFORE_CHROME && roomy ? [""] : [];
	// The legend of the marks on the tab bar takes the place of the blank line under the summary, when it fits.
	const legend = gaps.length > 0 ? [tabLegend(context, marks) ?? ""] : [];
	return [summary(context, review), ...legend, ...list(listRoom - 1 - 2 * gaps.length), ...gaps, ...end];
}
