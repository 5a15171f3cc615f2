/** Keys into machine events: each key resolves through the keymap to one of the view model's intents. */
import type { QuestionnaireView } from "@ask-user/core";
import type { Editor } from "@mariozechner/pi-tui";
import type { Keymap, MainAction } from "../keymap.ts";

export type PreviewDirection = "preview.down" | "preview.up";

/** A key while no editor is open; preview scrolling is view-only state, handed to `scrollPreview`. */
export function handleMainKey(
	keymap: Keymap,
	view: QuestionnaireView,
	data: string,
	scrollPreview: (direction: PreviewDirection) => void,
): void {
	const action = keymap.resolveMainKey(data);
	if (action?.type === "preview.down" || action?.type === "preview.up") scrollPreview(action.type);
	else if (action !== undefined) perform(view, action);
}

/**
 * Ctrl+C dismisses without saving, Esc saves and closes, Enter saves; everything else is the editor's. An open
 * completion list gets Enter and Esc first, and Enter after a `\` inserts a line break as in pi's editor.
 */
export function handleEditingKey(keymap: Keymap, view: QuestionnaireView, editor: Editor, data: string): void {
	if (data === "") return;
	const action = keymap.resolveEditingKey(data);
	const listOpen = editor.isShowingAutocomplete();
	if (action === "dismiss") view.dismiss();
	else if (action === "close" && !listOpen) view.closeEditor(editor.getExpandedText());
	else if (action === "save" && !listOpen && !continuesLine(editor)) view.saveEditor(editor.getExpandedText());
	else editor.handleInput(data);
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
