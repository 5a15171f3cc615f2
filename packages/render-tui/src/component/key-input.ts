/** What the form's keys send the machine: each main-mode action to one of the view model's intents. */
import type { QuestionnaireView } from "@ask-user/core";
import type { MainAction } from "../keymap.ts";
import type { ScrollMove } from "../render/scroll.ts";

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

/** The view model's intent for `action`, where it has one; view-only actions send nothing. */
export function perform(view: QuestionnaireView, action: MainAction): void {
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
