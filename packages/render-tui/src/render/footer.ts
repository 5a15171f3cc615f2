/**
 * The footer: the keys that apply now (the keys actually bound: pi's remapped keys and the host's settings applied),
 * most useful first, as many as fit on one line, always ending in `? keys` (the help lists every key) when it fits.
 * A notice (e.g. the time left) comes first. While a cancel waits to be confirmed, the footer asks instead.
 */
import type { Discard, QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type KeyHint, type Keymap, type MainAction } from "../keymap.ts";
import { pairLabel } from "../keys/key-sources.ts";
import { fitLine, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { tabLeavesEditor } from "./editor.ts";

const SEPARATOR = " · ";

/** A main-mode action, or `move`: the previous and next option keys as one hint. */
type HintId = MainAction["type"] | "move";

const questionOrder: readonly HintId[] = [
	"move",
	"confirm",
	"tab.next",
	"cancel",
	"toggle",
	// Folding lets the person read what the agent wrote above: worth more than a digit's hint.
	"fold",
	"pick",
	"optionNote",
	"questionNote",
	"tab.prev",
	"agentMessage",
	"webPage",
	"dismiss",
];
const reviewingOrder: readonly HintId[] = [
	"confirm",
	"move",
	// Shown only when the host bound a key to it (the buttons' digits say the rest): then it is wanted.
	"discuss",
	"questionNote",
	"tab.next",
	"cancel",
	"fold",
	"tab.prev",
	"agentMessage",
	"webPage",
	"dismiss",
];

function mainHint(keyHints: Keymap["keyHints"], id: HintId): KeyHint<string> | undefined {
	if (id !== "move") return keyHints.main.find((hint) => hint.action === id);
	const [previous, next] = [mainHint(keyHints, "option.prev"), mainHint(keyHints, "option.next")];
	return previous && next ? { action: id, keys: pairLabel(previous.keys, next.keys), description: "move" } : undefined;
}

/** What a typed digit is waiting for: the rest of a row number, or the same digit again on the review. */
function pendingHint(view: QuestionnaireView, keyHints: Keymap["keyHints"]): KeyHint<string> | undefined {
	const confirm = mainHint(keyHints, "confirm")?.keys;
	const waiting = view.question?.waitingNumber;
	if (waiting !== undefined) {
		const next = confirm === undefined ? "next digit" : `next digit, or ${confirm} for row ${waiting}`;
		return { action: "pick", keys: `${waiting}…`, description: next };
	}
	const review = view.review;
	if (review?.armed !== true) return undefined;
	const digit = review.digits[review.focus];
	const again = confirm === undefined ? `press ${digit} again` : `press ${digit} again or ${confirm}`;
	return { action: "confirm", keys: again, description: `to ${review.focus}` };
}

/** Hints from the body's view-only state: shown first, or `only` them (the full-text reader has its own keys). */
export interface BodyHints {
	readonly only: boolean;
	/** The hints, naming the keys the form binds. */
	readonly hints: (keyHints: Keymap["keyHints"]) => readonly KeyHint<string>[];
}

function hintsFor(
	view: QuestionnaireView,
	keyHints: Keymap["keyHints"],
	body: BodyHints | undefined,
): readonly KeyHint<string>[] {
	if (view.mode === "editing") return editingHints(view, keyHints);
	if (body?.only === true) return body.hints(keyHints);
	const first = body?.hints(keyHints) ?? [];
	// A body hint for an action takes the place of the mode's (Esc shows every option while a filter narrows the list),
	// and a body's pick hint that of the waiting number's (Enter does not pick a row the filter hides).
	const own = new Set(first.map((hint) => hint.action));
	const pending = own.has("pick") ? undefined : pendingHint(view, keyHints);
	const hints = [...first, ...modeHints(view, keyHints).filter((hint) => !own.has(hint.action))];
	return pending === undefined ? hints : [pending, ...hints];
}

/** The editor's keys; Tab and Shift+Tab as one hint after Enter where they leave the editor, else not at all. */
function editingHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<string>[] {
	const isTab = (hint: KeyHint<string>) => hint.action === "tab.next" || hint.action === "tab.prev";
	const rest = keyHints.editing.filter((hint) => !isTab(hint));
	const tabs = keyHints.editing.filter(isTab);
	if (!tabLeavesEditor(view) || tabs.length === 0) return rest;
	const leave = { action: "tab", keys: tabs.map((hint) => hint.keys).join("/"), description: "leave" };
	const [first, ...others] = rest;
	return first?.action === "save" ? [first, leave, ...others] : [leave, ...rest];
}

function modeHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<string>[] {
	const question = view.question;
	const row = question?.getRow(question.focusedRow);
	// An option note needs an option row (`Type your own` has none). The body names the preview's keys when it scrolls.
	const applies = (id: HintId) => id !== "optionNote" || row?.kind === "option";
	if (view.mode !== "reviewing") return questionOrder.filter(applies).flatMap((id) => mainHint(keyHints, id) ?? []);
	// On the review, the question-note key notes the whole form.
	return reviewingOrder.flatMap((id) => {
		const hint = mainHint(keyHints, id);
		return hint === undefined ? [] : [id === "questionNote" ? { ...hint, description: "form note" } : hint];
	});
}

const hintText = (hint: KeyHint<string>) => `${hint.keys} ${hint.description}`;

/** As many hints as fit in `width`, in order, then `more` at the end when there is room for it. */
function fitHints(hints: readonly KeyHint<string>[], more: KeyHint<string> | undefined, width: number): string[] {
	const all = hints.map(hintText);
	const moreText = more === undefined ? "" : hintText(more);
	if (more === undefined || widthOf(moreText) > width) return takeWhileFits(all, width);
	return [...takeWhileFits(all, width - widthOf(moreText) - SEPARATOR.length), moreText];
}

function takeWhileFits(parts: readonly string[], width: number): string[] {
	const kept: string[] = [];
	let used = 0;
	for (const part of parts) {
		const added = widthOf(part) + (kept.length > 0 ? SEPARATOR.length : 0);
		if (used + added > width) break;
		kept.push(part);
		used += added;
	}
	return kept;
}

/** The one-line confirmation the cancel key asks for (naming the keys bound) when the form holds answers or notes; shorter wording when narrow. */
function confirmationLine({ question }: Discard, keyHints: Keymap["keyHints"], theme: AskTheme, width: number): string {
	// The cancel keys as bound: pi's `tui.select.cancel` may be remapped (`q`, or Ctrl+G and Esc).
	const cancel = mainHint(keyHints, "cancel")?.keys ?? "Cancel";
	const wordings = [
		`${question} ${cancel} again to cancel the form · any other key keeps answering`,
		`${question} ${cancel} again: cancel · other keys: keep answering`,
		`${question} ${cancel} again cancels`,
	];
	const text = wordings.find((wording) => widthOf(wording) <= width) ?? wordings[wordings.length - 1] ?? question;
	return fitLine(theme.warning(text), width);
}

/** What the footer shows besides the mode's keys. */
export interface FooterInput {
	/** The body's hints, asked after the body rendered. */
	readonly body?: BodyHints | undefined;
	/** The keys actually bound; the table as written by default. */
	readonly keymap?: Pick<Keymap, "keyHints"> | undefined;
	/** A short text shown first, before any hint (e.g. the time left). */
	readonly notice?: string | undefined;
}

export function renderFooter(
	view: QuestionnaireView,
	theme: AskTheme,
	width: number,
	input: FooterInput = {},
): string[] {
	const { body, notice } = input;
	const { keyHints } = input.keymap ?? defaultKeymap;
	if (view.confirmingCancel !== undefined) return [confirmationLine(view.confirmingCancel, keyHints, theme, width)];
	if (notice !== undefined && widthOf(notice) > width) return [fitLine(theme.dim(notice), width)];
	const hints = hintsFor(view, keyHints, body);
	const more = view.mode === "editing" || body?.only === true ? undefined : mainHint(keyHints, "help");
	const room = notice === undefined ? width : width - widthOf(notice) - SEPARATOR.length;
	const parts = [...(notice === undefined ? [] : [notice]), ...fitHints(hints, more, room)];
	if (parts.length === 0) return [fitLine(theme.dim(hints[0]?.keys ?? ""), width)];
	return [theme.dim(parts.join(SEPARATOR))];
}
