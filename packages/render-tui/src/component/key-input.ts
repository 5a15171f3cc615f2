/** Keys into machine events: each key resolves through the keymap to one of the view model's intents. */
import type { QuestionnaireView } from "@ask-user/core";
import type { Editor } from "@mariozechner/pi-tui";
import type { Keymap, MainAction } from "../keymap.ts";
import { tabLeavesEditor } from "../render/editor.ts";
import type { ScrollMove } from "../render/scroll.ts";

/** What keys change that the machine does not model: the component's view-only state. */
export interface ViewOnlyState {
	/** Scrolling and the full-text reader see a key first; true when they took it. */
	viewFirst(action: MainAction | undefined): boolean;
	openHelp(): void;
}

/**
 * A key while no editor is open. While Esc waits to be confirmed, Esc again cancels, Ctrl+C dismisses and any
 * other key only keeps answering: it neither scrolls nor opens the help, as the machine swallows its event.
 */
export function handleMainKey(keymap: Keymap, view: QuestionnaireView, data: string, viewOnly: ViewOnlyState): void {
	const action = keymap.resolveMainKey(data);
	if (view.confirmingCancel !== undefined) {
		if (action?.type === "cancel" || action?.type === "dismiss") perform(view, action);
		else view.resume();
	} else if (viewOnly.viewFirst(action)) return;
	else if (action?.type === "help") viewOnly.openHelp();
	else if (action !== undefined) perform(view, action);
}

/** What a scrolling key does to a scrolled view (a preview, the review): PgDn/PgUp by pages, Home/End to the ends. */
export const pageMoves: Partial<Record<MainAction["type"], ScrollMove>> = {
	"preview.down": "page.down",
	"preview.up": "page.up",
	"scroll.top": "top",
	"scroll.bottom": "bottom",
};

/** In a view that takes the place of the question (the full-text reader, the help), ↑/↓ move by a line too. */
export const lineMoves: Partial<Record<MainAction["type"], ScrollMove>> = {
	...pageMoves,
	"option.next": "line.down",
	"option.prev": "line.up",
};

/** The open help: whether it is taller than its rows, how to scroll it and how to close it. */
export interface OpenHelp {
	readonly scrolls: boolean;
	scroll(move: ScrollMove): void;
	close(): void;
}

/**
 * A key while the help is open: Ctrl+C still dismisses the form; while the help is taller than its rows, ↑↓,
 * PgUp/PgDn and Home/End scroll it; any other key (Esc too) only closes it.
 */
export function handleHelpKey(keymap: Keymap, view: QuestionnaireView, data: string, help: OpenHelp): void {
	const action = keymap.resolveMainKey(data);
	const move = help.scrolls && action !== undefined ? lineMoves[action.type] : undefined;
	if (action?.type === "dismiss") view.dismiss();
	else if (move !== undefined) help.scroll(move);
	else help.close();
}

/**
 * Ctrl+C dismisses without saving, Esc saves and closes, Enter saves, Ctrl+G opens the text in the person's external
 * editor (`openExternal`); in a text question's answer editor Tab and
 * Shift+Tab save and go to the next or previous tab; everything else is the editor's. An open completion list gets
 * Enter, Esc and Tab first, and Enter after a `\` inserts a line break as in pi's editor.
 */
export function handleEditingKey(
	keymap: Keymap,
	latest: () => QuestionnaireView,
	editor: Editor,
	data: string,
	openExternal: () => void,
): void {
	const view = latest();
	if (data === "") return;
	const action = keymap.resolveEditingKey(data);
	const listOpen = editor.isShowingAutocomplete();
	if (action === "dismiss") view.dismiss();
	else if (action === "external") openExternal();
	else if (action === "close" && !listOpen) view.closeEditor(editor.getExpandedText());
	else if (action === "save" && !listOpen && !continuesLine(editor)) view.saveEditor(editor.getExpandedText());
	else if ((action === "tab.next" || action === "tab.prev") && !listOpen && tabLeavesEditor(view)) {
		view.closeEditor(editor.getExpandedText());
		// Closing made a newer view (an older one's intents do nothing): the tab moves from it.
		if (action === "tab.next") latest().nextTab();
		else latest().prevTab();
	} else editor.handleInput(data);
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
		case "digit.type":
			view.typeDigit(action.digit);
			break;
		case "optionNote":
			view.openEditor("optionNote");
			break;
		case "questionNote":
			// On the review, Shift+N notes the whole form.
			view.openEditor(view.mode === "reviewing" ? "formNote" : "questionNote");
			break;
		case "discuss":
			// The review's Discuss first, pressed at once: a key bound to it is chosen deliberately.
			if (view.mode === "reviewing") view.discuss();
			break;
		case "preview.down":
		case "preview.up":
		case "scroll.top":
		case "scroll.bottom":
		case "expand":
		case "help":
		case "fold":
		case "filter":
		case "agentMessage":
		case "webPage":
			break;
	}
}
