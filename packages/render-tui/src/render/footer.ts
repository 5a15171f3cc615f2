/** The footer: the keys that apply now, most useful first, as many as fit on one line. */
import type { QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type KeyHint, type Keymap, type MainAction } from "../keymap.ts";
import { fitLine, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";

const SEPARATOR = " · ";

/** A main-mode action, or `move`: the previous and next option keys as one hint. */
type HintId = MainAction["type"] | "move";

const answeringOrder: readonly HintId[] = [
	"move",
	"confirm",
	"tab.next",
	"cancel",
	"preview.down",
	"toggle",
	"pick",
	"note.option",
	"note.question",
	"tab.prev",
	"dismiss",
];
const previewOrder: readonly HintId[] = ["move", "confirm", "tab.next", "cancel", "preview.down", "toggle", "pick"];
const reviewingOrder: readonly HintId[] = ["confirm", "move", "tab.next", "cancel", "tab.prev", "dismiss"];

function mainHint(keyHints: Keymap["keyHints"], id: HintId): KeyHint<string> | undefined {
	if (id !== "move") return keyHints.main.find((hint) => hint.action === id);
	const [previous, next] = [mainHint(keyHints, "option.prev"), mainHint(keyHints, "option.next")];
	return previous && next ? { action: id, keys: `${previous.keys}${next.keys}`, description: "move" } : undefined;
}

/** What a typed digit is waiting for: the rest of a row number, or the same digit again on the review. */
function pendingHint(view: QuestionnaireView): KeyHint<string> | undefined {
	const waiting = view.question?.waitingNumber;
	if (waiting !== undefined) {
		return { action: "pick", keys: `${waiting}…`, description: `next digit, or Enter for row ${waiting}` };
	}
	const review = view.review;
	if (review?.armed !== true) return undefined;
	const digit = review.digits[review.focus];
	return { action: "confirm", keys: `press ${digit} again or Enter`, description: `to ${review.focus}` };
}

function hintsFor(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<string>[] {
	if (view.mode === "editing") return keyHints.editing;
	const pending = pendingHint(view);
	const hints = modeHints(view, keyHints);
	return pending === undefined ? hints : [pending, ...hints];
}

function modeHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<string>[] {
	const question = view.question;
	const row = question?.getRow(question.focusedRow);
	// An option note needs an option row (`Type your own` has none); scrolling needs a preview on the focused row.
	const applies = (id: HintId) =>
		(id !== "note.option" || row?.kind === "option") && (id !== "preview.down" || row?.preview !== undefined);
	const order =
		view.mode === "reviewing" ? reviewingOrder : question?.type === "preview" ? previewOrder : answeringOrder;
	return order.filter(applies).flatMap((id) => mainHint(keyHints, id) ?? []);
}

/**
 * The hints name the keys `keymap` binds (pi's remapped keys and the host's settings applied). A `notice` (e.g. the
 * time left) comes first, before any hint.
 */
export function renderFooter(
	view: QuestionnaireView,
	theme: AskTheme,
	width: number,
	keymap: Keymap = defaultKeymap,
	notice?: string,
): string[] {
	const hints = hintsFor(view, keymap.keyHints);
	const parts: string[] = notice === undefined ? [] : [notice];
	let used = notice === undefined ? 0 : widthOf(notice);
	if (used > width) return [fitLine(theme.dim(notice ?? ""), width)];
	for (const hint of hints) {
		const part = `${hint.keys} ${hint.description}`;
		const added = widthOf(part) + (parts.length > 0 ? SEPARATOR.length : 0);
		if (used + added > width) break;
		parts.push(part);
		used += added;
	}
	if (parts.length === 0) return [fitLine(theme.dim(hints[0]?.keys ?? ""), width)];
	return [theme.dim(parts.join(SEPARATOR))];
}
