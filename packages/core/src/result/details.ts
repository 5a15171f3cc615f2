import type { Answer, AskUserDetails, CancelReason, DetailsQuestion, NormalizedQuestion } from "../contract/types.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";

export interface DetailsSource {
	readonly title?: string;
	readonly questions: readonly NormalizedQuestion[];
	readonly states: readonly QuestionState[];
	/** Set when the flow ended without a submit. */
	readonly cancelReason?: CancelReason;
}

export function detailsQuestions(questions: readonly NormalizedQuestion[]): DetailsQuestion[] {
	return questions.map(({ id, label, prompt, type }) => ({ id, label, prompt, type }));
}

/**
 * One question's answer, or undefined when there is nothing to report. Options follow their original order,
 * `indices` are 1-based rendered positions, custom text comes last, option notes only for selected options.
 */
export function buildAnswer(question: NormalizedQuestion, state: QuestionState): Answer | undefined {
	const answer: Answer = { values: [], labels: [], indices: [] };
	const optionNotes: Record<string, string> = {};
	for (const position of state.selected) {
		const option = question.options[position];
		if (option === undefined) continue;
		answer.values.push(option.value);
		answer.labels.push(option.label);
		answer.indices.push(position + 1);
		const note = state.optionNotes[position];
		if (note !== undefined) optionNotes[option.value] = note;
	}
	if (state.customText !== undefined) {
		answer.values.push(state.customText);
		answer.labels.push(state.customText);
		answer.customText = state.customText;
	}
	if (state.note !== undefined) answer.note = state.note;
	if (Object.keys(optionNotes).length > 0) answer.optionNotes = optionNotes;
	return answer.values.length > 0 || answer.note !== undefined ? answer : undefined;
}

/** The contract's `details`. A cancelled flow reports no answers, so nothing can be mistaken for one. */
export function buildDetails(source: DetailsSource): AskUserDetails {
	const answers: Record<string, Answer> = {};
	if (source.cancelReason === undefined) {
		source.questions.forEach((question, index) => {
			const state = source.states[index];
			const answer = state === undefined ? undefined : buildAnswer(question, state);
			if (answer !== undefined) answers[question.id] = answer;
		});
	}
	return {
		...(source.title === undefined ? {} : { title: source.title }),
		cancelled: source.cancelReason !== undefined,
		...(source.cancelReason === undefined ? {} : { cancelReason: source.cancelReason }),
		questions: detailsQuestions(source.questions),
		answers,
	};
}

/** The details of a flow that never reached the person (no UI, invalid payload, …). */
export function cancelledDetails(
	reason: CancelReason,
	payload: { readonly title?: string; readonly questions: readonly NormalizedQuestion[] } = { questions: [] },
): AskUserDetails {
	return buildDetails({ ...payload, states: [], cancelReason: reason });
}
