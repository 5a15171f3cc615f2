/**
 * The full-text reader: the active question's prompt, its note and the focused row (label, description, note),
 * each whole (what the person typed up to `TYPED_TEXT_LINES`, model text up to `FULL_TEXT_LINES`), then the row's preview when the question shows one, in a list that scrolls. Opened with `e`
 * wherever the question screen had to cut model text or a preview is taller than its pane; within the preview, it
 * reads like the pane, with the whole body's rows. On the review, which cuts answers and notes, `e` opens it on every
 * answer and note, whole in the same bounds, then the note on the whole form. A form title the frame's one line cut (a
 * relayed form's names its subagent's directory and task, D146) comes first, whole, on both: a heading that stays in
 * view while the rest scrolls, where it takes at most half the reader's rows.
 */
import type { QuestionView, ReviewItem, ReviewView } from "@ask-user/core";
import { FULL_TEXT_LINES, hanging, isCut, TYPED_TEXT_LINES, textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import { previewRule } from "./preview.ts";
import { moreLine, NOTE_MARK, type RowLines, renderRow, rowInputs } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { formNote, itemInputs, renderReviewItem } from "./review.ts";
import { type LineScroll, lineScroll, type ScrollSide, scrollLines, shownRange, windowLines } from "./scroll.ts";

/** How far the reader shows each text: model text, and what the person typed. */
const WHOLE: RowLines = { model: FULL_TEXT_LINES, typed: TYPED_TEXT_LINES };

const NO_LINES: readonly string[] = [];

/** Whether the frame's one title line cuts `title` at `width`: `e` then shows it whole, and the footer says so. */
export function cutsTitle(width: number, title: string | undefined): boolean {
	return title !== undefined && isCut(textBlock(title, width, 1));
}

/** The form's title whole and a blank line, where the frame's one title line cuts it; else nothing. */
function titleLines({ theme, width }: RenderContext, title: string | undefined): readonly string[] {
	if (title === undefined) return NO_LINES;
	return lineCacheFor(theme).lines(`reader.title:${width}`, [title], () =>
		cutsTitle(width, title) ? [...textBlock(title, width, FULL_TEXT_LINES, theme.bold), ""] : [],
	);
}

/**
 * Where the reader shows the title the frame cut: as its `heading`, which stays while the text under it scrolls (a
 * reader opened at a cut answer or a preview still shows the title), where that takes at most half its rows; else
 * as the `lead`ing lines of the text that scrolls, reached by scrolling up.
 */
function titleParts(
	context: RenderContext,
	title: string | undefined,
): { readonly heading: readonly string[]; readonly lead: readonly string[] } {
	const lines = titleLines(context, title);
	return lines.length * 2 <= context.height ? { heading: lines, lead: NO_LINES } : { heading: NO_LINES, lead: lines };
}

/** Where the person left the reader: its offset at the size it had then, the title's leading lines and its end. */
interface ReaderPlace {
	readonly width: number;
	readonly height: number;
	readonly offset: number;
	readonly titleLead: number;
	readonly end: boolean;
}

/**
 * A reader's scroll, the place the person chose (none before its first frame) and the offset its last frame showed:
 * an offset that differs from it before the next frame is the person's move.
 */
export interface ReaderScroll extends LineScroll {
	chosen: ReaderPlace | undefined;
	shown: number | undefined;
}

export function readerScroll(): ReaderScroll {
	return { ...lineScroll(), chosen: undefined, shown: undefined };
}

/**
 * Keeps the reader at the place the person chose across resizes, which re-wrap the text and clamp the offset: at the
 * size it was chosen, the same offset; at the end, the end; elsewhere the same text (`sameText`), the title's leading
 * lines as they are at this size (a resize that makes it a heading, or lead, or wrap to other lines). Called before
 * the frame is rendered; `settleReaderPlace` after.
 */
function keepReaderPlace(context: RenderContext, title: string | undefined, scroll: ReaderScroll): void {
	const { chosen } = scroll;
	if (chosen === undefined || scroll.offset !== scroll.shown) {
		scroll.chosen = undefined;
		return;
	}
	if (chosen.width === context.width && chosen.height === context.height) scroll.offset = chosen.offset;
	else if (chosen.end) scroll.offset = Number.MAX_SAFE_INTEGER;
	else scroll.offset = sameText(chosen, titleParts(context, title).lead.length);
}

/**
 * The offset at another width showing what `chosen` showed: a place in the title that leads the lines as far into
 * the title (never past a line the person had on top), one under it the same line of the text under the title.
 */
function sameText(chosen: ReaderPlace, titleLead: number): number {
	if (chosen.offset >= chosen.titleLead) return chosen.offset - chosen.titleLead + titleLead;
	return Math.floor((chosen.offset * titleLead) / chosen.titleLead);
}

/** After the frame: a place the person moved to is the one kept (`keepReaderPlace`), with the size it was shown at. */
function settleReaderPlace(context: RenderContext, title: string | undefined, scroll: ReaderScroll): void {
	scroll.shown = scroll.offset;
	if (scroll.chosen !== undefined) return;
	const { width, height } = context;
	const titleLead = titleParts(context, title).lead.length;
	// A text that all shows is read from its top, not its end, at a size where it no longer fits.
	const end = scroll.end === true && scroll.offset > 0;
	scroll.chosen = { width, height, offset: scroll.offset, titleLead, end };
}

/**
 * The lines `render` draws from `scroll`, at the place the person chose kept across resizes (`keepReaderPlace`
 * before, `settleReaderPlace` after); `title` is the one that leads the lines, if any.
 */
export function atReaderPlace(
	context: RenderContext,
	title: string | undefined,
	scroll: ReaderScroll,
	render: () => string[],
): string[] {
	keepReaderPlace(context, title, scroll);
	const lines = render();
	settleReaderPlace(context, title, scroll);
	return lines;
}

/** The title when it leads, the prompt, the note and the row: the lines above the preview. */
function textLines(context: RenderContext, question: QuestionView, lead: readonly string[]): string[] {
	const { theme, width } = context;
	const prompt = textBlock(question.prompt, width, FULL_TEXT_LINES, theme.bold);
	const note =
		question.note === undefined
			? []
			: hanging(theme.muted(NOTE_MARK), question.note, width, theme.muted, TYPED_TEXT_LINES);
	const row = renderRow(context, question, question.getRow(question.focusedRow), WHOLE);
	return [...lead, ...prompt, ...note, "", ...row];
}

/** Where the preview's rule is in the lines the reader scrolls, for opening the reader at the preview. */
export function readerPreviewStart(context: RenderContext, question: QuestionView, title: string | undefined): number {
	return readerText(context, question, titleParts(context, title).lead).length;
}

function readerText(context: RenderContext, question: QuestionView, lead: readonly string[]): readonly string[] {
	const row = question.getRow(question.focusedRow);
	const key = `reader:${question.index}:${context.width}`;
	const inputs = [lead, question.prompt, question.note, ...rowInputs(question, row, context.messages)];
	return lineCacheFor(context.theme).lines(key, inputs, () => textLines(context, question, lead));
}

/** What the question's reader shows besides the question: the form's title, and the focused row's preview. */
export interface ReaderParts {
	readonly title?: string | undefined;
	readonly preview?: readonly string[] | undefined;
}

/**
 * The reader within the context's box, scrolled by `scroll` (clamped in place), under the title the frame cut
 * (`titleParts`); `preview` is the focused row's preview as lines of the context's width, shown whole under a rule
 * after the text. Scrolled to the preview (the offset at or past `readerPreviewStart`), the rule stays on top and
 * says which lines show, and every other row is the preview's.
 */
export function renderReader(
	context: RenderContext,
	question: QuestionView,
	scroll: LineScroll,
	{ title, preview }: ReaderParts = {},
): string[] {
	const { heading, lead } = titleParts(context, title);
	const under = { ...context, height: context.height - heading.length };
	return [...heading, ...scrolledReader(under, question, scroll, lead, preview)];
}

/** The question's reader under its heading: the text (`lead` first) and the preview, scrolled by `scroll`. */
function scrolledReader(
	context: RenderContext,
	question: QuestionView,
	scroll: LineScroll,
	lead: readonly string[],
	preview: readonly string[] | undefined,
): string[] {
	const { theme, width, height } = context;
	const text = readerText(context, question, lead);
	const more = (side: ScrollSide, hidden: number) => moreLine(context, side, hidden);
	if (preview === undefined) return scrollLines(text, height, scroll, more);
	const whole = text.length + 1 + preview.length <= height;
	if (whole || height < 2 || scroll.offset < text.length) {
		const key = `reader.preview:${question.index}:${width}`;
		const lines = lineCacheFor(theme).lines(key, [text, preview, context.messages], () => [
			...text,
			previewRule(context),
			...preview,
		]);
		return scrollLines(lines, height, scroll, more);
	}
	const within = { ...scroll, offset: scroll.offset - text.length };
	const shown = windowLines(preview, height - 1, within);
	Object.assign(scroll, { offset: text.length + within.offset, page: within.page, end: within.end });
	return [previewRule(context, shownRange(within.offset, shown.length, preview.length)), ...shown];
}

/**
 * The reader on the review within the context's box, under the title the frame cut (`titleParts`), scrolled by
 * `reader.scroll` (clamped in place); on its first frame, from the answer or the form note the review cut
 * (`reader.toCut`).
 */
export function renderReviewReader(
	context: RenderContext,
	review: ReviewView,
	title: string | undefined,
	reader: { readonly scroll: LineScroll; toCut: number | "note" | undefined },
): string[] {
	const { theme, messages, width } = context;
	const { scroll } = reader;
	const { heading, lead } = titleParts(context, title);
	const items = Array.from({ length: review.itemCount }, (_, index) => review.getItem(index));
	// Each item rendered at most once a frame: the lines before the cut are the first lines of the reader's.
	const rendered: string[][] = [];
	const itemLines = (item: ReviewItem, index: number) => (rendered[index] ??= renderReviewItem(item, context, WHOLE));
	if (reader.toCut !== undefined) {
		const before = reader.toCut === "note" ? items.length : reader.toCut;
		// A title that leads the lines comes first; the form note after a blank line under the answers.
		const above = lead.length + (reader.toCut === "note" ? 1 : 0);
		scroll.offset = items.slice(0, before).reduce((lines, item, index) => lines + itemLines(item, index).length, above);
		reader.toCut = undefined;
	}
	const inputs = [
		messages,
		lead,
		review.note,
		...items.flatMap((item) => [item.optionNotes.length, ...itemInputs(item)]),
	];
	const lines = lineCacheFor(theme).lines(`reader.review:${width}`, inputs, () => [
		...lead,
		...items.flatMap(itemLines),
		...(review.note === undefined ? [] : ["", ...formNote(context, review, TYPED_TEXT_LINES)]),
	]);
	const height = context.height - heading.length;
	return [...heading, ...scrollLines(lines, height, scroll, (side, hidden) => moreLine(context, side, hidden))];
}
