/**
 * The full-text reader: the active question's prompt, its note and the focused row (label, description, note),
 * each whole, then the row's preview when the question shows one, in a list that scrolls. Opened with `e`
 * wherever the question screen had to cut model text or a preview is taller than its pane.
 */
import type { QuestionView } from "@ask-user/core";
import type { AskTheme } from "../theme.ts";
import { FULL_TEXT_LINES, hanging, textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import { previewRule } from "./preview.ts";
import { moreLine, NOTE_MARK, renderRow, rowInputs } from "./question.ts";
import { type LineScroll, scrollLines } from "./scroll.ts";

/** The prompt, the note and the row: the lines above the preview. */
function textLines(question: QuestionView, theme: AskTheme, width: number): string[] {
	const prompt = textBlock(question.prompt, width, FULL_TEXT_LINES, theme.bold);
	const note =
		question.note === undefined
			? []
			: hanging(theme.muted(NOTE_MARK), question.note, width, theme.muted, FULL_TEXT_LINES);
	const row = renderRow(question, question.getRow(question.focusedRow), theme, width, FULL_TEXT_LINES);
	return [...prompt, ...note, "", ...row];
}

/** Where the preview's rule is in the reader's lines, for opening the reader at the preview. */
export function readerPreviewStart(question: QuestionView, theme: AskTheme, width: number): number {
	return readerText(question, theme, width).length;
}

function readerText(question: QuestionView, theme: AskTheme, width: number): readonly string[] {
	const row = question.getRow(question.focusedRow);
	const key = `reader:${question.index}:${width}`;
	const inputs = [question.prompt, question.note, ...rowInputs(question, row)];
	return lineCacheFor(theme).lines(key, inputs, () => textLines(question, theme, width));
}

/**
 * The reader within `width` × `height`, scrolled by `scroll` (clamped in place); `preview` is the focused row's
 * preview as lines of `width`, shown whole under a rule after the text.
 */
export function renderReader(
	question: QuestionView,
	theme: AskTheme,
	width: number,
	height: number,
	scroll: LineScroll,
	preview?: readonly string[],
): string[] {
	const text = readerText(question, theme, width);
	const key = `reader.preview:${question.index}:${width}`;
	const lines =
		preview === undefined
			? text
			: lineCacheFor(theme).lines(key, [text, preview], () => [...text, previewRule(theme, width), ...preview]);
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(theme, side, hidden, width));
}
