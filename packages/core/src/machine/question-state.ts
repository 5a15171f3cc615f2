import type { NormalizedQuestion } from "../contract/types.ts";
import type { Progress, QuestionnaireContext, QuestionState } from "./questionnaire.types.ts";

/** Pure updates of one question's state. Each returns a new object and leaves the input untouched. */

const noneSelected: readonly number[] = [];
const noOptionNotes: Readonly<Record<number, string>> = {};

/** The row a question opens on: its first recommended option, or the first row when none is. */
export function recommendedRow(question: NormalizedQuestion): number {
	const { options } = question;
	for (let row = 0; row < options.length; row++) if (options[row]?.recommended === true) return row;
	return 0;
}

/**
 * A question's state before any key: nothing chosen, the focus on the first recommended option (the first row when
 * none is), so a confirm takes the model's recommendation and the person sees it first; it is never preselected.
 * The recommended option is looked for when `focus` is first read (its tab entered, the progress stored), not as the
 * form opens: a form of 300 questions of 300 options would search 90,000 options before its first frame.
 */
export function initialQuestionState(question: NormalizedQuestion): QuestionState {
	let focus: number | undefined;
	return {
		selected: noneSelected,
		optionNotes: noOptionNotes,
		get focus() {
			focus ??= recommendedRow(question);
			return focus;
		},
	};
}

/** The question on the active tab, and what the person has done on it. */
export function activeQuestion(context: QuestionnaireContext): { question: NormalizedQuestion; state: QuestionState } {
	const question = context.questions[context.current];
	const state = context.states[context.current];
	if (question === undefined || state === undefined) throw new Error(`no question at tab ${context.current}`);
	return { question, state };
}

export function isAnswered(state: QuestionState): boolean {
	return state.selected.length > 0 || state.customText !== undefined;
}

/**
 * Answered questions, and every note: a question's note and each option's (chosen or not, the model reads both),
 * and the note on the whole form.
 */
export function progressOf(states: readonly QuestionState[], formNote?: string): Progress {
	let answers = 0;
	let notes = formNote === undefined ? 0 : 1;
	for (const state of states) {
		if (isAnswered(state)) answers++;
		if (state.note !== undefined) notes++;
		notes += Object.keys(state.optionNotes).length;
	}
	return { answers, notes };
}

export function rowCount(question: NormalizedQuestion): number {
	return question.options.length + (question.allowsCustom ? 1 : 0);
}

export function isCustomRow(question: NormalizedQuestion, row: number): boolean {
	return question.allowsCustom && row === question.options.length;
}

export function withFocus(state: QuestionState, focus: number): QuestionState {
	return state.focus === focus ? state : { ...state, focus };
}

/** Single-select pick: the option replaces any selection and any custom text. */
function pickOnly(state: QuestionState, option: number): QuestionState {
	const { customText: _dropped, ...rest } = state;
	return { ...rest, selected: [option] };
}

/** Toggles one option; on single-select a newly picked option replaces the selection and custom text. */
export function toggle(state: QuestionState, option: number, multi: boolean): QuestionState {
	if (state.selected.includes(option)) return { ...state, selected: state.selected.filter((i) => i !== option) };
	if (!multi) return pickOnly(state, option);
	return { ...state, selected: [...state.selected, option].sort((a, b) => a - b) };
}

/**
 * Chooses one option and never unchooses it: on single-select it replaces the selection (and custom text) unless it
 * is already the one picked; on multi-select it is ticked beside the others.
 */
export function choose(state: QuestionState, option: number, multi: boolean): QuestionState {
	const chosen = multi ? state.selected.includes(option) : state.selected.length === 1 && state.selected[0] === option;
	return chosen ? state : toggle(state, option, multi);
}

/** Saves free-form text; empty text clears it. On single-select, text replaces the selected option. */
export function withCustomText(state: QuestionState, text: string, multi: boolean): QuestionState {
	const { customText: _old, ...rest } = state;
	const value = clean(text);
	if (value === undefined) return rest;
	return multi ? { ...rest, customText: value } : { ...rest, selected: [], customText: value };
}

/** Trimmed text, or undefined when blank: what a saved note or answer keeps. */
export function clean(text: string): string | undefined {
	const trimmed = text.trim();
	return trimmed === "" ? undefined : trimmed;
}

export function withNote(state: QuestionState, text: string): QuestionState {
	const { note: _old, ...rest } = state;
	const value = clean(text);
	return value === undefined ? rest : { ...rest, note: value };
}

export function withOptionNote(state: QuestionState, option: number, text: string): QuestionState {
	const { [option]: _old, ...notes } = state.optionNotes;
	const value = clean(text);
	return { ...state, optionNotes: value === undefined ? notes : { ...notes, [option]: value } };
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): readonly T[] {
	if (items[index] === item) return items;
	const copy = items.slice();
	copy[index] = item;
	return copy;
}
