/**
 * The body under the tab bar: the review, the editing screen around the hosted editor, or the active question.
 * Holds the view-only state the machine does not model: the preview cache, how far the focused option's preview
 * is scrolled, and where the option list's window starts.
 */
import type { NormalizedPayload, QuestionnaireView, QuestionView } from "@ask-user/core";
import type { Editor, MarkdownTheme } from "@mariozechner/pi-tui";
import { markdownThemeOf } from "../render/component-themes.ts";
import { editorWidth, renderEditing, withPlaceholder } from "../render/editor.ts";
import { MarkdownCache } from "../render/markdown-cache.ts";
import { type PreviewScroll, renderPreviewQuestion } from "../render/preview.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";
import { renderQuestion } from "../render/question.ts";
import { renderReview } from "../render/review.ts";
import type { ScrollAnchor } from "../render/scroll.ts";
import type { AskTheme } from "../theme.ts";
import type { PreviewDirection } from "./key-input.ts";

/** Lines a PgDn/PgUp scrolls a preview by. */
const PREVIEW_SCROLL_STEP = 5;

export class QuestionnaireBody {
	private readonly theme: AskTheme;
	private readonly payload: NormalizedPayload;
	private readonly previews: MarkdownCache;
	private readonly previewScroll: PreviewScroll & { key: string } = { key: "", offset: 0 };
	private readonly rowAnchor: ScrollAnchor & { question: number } = { question: -1, start: 0 };

	constructor(theme: AskTheme, payload: NormalizedPayload, markdownTheme: MarkdownTheme | undefined) {
		this.theme = theme;
		this.payload = payload;
		this.previews = new MarkdownCache(markdownTheme ?? markdownThemeOf(theme));
	}

	/** At most `height` lines of `width`; `editor` is the hosted editor while the machine is editing. */
	render(view: QuestionnaireView, editor: Editor | undefined, width: number, height: number): string[] {
		const { theme } = this;
		if (view.review !== undefined) return renderReview(view.review, theme, width, height);
		const question = view.question;
		if (question === undefined) return [];
		if (view.editor !== undefined && editor !== undefined) {
			const text = editor.getText();
			const lines = editor.render(editorWidth(width, text));
			const editorLines = text === "" ? withPlaceholder(lines, view.editor.placeholder, theme, width) : lines;
			return renderEditing(question, view.editor, editorLines, theme, width, height);
		}
		if (this.showsPreviewPane(question)) {
			return renderPreviewQuestion(question, theme, width, height, this.previews, this.scrollOf(question));
		}
		return renderQuestion(question, theme, width, height, this.rowAnchorOf(question));
	}

	/** Scrolls the focused option's preview; false when the question has no previews. */
	scrollPreview(question: QuestionView | undefined, direction: PreviewDirection): boolean {
		if (question === undefined || !this.showsPreviewPane(question)) return false;
		const scroll = this.scrollOf(question);
		scroll.offset = Math.max(0, scroll.offset + (direction === "preview.down" ? 1 : -1) * PREVIEW_SCROLL_STEP);
		return true;
	}

	invalidate(): void {
		this.previews.clear();
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

	/** The scroll of the focused option's preview; it starts at the top whenever the focus moves. */
	private scrollOf(question: QuestionView): PreviewScroll {
		const key = `${question.index}:${question.focusedRow}`;
		if (this.previewScroll.key !== key) Object.assign(this.previewScroll, { key, offset: 0 });
		return this.previewScroll;
	}
}
