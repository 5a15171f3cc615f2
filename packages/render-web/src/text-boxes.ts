/**
 * The page's boxes that hold a text the person saves (an own answer, a note): the name the page's HTML gives each (its
 * field, which the page's script reads back as the action that saves it), the text the form holds in each, and which
 * of the texts the pages told as typed an action settled, so that a page keeps no text the form already has.
 */
import type { QuestionnaireView } from "@ask-user/core";
import type { TextAction, TextBox } from "./page-actions.ts";

/** The box's field on the page: `answer-1`, `note-1`, `option-1-2` (question, then option, from 0) or `formNote`. */
export function fieldOf(box: TextBox): string {
	switch (box.type) {
		case "answer":
			return `answer-${box.question}`;
		case "questionNote":
			return `note-${box.question}`;
		case "optionNote":
			return `option-${box.question}-${box.index}`;
		case "formNote":
			return "formNote";
	}
}

/**
 * The text the form holds in the box (empty when none), or undefined where the view does not show it: the form's
 * note off the review, any box once the form has ended.
 */
export function boxText(view: QuestionnaireView, box: TextBox): string | undefined {
	if (view.mode === "submitted" || view.mode === "cancelled") return undefined;
	if (box.type === "formNote") return view.review === undefined ? undefined : (view.review.note ?? "");
	const question = view.getQuestion(box.question);
	if (box.type === "questionNote") return question.note ?? "";
	if (box.type === "optionNote") return question.getRow(box.index).note ?? "";
	const own = question.rowCount > 0 ? question.getRow(question.rowCount - 1) : undefined;
	return own?.kind === "custom" ? (own.customText ?? "") : undefined;
}

/**
 * Of the texts told as typed before an action (`before`), those it settled: each it saved (`left`) that its box still
 * holds after it (a pick saves an own answer typed on its question, then replaces it with the option: that text stays
 * the page's), and each that a save of its box replaced (gone from `after` unsaved: the action's own text, or a
 * draft it carried). The form's note, which the view shows only on the review, is taken as held: no intent but the
 * note's own saves it; any other box the view does not show (none on its question) held nothing.
 */
export function settledTexts(
	view: QuestionnaireView,
	before: readonly TextAction[],
	left: readonly TextAction[],
	after: readonly TextAction[],
): readonly TextAction[] {
	return before.filter((text) => {
		if (after.includes(text)) return false;
		if (!left.includes(text)) return true;
		const held = boxText(view, text);
		return held === undefined ? text.type === "formNote" : held === text.text;
	});
}

/**
 * Of the texts told as typed (`typed`), those whose box the form now holds another text in than when each was told
 * (`told`): saved anew outside the pages (the terminal), which the newer save replaces. A box emptied is none: a pick
 * of an option takes the place of an own answer without saving its box.
 */
export function replacedTexts(
	view: QuestionnaireView,
	typed: readonly TextAction[],
	told: WeakMap<TextAction, string>,
): readonly TextAction[] {
	return typed.filter((text) => {
		const was = told.get(text);
		const now = boxText(view, text);
		return was !== undefined && now !== undefined && now !== "" && now !== was;
	});
}
