/**
 * A question: its prompt, its note, and its rows (options, then `Type your own`) numbered 1..n with a focus marker,
 * `[x]` checkboxes on multi-select and `(•)` radios otherwise, descriptions and saved notes under each row.
 * Long lists scroll around the focused row and only the visible rows are built.
 */
import type { QuestionView, RowView } from "@ask-user/core";
import { widthOf, withWidth } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { hanging, textBlock } from "./blocks.ts";
import { LineCache } from "./line-cache.ts";
import { type ScrollAnchor, type ScrollSide, scrollWindow } from "./scroll.ts";

/** Descriptions, notes and saved answers under a row show at most this many lines. */
const MAX_DETAIL_LINES = 4;
export const NOTE_MARK = "✎ ";

function mark(question: QuestionView, row: RowView): string {
	if (question.type === "multi") return row.selected ? "[x]" : "[ ]";
	return row.selected ? "(•)" : "( )";
}

function rowText(row: RowView): string {
	return row.customText === undefined ? row.label : `${row.label}: ${row.customText}`;
}

/** One row and the details under it. */
function renderRow(question: QuestionView, row: RowView, theme: AskTheme, width: number): string[] {
	const digits = String(question.rowCount).length;
	const number = `${String(row.number).padStart(digits)}.`;
	const pointer = row.focused ? theme.focus("›") : " ";
	const box = row.selected ? theme.selected(mark(question, row)) : mark(question, row);
	// Measured by its parts: the styled pointer and box are the same strings on every row, found in the memo.
	const prefix = withWidth(`${pointer} ${number} ${box} `, widthOf(pointer) + number.length + widthOf(box) + 3);
	const style = row.focused ? theme.focus : row.selected ? theme.selected : theme.text;
	const lines = hanging(prefix, rowText(row), width, style, MAX_DETAIL_LINES);
	const pad = " ".repeat(widthOf(prefix));
	if (row.description !== undefined) {
		lines.push(...hanging(pad, row.description, width, theme.muted, MAX_DETAIL_LINES));
	}
	if (row.note !== undefined) {
		lines.push(...hanging(`${pad}${theme.muted(NOTE_MARK)}`, row.note, width, theme.muted, MAX_DETAIL_LINES));
	}
	return lines;
}

/** `↑ 3 more` / `↓ 3 more`. */
export function moreLine(theme: AskTheme, side: ScrollSide, hidden: number, width: number): string {
	return textBlock(`${side === "above" ? "↑" : "↓"} ${hidden} more`, width, 1, theme.dim)[0] ?? "";
}

/** Everything `renderRow` reads. */
function rowInputs(question: QuestionView, row: RowView): readonly unknown[] {
	const { number, focused, selected, label, customText, description, note } = row;
	return [question.type, question.rowCount, number, focused, selected, label, customText, description, note];
}

/** Rendered rows and prompts per theme (a theme's styles are part of the lines); dropped with the theme. */
const caches = new WeakMap<AskTheme, LineCache>();

function cacheFor(theme: AskTheme): LineCache {
	const cache = caches.get(theme) ?? new LineCache();
	caches.set(theme, cache);
	return cache;
}

/**
 * The rows of `question` in a window of `height` lines that keeps the focused row visible; with an `anchor` the
 * window stays put until the focus leaves it.
 */
export function renderRows(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	anchor?: ScrollAnchor,
): string[] {
	const cache = cacheFor(theme);
	return scrollWindow({
		...(anchor === undefined ? {} : { anchor }),
		count: question.rowCount,
		focus: question.focusedRow,
		height,
		renderItem: (index) => {
			const row = question.getRow(index);
			const key = `row:${question.index}:${index}:${width}`;
			return cache.lines(key, rowInputs(question, row), () => renderRow(question, row, theme, width));
		},
		renderMore: (side, hidden) => moreLine(theme, side, hidden, width),
	});
}

/** The prompt and the question's note, within `height` lines (the prompt gets at most a third of them). */
export function renderQuestionHeader(question: QuestionView, theme: AskTheme, width: number, height: number): string[] {
	if (height < 1) return [];
	const key = `header:${question.index}:${width}:${height}`;
	const header = cacheFor(theme).lines(key, [question.prompt, question.note], () => {
		const prompt = textBlock(question.prompt, width, Math.max(1, Math.floor(height / 3)), theme.bold);
		const note =
			question.note === undefined
				? []
				: hanging(theme.muted(NOTE_MARK), question.note, width, theme.muted, Math.max(1, Math.floor(height / 6)));
		return [...prompt, ...note].slice(0, height);
	});
	return [...header];
}

/** A question screen body: header, a blank line when there is room, then the rows (see `renderRows`). */
export function renderQuestion(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	anchor?: ScrollAnchor,
): string[] {
	if (height < 1) return [];
	const header = renderQuestionHeader(question, theme, width, height - 1);
	const gap = height - header.length > 3 ? [""] : [];
	return [...header, ...gap, ...renderRows(question, theme, width, height - header.length - gap.length, anchor)];
}
