/**
 * The questionnaire as a pi-tui component. It owns the XState actor: keys resolve through the keymap into the view
 * model's intents, every snapshot re-renders, and the machine's output reaches `onDone` exactly once. While the
 * machine is editing, a pi-tui `Editor` is hosted and its live text is mirrored into the machine as the draft.
 */
import {
	type AskUserDetails,
	type CancelReason,
	cancelledDetails,
	connect,
	type EditorKind,
	type NormalizedPayload,
	type QuestionnaireMachine,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
	type QuestionView,
	questionnaireMachine,
	type Send,
} from "@ask-user/core";
import {
	type AutocompleteProvider,
	type Component,
	Editor,
	type Focusable,
	type MarkdownTheme,
	type TUI,
} from "@mariozechner/pi-tui";
import { type Actor, createActor, type InspectionEvent, type Subscription } from "xstate";
import { type MainAction, resolveEditingKey, resolveMainKey } from "./keymap.ts";
import { editorThemeOf, markdownThemeOf } from "./render/component-themes.ts";
import { editorWidth, renderEditing, withPlaceholder } from "./render/editor.ts";
import { renderFrame } from "./render/frame.ts";
import { MarkdownCache } from "./render/markdown-cache.ts";
import { type PreviewScroll, renderPreviewQuestion } from "./render/preview.ts";
import { renderQuestion } from "./render/question.ts";
import { renderReview } from "./render/review.ts";
import type { ScrollAnchor } from "./render/scroll.ts";
import { sanitizingAutocomplete } from "./sanitizing-autocomplete.ts";
import { sanitizeLine, sanitizeText } from "./text/sanitize.ts";
import type { AskTheme } from "./theme.ts";

/** Rows left to the host below the questionnaire by default (pi's footer and status lines). */
export const DEFAULT_RESERVED_ROWS = 4;

/** Lines a PgDn/PgUp scrolls a preview by. */
const PREVIEW_SCROLL_STEP = 5;

export interface QuestionnaireComponentOptions {
	readonly tui: TUI;
	readonly theme: AskTheme;
	readonly payload: NormalizedPayload;
	/** Called exactly once, with the machine's output, when the flow ends (or a cancelled result on an error). */
	readonly onDone: (details: AskUserDetails) => void;
	/** `@` file completion in the editors, e.g. pi's own provider. */
	readonly autocompleteProvider?: AutocompleteProvider;
	/** The statechart, e.g. `questionnaireMachine.provide(...)`; defaults to core's. */
	readonly machine?: QuestionnaireMachine;
	/** Forwarded to `createActor`, e.g. for the Stately inspector. */
	readonly inspect?: (event: InspectionEvent) => void;
	/** Rows the questionnaire may use; defaults to the terminal's rows minus `DEFAULT_RESERVED_ROWS`. */
	readonly maxHeight?: () => number;
	/** Preview styles, e.g. pi's `getMarkdownTheme()` for syntax highlighting; defaults to one from `theme`. */
	readonly markdownTheme?: MarkdownTheme;
	/** Told about an exception inside the component, which then ends the flow as cancelled with reason `error`. */
	readonly onError?: (error: unknown) => void;
}

interface HostedEditor {
	readonly kind: EditorKind;
	readonly editor: Editor;
}

export class QuestionnaireComponent implements Component, Focusable {
	private readonly options: QuestionnaireComponentOptions;
	private readonly actor: Actor<QuestionnaireMachine>;
	private readonly subscription: Subscription;
	private readonly previews: MarkdownCache;
	private readonly autocomplete: AutocompleteProvider | undefined;
	private view: QuestionnaireView;
	private hosted: HostedEditor | undefined;
	private hasFocus = false;
	/** View-only state the machine does not model: how far the focused option's preview is scrolled. */
	private readonly previewScroll: PreviewScroll & { key: string } = { key: "", offset: 0 };
	private readonly rowAnchor: ScrollAnchor & { question: number } = { question: -1, start: 0 };
	/** Set once `onDone` was called or the component was disposed: no more input, output or renders. */
	private ended = false;

	constructor(options: QuestionnaireComponentOptions) {
		this.options = options;
		this.previews = new MarkdownCache(options.markdownTheme ?? markdownThemeOf(options.theme));
		this.autocomplete =
			options.autocompleteProvider === undefined ? undefined : sanitizingAutocomplete(options.autocompleteProvider);
		this.actor = createActor(options.machine ?? questionnaireMachine, {
			input: options.payload,
			...(options.inspect === undefined ? {} : { inspect: options.inspect }),
		});
		const send = this.actor.send.bind(this.actor);
		this.view = connect(this.actor.getSnapshot(), send);
		this.subscription = this.actor.subscribe({
			next: (snapshot) => this.update(snapshot, send),
			error: (error) => this.fail(error),
		});
		this.actor.start();
		this.update(this.actor.getSnapshot(), send);
	}

	get focused(): boolean {
		return this.hasFocus;
	}

	/** Set by the TUI; forwarded to the hosted editor so it shows the hardware cursor. */
	set focused(value: boolean) {
		this.hasFocus = value;
		if (this.hosted !== undefined) this.hosted.editor.focused = value;
	}

	/** Ends the flow from the host (e.g. the agent run was aborted). */
	abort(reason?: CancelReason): void {
		if (!this.ended) this.view.abort(reason);
	}

	/** Stops the actor and releases the editor. `onDone` is not called after this. */
	dispose(): void {
		this.ended = true;
		this.subscription.unsubscribe();
		this.actor.stop();
		this.releaseEditor();
	}

	invalidate(): void {
		this.previews.clear();
		this.hosted?.editor.invalidate();
	}

	handleInput(data: string): void {
		if (this.ended) return;
		try {
			if (this.hosted !== undefined) this.handleEditingKey(this.hosted.editor, data);
			else this.handleMainKey(data);
		} catch (error) {
			this.fail(error);
		}
	}

	render(width: number): string[] {
		if (this.ended) return [];
		try {
			const height = Math.max(1, Math.floor(this.maxHeight()));
			return renderFrame(this.view, this.options.theme, width, height, (bodyHeight) =>
				this.renderBody(width, bodyHeight),
			);
		} catch (error) {
			this.fail(error);
			return [];
		}
	}

	private maxHeight(): number {
		return this.options.maxHeight?.() ?? this.options.tui.terminal.rows - DEFAULT_RESERVED_ROWS;
	}

	private renderBody(width: number, height: number): string[] {
		const { view } = this;
		const { theme } = this.options;
		if (view.review !== undefined) return renderReview(view.review, theme, width, height);
		const question = view.question;
		if (question === undefined) return [];
		if (view.editor !== undefined && this.hosted !== undefined) {
			const { editor } = this.hosted;
			const text = editor.getText();
			const lines = editor.render(editorWidth(width, text));
			const editorLines = text === "" ? withPlaceholder(lines, view.editor.placeholder, theme, width) : lines;
			return renderEditing(question, view.editor, editorLines, theme, width, height);
		}
		if (question.type === "preview") {
			return renderPreviewQuestion(question, theme, width, height, this.previews, this.scrollOf(question));
		}
		return renderQuestion(question, theme, width, height, this.rowAnchorOf(question));
	}

	private handleMainKey(data: string): void {
		const action = resolveMainKey(data);
		if (action?.type === "preview.down" || action?.type === "preview.up") this.scrollPreview(action.type);
		else if (action !== undefined) perform(this.view, action);
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

	private scrollPreview(direction: "preview.down" | "preview.up"): void {
		const question = this.view.question;
		if (question?.type !== "preview") return;
		const scroll = this.scrollOf(question);
		scroll.offset = Math.max(0, scroll.offset + (direction === "preview.down" ? 1 : -1) * PREVIEW_SCROLL_STEP);
		this.options.tui.requestRender();
	}

	/**
	 * Ctrl+C dismisses without saving, Esc saves and closes, Enter saves; everything else is the editor's. An open
	 * completion list gets Enter and Esc first, and Enter after a `\` inserts a line break as in pi's editor.
	 */
	private handleEditingKey(editor: Editor, data: string): void {
		const action = resolveEditingKey(data);
		const listOpen = editor.isShowingAutocomplete();
		if (action === "dismiss") this.view.dismiss();
		else if (action === "close" && !listOpen) this.view.closeEditor(editor.getExpandedText());
		else if (action === "save" && !listOpen && !continuesLine(editor)) this.view.saveEditor(editor.getExpandedText());
		else editor.handleInput(data);
	}

	private update(snapshot: QuestionnaireSnapshot, send: Send): void {
		if (this.ended) return;
		this.view = connect(snapshot, send);
		if (snapshot.status === "done" && snapshot.output !== undefined) {
			this.finish(snapshot.output);
			return;
		}
		this.syncEditor();
		this.options.tui.requestRender();
	}

	/** Hosts an editor while the machine is editing, loaded with the machine's draft; releases it afterwards. */
	private syncEditor(): void {
		const editing = this.view.editor;
		if (editing === undefined) {
			this.releaseEditor();
			return;
		}
		if (this.hosted?.kind === editing.kind) return;
		this.releaseEditor();
		const editor = new Editor(this.options.tui, editorThemeOf(this.options.theme));
		editor.focused = this.hasFocus;
		if (this.autocomplete !== undefined) editor.setAutocompleteProvider(this.autocomplete);
		editor.setText(editing.draft);
		editor.onChange = () => this.mirrorDraft(editor);
		// The editor submits by itself only after completing a slash command; Enter is intercepted otherwise.
		editor.onSubmit = (text) => this.view.saveEditor(text);
		this.hosted = { kind: editing.kind, editor };
	}

	/**
	 * Typed and pasted text is untrusted too: anything a terminal would act on is removed from the editor. pi's
	 * editor inserts a multi-character input as it comes, so a line can even hold a raw line break; `setText`
	 * splits it into lines.
	 */
	private mirrorDraft(editor: Editor): void {
		const text = editor.getExpandedText();
		const clean = sanitizeText(text);
		if (clean !== text || editor.getLines().some((line) => sanitizeLine(line) !== line)) editor.setText(clean);
		else this.view.changeDraft(text);
	}

	private releaseEditor(): void {
		const editor = this.hosted?.editor;
		if (editor === undefined) return;
		this.hosted = undefined;
		editor.onChange = undefined;
		editor.onSubmit = undefined;
		editor.focused = false;
		// Cancels a pending `@` completion request and its debounce timer.
		editor.setText("");
	}

	private finish(details: AskUserDetails): void {
		if (this.ended) return;
		this.ended = true;
		this.releaseEditor();
		this.options.onDone(details);
		this.options.tui.requestRender();
	}

	private fail(error: unknown): void {
		if (this.ended) return;
		this.options.onError?.(error);
		this.subscription.unsubscribe();
		this.actor.stop();
		this.finish(cancelledDetails("error", this.options.payload));
	}
}

/** Enter right after a `\` makes pi's editor replace the `\` with a line break (for terminals without Shift+Enter). */
function continuesLine(editor: Editor): boolean {
	const { line, col } = editor.getCursor();
	return col > 0 && editor.getLines()[line]?.[col - 1] === "\\";
}

function perform(view: QuestionnaireView, action: MainAction): void {
	switch (action.type) {
		case "tab.next":
			view.nextTab();
			break;
		case "tab.prev":
			view.prevTab();
			break;
		case "option.next":
			view.nextOption();
			break;
		case "option.prev":
			view.prevOption();
			break;
		case "confirm":
			view.confirm();
			break;
		case "cancel":
			view.cancel();
			break;
		case "dismiss":
			view.dismiss();
			break;
		case "toggle":
			view.toggle();
			break;
		case "pick":
			view.typeDigit(action.number);
			break;
		case "note.option":
			view.openEditor("optionNote");
			break;
		case "note.question":
			view.openEditor("questionNote");
			break;
		case "preview.down":
		case "preview.up":
			break;
	}
}
