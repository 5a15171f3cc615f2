/**
 * The pi-tui `Editor` hosted while the machine is editing: loaded with the machine's draft, its live text
 * sanitized and mirrored into the machine, released when the machine stops editing.
 */
import type { EditorKind, EditorView } from "@ask-user/core";
import { type AutocompleteProvider, Editor, type TUI } from "@mariozechner/pi-tui";
import { editorThemeOf } from "../render/component-themes.ts";
import { sanitizingAutocomplete } from "../sanitizing-autocomplete.ts";
import { sanitizeLine, sanitizeText } from "../text/sanitize.ts";
import { SurrogatePairs } from "../text/surrogate-pairs.ts";
import type { AskTheme } from "../theme.ts";

/** Where the editor's text goes: the view model's intents at the time of the change. */
export interface DraftTarget {
	changeDraft(text: string): void;
	saveEditor(text: string): void;
}

export class EditorHost {
	private readonly tui: TUI;
	private readonly theme: AskTheme;
	private readonly target: DraftTarget;
	private readonly autocomplete: AutocompleteProvider | undefined;
	private hosted: { readonly kind: EditorKind; readonly tab: number; readonly editor: Editor } | undefined;
	private hasFocus = false;
	/** Typed emoji arrive as two halves: the editor gets them together. */
	private readonly typed = new SurrogatePairs();

	constructor(tui: TUI, theme: AskTheme, target: DraftTarget, autocompleteProvider?: AutocompleteProvider) {
		this.tui = tui;
		this.theme = theme;
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
		const editor = new Editor(this.tui, editorThemeOf(this.theme));
		editor.focused = this.hasFocus;
		if (this.autocomplete !== undefined) editor.setAutocompleteProvider(this.autocomplete);
		editor.setText(editing.draft);
		editor.onChange = () => this.mirrorDraft(editor);
		// The editor submits by itself only after completing a slash command; Enter is intercepted otherwise.
		editor.onSubmit = (text) => this.target.saveEditor(text);
		this.hosted = { kind: editing.kind, tab, editor };
	}

	/** Typed input as the editor should get it: a high surrogate half is held until its low half arrives. */
	typedInput(data: string): string {
		return this.typed.join(data);
	}

	invalidate(): void {
		this.hosted?.editor.invalidate();
	}

	release(): void {
		const editor = this.hosted?.editor;
		if (editor === undefined) return;
		this.hosted = undefined;
		this.typed.clear();
		delete editor.onChange;
		delete editor.onSubmit;
		editor.focused = false;
		// Cancels a pending `@` completion request and its debounce timer.
		editor.setText("");
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
		else this.target.changeDraft(text);
	}
}
