import type { SnapshotFrom } from "xstate";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import type { QuestionType } from "../contract/question-types.ts";
import type { CancelReason, NormalizedQuestion } from "../contract/types.ts";
import { isAnswered, isCustomRow, progressOf, rowCount } from "../machine/question-state.ts";
import type { QuestionnaireMachine } from "../machine/questionnaire.machine.ts";
import type { EditorKind, Progress, QuestionnaireEvent, QuestionState } from "../machine/questionnaire.types.ts";
import { buildAnswer } from "../result/details.ts";
import { type TranscriptLine, transcriptLine } from "../result/transcript.ts";

export type QuestionnaireSnapshot = SnapshotFrom<QuestionnaireMachine>;
export type Send = (event: QuestionnaireEvent) => void;

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
	readonly focus: "submit" | "cancel";
	/** The focused button's digit was typed: the same digit again, or Enter, presses it. */
	readonly armed: boolean;
	/** The digit that names each button. */
	readonly digits: { readonly submit: 1; readonly cancel: 2 };
	readonly itemCount: number;
	readonly unansweredCount: number;
	/** The items of required questions left unanswered, in order (required never blocks submitting). */
	readonly unansweredRequired: readonly number[];
	getItem(index: number): ReviewItem;
}

/**
 * What a renderer calls; each intent sends one event. An intent that does not apply where the flow is (see the table
 * in the README) is ignored, so a renderer may bind its keys and clicks without checking the mode first.
 */
export interface QuestionnaireIntents {
	/** Tab, →: the next tab (the review after the last question; from the review, the first question). */
	nextTab(): void;
	/** Shift+Tab, ←: the previous tab (the review before the first question; from the review, the last question). */
	prevTab(): void;
	/** A click on a tab: `index` of a question (0-based), or `tabCount - 1` for the review. Out of range: ignored. */
	selectTab(index: number): void;
	/** ↓: the next row (wraps); on the review, the other button. */
	nextOption(): void;
	/** ↑: the previous row (wraps); on the review, the other button. */
	prevOption(): void;
	/** A hover: focus row `index` (0-based; `rowCount - 1` is `Type your own` where there is one), clamped to the rows. */
	focusOption(index: number): void;
	/**
	 * Enter: single and preview pick the focused option and move on; multi moves on (ticking the focused option when
	 * nothing is chosen yet); on `Type your own`, open the answer editor; on the review, press the focused button.
	 */
	confirm(): void;
	/** Space: toggle the focused option and stay (single: pick it, or clear it); on `Type your own`, open the editor. */
	toggle(): void;
	/** A row by its 1-based number: single picks and moves on, multi toggles and stays; on the review, 1 submits, 2 cancels. */
	pick(number: number): void;
	/** A typed digit 0..9: digits build a row number (a digit that could go on waits); on the review, 1 or 2 arm a button. */
	typeDigit(digit: number): void;
	/**
	 * A click on an option: choose the option with this `value` and stay on the question. Single and preview pick it
	 * (a picked one stays picked), multi ticks it (a ticked one stays ticked). Its row is focused. Unknown values do nothing.
	 */
	chooseValue(value: string): void;
	/** A click on a checkbox: toggle the option with this `value` and stay; its row is focused. Unknown values do nothing. */
	toggleValue(value: string): void;
	/** Open an editor: the own answer (questions with `Type your own`), the question's note, or the focused option's note. */
	openEditor(kind: EditorKind): void;
	/** Mirror the open editor's text into `editor.draft` (and the persisted snapshot) as the person types. */
	changeDraft(text: string): void;
	/** Enter in the editor: save `text` (else the mirrored draft). A non-empty own answer moves on; a note stays. */
	saveEditor(text?: string): void;
	/** Esc in the editor: save `text` (else the draft) too, and close on the same tab and row. */
	closeEditor(text?: string): void;
	/** Submit the form as it is, from a question tab or the review (`required` never blocks it). */
	submit(): void;
	/** Esc: cancel (`cancelReason: "user"`); with answers or notes the view asks first (`confirmingCancel`). */
	cancel(): void;
	/** A key while a cancel waits to be confirmed, when the key has no event of its own: keep answering. */
	keepAnswering(): void;
	/** Ctrl+C: end at once (`cancelReason: "dismissed"`); an open editor's draft is not saved. */
	dismiss(): void;
	/** The host ended the flow (the run was aborted, a time limit…): `cancelReason` is `reason`, else `aborted`. */
	abort(reason?: CancelReason): void;
}

/** What every mode shows: the intents, the title and the tabs. */
interface ViewBase extends QuestionnaireIntents {
	readonly title?: string;
	/** Question tabs plus the review tab (last). */
	readonly tabCount: number;
	/** The tab shown: the active question, or `tabCount - 1` while reviewing. */
	readonly activeTab: number;
	getTab(index: number): TabView;
}

/** On a question tab. */
export interface AnsweringView extends ViewBase {
	readonly mode: "answering";
	/** The active question. */
	readonly question: QuestionView;
	readonly editor?: undefined;
	readonly review?: undefined;
	/** Esc was pressed with answers or notes on the form: what a second Esc would discard. */
	readonly confirmingCancel?: Progress;
}

/** An editor is open on the active question (its own answer, its note, or an option's note). */
export interface EditingView extends ViewBase {
	readonly mode: "editing";
	readonly question: QuestionView;
	readonly editor: EditorView;
	readonly review?: undefined;
	readonly confirmingCancel?: undefined;
}

/** On the review tab. */
export interface ReviewingView extends ViewBase {
	readonly mode: "reviewing";
	readonly question?: undefined;
	readonly editor?: undefined;
	readonly review: ReviewView;
	/** Esc was pressed with answers or notes on the form: what a second Esc would discard. */
	readonly confirmingCancel?: Progress;
}

/** The flow has ended; the actor's output holds the result `details`. */
export interface EndedView extends ViewBase {
	readonly mode: "submitted" | "cancelled";
	readonly question?: undefined;
	readonly editor?: undefined;
	readonly review?: undefined;
	readonly confirmingCancel?: undefined;
}

/** The view model, narrowed by `mode`: `question` is there in `answering` and `editing`, `review` in `reviewing`. */
export type QuestionnaireView = AnsweringView | EditingView | ReviewingView | EndedView;

export type Mode = QuestionnaireView["mode"];

function modeOf(snapshot: QuestionnaireSnapshot): Mode {
	if (snapshot.matches("editing")) return "editing";
	if (snapshot.matches("reviewing")) return "reviewing";
	if (snapshot.matches("submitted")) return "submitted";
	if (snapshot.matches("cancelled")) return "cancelled";
	return "answering";
}

const REVIEW_DIGITS = { submit: 1, cancel: 2 } as const;

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
	if (note !== undefined) row.note = note;
	return row;
}

function questionView(
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

function editorView(
	kind: EditorKind,
	draft: string,
	question: NormalizedQuestion,
	state: QuestionState,
	messages: Messages,
): EditorView {
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

function editorKind(snapshot: QuestionnaireSnapshot): EditorKind {
	if (snapshot.matches({ editing: "questionNote" })) return "questionNote";
	if (snapshot.matches({ editing: "optionNote" })) return "optionNote";
	return "answer";
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
		chooseValue: (value) => send({ type: "value.choose", value }),
		toggleValue: (value) => send({ type: "value.toggle", value }),
		openEditor: (kind) => send({ type: "editor.open", kind }),
		changeDraft: (text) => send({ type: "editor.change", text }),
		saveEditor: (text) => send(text === undefined ? { type: "editor.save" } : { type: "editor.save", text }),
		closeEditor: (text) => send(text === undefined ? { type: "editor.close" } : { type: "editor.close", text }),
		submit: () => send({ type: "flow.submit" }),
		cancel: () => send({ type: "flow.cancel" }),
		keepAnswering: () => send({ type: "flow.resume" }),
		dismiss: () => send({ type: "flow.dismiss" }),
		abort: (reason) => send(reason === undefined ? { type: "flow.abort" } : { type: "flow.abort", reason }),
	};
}

function reviewView(context: QuestionnaireSnapshot["context"], snapshot: QuestionnaireSnapshot): ReviewView {
	const itemCount = context.questions.length;
	return {
		focus: snapshot.matches({ reviewing: "cancelFocused" }) ? "cancel" : "submit",
		armed:
			snapshot.matches({ reviewing: { submitFocused: "armed" } }) ||
			snapshot.matches({ reviewing: { cancelFocused: "armed" } }),
		digits: REVIEW_DIGITS,
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

/**
 * Turns a snapshot into a view model any renderer can draw, plus intent functions that send semantic events.
 * Pure: no I/O, no styling, no key codes. The result is narrowed by `mode` (`QuestionnaireView`). The text it writes
 * itself (the review tab's label, `Type your own`, the editors' headings and placeholders) comes from `messages`.
 */
export function connect(
	snapshot: QuestionnaireSnapshot,
	send: Send,
	messages: Messages = DEFAULT_MESSAGES,
): QuestionnaireView {
	const { context } = snapshot;
	const mode = modeOf(snapshot);
	const reviewIndex = context.questions.length;
	const activeTab = mode === "reviewing" ? reviewIndex : context.current;
	const base: ViewBase = {
		...intents(send),
		...(context.title === undefined ? {} : { title: context.title }),
		tabCount: reviewIndex + 1,
		activeTab,
		getTab: (index) => {
			if (index === reviewIndex) {
				return {
					index,
					kind: "review",
					label: messages.reviewTab,
					answered: false,
					required: false,
					active: index === activeTab,
				};
			}
			const q = context.questions[index];
			const s = context.states[index];
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
	};
	const confirming = snapshot.hasTag("confirmingCancel") ? { confirmingCancel: progressOf(context.states) } : {};
	if (mode === "submitted" || mode === "cancelled") return { ...base, mode };
	if (mode === "reviewing") return { ...base, mode, review: reviewView(context, snapshot), ...confirming };
	const question = context.questions[context.current];
	const state = context.states[context.current];
	if (question === undefined || state === undefined) throw new Error(`no question at tab ${context.current}`);
	const questionModel = questionView(
		question,
		state,
		context.current,
		snapshot.matches({ answering: "awaitingDigit" }),
		messages,
	);
	if (mode === "editing") {
		return {
			...base,
			mode,
			question: questionModel,
			editor: editorView(editorKind(snapshot), context.draft, question, state, messages),
		};
	}
	return { ...base, mode, question: questionModel, ...confirming };
}
