/**
 * The body under the tab bar, as the mode says (`view-mode.ts`): the review, the editing screen around the hosted
 * editor, the help, the full-text reader, the agent's message, or the active question (with the filter line). Holds
 * the view-only state the machine does not model: the preview cache, how far each option's preview and the review
 * are scrolled, where the option list's window starts, the one overlay open (help, reader or the agent's message),
 * the filter and the notice about the last key.
 */
import type { Messages, NormalizedPayload, QuestionnaireView, QuestionView } from "@ask-user/core";
import type { MarkdownTheme } from "@mariozechner/pi-tui";
import { defaultKeymap, type Keymap, type MainAction } from "../keymap.ts";
import { agentMessage, renderAgentMessage } from "../render/agent-message.ts";
import { markdownThemeOf } from "../render/component-themes.ts";
import { editorWidth, renderEditing, withPlaceholder } from "../render/editor.ts";
import type { BodyHints } from "../render/footer.ts";
import { helpFooterLines, helpScroll, renderHelp } from "../render/help.ts";
import { ItemScroll } from "../render/item-scroll.ts";
import { MarkdownCache } from "../render/markdown-cache.ts";
import { narrowedQuestion } from "../render/narrowed-question.ts";
import { previewLines, renderPreviewQuestion } from "../render/preview.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";
import { renderQuestion } from "../render/question.ts";
import {
	atReaderPlace,
	cutsTitle,
	readerPreviewStart,
	readerScroll,
	renderReader,
	renderReviewReader,
} from "../render/reader.ts";
import type { RenderContext, ScreenReport } from "../render/render-context.ts";
import { renderReview } from "../render/review.ts";
import { type LineScroll, lineScroll, moveScroll, type ScrollAnchor, type ScrollMove } from "../render/scroll.ts";
import { tabMarksShown } from "../render/tabs.ts";
import { fitLine } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import {
	addressHints,
	completionHints,
	filterHints,
	findHint,
	narrowedHints,
	noteOnOptionsNotice,
	questionHints,
	readerHints,
	reviewHints,
} from "./body-hints.ts";
import type { HostedEditing } from "./editor-host.ts";
import { type FooterHints, keyTableOf } from "./key-tables.ts";
import { filters, OptionFilter } from "./option-filter.ts";
import { optionTexts } from "./option-texts.ts";
import { QuestionsAhead } from "./questions-ahead.ts";
import { TabPreviews } from "./tab-previews.ts";
import {
	type Overlay,
	type QuestionReader,
	type Reader,
	screenOf,
	type ViewMode,
	type ViewPlace,
} from "./view-mode.ts";

/** From this many rows (where row numbers take two digits), a list that does not all show names the filter's key. */
const LONG_LIST_ROWS = 10;

export class QuestionnaireBody {
	private readonly payload: NormalizedPayload;
	/** The newest view: an intent of a view made before the last event sent does nothing. */
	private readonly latest: () => QuestionnaireView;
	private readonly previews: MarkdownCache;
	private readonly tabPreviews: TabPreviews;
	private readonly questionsAhead: QuestionsAhead;
	/** Per `question:row`, for as long as the form is open. */
	private readonly previewScrolls = new Map<string, LineScroll>();
	/** Where each preview showed from, kept by the host for a form reopened from this one. */
	private readonly place: ViewPlace;
	private readonly reviewScroll = new ItemScroll();
	private readonly rowAnchor: ScrollAnchor & { question: number } = { question: -1, start: 0 };
	/** The help, the reader or the agent's message, over the question or the review. */
	private overlay: Overlay = { kind: "none" };
	/** Whether the last frame cut model text (on a question or the review), and whether its preview scrolls. */
	private readonly cut: ScreenReport = { cut: false, previewScrolls: false, listScrolls: false };
	/** Whether the last frame's one title line cut the form's title, which the reader shows whole. */
	private titleCut = false;
	/** Finding an option: the filter line and the rows it found, on one question. */
	private filter: OptionFilter | undefined;
	private hasFocus = false;
	/** Until the form closes: idle turns read a long list's texts for the filter meanwhile (`option-texts.ts`). */
	private open = true;
	private readonly isOpen = () => this.open;
	/** Why the last key did nothing, told in the footer until the next key. */
	private notice: ((width: number, messages: Messages) => string) | undefined;
	private readonly keyHints: Keymap["keyHints"];

	/** The agent's last message, from the host, when it gives one. */
	private readonly context: (() => string | undefined) | undefined;

	constructor(
		theme: AskTheme,
		payload: NormalizedPayload,
		markdownTheme: MarkdownTheme | undefined,
		latest: () => QuestionnaireView,
		keyHints: Keymap["keyHints"] = defaultKeymap.keyHints,
		context?: () => string | undefined,
		place: ViewPlace = { previews: new Map() },
	) {
		this.place = place;
		this.latest = latest;
		this.payload = payload;
		this.previews = new MarkdownCache(markdownTheme ?? markdownThemeOf(theme));
		this.tabPreviews = new TabPreviews(payload.questions);
		this.questionsAhead = new QuestionsAhead(payload.questions, this.isOpen);
		this.keyHints = keyHints;
		this.context = context;
	}

	/**
	 * The body `mode` shows, in at most the context's height in lines of its width; `editing` is the hosted editor and
	 * its notice while the machine is editing.
	 */
	render(
		context: RenderContext,
		mode: ViewMode,
		view: QuestionnaireView,
		editing: HostedEditing | undefined,
	): string[] {
		const { theme, width, height } = context;
		this.cut.cut = false;
		this.cut.previewScrolls = false;
		this.cut.listScrolls = false;
		this.cut.cutAt = undefined;
		this.titleCut = cutsTitle(width, view.title);
		const shown = screenOf(mode);
		const question = view.question;
		switch (shown.kind) {
			case "help":
				return renderHelp(context, view, this.keyHints, { scroll: shown.scroll, narrowed: this.filter !== undefined });
			case "agent":
				// No title leads the message's lines: its place is kept as the reader's is.
				return atReaderPlace(context, undefined, shown.scroll, () =>
					renderAgentMessage(context, shown.message, shown.scroll, this.previews),
				);
			case "review":
				return view.review === undefined
					? []
					: renderReview(
							{ ...context, report: this.cut },
							view.review,
							this.reviewScroll,
							tabMarksShown(view, theme, width),
						);
			case "editing": {
				if (view.editor === undefined || editing === undefined) return [];
				const text = editing.editor.getText();
				const { lines: rendered, windowRows } = editing.render(editorWidth(width, text));
				const lines = text === "" ? withPlaceholder(rendered, view.editor.placeholder, theme, width) : rendered;
				const { notice, scroll } = editing;
				return renderEditing(context, question, { editor: view.editor, lines, windowRows, notice, scroll });
			}
			case "reader":
				return atReaderPlace(context, view.title, shown.reader.scroll, () =>
					this.renderReaderOf(context, view, shown.reader),
				);
			case "filter":
			case "narrowed": {
				if (question === undefined) return [];
				// The filter line goes under the list; below two rows, the list alone.
				if (height < 2) return this.renderQuestionScreen(context, question, question);
				const rows = shown.filter.rows;
				const list = rows === undefined ? question : narrowedQuestion(question, rows);
				const lines = this.renderQuestionScreen({ ...context, height: height - 1 }, question, list);
				return [...lines, shown.filter.line(theme, width, context.messages)];
			}
			case "question":
				if (question === undefined) return [];
				if (filters(question)) optionTexts(this.payloadQuestion(question).options).readWhenIdle(this.isOpen);
				this.questionsAhead.after(context, view);
				return this.renderQuestionScreen(context, question, question);
		}
	}

	/** The question screen, its list as `shown` (the whole list, or the rows a filter found). */
	private renderQuestionScreen(context: RenderContext, question: QuestionView, shown: QuestionView): string[] {
		const screen = { ...context, report: this.cut };
		if (this.showsPreviewPane(question)) {
			const scroll = this.optionScrollOf(question);
			const beside = this.tabPreviews.beside(question.index, question.focusedRow);
			const lines = renderPreviewQuestion(screen, shown, this.previews, { scroll, beside });
			// After the frame clamped it: where the preview shows from, for a form reopened from this one.
			this.place.previews.set(`${question.index}:${question.focusedRow}`, scroll.offset);
			return lines;
		}
		return renderQuestion(screen, shown, this.rowAnchorOf(question));
	}

	/** Forwarded to the filter line, which shows the hardware cursor while typing. */
	set focused(value: boolean) {
		this.hasFocus = value;
		if (this.filter !== undefined) this.filter.focused = value;
	}

	/**
	 * The overlay open over what `view` shows: a reader closes when its question and row are not shown, or the review
	 * for the review's.
	 */
	overlayOn(view: QuestionnaireView): Overlay {
		const { overlay } = this;
		if (overlay.kind !== "reader") return overlay;
		const { reader } = overlay;
		const question = view.question;
		const open =
			reader.on === "review"
				? view.mode === "reviewing"
				: view.mode === "answering" && question?.index === reader.question && question.focusedRow === reader.row;
		if (!open) this.overlay = { kind: "none" };
		return this.overlay;
	}

	/** The filter while its question is the one shown, out of the review; it closes when another is. */
	filterOn(view: QuestionnaireView): OptionFilter | undefined {
		const { filter } = this;
		const open = filter !== undefined && view.review === undefined && view.question?.index === filter.question;
		if (!open) this.filter = undefined;
		return open ? filter : undefined;
	}

	/** The help, from its top. */
	openHelp(): void {
		this.overlay = { kind: "help", scroll: helpScroll() };
	}

	/** Closes the help, the reader or the agent's message; read down into a preview, the pane then shows it there. */
	closeOverlay(): void {
		const { overlay } = this;
		this.overlay = { kind: "none" };
		if (overlay.kind !== "reader" || overlay.reader.on !== "question") return;
		const { previewStart, scroll, question, row } = overlay.reader;
		if (previewStart === undefined || scroll.offset < previewStart) return;
		this.previewScrolls.set(`${question}:${row}`, { ...lineScroll(), offset: scroll.offset - previewStart });
	}

	/** Scrolls an overlay (the help, a reader) by `move`. */
	scrollOverlay(scroll: LineScroll, move: ScrollMove): void {
		moveScroll(scroll, move);
	}

	/**
	 * The full-text reader on the focused row: to read a preview taller than its pane, unless text above it was cut
	 * too and the preview not scrolled yet (then from the top). On the review, on every answer and note, from the first
	 * one the review cut.
	 */
	openReader(view: QuestionnaireView): void {
		if (view.mode === "reviewing") {
			this.overlay = { kind: "reader", reader: { on: "review", scroll: readerScroll(), toCut: this.cut.cutAt } };
			return;
		}
		const question = view.question;
		if (question === undefined || view.mode !== "answering") return;
		const scrolled = this.showsPreviewPane(question) && this.optionScrollOf(question).offset > 0;
		const toPreview = this.cut.previewScrolls && (!this.cut.cut || scrolled);
		const { index, focusedRow: row } = question;
		const reader: QuestionReader = {
			on: "question",
			question: index,
			row,
			scroll: readerScroll(),
			toPreview,
			previewStart: undefined,
		};
		this.overlay = { kind: "reader", reader };
	}

	/** The agent's last message in the reader's place; when there is none, the footer says so. */
	openAgentMessage(): void {
		const message = this.context?.();
		if (message === undefined || message.trim() === "") {
			this.notice = () => this.keyHints.words.noAgentMessage;
			return;
		}
		this.overlay = { kind: "agent", message: agentMessage(message), scroll: readerScroll() };
	}

	/** The option note on an option's row; on `Type your own` (or a text question's row) the footer says why not. */
	optionNote(view: QuestionnaireView): void {
		const question = view.question;
		if (question !== undefined && question.getRow(question.focusedRow).kind === "option") {
			view.openEditor("optionNote");
			return;
		}
		this.notice = (width) => noteOnOptionsNotice(this.keyHints, width);
	}

	/** PgDn/PgUp/Home/End scroll the review, or the focused option's preview where the question shows previews. */
	scroll(view: QuestionnaireView, move: ScrollMove): void {
		if (view.review !== undefined) {
			this.reviewScroll.move(move);
			return;
		}
		const scroll = this.previewScrollOf(view);
		if (scroll !== undefined) moveScroll(scroll, move);
	}

	/** The filter line on the question shown, when it has a list to filter. */
	openFilter(view: QuestionnaireView): void {
		const question = view.question;
		if (question === undefined || view.mode !== "answering" || !filters(question)) return;
		this.filter = new OptionFilter(question.index, this.payloadQuestion(question), this.isOpen);
		this.filter.focused = this.hasFocus;
	}

	/** A key for the filter's text: when the rows found changed, the focus goes to the first of them. */
	editFilter(view: QuestionnaireView, filter: OptionFilter, data: string): void {
		if (!filter.edit(data)) return;
		this.rowAnchor.start = 0;
		const first = filter.firstRow();
		if (first !== undefined) view.focusOption(first);
	}

	/** Enter in the filter line: the list stays narrowed, the form's keys act again; an empty filter closes. */
	keepFilter(filter: OptionFilter): void {
		if (filter.narrows) filter.typing = false;
		else this.filter = undefined;
	}

	/** Shows every option again; a row number waiting or held goes with the filter (the focus stays where it is). */
	closeFilter(view: QuestionnaireView): void {
		this.filter = undefined;
		const question = view.question;
		if (question?.waitingNumber !== undefined) view.focusOption(question.focusedRow);
	}

	/** ↑↓ through the rows the filter shows (wrapping); through every row while nothing is typed. */
	moveInFilter(view: QuestionnaireView, filter: OptionFilter, step: 1 | -1): void {
		const question = view.question;
		if (question === undefined) return;
		if (!filter.narrows) {
			if (step === 1) view.nextOption();
			else view.prevOption();
			return;
		}
		const row = filter.nextRow(question.focusedRow, step);
		if (row !== undefined) view.focusOption(row);
	}

	/**
	 * While the filter narrows the list, a digit whose row number no row shown has or begins does nothing but say why;
	 * a number whose own row is hidden but which begins a shown row's (`1` while 14 and 19 show) is held here, the
	 * list left as it was, until a digit makes a shown row's number (then every digit goes to the machine); Enter or
	 * Space on a held number do nothing but say why. So a digit never focuses or picks a row that is not shown. True
	 * when the key was taken here.
	 */
	hidesTypedRow(filter: OptionFilter, view: QuestionnaireView, action: MainAction): boolean {
		const question = view.question;
		if (question === undefined) return false;
		const waiting = filter.held ?? question.waitingNumber;
		if (action.type === "digit.type") {
			const typed = waiting === undefined ? action.digit : waiting * 10 + action.digit;
			if (!filter.admitsNumber(typed)) {
				this.notice = (width, messages) => fitLine(messages.digitNotShown(String(typed)), width);
				return true;
			}
			if (!filter.shows(typed - 1)) {
				filter.held = typed;
				return true;
			}
			const held = filter.held;
			filter.held = undefined;
			if (held === undefined) return false;
			for (const digit of `${held}`) this.latest().typeDigit(Number(digit));
			this.latest().typeDigit(action.digit);
			return true;
		}
		if (waiting === undefined || filter.shows(waiting - 1)) return false;
		this.notice = (width, messages) => fitLine(messages.waitingRowHidden(String(waiting)), width);
		return true;
	}

	/** The footer's hints for what `mode` shows, as its key table names them: its own keys, or text out of view. */
	footerHints(mode: ViewMode, view: QuestionnaireView, hints: FooterHints): BodyHints | undefined {
		// An editor's completion list takes Tab, Enter and Esc while it shows.
		if (mode.kind === "editing" && mode.editor.isShowingAutocomplete()) return completionHints;
		const cut = { ...this.cut, titleCut: this.titleCut };
		switch (hints) {
			case "none":
				return undefined;
			case "under":
				return mode.kind === "address"
					? addressHints(this.footerHints(mode.under, view, keyTableOf(mode.under).footer))
					: undefined;
			case "reader":
				return readerHints;
			case "filter":
				return filterHints;
			case "review":
				return reviewHints({ scrolls: this.reviewScroll.scrolls, cut: cut.cut || cut.titleCut });
			case "narrowed":
				return narrowedHints(questionHints(cut), mode.kind === "narrowed" ? mode.filter.held : undefined);
			case "question": {
				// On a long list that does not all show, the filter's key after how to read cut text.
				const long = this.cut.listScrolls === true && (view.question?.rowCount ?? 0) >= LONG_LIST_ROWS;
				return long ? findHint(questionHints(cut)) : questionHints(cut);
			}
		}
	}

	/** The footer's line in place of hints where `mode` has one, its wordings longest first: the help's. */
	footerLines(mode: ViewMode): readonly string[] | undefined {
		return mode.kind === "help" ? helpFooterLines(this.keyHints, mode.scroll) : undefined;
	}

	/** Why the last key did nothing (e.g. `n` on `Type your own`), until the next key: for the footer. */
	footerNotice(width: number, messages: Messages): string | undefined {
		return this.notice?.(width, messages);
	}

	/** Text was pasted where the form takes none: nothing happens, and the footer says why. */
	pasteIgnored(): void {
		this.notice = (width, messages) => fitLine(messages.pasteIgnored, width);
	}

	/** A key arrived: the notice about the key before goes. */
	keyArrived(): void {
		this.notice = undefined;
	}

	invalidate(): void {
		this.previews.clear();
	}

	/** The form closed: nothing more is read or rendered on idle turns for it. */
	close(): void {
		this.open = false;
		this.previews.prepare([]);
	}

	/** The reader open on the review, or on the question it was opened on. */
	private renderReaderOf(context: RenderContext, view: QuestionnaireView, reader: Reader): string[] {
		if (reader.on === "review") {
			return view.review === undefined ? [] : renderReviewReader(context, view.review, view.title, reader);
		}
		const question = view.question;
		return question === undefined ? [] : this.renderReader(context, question, view.title, reader);
	}

	/**
	 * The reader, with the focused row's preview under the text when the question shows previews: opened to read
	 * the preview, at the line the pane shows first.
	 */
	private renderReader(
		context: RenderContext,
		question: QuestionView,
		title: string | undefined,
		reader: QuestionReader,
	): string[] {
		if (!this.showsPreviewPane(question)) return renderReader(context, question, reader.scroll, { title });
		reader.previewStart = readerPreviewStart(context, question, title);
		if (reader.toPreview) {
			reader.scroll.offset = reader.previewStart + this.optionScrollOf(question).offset;
			reader.toPreview = false;
		}
		const preview = previewLines(question, context.width, this.previews, reader.scroll.offset + context.height);
		return renderReader(context, question, reader.scroll, { title, preview });
	}

	private payloadQuestion(question: QuestionView): NormalizedPayload["questions"][number] {
		const normalized = this.payload.questions[question.index];
		if (normalized === undefined) throw new RangeError(`no question ${question.index} in the payload`);
		return normalized;
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
		const scroll = this.previewScrolls.get(key) ?? { ...lineScroll(), offset: this.place.previews.get(key) ?? 0 };
		this.previewScrolls.set(key, scroll);
		return scroll;
	}
}
