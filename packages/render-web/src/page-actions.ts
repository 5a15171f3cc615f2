/**
 * What the page may do to the form, read from a request's JSON and applied through the view's intents, so the page
 * acts on the same actor the terminal renders. An action is checked whole before anything is sent: a malformed one
 * is a 400 that names the field; one that no longer fits the form (the terminal moved on meanwhile) is a 409.
 */

import type { QuestionnaireView } from "@ask-user/core";
import { isFields, sanitizeText } from "@ask-user/core/contract";

/** A question-bound action names the question the page showed (its tab index), so it never lands on another. */
export type PageAction =
	| { readonly type: "tab"; readonly index: number }
	| { readonly type: "next" | "prev" | "submit" | "cancel" | "discuss" | "discard" | "keep" }
	| { readonly type: "choose" | "toggle"; readonly question: number; readonly index: number }
	| { readonly type: "answer" | "note"; readonly question: number; readonly text: string }
	| { readonly type: "optionNote"; readonly question: number; readonly index: number; readonly text: string }
	| { readonly type: "formNote"; readonly text: string };

export class ActionError extends Error {
	constructor(
		readonly status: 400 | 409,
		message: string,
	) {
		super(message);
	}
}

const PLAIN = ["next", "prev", "submit", "cancel", "discuss", "discard", "keep"] as const;
const KNOWN = ["tab", ...PLAIN, "choose", "toggle", "answer", "note", "optionNote", "formNote"];

/** The fields each action takes besides `type`. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
	tab: ["index"],
	choose: ["question", "index"],
	toggle: ["question", "index"],
	answer: ["question", "text"],
	note: ["question", "text"],
	optionNote: ["question", "index", "text"],
	formNote: ["text"],
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

/** Reads a request's parsed JSON as an action, or throws a 400 `ActionError` that names the field. */
export function parseAction(raw: unknown): PageAction {
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
	switch (type) {
		case "tab":
			return { type, index: position(raw, "index") };
		case "choose":
		case "toggle":
			return { type, question: position(raw, "question"), index: position(raw, "index") };
		case "answer":
		case "note":
			return { type, question: position(raw, "question"), text: text(raw) };
		case "optionNote":
			return { type, question: position(raw, "question"), index: position(raw, "index"), text: text(raw) };
		default:
			return { type: "formNote", text: text(raw) };
	}
}

/** Whether `action` saves the very editor the terminal holds open (else that editor is saved and closed first). */
function savesOpenEditor(view: QuestionnaireView, action: PageAction): boolean {
	if (view.mode !== "editing") return false;
	const { kind } = view.editor;
	if (action.type === "formNote") return kind === "formNote";
	if (view.question === undefined || !("question" in action) || action.question !== view.question.index) return false;
	if (action.type === "answer") return kind === "answer";
	if (action.type === "note") return kind === "questionNote";
	return action.type === "optionNote" && kind === "optionNote" && view.question.focusedRow === action.index;
}

/** Sends one intent; false from it (the form is not where that applies) is a 409 saying what could not be done. */
function must(applied: boolean, what: string): void {
	if (!applied) throw new ActionError(409, `the form cannot ${what} where it is now; the page shows where that is`);
}

/** The value of option `index` of the question the page showed, which must still be the form's. */
function optionValue(view: QuestionnaireView, question: number, index: number): string {
	if (view.question === undefined || view.question.index !== question) {
		throw new ActionError(409, `the form is no longer on question ${question + 1}; the page shows where it is now`);
	}
	const row = index < view.question.rowCount ? view.question.getRow(index) : undefined;
	if (row?.kind !== "option" || row.value === undefined) {
		throw new ActionError(400, `index: question ${question + 1} has no option ${index + 1}`);
	}
	return row.value;
}

function sameQuestion(view: QuestionnaireView, question: number): void {
	if (view.question?.index !== question) {
		throw new ActionError(409, `the form is no longer on question ${question + 1}; the page shows where it is now`);
	}
}

/**
 * Applies `action` to the form whose latest view `current` gives (read again after each intent: every intent makes
 * a new snapshot). An editor the terminal holds open is saved and closed first, as Esc does, unless the action
 * saves that editor.
 */
export function applyAction(current: () => QuestionnaireView, action: PageAction): void {
	const first = current();
	if (first.mode === "submitted" || first.mode === "cancelled") throw new ActionError(409, "the form has ended");
	if (first.mode === "editing" && !savesOpenEditor(first, action)) must(first.closeEditor(), "close its editor");
	const [applied, what] = lastIntent(current, action);
	must(applied, what);
}

/** Sends the action's intents but the last, checking each; the last one's result and what it does. */
function lastIntent(current: () => QuestionnaireView, action: PageAction): readonly [boolean, string] {
	const view = current();
	switch (action.type) {
		case "tab":
			if (action.index >= view.tabCount) {
				throw new ActionError(400, `index: tab ${action.index} is outside 0..${view.tabCount - 1}`);
			}
			return [view.selectTab(action.index), "go to that tab"];
		case "next":
			return [view.nextTab(), "go to the next tab"];
		case "prev":
			return [view.prevTab(), "go to the previous tab"];
		case "choose":
			return [view.chooseValue(optionValue(view, action.question, action.index)), "choose that option"];
		case "toggle":
			return [view.toggleValue(optionValue(view, action.question, action.index)), "tick that option"];
		case "answer":
			sameQuestion(view, action.question);
			if (view.mode !== "editing") must(view.openEditor("answer"), "take an own answer on this question");
			return [current().saveEditor(action.text), "save the answer"];
		case "note":
			sameQuestion(view, action.question);
			if (view.mode !== "editing") must(view.openEditor("questionNote"), "note this question");
			return [current().saveEditor(action.text), "save the note"];
		case "optionNote":
			optionValue(view, action.question, action.index);
			if (view.mode !== "editing") {
				must(view.focusOption(action.index), "focus that option");
				must(current().openEditor("optionNote"), "note that option");
			}
			return [current().saveEditor(action.text), "save the note"];
		case "formNote":
			if (view.mode !== "editing") must(view.openEditor("formNote"), "note the whole form (it is on the review)");
			return [current().saveEditor(action.text), "save the note"];
		case "submit":
			return [view.submit(), "submit"];
		case "cancel":
			// The review's Cancel acts at once, as its button does in the terminal.
			return [view.mode === "reviewing" ? view.pick(view.review.digits.cancel) : view.cancel(), "cancel"];
		case "discuss":
			return [view.discuss(), "end to discuss first (it is on the review)"];
		case "discard":
			if (view.confirmingCancel === undefined) throw new ActionError(409, "the form is not asking to discard");
			return [view.cancel(), "discard the answers"];
		case "keep":
			return [view.keepAnswering(), "go back to answering"];
	}
}
