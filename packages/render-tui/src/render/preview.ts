/**
 * A question with previews (a preview question, or a single or multi one whose options carry previews): the rows
 * and a pane showing the focused option's preview as Markdown, side by side when the terminal is wide and stacked
 * when it is narrow. A preview taller than its pane scrolls (PgDn/PgUp, Home/End), each option keeping its place; a
 * row without one shows `No preview`.
 */
import type { QuestionView } from "@ask-user/core";
import { fitLine, padRight, widthOf, withWidth } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import type { CutReport } from "./blocks.ts";
import type { MarkdownCache } from "./markdown-cache.ts";
import { moreLine, renderQuestionHeader, renderRows } from "./question.ts";
import { type LineScroll, lineScroll, scrollLines } from "./scroll.ts";

/** From this width on, the options and the preview sit side by side. */
const SIDE_BY_SIDE_MIN_WIDTH = 90;
const COLUMN_GAP = " │ ";

/**
 * The focused option's preview within `width` × `height`, scrolled by `scroll` (clamped in place). A preview taller
 * than the pane shows `↑ N more` / `↓ N more` where lines are hidden.
 */
function renderPreviewPane(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	previews: MarkdownCache,
	scroll: LineScroll = lineScroll(),
): string[] {
	if (height < 1 || width < 1) return [];
	const row = question.getRow(question.focusedRow);
	if (row.preview === undefined) return [fitLine(theme.dim("No preview"), width)];
	// Cached lines fit `width` already; final down to the last one the pane can show at this scroll.
	const lines = previews.lines(`${question.index}:${row.index}`, row.preview, width, scroll.offset + height);
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(theme, side, hidden, width));
}

function sideBySide(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	previews: MarkdownCache,
	scroll: LineScroll,
	report: CutReport | undefined,
): string[] {
	const leftWidth = Math.floor(width * 0.4);
	const rightWidth = width - leftWidth - COLUMN_GAP.length;
	const left = renderRows(question, theme, leftWidth, height, undefined, report);
	const right = renderPreviewPane(question, theme, rightWidth, height, previews, scroll);
	const gap = theme.border(COLUMN_GAP);
	// Fits by construction: the left column is padded to `leftWidth`, the pane's lines fit `rightWidth`. The joined
	// line is marked with that width, so the frame's check looks it up instead of walking every escape code of the
	// highlighted preview.
	return Array.from({ length: Math.max(left.length, right.length) }, (_, index) => {
		const pane = right[index] ?? "";
		return withWidth(`${padRight(left[index] ?? "", leftWidth)}${gap}${pane}`, width - rightWidth + widthOf(pane));
	});
}

function stacked(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	previews: MarkdownCache,
	scroll: LineScroll,
	report: CutReport | undefined,
) {
	const rows = renderRows(question, theme, width, Math.max(1, Math.floor(height * 0.4)), undefined, report);
	const room = height - rows.length - 1;
	if (room < 1) return rows;
	const rule = fitLine(theme.border(`── Preview ${"─".repeat(Math.max(0, width - 11))}`), width);
	return [...rows, rule, ...renderPreviewPane(question, theme, width, room, previews, scroll)];
}

export function renderPreviewQuestion(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	previews: MarkdownCache,
	scroll: LineScroll = lineScroll(),
	report?: CutReport,
): string[] {
	if (height < 1) return [];
	const header = renderQuestionHeader(question, theme, width, height - 1, report);
	const gap = height - header.length > 3 ? [""] : [];
	const room = height - header.length - gap.length;
	const body = width >= SIDE_BY_SIDE_MIN_WIDTH ? sideBySide : stacked;
	return [...header, ...gap, ...body(question, theme, width, room, previews, scroll, report)];
}
