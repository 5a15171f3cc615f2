/** The review tab's part of the view, and what a cancel would discard. */
import type { Messages } from "../contract/messages.ts";
import { isAnswered, progressOf } from "../machine/question-state.ts";
import type { QuestionnaireSnapshot } from "../machine/questionnaire.machine.ts";
import type { QuestionnaireContext } from "../machine/questionnaire.types.ts";
import { REVIEW_DIGITS } from "../machine/review-buttons.ts";
import { buildAnswer } from "../result/details.ts";
import { transcriptLine } from "../result/transcript.ts";
import type { Discard, ReviewView } from "./questionnaire.view.ts";

export function reviewView(
	context: QuestionnaireSnapshot["context"],
	snapshot: QuestionnaireSnapshot,
	messages: Messages,
): ReviewView {
	const itemCount = context.questions.length;
	return {
		focus: context.reviewFocus,
		armed: snapshot.matches({ reviewing: "armed" }),
		digits: REVIEW_DIGITS,
		labels: { submit: messages.submitButton, cancel: messages.cancelButton, discuss: messages.discussButton },
		...(context.formNote === undefined ? {} : { note: context.formNote }),
		itemCount,
		unansweredCount: context.states.filter((s) => !isAnswered(s)).length,
		unansweredRequired: context.questions.flatMap((q, index) => {
			const s = context.states[index];
			return q.required && s !== undefined && !isAnswered(s) ? [index] : [];
		}),
		getItem: (index) => {
			const q = context.questions[index];
			const s = context.states[index];
			if (q === undefined || s === undefined)
				throw new RangeError(`review item ${index} is outside 0..${itemCount - 1}`);
			return { ...transcriptLine(q, buildAnswer(q, s)), index, required: q.required };
		},
	};
}

export function discardOf(context: QuestionnaireContext, messages: Messages): Discard | undefined {
	const { answers, notes } = progressOf(context.states, context.formNote);
	return answers + notes === 0 ? undefined : { answers, notes, question: messages.discardQuestion(answers, notes) };
}
