/**
 * A question with previews (a preview question, or a single or multi one whose options carry previews): the rows
 * and a pane showing the focused option's preview as Markdown, side by side when the terminal is wide and stacked
 * when it is narrow. A preview taller than its pane scrolls (PgDn/PgUp, Home/End), each option keeping its place; a
 * row without one shows `No preview`. Stacked, the pane's rule says which lines show (`── Preview 3–6/14`), so
 * every row under it is the preview's: a small pane loses no row to markers.
 */
import type { QuestionView } from "@ask-user/core";
import { fitLine, padRight, widthOf, withWidth } from "../text/fit.ts";
import type { MarkdownCache, PreviewAhead } from "./markdown-cache.ts";
import {
	focusedRowHeight,
	headerHeight,
	markerLines,
	moreLine,
	renderQuestionHeader,
	renderRows,
	rowsHeight,
} from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type LineScroll, lineScroll, scrollLines, shownRange, windowLines } from "./scroll.ts";

/**
 * The rule over a preview under the rows, and in the full-text reader: `── Preview ───…` in the table's words;
 * `range` (`3–6/14`) says which of its lines show when it scrolls.
 */
export function previewRule(
	{ theme, messages, width }: Pick<RenderContext, "theme" | "messages" | "width">,
	range?: string,
): string {
	const heading = `── ${messages.previewHeading} ${range === undefined ? "" : `${range} `}`;
	return fitLine(theme.border(`${heading}${"─".repeat(Math.max(0, width - widthOf(heading)))}`), width);
}

/** From this width on, the options and the preview sit side by side. */
const SIDE_BY_SIDE_MIN_WIDTH = 90;
/** Between the options and the preview: a box-drawing rule, though pi-tui 1.x measures its lines the slow way (D142). */
const COLUMN_GAP = " │ ";
/** The blank line under the prompt shows when everything fits with it, or when this many lines remain below it. */
const LINES_BEFORE_GAP = 16;

/** The focused option's preview at `width`: its Markdown lines (the first `shown` highlighted), or undefined. */
export function previewLines(
	question: QuestionView,
	width: number,
	previews: MarkdownCache,
	shown: number,
): readonly string[] | undefined {
	const row = question.getRow(question.focusedRow);
	if (row.preview === undefined || width < 1) return undefined;
	return previews.lines(`${question.index}:${row.index}`, row.preview, width, shown);
}

/** A preview another tab shows first: the question's position, the row focused there and the row's Markdown. */
export interface TabPreview {
	readonly question: number;
	readonly row: number;
	readonly preview: string;
}

/**
 * The previews a next key is likely to show, most likely first, rendered on idle turns (`MarkdownCache.prepare`)
 * at the pane's `width`, `shown` lines final: the rows just below and above the focused one (↓ or ↑), then
 * `beside`'s (Tab or Shift+Tab).
 */
function prepareAhead(
	question: QuestionView,
	beside: readonly TabPreview[],
	previews: MarkdownCache,
	width: number,
	shown: number,
): void {
	const ahead: PreviewAhead[] = [];
	for (const row of [question.focusedRow + 1, question.focusedRow - 1]) {
		if (row < 0 || row >= question.rowCount) continue;
		const { preview, index } = question.getRow(row);
		if (preview !== undefined) ahead.push({ key: `${question.index}:${index}`, text: preview, width, shown });
	}
	for (const { question, row, preview } of beside)
		ahead.push({ key: `${question}:${row}`, text: preview, width, shown });
	previews.prepare(ahead);
}

/**
 * The focused option's preview within the context's box, scrolled by `scroll` (clamped in place). A preview taller
 * than the pane shows `↑ N more` / `↓ N more` where lines are hidden, and sets `report.previewScrolls`.
 */
function renderPreviewPane(
	context: RenderContext,
	question: QuestionView,
	previews: MarkdownCache,
	scroll: LineScroll,
): string[] {
	const { theme, messages, width, height, report } = context;
	if (height < 1 || width < 1) return [];
	// Cached lines fit `width` already; final down to the last one the pane can show at this scroll.
	const lines = previewLines(question, width, previews, scroll.offset + height);
	if (lines === undefined) return [fitLine(theme.dim(messages.noPreview), width)];
	if (report !== undefined && lines.length > height) report.previewScrolls = true;
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(context, side, hidden));
}

/**
 * The rule and the focused option's preview under it within the context's box, scrolled by `scroll` (clamped in
 * place): every row under the rule shows a line of the preview, and the rule says which when it scrolls (then
 * `report.previewScrolls` is set).
 */
function renderRuledPane(
	context: RenderContext,
	question: QuestionView,
	previews: MarkdownCache,
	scroll: LineScroll,
): string[] {
	const { theme, messages, width, height, report } = context;
	const room = height - 1;
	if (room < 1 || width < 1) return [];
	const lines = previewLines(question, width, previews, scroll.offset + room);
	if (lines === undefined) return [previewRule(context), fitLine(theme.dim(messages.noPreview), width)];
	if (report !== undefined && lines.length > room) report.previewScrolls = true;
	const shown = windowLines(lines, room, scroll);
	return [previewRule(context, shownRange(scroll.offset, shown.length, lines.length)), ...shown];
}

/**
 * The lines the focused preview takes at `width` (the placeholder's one without a preview): a cached render's
 * count however far it is highlighted, so a preview prepared for the pane's height is not rendered again for the
 * frame's.
 */
function previewHeight(question: QuestionView, width: number, previews: MarkdownCache, shown: number): number {
	const row = question.getRow(question.focusedRow);
	if (row.preview === undefined || width < 1) return 1;
	return previews.lineCount(`${question.index}:${row.index}`, row.preview, width, shown);
}

/** One layout of the rows and the pane: how many lines it needs whole, the pane's width, and how it draws. */
interface PreviewLayout {
	readonly needs: number;
	readonly paneWidth: number;
	render(height: number): string[];
}

/** The rows and the pane side by side; the context's height is the most lines measured. */
function sideBySide(
	context: RenderContext,
	question: QuestionView,
	previews: MarkdownCache,
	scroll: LineScroll,
): PreviewLayout {
	const { theme, width, height: limit } = context;
	const leftWidth = Math.floor(width * 0.4);
	const rightWidth = width - leftWidth - COLUMN_GAP.length;
	const needs = Math.max(
		rowsHeight({ ...context, width: leftWidth }, question),
		previewHeight(question, rightWidth, previews, scroll.offset + limit),
	);
	const render = (height: number) => {
		const left = renderRows({ ...context, width: leftWidth, height }, question);
		const right = renderPreviewPane({ ...context, width: rightWidth, height }, question, previews, scroll);
		const gap = theme.border(COLUMN_GAP);
		// Fits by construction: the left column is padded to `leftWidth`, the pane's lines fit `rightWidth`. The
		// joined line is marked with that width, so the frame's check looks it up instead of walking every escape
		// code of the highlighted preview.
		return Array.from({ length: Math.max(left.length, right.length) }, (_, index) => {
			const pane = right[index] ?? "";
			return withWidth(`${padRight(left[index] ?? "", leftWidth)}${gap}${pane}`, width - rightWidth + widthOf(pane));
		});
	};
	return { needs, paneWidth: rightWidth, render };
}

/** The preview's lines under its rule that the focused row's lines never take (`contestedRowsRoom`). */
const MIN_CONTESTED_PANE = 2;

/**
 * The option list's lines when the rows and the preview do not both fit `height` (a rule between them): what the
 * preview leaves, and at least a third of the lines, or the focused row with its markers while that takes no more
 * than half the lines and leaves the pane two: whole (a description or a note under it), else its first line (cut,
 * `e` reads it), so the list still says it holds more rows; the preview gets the rest.
 */
function contestedRowsRoom(context: RenderContext, question: QuestionView, pane: number): number {
	const { height } = context;
	const markers = markerLines(question);
	const focused = focusedRowHeight(context, question);
	// Half the lines, the rule's counted, and never so many that the pane keeps fewer than two under its rule.
	const most = Math.min(Math.ceil(height / 2), height - 1 - MIN_CONTESTED_PANE);
	const kept = [focused, markers + 1].find((lines) => lines <= most) ?? 0;
	return Math.max(height - 1 - pane, Math.floor((height - 1) / 3), kept);
}

/**
 * The rows, a rule and the pane under them. The rows take what they need when everything fits; when the preview
 * is longer, it gets the lines the rows leave, at least two thirds of them, and the option list scrolls. The
 * context's height is the most lines measured.
 */
function stacked(
	context: RenderContext,
	question: QuestionView,
	previews: MarkdownCache,
	scroll: LineScroll,
): PreviewLayout {
	const { width, height: limit } = context;
	const rows = rowsHeight(context, question);
	const pane = previewHeight(question, width, previews, scroll.offset + limit);
	const render = (height: number) => {
		const rowsRoom =
			rows + 1 + pane <= height ? rows : Math.min(rows, contestedRowsRoom({ ...context, height }, question, pane));
		const shown = renderRows({ ...context, height: Math.max(1, rowsRoom) }, question);
		const room = height - shown.length;
		if (room < 2) return shown;
		return [...shown, ...renderRuledPane({ ...context, height: room }, question, previews, scroll)];
	};
	return { needs: rows + 1 + pane, paneWidth: width, render };
}

/** Where the focused preview shows from, and the previews the tabs beside the active one show first. */
export interface PreviewPlace {
	readonly scroll?: LineScroll;
	readonly beside?: readonly TabPreview[];
}

/**
 * A question with previews within the context's height: the prompt and the note with every line the rows and the
 * pane do not need (`headerHeight`), a blank line when there is room, then the rows and the pane, the focused
 * preview scrolled by `scroll` (clamped in place). The previews a next key may show (the rows beside the focused
 * one, then `beside`'s) are rendered on idle turns, as far down as the frame's height, which no pane exceeds.
 */
export function renderPreviewQuestion(
	context: RenderContext,
	question: QuestionView,
	previews: MarkdownCache,
	{ scroll = lineScroll(), beside = [] }: PreviewPlace = {},
): string[] {
	const { width, height } = context;
	if (height < 1) return [];
	const layout = (width >= SIDE_BY_SIDE_MIN_WIDTH ? sideBySide : stacked)(context, question, previews, scroll);
	const header = renderQuestionHeader(
		{ ...context, height: headerHeight(question, height, layout.needs + 1) },
		question,
	);
	const below = height - header.length;
	const gap = below - 1 >= Math.min(layout.needs, LINES_BEFORE_GAP) && below > 3 ? [""] : [];
	const lines = [...header, ...gap, ...layout.render(below - gap.length)];
	if (layout.paneWidth >= 1) prepareAhead(question, beside, previews, layout.paneWidth, height);
	return lines;
}
