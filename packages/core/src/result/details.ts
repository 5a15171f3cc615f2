import type {
	Answer,
	AskUserDetails,
	CancelReason,
	DetailsQuestion,
	NormalizedQuestion,
	OptionName,
	UnchosenOptionNote,
} from "../contract/types.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";

/**
 * What `buildDetails` reads: the payload's questions and title, each question's state, how the flow ended, the form
 * note.
 */
export interface DetailsSource {
	readonly title?: string;
	readonly questions: readonly NormalizedQuestion[];
	readonly states: readonly QuestionState[];
	/** The note on the whole form. */
	readonly formNote?: string | undefined;
	/** True when the flow ended without a submit: no answers are reported then. */
	readonly cancelled: boolean;
	/** Why it was cancelled, when known; ignored unless `cancelled`. */
	readonly cancelReason?: CancelReason;
}

function detailsQuestions(questions: readonly NormalizedQuestion[]): DetailsQuestion[] {
	return questions.map(({ id, label, prompt, type }) => ({ id, label, prompt, type }));
}

/**
 * One question's answer, or undefined when there is nothing to report. Options follow their original order,
 * `indices` are 1-based rendered positions, custom text comes last, option notes only for selected options (notes
 * on the others go to `unchosenOptionNotes`). Records are built with `Object.fromEntries`, so a value such as
 * `__proto__` is an own key like any other.
 */
export function buildAnswer(question: NormalizedQuestion, state: QuestionState): Answer | undefined {
	const answer: Answer = { values: [], labels: [], indices: [] };
	const optionNotes: [string, string][] = [];
	for (const position of state.selected) {
		const option = question.options[position];
		if (option === undefined) continue;
		answer.values.push(option.value);
		answer.labels.push(option.label);
		answer.indices.push(position + 1);
		const note = state.optionNotes[position];
		if (note !== undefined) optionNotes.push([option.value, note]);
	}
	if (state.customText !== undefined) {
		answer.values.push(state.customText);
		answer.labels.push(state.customText);
		answer.customText = state.customText;
	}
	if (state.note !== undefined) answer.note = state.note;
	if (optionNotes.length > 0) answer.optionNotes = Object.fromEntries(optionNotes);
	const unchosen = unchosenNotes(question, state);
	if (unchosen.length > 0) answer.unchosenOptionNotes = unchosen;
	const declined = answer.values.length > 0 ? unchosenRecommended(question, state) : [];
	if (declined.length > 0) answer.unchosenRecommended = declined;
	return answer.values.length > 0 || answer.note !== undefined || unchosen.length > 0 ? answer : undefined;
}

function unchosenNotes(question: NormalizedQuestion, state: QuestionState): UnchosenOptionNote[] {
	return Object.entries(state.optionNotes)
		.map(([key, note]) => ({ position: Number(key), note }))
		.filter(({ position }) => !state.selected.includes(position))
		.sort((a, b) => a.position - b.position)
		.flatMap(({ position, note }) => {
			const option = question.options[position];
			return option === undefined ? [] : [{ value: option.value, label: option.label, note }];
		});
}

/** The recommended options `state` leaves unchosen, in option order. */
function unchosenRecommended(question: NormalizedQuestion, state: QuestionState): OptionName[] {
	return question.options.flatMap((option, position) =>
		option.recommended === true && !state.selected.includes(position)
			? [{ value: option.value, label: option.label }]
			: [],
	);
}

/** The answers of `source`'s states by question id, built with `Object.fromEntries` (`__proto__` is an own key). */
function answersOf(source: Pick<DetailsSource, "questions" | "states">): Record<string, Answer> {
	const answers = source.questions.flatMap((question, index): [string, Answer][] => {
		const state = source.states[index];
		const answer = state === undefined ? undefined : buildAnswer(question, state);
		return answer === undefined ? [] : [[question.id, answer]];
	});
	return Object.fromEntries(answers);
}

/** Cancel reasons whose result keeps what the person had answered and noted (apart, in `unsubmittedAnswers`). */
const KEEPS_UNSUBMITTED: ReadonlySet<CancelReason> = new Set(["error", "discuss", "timeout"]);

/**
 * The contract's `details`. A cancelled flow reports no answers, so nothing can be mistaken for one; a flow that
 * failed, that timed out, or that the person ended to discuss first keeps what they had answered or noted in
 * `unsubmittedAnswers` (absent when nothing), and the form note.
 */
export function buildDetails(source: DetailsSource): AskUserDetails {
	const keeps = !source.cancelled || (source.cancelReason !== undefined && KEEPS_UNSUBMITTED.has(source.cancelReason));
	const kept = keeps ? answersOf(source) : {};
	const unsubmitted = source.cancelled && Object.keys(kept).length > 0 ? { unsubmittedAnswers: kept } : {};
	return {
		...(source.title === undefined ? {} : { title: source.title }),
		cancelled: source.cancelled,
		...(source.cancelled && source.cancelReason !== undefined ? { cancelReason: source.cancelReason } : {}),
		questions: detailsQuestions(source.questions),
		answers: source.cancelled ? {} : kept,
		...unsubmitted,
		...(keeps && source.formNote !== undefined ? { note: source.formNote } : {}),
	};
}

/**
 * The details of a flow that a failure ended (`cancelReason: "error"`): `answers` stay empty like any cancelled
 * result, and what the person had answered or noted by then is kept in `unsubmittedAnswers` (absent when nothing).
 */
export function failedDetails(source: Omit<DetailsSource, "cancelled" | "cancelReason">): AskUserDetails {
	return buildDetails({ ...source, cancelled: true, cancelReason: "error" });
}

/** The details of a flow that never reached the person (no UI, invalid payload, …). */
export function cancelledDetails(
	reason: CancelReason,
	payload: { readonly title?: string; readonly questions: readonly NormalizedQuestion[] } = { questions: [] },
): AskUserDetails {
	return buildDetails({ ...payload, states: [], cancelled: true, cancelReason: reason });
}
