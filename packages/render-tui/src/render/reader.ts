/**
 * The full-text reader: the active question's prompt, its note and the focused row (label, description, note),
 * each whole, in a list that scrolls. Opened with `e` wherever the question screen had to cut model text.
 */
import type { QuestionView } from "@ask-user/core";
import type { AskTheme } from "../theme.ts";
import { FULL_TEXT_LINES, hanging, textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import { moreLine, NOTE_MARK, renderRow, rowInputs } from "./question.ts";
import { type LineScroll, scrollLines } from "./scroll.ts";

function readerLines(question: QuestionView, theme: AskTheme, width: number): string[] {
	const prompt = textBlock(question.prompt, width, FULL_TEXT_LINES, theme.bold);
	const note =
		question.note === undefined
			? []
			: hanging(theme.muted(NOTE_MARK), question.note, width, theme.muted, FULL_TEXT_LINES);
	const row = renderRow(question, question.getRow(question.focusedRow), theme, width, FULL_TEXT_LINES);
	return [...prompt, ...note, "", ...row];
}

/** The reader within `width` × `height`, scrolled by `scroll` (clamped in place). */
export function renderReader(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	scroll: LineScroll,
): string[] {
	const row = question.getRow(question.focusedRow);
	const key = `reader:${question.index}:${width}`;
	const inputs = [question.prompt, question.note, ...rowInputs(question, row)];
	const lines = lineCacheFor(theme).lines(key, inputs, () => readerLines(question, theme, width));
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(theme, side, hidden, width));
}
