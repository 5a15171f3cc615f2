import type { SnapshotFrom } from "xstate";
import type { QuestionType } from "../contract/schema.ts";
import { type CancelReason, CUSTOM_OPTION_LABEL, type NormalizedQuestion } from "../contract/types.ts";
import { isAnswered, isCustomRow, progressOf, rowCount } from "../machine/question-state.ts";
import type { QuestionnaireMachine } from "../machine/questionnaire.machine.ts";
import type { EditorKind, Progress, QuestionnaireEvent, QuestionState } from "../machine/questionnaire.types.ts";
import { buildAnswer } from "../result/details.ts";
import { type TranscriptLine, transcriptLine } from "../result/transcript.ts";

export type QuestionnaireSnapshot = SnapshotFrom<QuestionnaireMachine>;
export type Send = (event: QuestionnaireEvent) => void;

export type Mode = "answering" | "editing" | "reviewing" | "submitted" | "cancelled";

export interface TabView {
	readonly index: number;
	readonly kind: "question" | "review";
	readonly label: string;
	readonly answered: boolean;
	readonly required: boolean;
	readonly active: boolean;
}

export interface RowView {
	/** 0-based row position; `number` is the 1-based digit that picks it. */
	readonly index: number;
	readonly number: number;
	readonly kind: "option" | "custom";
	readonly label: string;
	readonly value?: string;
	readonly description?: string;
	readonly preview?: string;
	/** The model recommends this option (shown marked; never preselected). */
	readonly recommended?: true;
	readonly focused: boolean;
	readonly selected: boolean;
	readonly note?: string;
	/** On the `Type your own` row: the saved free-form answer. */
	readonly customText?: string;
}

export interface QuestionView {
	readonly index: number;
	readonly id: string;
	readonly label: string;
	readonly prompt: string;
	readonly type: QuestionType;
	readonly required: boolean;
	readonly note?: string;
	readonly answered: boolean;
	readonly rowCount: number;
	readonly focusedRow: number;
	/** A typed row number that could go on (its row is focused): the next digit, Enter or a pause completes it. */
	readonly waitingNumber?: number;
	/** Rows are built on demand so a keypress costs what is visible, not the size of the question. */
	getRow(index: number): RowView;
}

export interface EditorView {
	readonly kind: EditorKind;
	readonly draft: string;
	/** What is being edited, e.g. `Note on PostgreSQL`. */
	readonly heading: string;
	readonly placeholder: string;
}

export interface ReviewItem extends TranscriptLine {
	readonly index: number;
	readonly required: boolean;
}

export interface ReviewView {
	/** The focused button: Submit, Cancel, or Discuss (end the flow to talk before deciding). */
	readonly focus: "submit" | "cancel" | "discuss";
	/** The focused button's digit was typed: the same digit again, or Enter, presses it. */
	readonly armed: boolean;
	/** The digit that names each button. */
	readonly digits: { readonly submit: 1; readonly cancel: 2; readonly discuss: 3 };
	/** The note on the whole form (`openEditor("formNote")` on the review edits it). */
	readonly note?: string;
	readonly itemCount: number;
	readonly unansweredCount: number;
	/** The items of required questions left unanswered, in order (required never blocks submitting). */
	readonly unansweredRequired: readonly number[];
	getItem(index: number): ReviewItem;
}

export interface QuestionnaireIntents {
	nextTab(): void;
	prevTab(): void;
	selectTab(index: number): void;
	nextOption(): void;
	prevOption(): void;
	focusOption(index: number): void;
	confirm(): void;
	toggle(): void;
	pick(number: number): void;
	typeDigit(digit: number): void;
	openEditor(kind: EditorKind): void;
	changeDraft(text: string): void;
	saveEditor(text?: string): void;
	closeEditor(text?: string): void;
	submit(): void;
	/** On the review: end the flow to discuss first (cancelled, reason `discuss`, tentative answers kept). */
	discuss(): void;
	cancel(): void;
	/** A key while a cancel waits to be confirmed, when the key has no event of its own: keep answering. */
	keepAnswering(): void;
	dismiss(): void;
	abort(reason?: CancelReason): void;
}

export interface QuestionnaireView extends QuestionnaireIntents {
	readonly title?: string;
	readonly mode: Mode;
	/** Question tabs plus the review tab (last). */
	readonly tabCount: number;
	readonly activeTab: number;
	getTab(index: number): TabView;
	/** The active question, in `answering` and `editing` (but not while the form note is edited). */
	readonly question?: QuestionView;
	readonly editor?: EditorView;
	readonly review?: ReviewView;
	/** Esc was pressed with answers or notes on the form: what a second Esc would discard. */
	readonly confirmingCancel?: Progress;
}

function modeOf(snapshot: QuestionnaireSnapshot): Mode {
	if (snapshot.matches("editing")) return "editing";
	if (snapshot.matches("reviewing")) return "reviewing";
	if (snapshot.matches("submitted")) return "submitted";
	if (snapshot.matches("cancelled")) return "cancelled";
	return "answering";
}

const REVIEW_DIGITS = { submit: 1, cancel: 2, discuss: 3 } as const;

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Built by assignment rather than with spreads: this runs for every visible row on every keypress, and conditional
 * spreads cost an object and a copy each. Optional fields are absent, not `undefined`, as elsewhere.
 */
function rowView(question: NormalizedQuestion, state: QuestionState, index: number): RowView {
	const focused = state.focus === index;
	if (isCustomRow(question, index)) {
		const { customText } = state;
		const row: Writable<RowView> = {
			index,
			number: index + 1,
			focused,
			kind: "custom",
			label: CUSTOM_OPTION_LABEL,
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

function questionView(
	question: NormalizedQuestion,
	state: QuestionState,
	index: number,
	waiting: boolean,
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
		getRow: (row) => rowView(question, state, row),
	};
}

function editorView(kind: EditorKind, draft: string, question: NormalizedQuestion, state: QuestionState): EditorView {
	if (kind === "answer") return { kind, draft, heading: "Your answer", placeholder: "Type your answer, @ for files" };
	if (kind === "formNote") {
		return { kind, draft, heading: "Note on the whole form", placeholder: "Add a note on all your answers" };
	}
	if (kind === "questionNote") {
		return { kind, draft, heading: `Note on ${question.label}`, placeholder: "Add a note for this question" };
	}
	const label = question.options[state.focus]?.label ?? "";
	return { kind, draft, heading: `Note on ${label}`, placeholder: "Add a note for this option" };
}

function editorKind(snapshot: QuestionnaireSnapshot): EditorKind {
	if (snapshot.matches({ editing: "questionNote" })) return "questionNote";
	if (snapshot.matches({ editing: "optionNote" })) return "optionNote";
	if (snapshot.matches({ editing: "formNote" })) return "formNote";
	return "answer";
}

function reviewFocus(snapshot: QuestionnaireSnapshot): ReviewView["focus"] {
	if (snapshot.matches({ reviewing: "cancelFocused" })) return "cancel";
	if (snapshot.matches({ reviewing: "discussFocused" })) return "discuss";
	return "submit";
}

function intents(send: Send): QuestionnaireIntents {
	return {
		nextTab: () => send({ type: "tab.next" }),
		prevTab: () => send({ type: "tab.prev" }),
		selectTab: (index) => send({ type: "tab.select", index }),
		nextOption: () => send({ type: "option.next" }),
		prevOption: () => send({ type: "option.prev" }),
		focusOption: (index) => send({ type: "option.focus", index }),
		confirm: () => send({ type: "option.confirm" }),
		toggle: () => send({ type: "option.toggle" }),
		pick: (number) => send({ type: "option.pick", number }),
		typeDigit: (digit) => send({ type: "digit.type", digit }),
		openEditor: (kind) => send({ type: "editor.open", kind }),
		changeDraft: (text) => send({ type: "editor.change", text }),
		saveEditor: (text) => send(text === undefined ? { type: "editor.save" } : { type: "editor.save", text }),
		closeEditor: (text) => send(text === undefined ? { type: "editor.close" } : { type: "editor.close", text }),
		submit: () => send({ type: "flow.submit" }),
		discuss: () => send({ type: "flow.discuss" }),
		cancel: () => send({ type: "flow.cancel" }),
		keepAnswering: () => send({ type: "flow.resume" }),
		dismiss: () => send({ type: "flow.dismiss" }),
		abort: (reason) => send(reason === undefined ? { type: "flow.abort" } : { type: "flow.abort", reason }),
	};
}

/**
 * Turns a snapshot into a view model any renderer can draw, plus intent functions that send semantic events.
 * Pure: no I/O, no styling, no key codes.
 */
export function connect(snapshot: QuestionnaireSnapshot, send: Send): QuestionnaireView {
	const { context } = snapshot;
	const mode = modeOf(snapshot);
	const reviewIndex = context.questions.length;
	const kind = mode === "editing" ? editorKind(snapshot) : undefined;
	// The form note belongs to the review: its tab stays active while the note is edited.
	const activeTab = mode === "reviewing" || kind === "formNote" ? reviewIndex : context.current;
	const question = context.questions[context.current];
	const state = context.states[context.current];
	const showQuestion =
		(mode === "answering" || (mode === "editing" && kind !== "formNote")) &&
		question !== undefined &&
		state !== undefined;
	const reviewItem = (index: number): ReviewItem => {
		const q = context.questions[index];
		const s = context.states[index];
		if (q === undefined || s === undefined)
			throw new RangeError(`review item ${index} is outside 0..${reviewIndex - 1}`);
		return { ...transcriptLine(q, buildAnswer(q, s)), index, required: q.required };
	};
	return {
		...intents(send),
		...(context.title === undefined ? {} : { title: context.title }),
		mode,
		tabCount: reviewIndex + 1,
		activeTab,
		getTab: (index) => {
			const q = context.questions[index];
			const s = context.states[index];
			if (index === reviewIndex) {
				return {
					index,
					kind: "review",
					label: "Review",
					answered: false,
					required: false,
					active: index === activeTab,
				};
			}
			if (q === undefined || s === undefined) throw new RangeError(`tab ${index} is outside 0..${reviewIndex}`);
			return {
				index,
				kind: "question",
				label: q.label,
				answered: isAnswered(s),
				required: q.required,
				active: index === activeTab,
			};
		},
		...(showQuestion
			? { question: questionView(question, state, context.current, snapshot.matches({ answering: "awaitingDigit" })) }
			: {}),
		...(kind !== undefined && question !== undefined && state !== undefined
			? { editor: editorView(kind, context.draft, question, state) }
			: {}),
		...(mode === "reviewing"
			? {
					review: {
						focus: reviewFocus(snapshot),
						armed:
							snapshot.matches({ reviewing: { submitFocused: "armed" } }) ||
							snapshot.matches({ reviewing: { cancelFocused: "armed" } }) ||
							snapshot.matches({ reviewing: { discussFocused: "armed" } }),
						digits: REVIEW_DIGITS,
						...(context.formNote === undefined ? {} : { note: context.formNote }),
						itemCount: reviewIndex,
						unansweredCount: context.states.filter((s) => !isAnswered(s)).length,
						unansweredRequired: context.questions.flatMap((q, index) => {
							const s = context.states[index];
							return q.required && s !== undefined && !isAnswered(s) ? [index] : [];
						}),
						getItem: reviewItem,
					},
				}
			: {}),
		...(snapshot.hasTag("confirmingCancel") ? { confirmingCancel: progressOf(context.states, context.formNote) } : {}),
	};
}
