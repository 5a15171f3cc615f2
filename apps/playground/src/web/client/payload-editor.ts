import {
	acceptCompletion,
	autocompletion,
	CompletionContext,
	type CompletionResult,
	closeBrackets,
	closeBracketsKeymap,
	completionKeymap,
	completionStatus,
	insertCompletionText,
	pickedCompletion,
} from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import {
	bracketMatching,
	foldGutter,
	foldKeymap,
	HighlightStyle,
	indentOnInput,
	syntaxHighlighting,
} from "@codemirror/language";
import { type Diagnostic, lintGutter, lintKeymap, setDiagnostics } from "@codemirror/lint";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { Annotation, Compartment, EditorState, Transaction } from "@codemirror/state";
import {
	drawSelection,
	EditorView,
	highlightActiveLine,
	highlightActiveLineGutter,
	hoverTooltip,
	keymap,
	lineNumbers,
	type Tooltip,
} from "@codemirror/view";
import { tags } from "@lezer/highlight";
import type { JsonSchema, PayloadIssue } from "../protocol.ts";
import { create } from "./dom.ts";
import { placeIssues } from "./issue-places.ts";
import { caretPlace, fieldAt, formatPath } from "./json-tree.ts";
import { completions, documentation, schemaAt } from "./schema-help.ts";

/** JSON's colours, in mid tones that read on the page's light and dark backgrounds alike. */
const JSON_COLOURS = HighlightStyle.define([
	{ tag: tags.propertyName, color: "#3b82f6" },
	{ tag: tags.string, color: "#16a34a" },
	{ tag: tags.number, color: "#d97706" },
	{ tag: [tags.bool, tags.null], color: "#a855f7" },
	{ tag: tags.invalid, color: "#ef4444" },
]);

/** Marks a change the page made itself (a fixture, the builder), which is not an edit to send back. */
const fromPage = Annotation.define<boolean>();

/**
 * The payload editor: CodeMirror 6 with JSON highlighting, folding, undo, bracket matching and search, fed by the
 * tool's schema: it completes field names and values (as a key is typed, or on Ctrl+Space), shows a field's
 * documentation where the pointer rests, and marks each validation issue at its place (the line the model reads,
 * from core's `validate`), also listed with its line and column.
 */
export class PayloadEditor {
	readonly #view: EditorView;
	/** Holds the undo history, which a loaded payload starts again by taking it out and putting it back. */
	readonly #history = new Compartment();
	readonly #issues: HTMLUListElement;
	#schema: JsonSchema = {};

	/** `onEdit` runs after each change the user makes (not after `value` is set or a payload loaded). */
	constructor(parent: HTMLElement, issues: HTMLUListElement, onEdit: () => void) {
		this.#issues = issues;
		const extensions = [
			lineNumbers(),
			highlightActiveLineGutter(),
			foldGutter(),
			lintGutter(),
			this.#history.of(history()),
			drawSelection(),
			indentOnInput(),
			bracketMatching(),
			closeBrackets(),
			highlightActiveLine(),
			highlightSelectionMatches(),
			syntaxHighlighting(JSON_COLOURS),
			json(),
			EditorState.tabSize.of(2),
			// Keys act on the list as soon as it shows, as in the editor this one replaces: CodeMirror's default
			// lets the first 75 ms of keys through to the text, which moved the caret and closed the list. The list
			// is asked again at once after a typed key (the source is synchronous and cheap): by default it waits
			// 100 ms, the list showing but disabled meanwhile. Even at once it is a timer away, which a busy browser
			// runs after the next key: Enter and Tab then take the completion for the text as it is (#takeCaughtUp).
			autocompletion({
				override: [(context) => this.#complete(context)],
				icons: false,
				interactionDelay: 0,
				activateOnTypingDelay: 0,
			}),
			hoverTooltip((view, pos, side) => this.#hover(view.state, pos, side)),
			keymap.of([
				{ key: "Tab", run: (view) => acceptCompletion(view) || this.#takeCaughtUp(view) },
				{ key: "Enter", run: (view) => this.#takeCaughtUp(view) },
				...closeBracketsKeymap,
				...defaultKeymap,
				...searchKeymap,
				...historyKeymap,
				...foldKeymap,
				...completionKeymap,
				...lintKeymap,
			]),
			EditorView.contentAttributes.of({ "aria-label": "payload" }),
			EditorView.updateListener.of((update) => {
				if (update.docChanged && !update.transactions.some((one) => one.annotation(fromPage))) onEdit();
			}),
		];
		this.#view = new EditorView({ parent, state: EditorState.create({ extensions }) });
	}

	get value(): string {
		return this.#view.state.doc.toString();
	}

	/**
	 * Shows a payload the page loads (a fixture, a shared link's): not an edit, and the start of the undo history, which
	 * never goes back past it (to the empty editor, or the payload before). CodeMirror clears a history only by taking
	 * its extension out of the configuration and putting it back, which starts it empty; the view (its scroll, its
	 * measured lines) stays as it is, as a new state would not.
	 */
	load(text: string): void {
		this.#view.dispatch({
			changes: { from: 0, to: this.#view.state.doc.length, insert: text },
			annotations: [fromPage.of(true), Transaction.addToHistory.of(false)],
			effects: this.#history.reconfigure([]),
		});
		this.#view.dispatch({ effects: this.#history.reconfigure(history()) });
	}

	/** Replaces the text, as the page does (the builder): not an edit, and undone with the rest. */
	set value(text: string) {
		this.#view.dispatch({
			changes: { from: 0, to: this.#view.state.doc.length, insert: text },
			annotations: fromPage.of(true),
		});
	}

	setSchema(schema: JsonSchema): void {
		this.#schema = schema;
	}

	/** Shows the payload's issues: marked in the text and listed in its order, each with its line and column. */
	setIssues(issues: readonly PayloadIssue[]): void {
		const { state } = this.#view;
		const diagnostics = placeIssues(state, issues).map((issue): Diagnostic & { placed: boolean } => ({
			...issue,
			severity: "error",
		}));
		this.#view.dispatch(setDiagnostics(state, diagnostics));
		this.#issues.replaceChildren(
			...diagnostics.map((diagnostic) => {
				const line = state.doc.lineAt(diagnostic.from);
				const where = `${line.number}:${diagnostic.from - line.from + 1} `;
				const item = create("li", "", `${diagnostic.placed ? where : ""}${diagnostic.message}`);
				item.addEventListener("click", () => {
					const to = Math.min(diagnostic.to, this.#view.state.doc.length);
					this.#view.dispatch({ selection: { anchor: diagnostic.from, head: to }, scrollIntoView: true });
					this.#view.focus();
				});
				return item;
			}),
		);
	}

	#complete(context: CompletionContext): CompletionResult | null {
		const place = caretPlace(context.state, context.pos);
		if (place === undefined || (!context.explicit && (place.role !== "key" || place.partial === ""))) return null;
		// A key that already has its colon keeps it.
		const colon = /^\s*:/.test(context.state.sliceDoc(place.to, place.to + 20));
		const options = completions(this.#schema, place).map((completion) => ({
			label: completion.label,
			apply: colon ? completion.insert.replace(/: $/, "") : completion.insert,
			info: completion.doc,
		}));
		return options.length === 0 ? null : { from: place.from, to: place.to, options, filter: false };
	}

	/**
	 * Enter or Tab while the list shows but waits for the source after a typed key (CodeMirror disables it until a
	 * timer asks again): takes what the list is about to offer first for the text as it is now, as a person who
	 * typed `"ty` and Enter means `"type"`, instead of a new line. Nothing when no list shows.
	 */
	#takeCaughtUp(view: EditorView): boolean {
		const { state } = view;
		// CodeMirror tells no one of a disabled list's options; its tooltip on the page is what the person sees.
		const shown = view.dom.querySelector(".cm-tooltip-autocomplete") !== null;
		if (completionStatus(state) !== "pending" || !shown) return false;
		const head = state.selection.main.head;
		const result = this.#complete(new CompletionContext(state, head, true, view));
		const first = result?.options[0];
		if (result === null || first === undefined || typeof first.apply !== "string") return false;
		view.dispatch({
			...insertCompletionText(state, first.apply, result.from, result.to ?? head),
			annotations: pickedCompletion.of(first),
		});
		return true;
	}

	#hover(state: EditorState, pos: number, side: -1 | 1): Tooltip | null {
		const path = fieldAt(state, pos, side);
		const field = path === undefined ? undefined : schemaAt(this.#schema, path);
		if (path === undefined || field === undefined) return null;
		return {
			pos,
			above: true,
			create: () => ({ dom: create("div", "field-doc", `${formatPath(path)} — ${documentation(field)}`) }),
		};
	}
}
