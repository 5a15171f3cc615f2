/**
 * What the page may do to the form, read from a request's JSON and applied through the view's intents, so the page
 * acts on the same actor the terminal renders. An action is checked whole before anything is sent: a malformed one
 * is a 400 that names the field; one that no longer fits the form (the terminal moved on meanwhile) is a 409.
 */

import type { QuestionnaireView, QuestionView } from "@ask-user/core";
import { isFields, sanitizeText } from "@ask-user/core/contract";

/**
 * The largest action body taken, in bytes: what the page may need to send at once. A text of core's
 * `MAX_TYPED_CHARACTERS` takes at most 6 bytes a character as JSON (`\u0001`, a lone surrogate), about 600 KB: a Save,
 * or a typing notice of one text, always fits. A typing notice carries the texts typed since the last, newest first as
 * many as fit (the rest go in the next); an action carries the texts typed on its question that fit beside it, and
 * the page tells the others first. About as much as pi keeps of a form's progress (D185).
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The most UTF-16 units of the texts told as typed and not saved that the server keeps, for a time-out and for the
 * action that leaves them: 41 boxes each holding core's `MAX_TYPED_CHARACTERS` of emoji (16 MiB of memory at the
 * most); past it the oldest go. The page tells each text once: one dropped here is not told again.
 */
export const MAX_KEPT_TYPED_UNITS = 8 * 1024 * 1024;

/** A box of the page whose text the person saves (an own answer or a note), named by the editor it is saved in. */
export type TextBox =
	| { readonly type: "answer" | "questionNote"; readonly question: number }
	| { readonly type: "optionNote"; readonly question: number; readonly index: number }
	| { readonly type: "formNote" };

/** A text the page saves, in its box. */
export type TextAction = TextBox & { readonly text: string };

/**
 * The texts typed on the page and not saved yet, which an action that leaves the question (or the review) carries:
 * they are saved before it acts, as Tab saves a text question's open editor in the terminal.
 */
interface Drafts {
	readonly drafts?: readonly TextAction[];
}

/** An option of the question the page showed. */
interface OptionAt {
	readonly question: number;
	readonly index: number;
}

/**
 * A question-bound action names the question the page showed (its tab index), so it never lands on another. Each is
 * named as core's machine names what it sends (D95): its event (`tab.next`, `value.choose`), the event's verb
 * (`submit` for `flow.submit`, `resume` for `flow.resume`) or, for a text saved in an editor, the editor's kind.
 */
export type PageAction =
	| ({ readonly type: "tab.select"; readonly index: number } & Drafts)
	| ({ readonly type: "tab.next" | "tab.prev" | "submit" | "discuss" } & Drafts)
	| { readonly type: "cancel" | "resume" }
	| ({ readonly type: "value.choose" | "value.toggle" | "option.focus" } & OptionAt)
	| ({ readonly type: "option.pick" | "option.confirm" } & OptionAt & Drafts)
	| (TextAction & Drafts);

/**
 * The page telling, while text is typed on it, every text typed and not saved yet, in a box it shows or one the form
 * moved away from (another page or the terminal moved on): it sends nothing to the form (it acts as no key does), but
 * it is the person's action, so a host's time limit starts again, and the host keeps the texts, which a time-out saves
 * before it ends the form (`saveTyped`), each in its own question wherever the form is.
 */
export interface Typing {
	readonly type: "typing";
	readonly drafts: readonly TextAction[];
}

export class ActionError extends Error {
	constructor(
		readonly status: 400 | 409,
		message: string,
	) {
		super(message);
	}
}

/**
 * The actions but `tab.select`, `option.pick` and `option.confirm` that leave the question or the review, carrying the
 * texts typed.
 */
const LEAVING = ["tab.next", "tab.prev", "submit", "discuss"] as const;
const TEXTS = ["answer", "questionNote", "optionNote", "formNote"] as const;
/**
 * Every action that leaves or may leave the question or the review (a pick on a single or preview question moves on,
 * and so does Enter on an option, as the terminal's; a saved own answer or note may too): the page sends the other
 * texts typed there with it (`drafts`), and the server saves, before it acts, those and the ones told as typed there
 * (`typedLeft`).
 */
export const CARRYING_DRAFTS: readonly string[] = ["tab.select", "option.pick", "option.confirm", ...LEAVING, ...TEXTS];
/** The actions that end the form: they save every text told as typed, wherever its box. */
const ENDING: readonly string[] = ["submit", "discuss"];
const PLAIN = ["cancel", "resume"] as const;
const KNOWN = [
	"tab.select",
	"tab.next",
	"tab.prev",
	"submit",
	"cancel",
	"discuss",
	"resume",
	"value.choose",
	"value.toggle",
	"option.focus",
	"option.pick",
	"option.confirm",
	...TEXTS,
	"typing",
];

/** The fields each action takes besides `type`. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
	"tab.select": ["index", "drafts"],
	"tab.next": ["drafts"],
	"tab.prev": ["drafts"],
	submit: ["drafts"],
	discuss: ["drafts"],
	"value.choose": ["question", "index"],
	"value.toggle": ["question", "index"],
	"option.focus": ["question", "index"],
	"option.pick": ["question", "index", "drafts"],
	"option.confirm": ["question", "index", "drafts"],
	answer: ["question", "text", "drafts"],
	questionNote: ["question", "text", "drafts"],
	optionNote: ["question", "index", "text", "drafts"],
	formNote: ["text", "drafts"],
	typing: ["drafts"],
};

function position(raw: Readonly<Record<string, unknown>>, name: string): number {
	const value = raw[name];
	if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
		throw new ActionError(
			400,
			`${name}: must be a whole number of 0 or more, got ${JSON.stringify(value) ?? "nothing"}`,
		);
	}
	return value;
}

function text(raw: Readonly<Record<string, unknown>>): string {
	const value = raw.text;
	if (typeof value !== "string") throw new ActionError(400, `text: must be a string, got ${typeof value}`);
	// Typed text, as the terminal's editor takes it: no control characters, no invisible ones.
	return sanitizeText(value);
}

/** The drafts a leaving action carries, each an answer or a note checked as its own action is. */
function drafts(raw: Readonly<Record<string, unknown>>): Drafts {
	const value = raw.drafts;
	if (value === undefined) return {};
	if (!Array.isArray(value))
		throw new ActionError(400, `drafts: must be a list of answers and notes, got ${typeof value}`);
	return {
		drafts: value.map((item: unknown, at) => {
			let draft: PageAction | Typing;
			try {
				draft = parseAction(item);
			} catch (error) {
				if (error instanceof ActionError) throw new ActionError(400, `drafts[${at}]: ${error.message}`);
				throw error;
			}
			if (!isText(draft)) {
				throw new ActionError(400, `drafts[${at}]: must be one of ${TEXTS.join(", ")}, got ${draft.type}`);
			}
			if ("drafts" in draft) throw new ActionError(400, `drafts[${at}]: a text carried carries no drafts of its own`);
			return draft;
		}),
	};
}

function isText(action: PageAction | Typing): action is TextAction {
	return TEXTS.some((type) => type === action.type);
}

/** Reads a request's parsed JSON as an action, or throws a 400 `ActionError` that names the field. */
export function parseAction(raw: unknown): PageAction | Typing {
	if (!isFields(raw)) throw new ActionError(400, "the action must be a JSON object with a type");
	const { type } = raw;
	if (typeof type !== "string" || !KNOWN.includes(type)) {
		const shown = typeof type === "string" ? JSON.stringify(type.slice(0, 40)) : typeof type;
		throw new ActionError(400, `type: must be one of ${KNOWN.join(", ")}, got ${shown}`);
	}
	const allowed = FIELDS[type] ?? [];
	const extra = Object.keys(raw).find((name) => name !== "type" && !allowed.includes(name));
	if (extra !== undefined) {
		const takes = allowed.length === 0 ? "no other field" : allowed.join(", ");
		throw new ActionError(400, `${JSON.stringify(extra.slice(0, 40))}: not a field of ${type} (it takes ${takes})`);
	}
	const plain = PLAIN.find((name) => name === type);
	if (plain !== undefined) return { type: plain };
	const leaving = LEAVING.find((name) => name === type);
	if (leaving !== undefined) return { type: leaving, ...drafts(raw) };
	switch (type) {
		case "typing":
			return { type, drafts: drafts(raw).drafts ?? [] };
		case "tab.select":
			return { type, index: position(raw, "index"), ...drafts(raw) };
		case "value.choose":
		case "value.toggle":
		case "option.focus":
			return { type, question: position(raw, "question"), index: position(raw, "index") };
		case "option.pick":
		case "option.confirm":
			return { type, question: position(raw, "question"), index: position(raw, "index"), ...drafts(raw) };
		case "answer":
		case "questionNote":
			return { type, question: position(raw, "question"), text: text(raw), ...drafts(raw) };
		case "optionNote":
			return {
				type,
				question: position(raw, "question"),
				index: position(raw, "index"),
				text: text(raw),
				...drafts(raw),
			};
		default:
			return { type: "formNote", text: text(raw), ...drafts(raw) };
	}
}

/** Whether `action` saves the very editor the terminal holds open (else that editor is saved and closed first). */
function savesOpenEditor(view: QuestionnaireView, action: PageAction): boolean {
	if (view.mode !== "editing") return false;
	const { kind } = view.editor;
	if (action.type === "formNote") return kind === "formNote";
	if (view.question === undefined || !("question" in action) || action.question !== view.question.index) return false;
	if (action.type === "answer") return kind === "answer";
	if (action.type === "questionNote") return kind === "questionNote";
	return action.type === "optionNote" && kind === "optionNote" && view.question.focusedRow === action.index;
}

/** Sends one intent; false from it (the form is not where that applies) is a 409 saying what could not be done. */
function must(applied: boolean, what: string): void {
	if (!applied) throw new ActionError(409, `the form cannot ${what} where it is now; the page shows where that is`);
}

/** The value of option `index` of the question the page showed, which must still be the form's. */
function optionValue(view: QuestionnaireView, question: number, index: number): string {
	return optionOf(sameQuestion(view, question), index);
}

/** The value of option `index` of `question` (a 400 when it has no such option: the own answer's row is none). */
function optionOf(question: QuestionView, index: number): string {
	const row = index < question.rowCount ? question.getRow(index) : undefined;
	if (row?.kind !== "option" || row.value === undefined) {
		throw new ActionError(400, `index: question ${question.index + 1} has no option ${index + 1}`);
	}
	return row.value;
}

function sameQuestion(view: QuestionnaireView, question: number): QuestionView {
	if (view.question?.index !== question) {
		throw new ActionError(409, `the form is no longer on question ${question + 1}; the page shows where it is now`);
	}
	return view.question;
}

/** Checks that `text` is for the question the page showed (an option note: an option of it), sending nothing. */
function checkQuestion(view: QuestionnaireView, text: TextAction): void {
	if (text.type === "optionNote") optionValue(view, text.question, text.index);
	else if (text.type !== "formNote") sameQuestion(view, text.question);
	else if (view.question !== undefined) {
		throw new ActionError(409, "the form is no longer on the review; the page shows where it is now");
	}
}

/**
 * Applies `action` to the form whose latest view `current` gives (read again after each intent: every intent makes
 * a new snapshot). The texts told as typed that it leaves (`told`, from `typedLeft`) and the drafts it carries are
 * saved first, each as Esc saves an editor (on the same tab: an own answer does not move on). An editor the terminal
 * holds open is saved and closed first, as Esc does, unless the action (or a draft) saves that editor.
 */
export function applyAction(
	current: () => QuestionnaireView,
	action: PageAction,
	told: readonly TextAction[] = [],
): void {
	const first = current();
	if (first.mode === "submitted" || first.mode === "cancelled") throw new ActionError(409, "the form has ended");
	if (action.type === "tab.select" && action.index >= first.tabCount) {
		throw new ActionError(400, `index: tab ${action.index} is outside 0..${first.tabCount - 1}`);
	}
	// The page's Back and Next do not wrap (the terminal's tab keys do): from the first tab nothing is before, from
	// the review nothing is after. A page that still showed another tab when the form got there is told so.
	if (action.type === "tab.prev" && first.activeTab === 0) {
		throw new ActionError(409, "the form is on its first tab, with no tab before it; the page shows where it is now");
	}
	if (action.type === "tab.next" && first.activeTab === first.tabCount - 1) {
		throw new ActionError(409, "the form is on the review, with no tab after it; the page shows where it is now");
	}
	const carried = "drafts" in action ? (action.drafts ?? []) : [];
	for (const draft of carried) checkQuestion(first, draft);
	saveTyped(current, told);
	for (const draft of carried) saveDraft(current, draft);
	const view = current();
	if (view.mode === "editing" && !savesOpenEditor(view, action)) must(view.closeEditor(), "close its editor");
	const [applied, what] = lastIntent(current, action);
	must(applied, what);
}

/**
 * Checks that the form has the box of each text typed, wherever the form is now (a text typed in a box the form has
 * moved away from since is kept as well), sending nothing: a 400 naming the text that names no box, a 409 when the
 * form has ended.
 */
export function checkTyped(view: QuestionnaireView, typed: readonly TextAction[]): void {
	if (view.mode === "submitted" || view.mode === "cancelled") throw new ActionError(409, "the form has ended");
	const questions = view.tabCount - 1;
	for (const [at, draft] of typed.entries()) {
		if (draft.type === "formNote") continue;
		if (draft.question >= questions) {
			throw new ActionError(400, `drafts[${at}]: question: the form has no question ${draft.question + 1}`);
		}
		try {
			if (draft.type === "optionNote") optionOf(view.getQuestion(draft.question), draft.index);
		} catch (error) {
			if (error instanceof ActionError) throw new ActionError(400, `drafts[${at}]: ${error.message}`);
			throw error;
		}
	}
}

/**
 * The texts typed that the host keeps: those `told` now, and those kept before for the other boxes (another page's),
 * the newest first while all together are at most `most` UTF-16 units (a bound on what pages make the host keep).
 */
export function typedSince(
	kept: readonly TextAction[],
	told: readonly TextAction[],
	most: number,
): readonly TextAction[] {
	let units = 0;
	for (const text of told) units += text.text.length;
	const others: TextAction[] = [];
	for (let at = kept.length - 1; at >= 0; at--) {
		const text = kept[at];
		if (text === undefined || told.some((other) => sameBox(text, other))) continue;
		units += text.text.length;
		if (units > most) break;
		others.unshift(text);
	}
	return [...others, ...told];
}

/** Saves a text typed on the page as Esc saves an editor: on the same tab, an own answer does not move on. */
function saveDraft(current: () => QuestionnaireView, draft: TextAction): void {
	openEditorOf(current, draft);
	must(current().closeEditor(draft.text), "save the text typed on the page");
}

/**
 * Saves each text the page told as typed (`Typing`) in its own question (the form's note on the review), wherever the
 * form is now: the form may have moved on since, on another page or in the terminal. Then the form goes back to the
 * tab it was on. What a host's time-out keeps, as if the person had saved each box; a text the form cannot take
 * (the form ended meanwhile) is skipped.
 */
export function saveTyped(current: () => QuestionnaireView, typed: readonly TextAction[]): void {
	const first = current();
	if (typed.length === 0 || first.mode === "submitted" || first.mode === "cancelled") return;
	// A cancel waiting to be confirmed would take the next intent as "keep answering" and do nothing else.
	if (first.confirmingCancel !== undefined) first.resume();
	for (const draft of typed) {
		unlessRefused(() => {
			goToTab(current, draft.type === "formNote" ? first.tabCount - 1 : draft.question);
			saveDraft(current, draft);
		});
	}
	unlessRefused(() => goToTab(current, first.activeTab));
}

/** Runs `step`, which an `ActionError` (the form would not take it) only stops. */
function unlessRefused(step: () => void): void {
	try {
		step();
	} catch (error) {
		if (!(error instanceof ActionError)) throw error;
	}
}

/** Goes to tab `tab` unless the form is there; an editor open elsewhere is saved and closed first, as Esc does. */
function goToTab(current: () => QuestionnaireView, tab: number): void {
	const view = current();
	if (view.activeTab === tab) return;
	if (view.mode === "editing") must(view.closeEditor(), "close its editor");
	must(current().selectTab(tab), "go to that tab");
}

/**
 * The texts told as typed (`typed`) that `action` saves before it acts, besides its own and those it carries: for an
 * action that ends the form (Submit, Discuss first) every one, wherever its box (the page may say it keeps them); for
 * another that may leave the question (`CARRYING_DRAFTS`) those typed where the form is (its question, or the
 * review's note), which the page told first when they did not fit beside the action; none for the rest.
 */
export function typedLeft(
	view: QuestionnaireView,
	typed: readonly TextAction[],
	action: PageAction,
): readonly TextAction[] {
	if (!CARRYING_DRAFTS.includes(action.type)) return [];
	const left = unsavedTyped(typed, action);
	return ENDING.includes(action.type) ? left : left.filter((text) => isWhereForm(view, text));
}

/** Whether `text`'s box is on the question the form is on (the form's note: on the review). */
function isWhereForm(view: QuestionnaireView, text: TextAction): boolean {
	try {
		checkQuestion(view, text);
		return true;
	} catch (error) {
		if (error instanceof ActionError) return false;
		throw error;
	}
}

/** The texts of `typed` that `action` did not save: its own text, or the drafts it carried, are saved in the form. */
export function unsavedTyped(typed: readonly TextAction[], action: PageAction): readonly TextAction[] {
	const saved = [...("drafts" in action ? (action.drafts ?? []) : []), ...(isText(action) ? [action] : [])];
	return typed.filter((text) => !saved.some((other) => sameBox(text, other)));
}

/** Whether two texts are typed in the same box (saved in the same editor). */
function sameBox(a: TextAction, b: TextAction): boolean {
	if (a.type !== b.type) return false;
	if (a.type === "formNote" || b.type === "formNote") return true;
	return a.question === b.question && ("index" in a ? a.index : 0) === ("index" in b ? b.index : 0);
}

/**
 * Opens the editor `text` is saved in, on the question the page showed; an editor open elsewhere is saved and closed
 * first, as Esc does; the one `text` saves stays open.
 */
function openEditorOf(current: () => QuestionnaireView, text: TextAction): void {
	const view = current();
	if (text.type !== "formNote") checkQuestion(view, text);
	if (view.mode === "editing") {
		if (savesOpenEditor(view, text)) return;
		must(view.closeEditor(), "close its editor");
	}
	const closed = current();
	switch (text.type) {
		case "answer":
			must(closed.openEditor("answer"), "take an own answer on this question");
			break;
		case "questionNote":
			must(closed.openEditor("questionNote"), "note this question");
			break;
		case "optionNote":
			must(closed.focusOption(text.index), "focus that option");
			must(current().openEditor("optionNote"), "note that option");
			break;
		case "formNote":
			must(closed.openEditor("formNote"), "note the whole form (it is on the review)");
	}
}

/** Sends the action's intents but the last, checking each; the last one's result and what it does. */
function lastIntent(current: () => QuestionnaireView, action: PageAction): readonly [boolean, string] {
	const view = current();
	switch (action.type) {
		case "tab.select":
			// The review's tab clicked on the review: it is where the form is (the statechart takes no step there).
			if (view.mode === "reviewing" && action.index === view.activeTab) return [true, "stay on the review"];
			return [view.selectTab(action.index), "go to that tab"];
		case "tab.next":
			return [view.nextTab(), "go to the next tab"];
		case "tab.prev":
			return [view.prevTab(), "go to the previous tab"];
		case "value.choose":
			return [view.chooseValue(optionValue(view, action.question, action.index)), "choose that option"];
		case "value.toggle":
			return [view.toggleValue(optionValue(view, action.question, action.index)), "tick that option"];
		case "option.focus":
			optionValue(view, action.question, action.index);
			return [view.focusOption(action.index), "show that option"];
		case "option.pick":
			// A click or Enter on a single or preview question's option: as the terminal's Enter or digit, it picks the
			// option and moves on (D9); the arrows send `value.choose`, which stays.
			optionValue(view, action.question, action.index);
			return [view.pick(action.index + 1), "pick that option"];
		case "option.confirm":
			// Enter on a multi question's checkbox: the terminal's Enter on that row, core's confirm with the row focused
			// (an answered multi question moves on as it is, an empty one ticks the option and moves on).
			optionValue(view, action.question, action.index);
			must(view.focusOption(action.index), "show that option");
			return [current().confirm(), "confirm that option"];
		case "answer":
		case "questionNote":
		case "optionNote":
		case "formNote":
			openEditorOf(current, action);
			return [current().saveEditor(action.text), action.type === "answer" ? "save the answer" : "save the note"];
		case "submit":
			return [view.submit(), "submit"];
		case "cancel":
			// While the form asks to confirm, a cancel confirms it (the page's Discard button, as Esc again does in the
			// terminal); the review's Cancel acts at once, as its button does; elsewhere the form asks first.
			if (view.confirmingCancel !== undefined) return [view.cancel(), "discard the answers"];
			return [view.mode === "reviewing" ? view.pick(view.review.digits.cancel) : view.cancel(), "cancel"];
		case "discuss":
			return [view.discuss(), "end to discuss first (it is on the review)"];
		case "resume":
			return [view.resume(), "go back to answering"];
	}
}
