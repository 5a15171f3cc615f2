/**
 * The body under the tab bar: the review, the editing screen around the hosted editor, the full-text reader, or
 * the active question. Holds the view-only state the machine does not model: the preview cache, how far each
 * option's preview and the review are scrolled, where the option list's window starts, and the reader.
 */
import type { NormalizedPayload, QuestionnaireView, QuestionView } from "@ask-user/core";
import type { Editor, MarkdownTheme } from "@mariozechner/pi-tui";
import { defaultKeymap, type Keymap, type MainAction } from "../keymap.ts";
import { markdownThemeOf } from "../render/component-themes.ts";
import { editorWidth, renderEditing, withPlaceholder } from "../render/editor.ts";
import type { BodyHints } from "../render/footer.ts";
import { ItemScroll } from "../render/item-scroll.ts";
import { MarkdownCache } from "../render/markdown-cache.ts";
import { type PreviewReport, previewLines, renderPreviewQuestion } from "../render/preview.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";
import { renderQuestion } from "../render/question.ts";
import { readerPreviewStart, renderReader } from "../render/reader.ts";
import { renderReview } from "../render/review.ts";
import { type LineScroll, lineScroll, moveScroll, type ScrollAnchor } from "../render/scroll.ts";
import { tabMarksShown } from "../render/tabs.ts";
import type { AskTheme } from "../theme.ts";
import { noteOnOptionsNotice, questionHints, readerHints, reviewScrollHints } from "./body-hints.ts";
import { lineMoves, pageMoves } from "./key-input.ts";

/** The full-text reader, open on one row of one question. */
interface Reader {
	readonly question: number;
	readonly row: number;
	readonly scroll: LineScroll;
	/** Opened to read a preview: the first frame scrolls to it. */
	toPreview: boolean;
}

export class QuestionnaireBody {
	private readonly theme: AskTheme;
	private readonly payload: NormalizedPayload;
	private readonly previews: MarkdownCache;
	/** Per `question:row`, for as long as the form is open. */
	private readonly previewScrolls = new Map<string, LineScroll>();
	private readonly reviewScroll = new ItemScroll();
	private readonly rowAnchor: ScrollAnchor & { question: number } = { question: -1, start: 0 };
	private reader: Reader | undefined;
	/** Whether the last frame cut model text on the question screen, and whether its preview scrolls. */
	private readonly cut: PreviewReport = { cut: false, previewScrolls: false };
	/** Why the last key did nothing, told in the footer until the next key. */
	private notice: ((width: number) => string) | undefined;
	private readonly keyHints: Keymap["keyHints"];

	constructor(
		theme: AskTheme,
		payload: NormalizedPayload,
		markdownTheme: MarkdownTheme | undefined,
		keyHints: Keymap["keyHints"] = defaultKeymap.keyHints,
	) {
		this.theme = theme;
		this.payload = payload;
		this.previews = new MarkdownCache(markdownTheme ?? markdownThemeOf(theme));
		this.keyHints = keyHints;
	}

	/**
	 * At most `height` lines of `width`; `editing` is the hosted editor and its notice while the machine is editing.
	 */
	render(
		view: QuestionnaireView,
		editing: { readonly editor: Editor; readonly notice: string | undefined } | undefined,
		width: number,
		height: number,
	): string[] {
		const { theme } = this;
		this.cut.cut = false;
		this.cut.previewScrolls = false;
		if (view.review !== undefined) {
			const marks = tabMarksShown(view, theme, width);
			return renderReview(view.review, theme, width, height, this.reviewScroll, marks);
		}
		const question = view.question;
		if (view.editor !== undefined && editing !== undefined) {
			const text = editing.editor.getText();
			const lines = editing.editor.render(editorWidth(width, text));
			const editorLines = text === "" ? withPlaceholder(lines, view.editor.placeholder, theme, width) : lines;
			return renderEditing(question, view.editor, editorLines, editing.notice, theme, width, height);
		}
		if (question === undefined) return [];
		const reader = this.readerOn(view);
		if (reader !== undefined) return this.renderReader(question, reader, width, height);
		if (this.showsPreviewPane(question)) {
			const scroll = this.optionScrollOf(question);
			return renderPreviewQuestion(question, theme, width, height, this.previews, scroll, this.cut);
		}
		return renderQuestion(question, theme, width, height, this.rowAnchorOf(question), this.cut);
	}

	/**
	 * Takes the keys that change view-only state: PgDn/PgUp/Home/End scroll the focused preview or the review,
	 * `e` opens the reader, and the reader takes every key but Ctrl+C. True when the key was taken.
	 */
	handleKey(view: QuestionnaireView, action: MainAction | undefined): boolean {
		const reader = this.readerOn(view);
		if (reader !== undefined) return this.readerKey(reader, action);
		if (action === undefined) return false;
		const question = view.question;
		if (question !== undefined && view.mode === "answering") {
			if (action.type === "expand") {
				// To read a preview taller than its pane, unless text above it was cut too: then from the top.
				const toPreview = this.cut.previewScrolls && !this.cut.cut;
				this.reader = { question: question.index, row: question.focusedRow, scroll: lineScroll(), toPreview };
				return true;
			}
			if (action.type === "note.option" && question.getRow(question.focusedRow).kind !== "option") {
				this.notice = (width) => noteOnOptionsNotice(this.keyHints, width);
				return true;
			}
		}
		const move = pageMoves[action.type];
		if (move === undefined) return false;
		if (view.review !== undefined) {
			this.reviewScroll.move(move);
			return true;
		}
		const scroll = this.previewScrollOf(view);
		if (scroll !== undefined) moveScroll(scroll, move);
		return scroll !== undefined;
	}

	/** The footer's hints for what the body shows: the reader's keys, or how to reach text out of view. */
	footerHints(view: QuestionnaireView): BodyHints | undefined {
		if (this.readerOn(view) !== undefined) return readerHints;
		if (view.review !== undefined) return this.reviewScroll.scrolls ? reviewScrollHints : undefined;
		return view.mode === "answering" ? questionHints(this.cut) : undefined;
	}

	/** Why the last key did nothing (e.g. `n` on `Type your own`), until the next key: for the footer. */
	footerNotice(width: number): string | undefined {
		return this.notice?.(width);
	}

	/** A key arrived: the notice about the key before goes. */
	keyArrived(): void {
		this.notice = undefined;
	}

	invalidate(): void {
		this.previews.clear();
	}

	/** Ctrl+C is the machine's; `e`, Esc and Enter close the reader; the scrolling keys scroll it; the rest wait. */
	private readerKey(reader: Reader, action: MainAction | undefined): boolean {
		if (action?.type === "dismiss") {
			this.reader = undefined;
			return false;
		}
		const move = action === undefined ? undefined : lineMoves[action.type];
		if (move !== undefined) moveScroll(reader.scroll, move);
		else if (action?.type === "expand" || action?.type === "cancel" || action?.type === "confirm") {
			this.reader = undefined;
		}
		return true;
	}

	/** The reader, with the focused row's preview under the text when the question shows previews. */
	private renderReader(question: QuestionView, reader: Reader, width: number, height: number): string[] {
		const { theme } = this;
		if (reader.toPreview) {
			reader.scroll.offset = readerPreviewStart(question, theme, width);
			reader.toPreview = false;
		}
		const preview = this.showsPreviewPane(question)
			? previewLines(question, width, this.previews, reader.scroll.offset + height)
			: undefined;
		return renderReader(question, theme, width, height, reader.scroll, preview);
	}

	/** The reader while its question and row are on screen; it closes when they are not. */
	private readerOn(view: QuestionnaireView): Reader | undefined {
		const { reader } = this;
		const question = view.question;
		const open =
			reader !== undefined &&
			view.mode === "answering" &&
			question?.index === reader.question &&
			question.focusedRow === reader.row;
		if (!open) this.reader = undefined;
		return open ? reader : undefined;
	}

	/** The focused option's preview scroll, when the active question shows previews. */
	private previewScrollOf(view: QuestionnaireView): LineScroll | undefined {
		const question = view.question;
		if (view.mode !== "answering" || question === undefined || !this.showsPreviewPane(question)) return undefined;
		return this.optionScrollOf(question);
	}

	/** Preview questions, and single or multi questions whose options carry previews. */
	private showsPreviewPane(question: QuestionView): boolean {
		const normalized = this.payload.questions[question.index];
		return normalized !== undefined && showsPreviewPane(normalized);
	}

	/** Where the option list's window starts; kept per question so moving inside the window does not scroll it. */
	private rowAnchorOf(question: QuestionView): ScrollAnchor {
		if (this.rowAnchor.question !== question.index)
			Object.assign(this.rowAnchor, { question: question.index, start: 0 });
		return this.rowAnchor;
	}

	/** The scroll of the focused option's preview, kept per option while the form is open. */
	private optionScrollOf(question: QuestionView): LineScroll {
		const key = `${question.index}:${question.focusedRow}`;
		const scroll = this.previewScrolls.get(key) ?? lineScroll();
		this.previewScrolls.set(key, scroll);
		return scroll;
	}
}
