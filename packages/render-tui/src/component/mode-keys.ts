/**
 * A key in a mode: resolved through the keymap's table the mode's key table names (main, editing or filter), then
 * the step the table gives it. Steps that change the machine go through the view model's intents; the others change
 * the renderer's view state and ask for a render.
 */
import type { QuestionnaireView } from "@ask-user/core";
import type { Editor } from "@mariozechner/pi-tui";
import type { Keymap, MainAction } from "../keymap.ts";
import { isPaste } from "../keys/bracketed-paste.ts";
import { tabLeavesEditor } from "../render/editor.ts";
import type { EditorHost } from "./editor-host.ts";
import { lineMoves, pageMoves, perform } from "./key-input.ts";
import { type Entry, keyTableOf, type Step } from "./key-tables.ts";
import type { QuestionnaireBody } from "./questionnaire-body.ts";
import type { ViewMode } from "./view-mode.ts";

/** What the steps act on: the component's parts. */
export interface FormParts {
	readonly keymap: Keymap;
	/** The newest view: an intent of a view made before the last event sent does nothing. */
	view(): QuestionnaireView;
	readonly body: QuestionnaireBody;
	readonly editorHost: EditorHost;
	setFolded(folded: boolean): void;
	/** The web page key: asks the host for the page's address. */
	pressWebPage(): void;
	requestRender(): void;
}

/** Steps whose change comes back through the machine (or the editor), which asks for the render itself. */
const throughMachine: ReadonlySet<Step> = new Set<Step>([
	"perform",
	"resume",
	"nothing",
	"under",
	"fold",
	"unfold",
	"editorInput",
	"saveEditor",
	"closeEditor",
	"leaveEditor",
	"externalEditor",
]);

/** The modes whose keys are the form's own, where a paste has nowhere to go. */
const takesNoText: ReadonlySet<ViewMode["kind"]> = new Set<ViewMode["kind"]>(["question", "review", "narrowed"]);

/** The keys a held row number waits through on a narrowed list: any other drops it. */
const keepsHeld: ReadonlySet<Step> = new Set<Step>(["narrowedDigit", "narrowedConfirm"]);

/** A key resolved in its mode: the main table's action (with a digit's value), or another table's action name. */
interface Resolved {
	readonly name: string | undefined;
	readonly main: MainAction | undefined;
	readonly data: string;
}

/** The keymap table that resolves `mode`'s keys: the fold's is that of the mode under it. */
function resolverOf(mode: ViewMode): "main" | "editing" | "filter" {
	const { resolver } = keyTableOf(mode);
	if (resolver !== "under") return resolver;
	return mode.kind === "folded" ? resolverOf(mode.under) : "main";
}

function resolve(keymap: Keymap, mode: ViewMode, data: string): Resolved {
	const resolver = resolverOf(mode);
	if (resolver === "main") {
		const main = keymap.resolveMainKey(data);
		return { name: main?.type, main, data };
	}
	const name = resolver === "editing" ? keymap.resolveEditingKey(data) : keymap.resolveFilterKey(data);
	return { name, main: undefined, data };
}

/** The table's entry for a resolved key: its own, or the table's `otherwise`. */
function entryOf(mode: ViewMode, name: string | undefined): Entry {
	const table = keyTableOf(mode);
	const keys: Partial<Record<string, Entry>> = table.keys;
	return (name === undefined ? undefined : keys[name]) ?? table.otherwise;
}

/** `data` pressed while `mode` shows. */
export function pressKey(parts: FormParts, mode: ViewMode, raw: string): void {
	// An editor gets whole pastes and emoji, sanitized and within its limit; the fold's key is read as typed.
	const data = mode.kind === "editing" ? parts.editorHost.typedInput(raw) : raw;
	if (data === "") return;
	const key = resolve(parts.keymap, mode, data);
	// Text pasted where the form takes none (a question's list, the review) does nothing; the footer says so.
	if (key.main === undefined && takesNoText.has(mode.kind) && isPaste(data)) {
		parts.body.pasteIgnored();
		parts.requestRender();
		return;
	}
	const { step } = entryOf(mode, key.name);
	if (mode.kind === "narrowed" && !keepsHeld.has(step)) mode.filter.held = undefined;
	run(parts, mode, step, key);
	if (!throughMachine.has(step)) parts.requestRender();
}

/** The main action a filter or editing table's action stands for, where it is one (Tab, Shift+Tab, Ctrl+C). */
function mainOf({ main, name }: Resolved): MainAction | undefined {
	if (main !== undefined) return main;
	return name === "dismiss" || name === "tab.next" || name === "tab.prev" ? { type: name } : undefined;
}

function run(parts: FormParts, mode: ViewMode, step: Step, key: Resolved): void {
	const { body } = parts;
	const view = parts.view();
	const action = mainOf(key);
	switch (step) {
		case "perform":
			if (action !== undefined) perform(view, action);
			return;
		case "nothing":
			return;
		case "under":
			if (mode.kind === "address") pressKey(parts, mode.under, key.data);
			return;
		case "fold":
		case "unfold":
			parts.setFolded(step === "fold");
			return;
		case "closeAddress":
			return;
		case "resume":
			view.resume();
			return;
		case "openHelp":
			body.openHelp();
			return;
		case "scrollHelp": {
			const move = action === undefined ? undefined : lineMoves[action.type];
			if (mode.kind === "help" && mode.scroll.scrolls && move !== undefined) body.scrollOverlay(mode.scroll, move);
			else body.closeOverlay();
			return;
		}
		case "closeHelp":
			body.closeOverlay();
			return;
		case "openReader":
			body.openReader(view);
			return;
		case "openAgent":
			body.openAgentMessage();
			return;
		case "scrollReading": {
			const move = action === undefined ? undefined : lineMoves[action.type];
			const scroll = mode.kind === "reader" ? mode.reader.scroll : mode.kind === "agent" ? mode.scroll : undefined;
			if (scroll !== undefined && move !== undefined) body.scrollOverlay(scroll, move);
			return;
		}
		case "closeReading":
			body.closeOverlay();
			return;
		case "scroll": {
			const move = action === undefined ? undefined : pageMoves[action.type];
			if (move !== undefined) body.scroll(view, move);
			return;
		}
		case "optionNote":
			body.optionNote(view);
			return;
		case "webPage":
			parts.pressWebPage();
			return;
		case "openFilter":
			body.openFilter(view);
			return;
		case "typeFilter":
			if (mode.kind === "narrowed") mode.filter.typing = true;
			return;
		case "editFilter":
			if (mode.kind === "filter") body.editFilter(view, mode.filter, key.data);
			return;
		case "keepFilter":
			if (mode.kind === "filter") body.keepFilter(mode.filter);
			return;
		case "clearFilter":
			body.closeFilter(view);
			return;
		case "moveInFilter":
			if (mode.kind === "filter" || mode.kind === "narrowed") {
				body.moveInFilter(view, mode.filter, key.name === "option.prev" ? -1 : 1);
			}
			return;
		case "narrowedDigit":
		case "narrowedConfirm":
			if (mode.kind === "narrowed" && action !== undefined && !body.hidesTypedRow(mode.filter, view, action)) {
				perform(view, action);
			}
			return;
		default:
			editorStep(parts, mode, step, key);
	}
}

/**
 * Enter saves, Esc saves and closes, Tab and Shift+Tab leave a text question's answer editor for the next or previous
 * tab, Ctrl+G opens the text in the host's external editor; every other key is the editor's. An open completion list
 * gets Enter, Esc and Tab first, and Enter after a `\` inserts a line break as in pi's editor.
 */
function editorStep(parts: FormParts, mode: ViewMode, step: Step, { data, name }: Resolved): void {
	if (mode.kind !== "editing") return;
	const { editor } = mode;
	const view = parts.view();
	const listOpen = editor.isShowingAutocomplete();
	if (step === "externalEditor") parts.editorHost.editExternally();
	else if (step === "closeEditor" && !listOpen) view.closeEditor(editor.getExpandedText());
	else if (step === "saveEditor" && !listOpen && !continuesLine(editor)) view.saveEditor(editor.getExpandedText());
	else if (step === "leaveEditor" && !listOpen && tabLeavesEditor(view)) {
		view.closeEditor(editor.getExpandedText());
		// Closing made a newer view (an older one's intents do nothing): the tab moves from it.
		if (name === "tab.next") parts.view().nextTab();
		else parts.view().prevTab();
	} else editor.handleInput(data);
}

/** Enter right after a `\` makes pi's editor replace the `\` with a line break (for terminals without Shift+Enter). */
function continuesLine(editor: Editor): boolean {
	const { line, col } = editor.getCursor();
	return col > 0 && editor.getLines()[line]?.[col - 1] === "\\";
}
