/**
 * The editing screen: the question for context (none for the note on the whole form), then what is being edited and
 * the hosted pi-tui `Editor`'s lines, as many as the rows left hold around the cursor's. The context gives way first
 * when rows are short; the cursor's line always shows.
 */
import type { EditorView, QuestionnaireView, QuestionView } from "@ask-user/core";
import { visibleWidth } from "@mariozechner/pi-tui";
import { fitLine, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { clampLine, textBlock } from "./blocks.ts";
import { focusedRowHeight, renderQuestion, renderQuestionHeader } from "./question.ts";
import type { RenderContext, ScreenReport } from "./render-context.ts";
import type { ScrollAnchor, ScrollSide } from "./scroll.ts";

/**
 * The narrowest width to render pi-tui's `Editor` at: narrower, a character two columns wide never fits a line and
 * its word wrap recurses until the stack overflows. Its lines are cut to the real width afterwards.
 */
const EDITOR_MIN_WIDTH = 3;

/** Characters pi-tui adds to the width of the cluster they end: halfwidth forms and the Thai and Lao AM vowels. */
const WIDENING_MARKS = /[\uff00-\uffef\u0e33\u0eb3]/;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The width to render pi-tui's `Editor` at for `text`: `width`, or wider when `text` holds a character cluster wider
 * than the editor's lines would be. pi-tui counts stacked halfwidth marks (`ｶﾞﾞﾞ`) or AM vowels (`กำำำ`) as one
 * cluster of many columns, and its word wrap recurses without end on a cluster wider than a line.
 */
export function editorWidth(width: number, text: string): number {
	let widest = EDITOR_MIN_WIDTH - 1;
	if (WIDENING_MARKS.test(text)) {
		for (const { segment } of graphemes.segment(text)) widest = Math.max(widest, visibleWidth(segment));
	}
	// Without padding, the editor keeps one column of its width for the cursor.
	return Math.max(width, widest + 1);
}

/**
 * The editor's lines with `placeholder` shown after the cursor while the editor is empty. pi-tui's `Editor` has no
 * placeholder; its empty render is a top border, one line holding only the cursor and padding, a bottom border.
 */
export function withPlaceholder(
	lines: readonly string[],
	placeholder: string,
	theme: AskTheme,
	width: number,
): string[] {
	const [top, empty, ...rest] = lines;
	if (top === undefined || empty === undefined) return [...lines];
	const cursor = empty.trimEnd();
	const room = width - visibleWidth(cursor);
	if (room < 1) return [...lines];
	return [top, `${cursor}${theme.dim(fitLine(placeholder, room))}`, ...rest];
}

/**
 * Whether Tab and Shift+Tab leave the open editor for the next or previous tab, its draft saved: in a text question's
 * answer editor, which opens on arrival, so Tab moves on as on any other tab. In every other editor Tab is the
 * editor's (file completion), and ←/→ move the cursor everywhere.
 */
export function tabLeavesEditor(view: QuestionnaireView): boolean {
	return view.editor?.kind === "answer" && view.question?.type === "text";
}

/**
 * The question above its editor: a text question has only its prompt (its one row is the editor itself); another
 * keeps its prompt before its rows but the focused one, which says what the editor is for.
 */
function questionAbove(context: RenderContext, question: QuestionView): string[] {
	if (question.type === "text") return renderQuestionHeader(context, question);
	return renderQuestion(context, question, undefined, focusedRowHeight(context, question));
}

/**
 * pi-tui's `Editor` draws its cursor with escapes (reverse video in 0.73, its fake-cursor markers in 1.x, after the
 * hardware cursor's marker when focused); the text it shows holds no escape of its own (sanitized).
 */
const EDITOR_CURSOR = "\x1b";

/** The rows the editor keeps however short the pane: its rules and the cursor's line. */
const EDITOR_ROWS = 3;

/** The editor's rule on `side` of its window, saying how many lines it hides there (pi's own words, localized). */
function hidingRule({ theme, messages, width }: RenderContext, side: ScrollSide, hidden: number): string {
	const told = `─── ${side === "above" ? "↑" : "↓"} ${messages.moreHidden(messages.count(hidden))} `;
	return theme.border(fitLine(told, width) + "─".repeat(Math.max(0, width - widthOf(told))));
}

/**
 * The editor's lines within `height` rows, and no more than pi's editor takes by itself (`windowRows` lines of text,
 * 30 % of a tall terminal's rows, its rules and completions). `lines` is its whole render (`EditorHost`): a rule, every line of its
 * text, a rule, then the completions open under it. The window keeps the cursor's line in view and moves only when
 * the cursor leaves it, as pi's editor does; a rule says how many lines it hides on its side. When rows are short,
 * the completions give way first, then the rules (below three rows); the cursor's line always shows.
 */
function editorWindow(
	context: RenderContext,
	{ lines, windowRows }: Pick<EditingInput, "lines" | "windowRows">,
	height: number,
	scroll: ScrollAnchor,
): string[] {
	const [top] = lines;
	// The rules are the only lines alike: a line of text ends in padding or the cursor.
	const bottom = top === undefined ? -1 : lines.indexOf(top, 1);
	if (top === undefined || bottom < 1 || height < 1) return lines.slice(0, Math.max(0, height));
	const text = lines.slice(1, bottom);
	const completions = lines.slice(bottom + 1);
	const ruled = height >= EDITOR_ROWS;
	const ownRows = Math.min(text.length, windowRows) + 2 + completions.length;
	const room = Math.min(height, ownRows) - (ruled ? 2 : 0) - completions.length;
	const rows = Math.max(1, Math.min(text.length, room));
	const cursor = Math.max(
		0,
		text.findIndex((line) => line.includes(EDITOR_CURSOR)),
	);
	const start = Math.max(0, Math.min(cursor, Math.max(scroll.start, cursor - rows + 1), text.length - rows));
	scroll.start = start;
	const shown = text.slice(start, start + rows);
	if (!ruled) return shown;
	const below = text.length - start - rows;
	return [
		start > 0 ? hidingRule(context, "above", start) : top,
		...shown,
		below > 0 ? hidingRule(context, "below", below) : (lines[bottom] ?? top),
		...completions,
	].slice(0, height);
}

/** The open editor as the editing screen shows it. */
export interface EditingInput {
	readonly editor: EditorView;
	/** The hosted pi-tui `Editor`'s whole render (`editorWindow`). */
	readonly lines: readonly string[];
	/** The lines of text pi's editor shows by itself at the terminal's height. */
	readonly windowRows: number;
	/** Why input was refused (see `editor-host.ts`), when it was. */
	readonly notice: string | undefined;
	/** Where the window of the editor's lines starts, kept while the editor is open. */
	readonly scroll: ScrollAnchor;
}

/**
 * The editing screen: the heading, the notice when there is one, the editor's lines, and the question above them
 * while there is a line for it, its prompt before its other rows. Rows short, the editor keeps its rules and the
 * cursor's line; the heading gives way before the notice.
 */
export function renderEditing(
	context: RenderContext,
	question: QuestionView | undefined,
	input: EditingInput,
): string[] {
	const { theme, width, height } = context;
	if (height < 1) return [];
	const { editor, notice, scroll } = input;
	const heading = textBlock(editor.heading, width, 1, (text) => theme.bold(theme.accent(text)));
	const told = notice === undefined ? [] : textBlock(notice, width, 3, theme.warning);
	const editorRows = Math.max(Math.min(height, EDITOR_ROWS), height - heading.length - told.length);
	const shown = editorWindow(context, input, editorRows, scroll).map((line) => clampLine(line, width));
	const above = height - shown.length;
	const toldShown = told.slice(0, above);
	const own = [...heading.slice(0, above - toldShown.length), ...toldShown, ...shown];
	const room = height - own.length;
	if (question === undefined || room < 1) return own;
	// The blank line under the question goes first when rows are short: kept while the prompt and the focused row
	// show whole without its line (the other rows give way to it).
	if (room >= 3) {
		const seen: ScreenReport = { cut: false, previewScrolls: false };
		const spaced = questionAbove({ ...context, height: room - 1, report: seen }, question);
		if (!seen.cut) return [...spaced, "", ...own];
	}
	return [...questionAbove({ ...context, height: room }, question), ...own];
}
