/** The active question's part of the view: its rows and its open editor. */
import type { Messages } from "../contract/messages.ts";
import type { NormalizedQuestion } from "../contract/types.ts";
import { isAnswered, isCustomRow, rowCount } from "../machine/question-state.ts";
import type { QuestionState } from "../machine/questionnaire.types.ts";
import type { EditorView, QuestionEditorKind, QuestionView, RowView } from "./questionnaire.view.ts";

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Built by assignment rather than with spreads: this runs for every visible row on every keypress, and conditional
 * spreads cost an object and a copy each. Optional fields are absent, not `undefined`, as elsewhere.
 */
function rowView(question: NormalizedQuestion, state: QuestionState, index: number, customLabel: string): RowView {
	const focused = state.focus === index;
	if (isCustomRow(question, index)) {
		const { customText } = state;
		const row: Writable<RowView> = {
			index,
			number: index + 1,
			focused,
			kind: "custom",
			label: customLabel,
			selected: customText !== undefined,
		};
		if (customText !== undefined) row.customText = customText;
		return row;
	}
	const option = question.options[index];
	if (option === undefined) throw new RangeError(`row ${index} is outside 0..${rowCount(question) - 1}`);
	const note = state.optionNotes[index];
	const row: Writable<RowView> = {
		index,
		number: index + 1,
		focused,
		kind: "option",
		label: option.label,
		value: option.value,
		selected: state.selected.includes(index),
	};
	if (option.description !== undefined) row.description = option.description;
	if (option.preview !== undefined) row.preview = option.preview;
	if (option.recommended === true) row.recommended = true;
	if (note !== undefined) row.note = note;
	return row;
}

export function questionView(
	question: NormalizedQuestion,
	state: QuestionState,
	index: number,
	waiting: boolean,
	messages: Messages,
): QuestionView {
	return {
		index,
		id: question.id,
		label: question.label,
		prompt: question.prompt,
		type: question.type,
		required: question.required,
		...(state.note === undefined ? {} : { note: state.note }),
		answered: isAnswered(state),
		rowCount: rowCount(question),
		focusedRow: state.focus,
		...(waiting ? { waitingNumber: state.focus + 1 } : {}),
		getRow: (row) => rowView(question, state, row, messages.customOption),
	};
}

export function editorView(
	kind: QuestionEditorKind,
	draft: string,
	question: NormalizedQuestion,
	state: QuestionState,
	messages: Messages,
): EditorView & { readonly kind: QuestionEditorKind } {
	if (kind === "answer") {
		return { kind, draft, heading: messages.answerHeading, placeholder: messages.answerPlaceholder };
	}
	if (kind === "questionNote") {
		const heading = messages.questionNoteHeading(question.label);
		return { kind, draft, heading, placeholder: messages.questionNotePlaceholder };
	}
	const heading = messages.optionNoteHeading(question.options[state.focus]?.label ?? "");
	return { kind, draft, heading, placeholder: messages.optionNotePlaceholder };
}

export function formNoteEditor(draft: string, messages: Messages): EditorView & { readonly kind: "formNote" } {
	return { kind: "formNote", draft, heading: messages.formNoteHeading, placeholder: messages.formNotePlaceholder };
}

/** The kind of the question's editor open in `editing.<state>`. */
export function editorKind(state: string | undefined): QuestionEditorKind {
	return state === "questionNote" || state === "optionNote" ? state : "answer";
}
