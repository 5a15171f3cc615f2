/** The footer: the keys that apply now, most useful first, as many as fit on one line. */
import type { QuestionnaireView } from "@ask-user/core";
import { visibleWidth } from "@mariozechner/pi-tui";
import { type KeyHint, keyHints, type MainAction } from "../keymap.ts";
import { fitLine } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";

const SEPARATOR = " · ";

type MainActionType = MainAction["type"];

const answeringOrder: readonly MainActionType[] = [
	"option.next",
	"option.prev",
	"confirm",
	"tab.next",
	"cancel",
	"toggle",
	"pick",
	"note.option",
	"note.question",
	"tab.prev",
	"dismiss",
];
const reviewingOrder: readonly MainActionType[] = [
	"confirm",
	"option.next",
	"tab.next",
	"tab.prev",
	"cancel",
	"dismiss",
];

function pickHints(order: readonly MainActionType[], skip: ReadonlySet<MainActionType>): readonly KeyHint<string>[] {
	return order
		.filter((action) => !skip.has(action))
		.flatMap((action) => keyHints.main.filter((hint) => hint.action === action));
}

function hintsFor(view: QuestionnaireView): readonly KeyHint<string>[] {
	if (view.mode === "editing") return keyHints.editing;
	if (view.mode === "reviewing") return pickHints(reviewingOrder, new Set());
	const question = view.question;
	const skip = new Set<MainActionType>();
	// An option note needs an option row; `Type your own` has none.
	if (question === undefined || question.getRow(question.focusedRow).kind !== "option") skip.add("note.option");
	return pickHints(answeringOrder, skip);
}

export function renderFooter(view: QuestionnaireView, theme: AskTheme, width: number): string[] {
	const parts: string[] = [];
	let used = 0;
	for (const hint of hintsFor(view)) {
		const part = `${hint.keys} ${hint.description}`;
		const added = visibleWidth(part) + (parts.length > 0 ? SEPARATOR.length : 0);
		if (used + added > width) break;
		parts.push(part);
		used += added;
	}
	if (parts.length === 0) return [fitLine(theme.dim(hintsFor(view)[0]?.keys ?? ""), width)];
	return [theme.dim(parts.join(SEPARATOR))];
}
