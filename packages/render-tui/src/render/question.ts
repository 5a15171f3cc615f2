/**
 * A question: its prompt, its note, and its rows (options, then `Type your own`) numbered 1..n with a focus marker,
 * `[x]` checkboxes on multi-select and `(•)` radios otherwise, descriptions and saved notes under each row.
 * Long lists scroll around the focused row and only the visible rows are built.
 */
import type { Messages, QuestionView, RowView } from "@ask-user/core";
import { widthOf, withWidth } from "../text/fit.ts";
import { cutIfAny, hanging, headOf, isCut, textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import { numberDigits } from "./narrowed-question.ts";
import type { RenderContext } from "./render-context.ts";
import { type ScrollAnchor, type ScrollSide, scrollWindow } from "./scroll.ts";

/** Descriptions, notes and saved answers under a row show at most this many lines. */
const MAX_DETAIL_LINES = 4;
export const NOTE_MARK = "✎ ";
/**
 * The blank line under the prompt shows only when the rows keep this many lines (three rows with a description
 * each, and two markers), or when every row fits anyway.
 */
const ROWS_BEFORE_GAP = 8;

function mark(question: QuestionView, row: RowView): string {
	if (question.type === "multi") return row.selected ? "[x]" : "[ ]";
	return row.selected ? "(•)" : "( )";
}

/** A recommended option's label is followed by the table's mark in brackets: `Red (recommended)`. */
function rowText(row: RowView, { messages, width }: RenderContext, maxLines: number): string {
	if (row.customText === undefined) {
		return row.recommended === true ? `${row.label} (${messages.recommendedMark})` : row.label;
	}
	return messages.labelled(headOf(row.label, width, maxLines), headOf(row.customText, width, maxLines));
}

/** How many lines each piece of a row's text may take: model text, and what the person typed (own answer, note). */
export interface RowLines {
	readonly model: number;
	readonly typed: number;
}

const DETAIL_LINES: RowLines = { model: MAX_DETAIL_LINES, typed: MAX_DETAIL_LINES };

/** One row and the details under it, each piece of text within its `lines` (the context's height is not read). */
export function renderRow(
	context: RenderContext,
	question: QuestionView,
	row: RowView,
	lines: RowLines = DETAIL_LINES,
): string[] {
	const { theme, width } = context;
	const digits = numberDigits(question);
	const number = `${String(row.number).padStart(digits)}.`;
	const pointer = row.focused ? theme.focus("›") : " ";
	const box = row.selected ? theme.selected(mark(question, row)) : mark(question, row);
	// Measured by its parts: the styled pointer and box are the same strings on every row, found in the memo.
	const prefix = withWidth(`${pointer} ${number} ${box} `, widthOf(pointer) + number.length + widthOf(box) + 3);
	const style = row.focused ? theme.focus : row.selected ? theme.selected : theme.text;
	const textLines = row.customText === undefined ? lines.model : lines.typed;
	const parts = [hanging(prefix, rowText(row, context, textLines), width, style, textLines)];
	const pad = " ".repeat(widthOf(prefix));
	if (row.description !== undefined) parts.push(hanging(pad, row.description, width, theme.muted, lines.model));
	if (row.note !== undefined) {
		parts.push(hanging(`${pad}${theme.muted(NOTE_MARK)}`, row.note, width, theme.muted, lines.typed));
	}
	return cutIfAny(parts.flat(), parts);
}

/** `↑ 3 more` / `↓ 3 more`, in the context's words. */
export function moreLine(
	{ theme, messages, width }: Pick<RenderContext, "theme" | "messages" | "width">,
	side: ScrollSide,
	hidden: number,
): string {
	const told = `${side === "above" ? "↑" : "↓"} ${messages.moreHidden(messages.count(hidden))}`;
	return textBlock(told, width, 1, theme.dim)[0] ?? "";
}

/** Everything `renderRow` reads. */
export function rowInputs(question: QuestionView, row: RowView, messages: Messages): readonly unknown[] {
	const { number, focused, selected, label, customText, description, note, recommended } = row;
	return [
		messages,
		question.type,
		numberDigits(question),
		number,
		focused,
		selected,
		label,
		customText,
		description,
		note,
		recommended,
	];
}

/**
 * The rows of `question` in a window of the context's height that keeps the focused row visible; with an `anchor`
 * the window stays put until the focus leaves it. `report.cut` is set when the focused row's text does not all show.
 */
export function renderRows(context: RenderContext, question: QuestionView, anchor?: ScrollAnchor): string[] {
	const { height, report } = context;
	if (report !== undefined) {
		const focused = rowLines(context, question, question.focusedRow);
		// As `scrollWindow` does: the markers around the focused row take a line each, a taller row is cut.
		const room = height - markerLines(question);
		if (isCut(focused) || focused.length > Math.max(1, room)) report.cut = true;
		if (rowsHeight(context, question) > height) report.listScrolls = true;
	}
	return scrollWindow({
		...(anchor === undefined ? {} : { anchor }),
		count: question.rowCount,
		focus: question.focusedRow,
		height,
		renderItem: (index) => rowLines(context, question, index),
		renderMore: (side, hidden) => moreLine(context, side, hidden),
	});
}

/** The `↑ N more` / `↓ N more` lines a window around the focused row shows when it does not hold every row. */
export function markerLines({ focusedRow, rowCount }: QuestionView): number {
	return (focusedRow > 0 ? 1 : 0) + (focusedRow < rowCount - 1 ? 1 : 0);
}

/** The lines the focused row and the markers around it take: what the rows keep under an open editor's prompt. */
export function focusedRowHeight(context: RenderContext, question: QuestionView): number {
	return rowLines(context, question, question.focusedRow).length + markerLines(question);
}

/**
 * The lines every row takes together, counted until they pass the context's height: at most that many rows are
 * measured, so a long list costs what fits.
 */
export function rowsHeight(context: RenderContext, question: QuestionView): number {
	const limit = context.height;
	// Every row takes a line at least: more rows than `limit` pass it without being built.
	if (question.rowCount > limit) return limit + 1;
	let used = 0;
	for (let index = 0; index < question.rowCount && used <= limit; index++) {
		used += rowLines(context, question, index).length;
	}
	return used;
}

/** A row's lines, from the cache while nothing it is drawn from changed. */
function rowLines(context: RenderContext, question: QuestionView, index: number): readonly string[] {
	const row = question.getRow(index);
	const key = `row:${question.index}:${index}:${context.width}`;
	return lineCacheFor(context.theme).lines(key, rowInputs(question, row, context.messages), () =>
		renderRow(context, question, row),
	);
}

/**
 * The lines the prompt and the note may take on a screen of `height` lines over `below` lines of what follows
 * them: every line the rest does not need, and when the rest needs more than there is, still a third of the
 * screen (and a sixth more for a note), so the question shows beside a long list. One line stays for the rest.
 */
export function headerHeight(question: QuestionView, height: number, below: number): number {
	const room = height - 1;
	const least =
		Math.max(1, Math.floor(room / 3)) + (question.note === undefined ? 0 : Math.max(1, Math.floor(room / 6)));
	return Math.max(0, Math.min(room, Math.max(least, height - below)));
}

/**
 * The prompt and the question's note, within the context's height: both whole when they fit, else the note gets a
 * third of the lines (or what the prompt leaves) and the prompt the rest; `report.cut` is set when some text does
 * not show.
 */
export function renderQuestionHeader(context: RenderContext, question: QuestionView): string[] {
	const { theme, width, height, report } = context;
	if (height < 1) return [];
	const key = `header:${question.index}:${width}:${height}`;
	const header = lineCacheFor(theme).lines(key, [question.prompt, question.note], () => {
		const promptBlock = (lines: number) => textBlock(question.prompt, width, lines, theme.bold);
		const noteBlock = (note: string, lines: number) => hanging(theme.muted(NOTE_MARK), note, width, theme.muted, lines);
		const prompt = promptBlock(height);
		if (question.note === undefined) return prompt;
		if (height < 2) return cutIfAny(prompt, [], true);
		const note = noteBlock(question.note, height);
		if (prompt.length + note.length <= height) return cutIfAny([...prompt, ...note], [prompt, note]);
		const noteLines = Math.min(note.length, height - 1, Math.max(height - prompt.length, Math.floor(height / 3), 1));
		const shownPrompt = prompt.length + noteLines > height ? promptBlock(height - noteLines) : prompt;
		const shownNote = note.length > noteLines ? noteBlock(question.note, noteLines) : note;
		return cutIfAny([...shownPrompt, ...shownNote], [shownPrompt, shownNote]);
	});
	if (report !== undefined && isCut(header)) report.cut = true;
	return [...header];
}

/**
 * A question screen body: header (given every line the rows do not need, see `headerHeight`), a blank line when the
 * rows keep room for a few options (`ROWS_BEFORE_GAP`), then the rows (see `renderRows`). The rows need all their
 * lines, or at most `rowsNeed` (above an open editor, the focused row and its markers: the prompt shows before the
 * other rows). The context's `report.cut` is set when the prompt, the note or the focused row does not show whole.
 */
export function renderQuestion(
	context: RenderContext,
	question: QuestionView,
	anchor?: ScrollAnchor,
	rowsNeed = Number.POSITIVE_INFINITY,
): string[] {
	const { height } = context;
	if (height < 1) return [];
	const rowLinesAll = rowsHeight(context, question);
	const header = renderQuestionHeader(
		{ ...context, height: headerHeight(question, height, Math.min(rowLinesAll + 1, rowsNeed)) },
		question,
	);
	const room = height - header.length - 1;
	const gap = room >= ROWS_BEFORE_GAP || (room > 3 && rowLinesAll <= room) ? [""] : [];
	const rows = renderRows({ ...context, height: height - header.length - gap.length }, question, anchor);
	return [...header, ...gap, ...rows];
}
