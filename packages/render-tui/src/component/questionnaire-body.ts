/**
 * The body under the tab bar: the review, the editing screen around the hosted editor, the full-text reader, or
 * the active question. Holds the view-only state the machine does not model: the preview cache, how far each
 * option's preview and the review are scrolled, where the option list's window starts, and the reader.
 */
import type { Messages, NormalizedPayload, QuestionnaireView, QuestionView } from "@ask-user/core";
import type { Editor, MarkdownTheme } from "@mariozechner/pi-tui";
import { defaultKeymap, type Keymap, type MainAction } from "../keymap.ts";
import { type AgentMessage, agentMessage, renderAgentMessage } from "../render/agent-message.ts";
import { markdownThemeOf } from "../render/component-themes.ts";
import { editorWidth, renderEditing, withPlaceholder } from "../render/editor.ts";
import type { BodyHints } from "../render/footer.ts";
import { ItemScroll } from "../render/item-scroll.ts";
import { MarkdownCache } from "../render/markdown-cache.ts";
import { narrowedQuestion } from "../render/narrowed-question.ts";
import { previewLines, renderPreviewQuestion } from "../render/preview.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";
import { renderQuestion } from "../render/question.ts";
import { readerPreviewStart, renderReader } from "../render/reader.ts";
import type { RenderContext, ScreenReport } from "../render/render-context.ts";
import { renderReview } from "../render/review.ts";
import { type LineScroll, lineScroll, moveScroll, type ScrollAnchor } from "../render/scroll.ts";
import { tabMarksShown } from "../render/tabs.ts";
import { fitLine } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import {
	filterHints,
	findHint,
	narrowedHints,
	noteOnOptionsNotice,
	questionHints,
	readerHints,
	reviewScrollHints,
} from "./body-hints.ts";
import { lineMoves, pageMoves } from "./key-input.ts";
import { filters, OptionFilter } from "./option-filter.ts";

/** The keys that close a reader. */
const closesReader: ReadonlySet<MainAction["type"]> = new Set(["expand", "cancel", "confirm", "agentMessage"]);

/** From this many rows (where row numbers take two digits), a list that does not all show names the filter's key. */
const LONG_LIST_ROWS = 10;

/** The full-text reader, open on one row of one question. */
interface Reader {
	readonly question: number;
	readonly row: number;
	readonly scroll: LineScroll;
	/** Opened to read a preview: the first frame scrolls to where its pane shows it. */
	toPreview: boolean;
	/** Where the preview starts in the reader's lines, from the last frame: the pane follows the reader on closing. */
	previewStart: number | undefined;
}

export class QuestionnaireBody {
	private readonly payload: NormalizedPayload;
	/** The newest view: an intent of a view made before the last event sent does nothing. */
	private readonly latest: () => QuestionnaireView;
	private readonly previews: MarkdownCache;
	/** Per `question:row`, for as long as the form is open. */
	private readonly previewScrolls = new Map<string, LineScroll>();
	private readonly reviewScroll = new ItemScroll();
	private readonly rowAnchor: ScrollAnchor & { question: number } = { question: -1, start: 0 };
	private reader: Reader | undefined;
	/** Whether the last frame cut model text on the question screen, and whether its preview scrolls. */
	private readonly cut: ScreenReport = { cut: false, previewScrolls: false, listScrolls: false };
	/** Finding an option: the filter line and the rows it found, on one question. */
	private filter: OptionFilter | undefined;
	private hasFocus = false;
	/** Why the last key did nothing, told in the footer until the next key. */
	private notice: ((width: number, messages: Messages) => string) | undefined;
	private readonly keyHints: Keymap["keyHints"];

	/** The agent's last message, from the host, when it gives one. */
	private readonly context: (() => string | undefined) | undefined;
	/** The agent's message open in the reader's place. */
	private agent: { readonly message: AgentMessage; readonly scroll: LineScroll } | undefined;

	constructor(
		theme: AskTheme,
		payload: NormalizedPayload,
		markdownTheme: MarkdownTheme | undefined,
		latest: () => QuestionnaireView,
		keyHints: Keymap["keyHints"] = defaultKeymap.keyHints,
		context?: () => string | undefined,
	) {
		this.latest = latest;
		this.payload = payload;
		this.previews = new MarkdownCache(markdownTheme ?? markdownThemeOf(theme));
		this.keyHints = keyHints;
		this.context = context;
	}

	/**
	 * At most the context's height in lines of its width; `editing` is the hosted editor and its notice while the
	 * machine is editing.
	 */
	render(
		context: RenderContext,
		view: QuestionnaireView,
		editing: { readonly editor: Editor; readonly notice: string | undefined } | undefined,
	): string[] {
		const { theme, width, height } = context;
		this.cut.cut = false;
		this.cut.previewScrolls = false;
		this.cut.listScrolls = false;
		if (this.agent !== undefined) {
			return renderAgentMessage(context, this.agent.message, this.agent.scroll, this.previews);
		}
		if (view.review !== undefined) {
			return renderReview(context, view.review, this.reviewScroll, tabMarksShown(view, theme, width));
		}
		const question = view.question;
		if (view.editor !== undefined && editing !== undefined) {
			const text = editing.editor.getText();
			const rendered = editing.editor.render(editorWidth(width, text));
			const lines = text === "" ? withPlaceholder(rendered, view.editor.placeholder, theme, width) : rendered;
			return renderEditing(context, question, { editor: view.editor, lines, notice: editing.notice });
		}
		if (question === undefined) return [];
		const reader = this.readerOn(view);
		if (reader !== undefined) return this.renderReader(context, question, reader);
		const filter = this.filterOn(view);
		// The filter line goes under the list; below two rows, the list alone.
		if (filter === undefined || height < 2) return this.renderQuestionScreen(context, question, question);
		const rows = filter.rows;
		const shown = rows === undefined ? question : narrowedQuestion(question, rows);
		const list = this.renderQuestionScreen({ ...context, height: height - 1 }, question, shown);
		return [...list, filter.line(theme, width, context.messages)];
	}

	/** The question screen, its list as `shown` (the whole list, or the rows a filter found). */
	private renderQuestionScreen(context: RenderContext, question: QuestionView, shown: QuestionView): string[] {
		const screen = { ...context, report: this.cut };
		if (this.showsPreviewPane(question)) {
			return renderPreviewQuestion(screen, shown, this.previews, this.optionScrollOf(question));
		}
		return renderQuestion(screen, shown, this.rowAnchorOf(question));
	}

	/** Whether the filter line takes the typed keys. */
	filterTyping(view: QuestionnaireView): boolean {
		return this.filterOn(view)?.typing === true;
	}

	/** Forwarded to the filter line, which shows the hardware cursor while typing. */
	set focused(value: boolean) {
		this.hasFocus = value;
		if (this.filter !== undefined) this.filter.focused = value;
	}

	/**
	 * A key while the filter line takes typing: Enter keeps the list narrowed (an empty filter closes), Esc shows the
	 * whole list again, ↑↓ move through the rows found, Tab and Shift+Tab leave for another tab; every other key
	 * edits the filter's text, and the focus goes to the first row found.
	 */
	filterKey(keymap: Keymap, view: QuestionnaireView, data: string): void {
		const filter = this.filterOn(view);
		const question = view.question;
		if (filter === undefined || question === undefined) return;
		const action = keymap.resolveFilterKey(data);
		switch (action) {
			case "keep":
				if (filter.narrows) filter.typing = false;
				else this.filter = undefined;
				return;
			case "clear":
				this.closeFilter(view);
				return;
			case "option.next":
			case "option.prev":
				this.moveInFilter(view, filter, action === "option.next" ? 1 : -1);
				return;
			case "tab.next":
				view.nextTab();
				return;
			case "tab.prev":
				view.prevTab();
				return;
			case "dismiss":
				view.dismiss();
				return;
			case "fold":
			case undefined:
				break;
		}
		if (!filter.edit(data)) return;
		this.rowAnchor.start = 0;
		const first = filter.firstRow();
		if (first !== undefined) view.focusOption(first);
	}

	/**
	 * Takes the keys that change view-only state: PgDn/PgUp/Home/End scroll the focused preview or the review,
	 * `e` opens the reader, and the reader takes every key but Ctrl+C. True when the key was taken.
	 */
	handleKey(view: QuestionnaireView, action: MainAction | undefined): boolean {
		if (this.agent !== undefined) return this.readingKey(this.agent.scroll, action, () => (this.agent = undefined));
		const reader = this.readerOn(view);
		if (reader !== undefined) return this.readingKey(reader.scroll, action, () => this.closeReader(reader));
		if (action === undefined) return false;
		if (action.type === "agentMessage" && this.context !== undefined) {
			this.openAgentMessage(this.context);
			return true;
		}
		const question = view.question;
		const filter = this.filterOn(view);
		if (filter !== undefined) {
			// A held row number waits for digits only (Enter and Space say why they do nothing); any other key drops it.
			if (action.type !== "digit.type" && action.type !== "confirm" && action.type !== "toggle")
				filter.held = undefined;
			// The list stays narrowed: `/` types into the filter again, Esc shows the whole list, ↑↓ move in the rows.
			if (action.type === "filter") filter.typing = true;
			else if (action.type === "cancel") this.closeFilter(view);
			else if (action.type === "option.next" || action.type === "option.prev") {
				this.moveInFilter(view, filter, action.type === "option.next" ? 1 : -1);
			}
			if (action.type === "filter" || action.type === "cancel" || action.type.startsWith("option.")) return true;
			if (question !== undefined && this.hidesTypedRow(filter, question, action)) return true;
		}
		if (question !== undefined && view.mode === "answering") {
			if (action.type === "filter" && filters(question)) {
				this.filter = new OptionFilter(question.index, this.payloadQuestion(question));
				this.filter.focused = this.hasFocus;
				return true;
			}
			if (action.type === "expand") {
				// To read a preview taller than its pane, unless text above it was cut too and the preview not scrolled
				// yet: then from the top.
				const scrolled = this.showsPreviewPane(question) && this.optionScrollOf(question).offset > 0;
				const toPreview = this.cut.previewScrolls && (!this.cut.cut || scrolled);
				const { index, focusedRow: row } = question;
				this.reader = { question: index, row, scroll: lineScroll(), toPreview, previewStart: undefined };
				return true;
			}
			if (action.type === "optionNote" && question.getRow(question.focusedRow).kind !== "option") {
				this.notice = (width) => noteOnOptionsNotice(this.keyHints, width);
				return true;
			}
		}
		return this.pageKey(view, action);
	}

	/**
	 * While the filter narrows the list, a digit whose row number no row shown has or begins does nothing but say why;
	 * a number whose own row is hidden but which begins a shown row's (`1` while 14 and 19 show) is held here, the
	 * list left as it was, until a digit makes a shown row's number (then every digit goes to the machine); Enter or
	 * Space on a held number do nothing but say why. So a digit never focuses or picks a row that is not shown.
	 */
	private hidesTypedRow(filter: OptionFilter, question: QuestionView, action: MainAction): boolean {
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
		if (action.type !== "confirm" && action.type !== "toggle") return false;
		this.notice = (width, messages) => fitLine(messages.waitingRowHidden(String(waiting)), width);
		return true;
	}

	/** Shows every option again; a row number waiting or held goes with the filter (the focus stays where it is). */
	private closeFilter(view: QuestionnaireView): void {
		this.filter = undefined;
		const question = view.question;
		if (question?.waitingNumber !== undefined) view.focusOption(question.focusedRow);
	}

	/** PgDn/PgUp/Home/End scroll the focused preview or the review. */
	private pageKey(view: QuestionnaireView, action: MainAction): boolean {
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
		if (this.agent !== undefined || this.readerOn(view) !== undefined) return readerHints;
		if (view.review !== undefined) return this.reviewScroll.scrolls ? reviewScrollHints : undefined;
		if (view.mode !== "answering") return undefined;
		const filter = this.filterOn(view);
		if (filter !== undefined) {
			if (filter.typing) return filterHints;
			return narrowedHints(questionHints(this.cut), filter.held);
		}
		// On a long list that does not all show, the filter's key after how to read cut text.
		const long = this.cut.listScrolls === true && (view.question?.rowCount ?? 0) >= LONG_LIST_ROWS;
		return long ? findHint(questionHints(this.cut)) : questionHints(this.cut);
	}

	/** Why the last key did nothing (e.g. `n` on `Type your own`), until the next key: for the footer. */
	footerNotice(width: number, messages: Messages): string | undefined {
		return this.notice?.(width, messages);
	}

	/** A key arrived: the notice about the key before goes. */
	keyArrived(): void {
		this.notice = undefined;
	}

	invalidate(): void {
		this.previews.clear();
	}

	/**
	 * In a reader (a row's full text, the agent's message): Ctrl+C is the machine's; `e`, Esc, Enter and the agent's
	 * message key close it; the scrolling keys scroll it; the rest wait.
	 */
	private readingKey(scroll: LineScroll, action: MainAction | undefined, close: () => void): boolean {
		if (action?.type === "dismiss") {
			close();
			return false;
		}
		const move = action === undefined ? undefined : lineMoves[action.type];
		if (move !== undefined) moveScroll(scroll, move);
		else if (action !== undefined && closesReader.has(action.type)) close();
		return true;
	}

	/** The agent's last message in the reader's place; when there is none, the footer says so. */
	private openAgentMessage(context: () => string | undefined): void {
		const message = context();
		if (message === undefined || message.trim() === "") {
			this.notice = () => this.keyHints.words.noAgentMessage;
			return;
		}
		this.agent = { message: agentMessage(message), scroll: lineScroll() };
	}

	/**
	 * The reader, with the focused row's preview under the text when the question shows previews: opened to read
	 * the preview, at the line the pane shows first.
	 */
	private renderReader(context: RenderContext, question: QuestionView, reader: Reader): string[] {
		if (!this.showsPreviewPane(question)) return renderReader(context, question, reader.scroll);
		reader.previewStart = readerPreviewStart(context, question);
		if (reader.toPreview) {
			reader.scroll.offset = reader.previewStart + this.optionScrollOf(question).offset;
			reader.toPreview = false;
		}
		const preview = previewLines(question, context.width, this.previews, reader.scroll.offset + context.height);
		return renderReader(context, question, reader.scroll, preview);
	}

	/** Closes the reader; read down into the preview, the pane then shows the preview from where the reader was. */
	private closeReader(reader: Reader): void {
		this.reader = undefined;
		const { previewStart, scroll } = reader;
		if (previewStart === undefined || scroll.offset < previewStart) return;
		const key = `${reader.question}:${reader.row}`;
		this.previewScrolls.set(key, { ...lineScroll(), offset: scroll.offset - previewStart });
	}

	/** The filter while its question is the one shown, out of the review; it closes when another is. */
	private filterOn(view: QuestionnaireView): OptionFilter | undefined {
		const { filter } = this;
		const open = filter !== undefined && view.review === undefined && view.question?.index === filter.question;
		if (!open) this.filter = undefined;
		return open ? filter : undefined;
	}

	/** ↑↓ through the rows the filter shows (wrapping); through every row while nothing is typed. */
	private moveInFilter(view: QuestionnaireView, filter: OptionFilter, step: 1 | -1): void {
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

	private payloadQuestion(question: QuestionView): NormalizedPayload["questions"][number] {
		const normalized = this.payload.questions[question.index];
		if (normalized === undefined) throw new RangeError(`no question ${question.index} in the payload`);
		return normalized;
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
