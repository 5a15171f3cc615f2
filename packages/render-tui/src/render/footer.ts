/**
 * The footer: the keys that apply now (the keys actually bound: pi's remapped keys and the host's settings applied),
 * most useful first, as many as fit on one line (a hint with a shorter wording in it rather than passed over), always
 * ending in `? keys` (the help lists every key) when it fits.
 * A notice (e.g. the time left) comes first. While a cancel waits to be confirmed, the footer asks instead.
 */
import type { Discard, QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type EditingAction, type KeyHint, type Keymap, type MainAction } from "../keymap.ts";
import { pairLabel } from "../keys/key-sources.ts";
import { fitLine, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { tabLeavesEditor } from "./editor.ts";

const SEPARATOR = " · ";

/**
 * A main-mode action, or `move`: the previous and next option keys as one hint; or `notes`: the option-note key
 * (where the focused row is an option) and the question-note key as one hint.
 */
type HintId = MainAction["type"] | "move" | "notes";

/**
 * Most useful first. Space only on a multi question (on a single one Enter picks); the note keys before the tab and
 * cancel keys, which the tab bar and every form already suggest; a hint that does not fit is passed over for the
 * shorter ones after it.
 */
const questionOrder: readonly HintId[] = [
	"move",
	"confirm",
	"toggle",
	"notes",
	"tab.next",
	"cancel",
	// Folding lets the person read what the agent wrote above: worth more than a digit's hint.
	"fold",
	"digit.type",
	"tab.prev",
	"agentMessage",
	"webPage",
	"dismiss",
];
const reviewingOrder: readonly Exclude<HintId, "notes">[] = [
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

function mainHint(keyHints: Keymap["keyHints"], id: Exclude<HintId, "notes">): KeyHint<string> | undefined {
	if (id !== "move") return keyHints.main.find((hint) => hint.action === id);
	const [previous, next] = [mainHint(keyHints, "option.prev"), mainHint(keyHints, "option.next")];
	if (previous === undefined || next === undefined) return undefined;
	return { action: id, keys: pairLabel(previous.keys, next.keys), description: keyHints.words.keyMove };
}

/**
 * A hint, and where it has them, the shorter wordings it shows in when the whole hint does not fit: a shorter
 * description, or fewer of its keys (`↑↓ scroll` for `↑↓ PgUp/PgDn scroll`). A `kept` hint keeps its room before
 * any other that is not (and before `? keys`): the only way to what the screen cut (`e` for a cut title).
 */
type FooterHint = KeyHint<string> & {
	readonly shorter?: string;
	readonly fewerKeys?: string;
	readonly kept?: boolean;
};

/** Where the footer's hints go: `withMore` beside `? keys`, `alone` without it (the footer's whole room). */
interface HintRoom {
	readonly withMore: number;
	readonly alone: number;
}

/** The first of `wordings` (longest first) that fits `width`. */
function fitting(wordings: readonly string[], width: number): string | undefined {
	return wordings.find((wording) => widthOf(wording) <= width);
}

/** The first of `wordings` (longest first) that fits beside `? keys`, else alone, else the last. */
function longestFitting(wordings: readonly string[], room: HintRoom): string {
	return fitting(wordings, room.withMore) ?? fitting(wordings, room.alone) ?? wordings.at(-1) ?? "";
}

/**
 * What a typed digit is waiting for, in the longest wording that fits (so a narrow pane still says it): the rest of
 * a row number (`2… next digit, or Enter for row 2`, or just `2… next digit`), or the same digit again on the review
 * (`press 3 again or Enter to Discuss first`, or `press 3 again to Discuss first`). Its action is `confirm` where it
 * names the confirm key, and `digit.type` otherwise.
 */
function pendingHint(
	view: QuestionnaireView,
	keyHints: Keymap["keyHints"],
	room: HintRoom,
): KeyHint<string> | undefined {
	const { words } = keyHints;
	const confirm = mainHint(keyHints, "confirm")?.keys;
	const waiting = view.question?.waitingNumber;
	if (waiting !== undefined) {
		const keys = `${waiting}…`;
		const long = confirm === undefined ? [] : [words.keyNextDigitOr(confirm, waiting)];
		// After the keys and a space.
		const after = (width: number) => width - widthOf(keys) - 1;
		const description = longestFitting([...long, words.keyNextDigit], {
			withMore: after(room.withMore),
			alone: after(room.alone),
		});
		return { action: description === long[0] ? "confirm" : "digit.type", keys, description };
	}
	const review = view.review;
	if (review?.armed !== true) return undefined;
	const button = { submit: words.submitButton, cancel: words.cancelButton, discuss: words.discussButton }[review.focus];
	const digit = String(review.digits[review.focus]);
	const withConfirm = confirm === undefined ? [] : [words.keyPressAgain(digit, confirm, button)];
	const again = longestFitting([...withConfirm, words.keyPressAgain(digit, undefined, button)], room);
	return { action: again === withConfirm[0] ? "confirm" : "digit.type", keys: again, description: "" };
}

/** Hints from the body's view-only state: shown first, or `only` them (the full-text reader has its own keys). */
export interface BodyHints {
	readonly only: boolean;
	/** The hints, naming the keys the form binds. */
	readonly hints: (keyHints: Keymap["keyHints"]) => readonly FooterHint[];
}

function hintsFor(
	view: QuestionnaireView,
	keyHints: Keymap["keyHints"],
	body: BodyHints | undefined,
	room: HintRoom,
): readonly FooterHint[] {
	if (body?.only === true) return body.hints(keyHints);
	if (view.mode === "editing") return editingHints(view, keyHints);
	const first = body?.hints(keyHints) ?? [];
	// A body hint for an action takes the place of the mode's (Esc shows every option while a filter narrows the list),
	// and a body's digit hint that of the waiting number's (Enter does not pick a row the filter hides).
	const own = new Set(first.map((hint) => hint.action));
	const pending = own.has("digit.type") ? undefined : pendingHint(view, keyHints, room);
	// The pending digit's hint says what the digits do now, and the confirm key where it names it (its action then).
	if (pending !== undefined) own.add(pending.action).add("digit.type");
	const hints = [...first, ...modeHints(view, keyHints).filter((hint) => !own.has(hint.action))];
	// What a digit typed waits for is never passed over for a kept hint after it.
	return pending === undefined ? hints : [{ ...pending, kept: true }, ...hints];
}

/**
 * An editor's keys, most useful first: saving, leaving by Tab (where Tab leaves the editor), closing, the external
 * editor (named nowhere else while typing), folding, discarding. Closing says `close` alone where `save & close`
 * does not fit, rather than give its place to the keys after it (Enter's hint says that text is saved).
 */
const editingOrder: readonly (EditingAction | "tab")[] = ["save", "tab", "close", "external", "fold", "dismiss"];

/** The editor's keys in `editingOrder`; Tab and Shift+Tab as one hint where they leave the editor, else not at all. */
function editingHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly FooterHint[] {
	const tabs = keyHints.editing.filter((hint) => hint.action === "tab.next" || hint.action === "tab.prev");
	const leaves = tabLeavesEditor(view) && tabs.length > 0;
	return editingOrder.flatMap((id): FooterHint[] => {
		const hints = keyHints.editing.filter((hint) => hint.action === id);
		if (id === "close") return hints.map((hint) => ({ ...hint, shorter: keyHints.words.keyClose }));
		if (id !== "tab") return hints;
		if (!leaves) return [];
		return [{ action: id, keys: tabs.map((hint) => hint.keys).join("/"), description: keyHints.words.keyLeave }];
	});
}

/** `n/Shift+N note`: the option-note key where the focused row is an option (`Type your own` has none), then the question's. */
function notesHint(view: QuestionnaireView, keyHints: Keymap["keyHints"]): KeyHint<string> | undefined {
	const question = view.question;
	const onOption = question?.getRow(question.focusedRow).kind === "option";
	const keys = [...(onOption ? [mainHint(keyHints, "optionNote")] : []), mainHint(keyHints, "questionNote")].flatMap(
		(hint) => hint?.keys ?? [],
	);
	return keys.length === 0 ? undefined : { action: "notes", keys: keys.join("/"), description: keyHints.words.keyNote };
}

function modeHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<string>[] {
	const question = view.question;
	if (view.mode !== "reviewing") {
		// Space toggles on a multi question; Enter picks on the others. The body names the preview's keys when it scrolls.
		const applies = (id: HintId) => id !== "toggle" || question?.type === "multi";
		return questionOrder
			.filter(applies)
			.flatMap((id) => (id === "notes" ? notesHint(view, keyHints) : mainHint(keyHints, id)) ?? []);
	}
	// On the review, the question-note key notes the whole form.
	return reviewingOrder.flatMap((id) => {
		const hint = mainHint(keyHints, id);
		if (hint === undefined) return [];
		return [id === "questionNote" ? { ...hint, description: keyHints.words.keyFormNote } : hint];
	});
}

const hintText = (hint: KeyHint<string>) => (hint.description === "" ? hint.keys : `${hint.keys} ${hint.description}`);

/** A hint's wordings, longest first: whole, then with its shorter description, then with fewer keys, where it has them. */
function wordingsOf(hint: FooterHint): readonly string[] {
	const shorter = hint.shorter === undefined ? hint : { ...hint, description: hint.shorter };
	const fewer = hint.fewerKeys === undefined ? [] : [hintText({ ...shorter, keys: hint.fewerKeys })];
	return [hintText(hint), ...(shorter === hint ? [] : [hintText(shorter)]), ...fewer];
}

/** A hint's wordings (longest first), and whether it keeps its room before the others. */
interface FooterPart {
	readonly wordings: readonly string[];
	readonly kept: boolean;
}

/** The room a kept part takes at the least: a separator and its shortest wording. */
const leastRoom = (part: FooterPart) => SEPARATOR.length + widthOf(part.wordings.at(-1) ?? "");

/**
 * As many hints as fit in `width`, in order, then `more` at the end when there is room for it beside the first hint
 * and the kept ones: the most useful one (what a digit pressed again does) and the only way to what was cut are not
 * passed over for `? keys`.
 */
function fitHints(hints: readonly FooterHint[], more: KeyHint<string> | undefined, width: number): string[] {
	const all = hints.map((hint) => ({ wordings: wordingsOf(hint), kept: hint.kept === true }));
	const moreText = more === undefined ? "" : hintText(more);
	const withMore = width - widthOf(moreText) - SEPARATOR.length;
	const later = all.slice(1).filter((part) => part.kept);
	const first = widthOf(all[0]?.wordings[0] ?? "") + later.reduce((sum, part) => sum + leastRoom(part), 0);
	if (more === undefined || withMore < 0 || (first > withMore && first <= width)) return takeWhileFits(all, width);
	return [...takeWhileFits(all, withMore), moreText];
}

/**
 * The parts that fit in `width`, in order, each in the first of its wordings (longest first) that fits the room
 * left: one with none that fits is passed over for shorter ones after it. A part that is not kept leaves the room the
 * kept ones after it need (those that fit `width` at all).
 */
function takeWhileFits(parts: readonly FooterPart[], width: number): string[] {
	const reserve = (part: FooterPart) =>
		part.kept && leastRoom(part) <= width + SEPARATOR.length ? leastRoom(part) : 0;
	const shown: string[] = [];
	let used = 0;
	let reserved = parts.reduce((sum, part) => sum + reserve(part), 0);
	for (const part of parts) {
		const gap = shown.length > 0 ? SEPARATOR.length : 0;
		reserved -= reserve(part);
		const wording = fitting(part.wordings, width - used - gap - (part.kept ? 0 : reserved));
		if (wording === undefined) continue;
		shown.push(wording);
		used += gap + widthOf(wording);
	}
	return shown;
}

/**
 * The confirmation the cancel key asks for (naming the keys bound) when the form holds answers or notes: one line in
 * the longest wording that fits; where even the shortest does not, the question on a line of its own and under it
 * the longest answer that fits, so a narrow pane still reads what Esc does.
 */
function confirmationLines(
	{ question }: Discard,
	keyHints: Keymap["keyHints"],
	theme: AskTheme,
	width: number,
): string[] {
	// The cancel keys as bound: pi's `tui.select.cancel` may be remapped (`q`, or Ctrl+G and Esc).
	const { words } = keyHints;
	const cancel = mainHint(keyHints, "cancel")?.keys ?? words.cancelButton;
	const answers = [words.cancelAgainLong, words.cancelAgainMedium, words.cancelAgainShort].map((wording) =>
		wording(cancel),
	);
	const line = fitting(
		answers.map((answer) => `${question} ${answer}`),
		width,
	);
	if (line !== undefined) return [fitLine(theme.warning(line), width)];
	const answer = fitting(answers, width) ?? answers.at(-1) ?? "";
	return [fitLine(theme.warning(question), width), fitLine(theme.warning(answer), width)];
}

/** What the footer shows besides the mode's keys. */
export interface FooterInput {
	/** The body's hints, asked after the body rendered. */
	readonly body?: BodyHints | undefined;
	/** The keys actually bound; the table as written by default. */
	readonly keymap?: Pick<Keymap, "keyHints"> | undefined;
	/** A short text shown first, before any hint (e.g. the time left). */
	readonly notice?: string | undefined;
	/**
	 * The mode's own line in place of any hint, after the notice, in the first of its wordings (longest first) that
	 * fits: the help's, whose keys are not the form's.
	 */
	readonly lines?: readonly string[] | undefined;
}

export function renderFooter(
	view: QuestionnaireView,
	theme: AskTheme,
	width: number,
	input: FooterInput = {},
): string[] {
	const { body, notice, lines } = input;
	const { keyHints } = input.keymap ?? defaultKeymap;
	if (view.confirmingCancel !== undefined) return confirmationLines(view.confirmingCancel, keyHints, theme, width);
	if (lines !== undefined) {
		const texts = lines.map((line) => (notice === undefined ? line : `${notice}${SEPARATOR}${line}`));
		return [fitLine(theme.dim(fitting(texts, width) ?? texts.at(-1) ?? ""), width)];
	}
	if (notice !== undefined && widthOf(notice) > width) return [fitLine(theme.dim(notice), width)];
	const more = view.mode === "editing" || body?.only === true ? undefined : mainHint(keyHints, "help");
	const room = notice === undefined ? width : width - widthOf(notice) - SEPARATOR.length;
	const hints = hintsFor(view, keyHints, body, {
		withMore: more === undefined ? room : room - widthOf(hintText(more)) - SEPARATOR.length,
		alone: room,
	});
	const parts = [...(notice === undefined ? [] : [notice]), ...fitHints(hints, more, room)];
	if (parts.length === 0) return [fitLine(theme.dim(hints[0]?.keys ?? ""), width)];
	return [theme.dim(parts.join(SEPARATOR))];
}
