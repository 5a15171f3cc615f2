/**
 * The pi-tui `Editor` hosted while the machine is editing: loaded with the machine's draft, its live text
 * sanitized and mirrored into the machine, released when the machine stops editing. Long text stays in the editor
 * as paste markers (`editor-text.ts`) and no text grows past core's `MAX_TYPED_CHARACTERS`.
 */
import type { EditorKind, EditorView, Messages } from "@ask-user/core";
import { MAX_TYPED_CHARACTERS, sanitizeLine, sanitizeText } from "@ask-user/core/contract";
import { type AutocompleteProvider, Editor, type TUI } from "@mariozechner/pi-tui";
import { BracketedPaste, PASTE_END, PASTE_START } from "../keys/bracketed-paste.ts";
import { editorThemeOf } from "../render/component-themes.ts";
import type { ScrollAnchor } from "../render/scroll.ts";
import { sanitizingAutocomplete } from "../sanitizing-autocomplete.ts";
import { characterCount } from "../text/characters.ts";
import { SurrogatePairs } from "../text/surrogate-pairs.ts";
import type { AskTheme } from "../theme.ts";
import { EDITOR_PLAIN_UNITS, loadText } from "./editor-text.ts";
import type { ExternalEditor } from "./external-editor.ts";

/** Where the editor's text goes: the view model's intents at the time of the change. */
export interface DraftTarget {
	changeEditor(text: string): void;
	saveEditor(text: string): void;
}

/** The hosted editor as the editing screen draws it. */
export interface HostedEditing {
	readonly editor: Editor;
	/** Why input was refused, or that the text opened past the limit. */
	readonly notice: string | undefined;
	/** Where the editing screen's window of the editor's lines starts (`editorWindow`). */
	readonly scroll: ScrollAnchor;
	/** The editor's render at `width` (`EditorRender`). */
	render(width: number): EditorRender;
}

/** The hosted editor's render at one width. */
interface EditorRender {
	/** Its whole render: every line of its text, however many rows the pane has. */
	readonly lines: string[];
	/** The lines of text pi's editor shows by itself, its window sized by the terminal's rows (`editorWindowRows`). */
	readonly windowRows: number;
}

/**
 * The lines of text pi-tui's `Editor` shows in a terminal of `rows` rows: 30 % of them, at least five (the same on
 * pi-tui 0.73 and 1.x; a test holds it to the editor's own render).
 */
export function editorWindowRows(rows: number): number {
	return Math.max(5, Math.floor(rows * 0.3));
}

export class EditorHost {
	private readonly tui: TUI;
	/** The `TUI` as hosted editors see it (`tallWhileRendering`), made when the first editor opens. */
	private editorTui: TUI | undefined;
	private renderingWhole = false;
	private readonly theme: AskTheme;
	private readonly messages: Messages;
	private readonly target: DraftTarget;
	private readonly autocomplete: AutocompleteProvider | undefined;
	/** The host's external editor, when it offers one. */
	private readonly external: ExternalEditor | undefined;
	private hosted:
		| { readonly kind: EditorKind; readonly tab: number; readonly editor: Editor; readonly scroll: ScrollAnchor }
		| undefined;
	private hasFocus = false;
	/** Typed emoji arrive as two halves: the editor gets them together. */
	private readonly typed = new SurrogatePairs();
	/** Pastes are sanitized and measured whole before the editor gets them. */
	private readonly pastes = new BracketedPaste();
	/** The editor's text as last mirrored (paste markers expanded), and its characters. */
	private text = "";
	private characters = 0;
	/** Why the last input was refused, or that the text opened past the limit: shown until the next input. */
	private notice: string | undefined;

	constructor(
		tui: TUI,
		theme: AskTheme,
		messages: Messages,
		target: DraftTarget,
		autocompleteProvider?: AutocompleteProvider,
		externalEditor?: ExternalEditor,
	) {
		this.external = externalEditor;
		this.tui = tui;
		this.theme = theme;
		this.messages = messages;
		this.target = target;
		this.autocomplete = autocompleteProvider === undefined ? undefined : sanitizingAutocomplete(autocompleteProvider);
	}

	/** The hosted editor, while the machine is editing. */
	get editor(): Editor | undefined {
		return this.hosted?.editor;
	}

	get focused(): boolean {
		return this.hasFocus;
	}

	/** Forwarded to the hosted editor so it shows the hardware cursor. */
	set focused(value: boolean) {
		this.hasFocus = value;
		if (this.hosted !== undefined) this.hosted.editor.focused = value;
	}

	/**
	 * Hosts an editor for `editing` on tab `tab`, loaded with the machine's draft; releases it when `editing` is
	 * undefined. Saving a text question's answer can open the next one's editor at once: a new tab, a new editor.
	 */
	sync(editing: EditorView | undefined, tab: number): void {
		if (editing === undefined) {
			this.release();
			return;
		}
		if (this.hosted?.kind === editing.kind && this.hosted.tab === tab) return;
		this.release();
		// A draft can come from a stored session entry: untrusted, and of any size.
		this.host(editing.kind, tab, sanitizeText(editing.draft));
		if (this.characters > MAX_TYPED_CHARACTERS)
			this.notice = this.messages.editorPastLimit(
				this.messages.count(this.characters),
				this.messages.count(MAX_TYPED_CHARACTERS),
			);
	}

	/** The hosted editor and what the editing screen tells about it (why input was refused), while editing. */
	get editing(): HostedEditing | undefined {
		const hosted = this.hosted;
		if (hosted === undefined) return undefined;
		const render = (width: number): EditorRender => {
			this.renderingWhole = true;
			try {
				return { lines: hosted.editor.render(width), windowRows: editorWindowRows(this.tui.terminal.rows) };
			} finally {
				this.renderingWhole = false;
			}
		};
		return { editor: hosted.editor, notice: this.notice, scroll: hosted.scroll, render };
	}

	/**
	 * Input as the editor should get it: a high surrogate half is held until its low half arrives, a paste is held
	 * until it is whole and comes sanitized, and text that would take the editor past `MAX_TYPED_CHARACTERS` is
	 * refused with a notice.
	 */
	typedInput(data: string): string {
		this.notice = undefined;
		let input = "";
		for (const piece of this.pastes.take(data)) {
			input += "paste" in piece ? this.pasteInput(piece.paste) : this.keyInput(this.typed.join(piece.keys));
		}
		return input;
	}

	/**
	 * The open text in the host's external editor (Ctrl+G): what it saved replaces the text, sanitized, held to the
	 * limit and mirrored into the machine; else the notice says why the text is as it was, and the form goes on.
	 */
	editExternally(): void {
		const hosted = this.hosted;
		if (hosted === undefined || this.external === undefined) return;
		const edit = this.external(this.tui, hosted.editor.getExpandedText());
		if ("problem" in edit) {
			this.notice = this.messages.externalEditorProblem(edit.problem);
			return;
		}
		const text = sanitizeText(edit.text);
		const characters = characterCount(text);
		if (characters > MAX_TYPED_CHARACTERS) {
			this.notice = this.messages.externalEditorProblem({
				kind: "tooLarge",
				amount: characters,
				unit: "characters",
				limit: MAX_TYPED_CHARACTERS,
			});
			return;
		}
		this.host(hosted.kind, hosted.tab, text);
		this.target.changeEditor(text);
	}

	invalidate(): void {
		this.hosted?.editor.invalidate();
	}

	release(): void {
		const editor = this.hosted?.editor;
		if (editor === undefined) return;
		this.hosted = undefined;
		this.typed.clear();
		this.pastes.clear();
		this.notice = undefined;
		detach(editor);
	}

	/** A new editor for `kind` on tab `tab` holding `text` (sanitized), in place of the one hosted, if any. */
	private host(kind: EditorKind, tab: number, text: string): void {
		if (this.hosted !== undefined) detach(this.hosted.editor);
		this.editorTui ??= tallWhileRendering(this.tui, () => this.renderingWhole);
		const editor = new Editor(this.editorTui, editorThemeOf(this.theme));
		editor.focused = this.hasFocus;
		if (this.autocomplete !== undefined) editor.setAutocompleteProvider(this.autocomplete);
		loadText(editor, text);
		this.text = text;
		this.characters = characterCount(text);
		editor.onChange = () => this.mirrorDraft(editor);
		// The editor submits by itself only after completing a slash command; Enter is intercepted otherwise.
		editor.onSubmit = (submitted) => this.target.saveEditor(submitted);
		this.hosted = { kind, tab, editor, scroll: { start: 0 } };
	}

	/** A whole paste, sanitized, as the editor's input; "" when it is empty or would take the text past the limit. */
	private pasteInput(pasted: string): string {
		const clean = sanitizeText(pasted);
		if (clean === "" || this.refuses(clean)) return "";
		return `${PASTE_START}${clean}${PASTE_END}`;
	}

	/** Typed keys as the editor's input; "" for typed text that would take the text past the limit. */
	private keyInput(keys: string): string {
		return TYPED_TEXT.test(keys) && this.refuses(sanitizeText(keys)) ? "" : keys;
	}

	/** Whether adding `added` would take the text past `MAX_TYPED_CHARACTERS`; if so, says so. */
	private refuses(added: string): boolean {
		const total = this.characters + characterCount(added);
		if (total <= MAX_TYPED_CHARACTERS) return false;
		this.notice = this.messages.editorRefused(this.messages.count(total), this.messages.count(MAX_TYPED_CHARACTERS));
		return true;
	}

	/**
	 * Typed and pasted text is untrusted too: anything a terminal would act on is removed from the editor. Pastes
	 * come sanitized; pi's editor inserts other multi-character input as it comes, so a line can even hold a raw
	 * line break; `setText` splits it into lines and keeps the paste markers. The editor's own text stays within
	 * `EDITOR_PLAIN_UNITS`: past it, a new editor holds the whole text as one paste. What grew past the limit some
	 * other way (a yank, a completion) is taken back.
	 */
	private mirrorDraft(editor: Editor): void {
		const own = editor.getText();
		const clean = sanitizeText(own);
		if (clean !== own || editor.getLines().some((line) => sanitizeLine(line) !== line)) {
			editor.setText(clean);
			return;
		}
		const text = editor.getExpandedText();
		const characters = characterCount(text);
		const hosted = this.hosted;
		if (hosted === undefined) return;
		if (characters > MAX_TYPED_CHARACTERS && characters > this.characters) {
			this.notice = this.messages.editorRefused(
				this.messages.count(characters),
				this.messages.count(MAX_TYPED_CHARACTERS),
			);
			this.host(hosted.kind, hosted.tab, this.text);
			return;
		}
		if (own.length > EDITOR_PLAIN_UNITS) this.host(hosted.kind, hosted.tab, text);
		this.text = text;
		this.characters = characters;
		this.target.changeEditor(text);
	}
}

/** Input that types text: no control character or escape sequence in it. */
const TYPED_TEXT = /^[^\x00-\x1f\x7f]+$/;

/**
 * `tui` as a hosted editor sees it: while `whole()` holds, a terminal with rows enough for every line of its text.
 * pi-tui's `Editor` shows a window of at least five lines sized by the terminal's rows, which a short pane cannot
 * hold; rendered whole, its lines go to the editing screen, which shows as many as its box has around the cursor's
 * (`editorWindow`). Otherwise the terminal's own rows: pi's PgUp/PgDn move the cursor by a page of them.
 */
function tallWhileRendering(tui: TUI, whole: () => boolean): TUI {
	const rows = () => (whole() ? Number.MAX_SAFE_INTEGER : tui.terminal.rows);
	const terminal = Object.create(tui.terminal, { rows: { get: rows } });
	return Object.create(tui, {
		terminal: { value: terminal },
		// Run on the real `TUI`: what it records about a render requested must be its own.
		requestRender: { value: (force?: boolean) => tui.requestRender(force) },
	});
}

/** Stops listening to `editor` and ends its pending work. */
function detach(editor: Editor): void {
	delete editor.onChange;
	delete editor.onSubmit;
	editor.focused = false;
	// Cancels a pending `@` completion request and its debounce timer.
	editor.setText("");
}
