import type { SnapshotFrom } from "xstate";
import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import type { QuestionType } from "../contract/question-types.ts";
import type { CancelReason, NormalizedQuestion } from "../contract/types.ts";
import { activeQuestion, isAnswered, isCustomRow, progressOf, rowCount } from "../machine/question-state.ts";
import type { QuestionnaireMachine } from "../machine/questionnaire.machine.ts";
import type {
	EditorKind,
	Progress,
	QuestionnaireContext,
	QuestionnaireEvent,
	QuestionState,
} from "../machine/questionnaire.types.ts";
import { REVIEW_DIGITS, type ReviewButton } from "../machine/review-buttons.ts";
import { buildAnswer } from "../result/details.ts";
import { type TranscriptLine, transcriptLine } from "../result/transcript.ts";

/** A snapshot of the statechart, what `connect` reads. */
export type QuestionnaireSnapshot = SnapshotFrom<QuestionnaireMachine>;
/** Where intents go: the actor's `send`. */
export type Send = (event: QuestionnaireEvent) => void;

/** One tab: a question's, or the review's (always the last). */
export interface TabView {
	/** 0-based tab position: the question's position, or the question count for the review. */
	readonly index: number;
	readonly kind: "question" | "review";
	/** The question's short label (`Q1`, … when the model gave none), or `messages.reviewTab`. */
	readonly label: string;
	/** Something is chosen or typed as the answer (a note alone does not answer). Always false on the review. */
	readonly answered: boolean;
	/** The model marked the question important; it never blocks a submit. */
	readonly required: boolean;
	/** The tab shown now. */
	readonly active: boolean;
}

/** One row of a question: an option, or the `Type your own` row after them. */
export interface RowView {
	/** 0-based row position; `number` is the 1-based digit that picks it. */
	readonly index: number;
	readonly number: number;
	readonly kind: "option" | "custom";
	/** The option's label, or `messages.customOption`. Model-written: sanitize it before a terminal shows it. */
	readonly label: string;
	/** The option's value (what `chooseValue` and `toggleValue` take); absent on the `Type your own` row. */
	readonly value?: string;
	readonly description?: string;
	/** Markdown to show beside the option (preview questions have one on every option). */
	readonly preview?: string;
	/** The model recommends this option (shown marked; never preselected). */
	readonly recommended?: true;
	readonly focused: boolean;
	/** Chosen; on the `Type your own` row, an own answer is saved. */
	readonly selected: boolean;
	/** The person's note on this option (kept even when the option is not chosen). */
	readonly note?: string;
	/** On the `Type your own` row: the saved free-form answer. */
	readonly customText?: string;
}

/** The active question. */
export interface QuestionView {
	/** 0-based position among the questions (and its tab's index). */
	readonly index: number;
	readonly id: string;
	readonly label: string;
	readonly prompt: string;
	/** `single` picks one, `multi` any number, `preview` one while comparing each option's preview. */
	readonly type: QuestionType;
	readonly required: boolean;
	/** The person's note on the whole question. */
	readonly note?: string;
	readonly answered: boolean;
	/** The options, plus one for `Type your own` on single and multi questions. */
	readonly rowCount: number;
	/** The focused row's `index`. */
	readonly focusedRow: number;
	/** A typed row number that could go on (its row is focused): the next digit, a confirm or a pause completes it. */
	readonly waitingNumber?: number;
	/** Rows are built on demand so a keypress costs what is visible, not the size of the question. */
	getRow(index: number): RowView;
}

/** The editors of a question (every kind but the note on the whole form). */
export type QuestionEditorKind = Exclude<EditorKind, "formNote">;

/** The open editor. A renderer hosts its own text input and mirrors it with `changeEditor`. */
export interface EditorView {
	/**
	 * `answer`: the question's own answer; `questionNote`: its note; `optionNote`: the focused option's note;
	 * `formNote`: the note on the whole form (from the review).
	 */
	readonly kind: EditorKind;
	/** The text so far: where the editor opens (the saved text), then what `changeEditor` mirrored. */
	readonly draft: string;
	/** What is being edited, e.g. `Note on PostgreSQL`. */
	readonly heading: string;
	readonly placeholder: string;
}

/** One question on the review: its answer as plain parts (chosen labels, own answer, notes). */
export interface ReviewItem extends TranscriptLine {
	/** The question's position (select its tab with `selectTab(index)`). */
	readonly index: number;
	readonly required: boolean;
}

/** The review tab: one item per question, the note on the whole form, then the Submit, Cancel and Discuss first buttons. */
export interface ReviewView {
	/** The focused button; `confirm()` presses it: Submit, Cancel, or Discuss first (end the flow to talk first). */
	readonly focus: ReviewButton;
	/** The focused button's digit was typed: the same digit again, or `confirm()`, presses it. */
	readonly armed: boolean;
	/** The digit that names each button. */
	readonly digits: typeof REVIEW_DIGITS;
	/** What each button says (`messages.submitButton`, `cancelButton`, `discussButton`), for every renderer. */
	readonly labels: Readonly<Record<ReviewButton, string>>;
	/** The note on the whole form (`openEditor("formNote")` on the review edits it). */
	readonly note?: string;
	/** One item per question. */
	readonly itemCount: number;
	readonly unansweredCount: number;
	/** The items of required questions left unanswered, in order (required never blocks submitting). */
	readonly unansweredRequired: readonly number[];
	getItem(index: number): ReviewItem;
}

/**
 * What a renderer calls; each intent sends one event where it applies and returns whether it did. An intent that
 * does not apply (see the table in the README), e.g. `submit()` while an editor is open, sends nothing and returns
 * false, so a renderer may bind its keys and clicks without checking the mode first, and a host can tell the person,
 * or close the editor first. It applies only on a current view of a running flow, where the view's snapshot takes
 * its event (`snapshot.can(event)`): once the flow has ended every intent returns false, and so does every intent of
 * a stale view (a newer view was made with the same `send`, or an intent of this view or another applied since):
 * draw the newest view (`flow.view`, or `connect` on the actor's snapshot) and call its intents.
 */
export interface QuestionnaireIntents {
	/** The next tab (the review after the last question; from the review, the first question). */
	nextTab(): boolean;
	/** The previous tab (the review before the first question; from the review, the last question). */
	prevTab(): boolean;
	/** A click on a tab: `index` of a question (0-based), or `tabCount - 1` for the review. Out of range: ignored. */
	selectTab(index: number): boolean;
	/** The next row (wraps); on the review, the next button (wraps). */
	nextOption(): boolean;
	/** The previous row (wraps); on the review, the previous button (wraps). */
	prevOption(): boolean;
	/** A hover: focus row `index` (0-based; `rowCount - 1` is `Type your own` where there is one), clamped to the rows. */
	focusOption(index: number): boolean;
	/**
	 * Confirm: single and preview pick the focused option and move on; multi moves on (ticking the focused option when
	 * nothing is chosen yet); on `Type your own`, open the answer editor; on the review, press the focused button.
	 */
	confirm(): boolean;
	/** Toggle the focused option and stay (single: pick it, or clear it); on `Type your own`, open the editor. */
	toggle(): boolean;
	/**
	 * A row by its 1-based number: single picks and moves on, multi toggles and stays; on the review, 1 submits,
	 * 2 cancels, 3 ends to discuss first.
	 */
	pick(number: number): boolean;
	/** A typed digit 0..9: digits build a row number (a digit that could go on waits); on the review, 1-3 arm a button. */
	typeDigit(digit: number): boolean;
	/**
	 * A click on an option: choose the option with this `value` and stay on the question. Single and preview pick it
	 * (a picked one stays picked), multi ticks it (a ticked one stays ticked). Its row is focused. Unknown values do nothing.
	 */
	chooseValue(value: string): boolean;
	/** A click on a checkbox: toggle the option with this `value` and stay; its row is focused. Unknown values do nothing. */
	toggleValue(value: string): boolean;
	/**
	 * Open an editor: the own answer (questions with `Type your own`), the question's note, or the focused option's
	 * note; on the review, `formNote`, the note on the whole form.
	 */
	openEditor(kind: EditorKind): boolean;
	/** Mirror the open editor's text into `editor.draft` (and the persisted snapshot) as the person types. */
	changeEditor(text: string): boolean;
	/** Save the editor: `text` (else the mirrored draft). A non-empty own answer moves on; a note stays. */
	saveEditor(text?: string): boolean;
	/** Close the editor: save `text` (else the draft) too, and close on the same tab and row. */
	closeEditor(text?: string): boolean;
	/** Submit the form as it is, from a question tab or the review (`required` never blocks it). */
	submit(): boolean;
	/**
	 * On the review: end the flow to discuss first (`cancelled`, `cancelReason: "discuss"`); the tentative answers and
	 * every note go to the agent, which explains and asks again.
	 */
	discuss(): boolean;
	/** Cancel (`cancelReason: "user"`); with answers or notes the view asks first (`confirmingCancel`). */
	cancel(): boolean;
	/** A key while a cancel waits to be confirmed, when the key has no event of its own: keep answering. */
	resume(): boolean;
	/** Dismiss: end at once (`cancelReason: "dismissed"`); an open editor's draft is not saved. */
	dismiss(): boolean;
	/** The host ended the flow (the run was aborted, a time limit…): `cancelReason` is `reason`, else `aborted`. */
	abort(reason?: CancelReason): boolean;
}

/** What every mode shows: the intents, the title and the tabs. */
/**
 * What cancelling now would throw away (answered questions; notes on questions, on options and on the whole form),
 * and how to ask before doing it (`messages.discardQuestion`). The one rule every renderer, the dialogs included,
 * asks by.
 */
export interface Discard extends Progress {
	readonly question: string;
}

interface ViewBase extends QuestionnaireIntents {
	readonly title?: string;
	/** What a cancel would discard now; undefined when nothing would be lost (a cancel needs no question). */
	getDiscard(): Discard | undefined;
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
	/** A cancel came with answers or notes on the form: what a second cancel would discard. */
	readonly confirmingCancel?: Discard;
}

/** An editor is open on the active question (its own answer, its note, or an option's note). */
export interface EditingView extends ViewBase {
	readonly mode: "editing";
	readonly question: QuestionView;
	readonly editor: EditorView & { readonly kind: QuestionEditorKind };
	readonly review?: undefined;
	readonly confirmingCancel?: undefined;
}

/** The note on the whole form is open, from the review: no question is shown, the review's tab stays active. */
export interface FormNoteView extends ViewBase {
	readonly mode: "editing";
	readonly question?: undefined;
	readonly editor: EditorView & { readonly kind: "formNote" };
	readonly review?: undefined;
	readonly confirmingCancel?: undefined;
}

/** On the review tab. */
export interface ReviewingView extends ViewBase {
	readonly mode: "reviewing";
	readonly question?: undefined;
	readonly editor?: undefined;
	readonly review: ReviewView;
	/** A cancel came with answers or notes on the form: what a second cancel would discard. */
	readonly confirmingCancel?: Discard;
}

/** The flow has ended; the actor's output holds the result `details`. */
export interface EndedView extends ViewBase {
	readonly mode: "submitted" | "cancelled";
	readonly question?: undefined;
	readonly editor?: undefined;
	readonly review?: undefined;
	readonly confirmingCancel?: undefined;
}

/**
 * The view model, narrowed by `mode`: `question` is there in `answering` and `editing` (not on the form note's
 * editor), `review` in `reviewing`.
 */
export type QuestionnaireView = AnsweringView | EditingView | FormNoteView | ReviewingView | EndedView;

/** What the person is doing, the view's `mode`. */
export type Mode = QuestionnaireView["mode"];

function modeOf(snapshot: QuestionnaireSnapshot): Mode {
	if (snapshot.matches("editing")) return "editing";
	if (snapshot.matches("reviewing")) return "reviewing";
	if (snapshot.matches("submitted")) return "submitted";
	if (snapshot.matches("cancelled")) return "cancelled";
	return "answering";
}

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

function formNoteEditor(draft: string, messages: Messages): EditorView & { readonly kind: "formNote" } {
	return { kind: "formNote", draft, heading: messages.formNoteHeading, placeholder: messages.formNotePlaceholder };
}

function editorKind(snapshot: QuestionnaireSnapshot): QuestionEditorKind {
	if (snapshot.matches({ editing: "questionNote" })) return "questionNote";
	if (snapshot.matches({ editing: "optionNote" })) return "optionNote";
	return "answer";
}

/**
 * Per `send`, the generation of its newest view: `connect` makes a newer one, and so does an intent that sends (the
 * actor moves on). A view whose generation is not the newest is stale.
 */
const generations = new WeakMap<Send, number>();

function intents(snapshot: QuestionnaireSnapshot, send: Send): QuestionnaireIntents {
	const generation = (generations.get(send) ?? 0) + 1;
	generations.set(send, generation);
	/** Sends the event only where it applies: on the newest view of a running flow, when its snapshot can take it. */
	const apply = (event: QuestionnaireEvent): boolean => {
		if (generations.get(send) !== generation || snapshot.status !== "active" || !snapshot.can(event)) return false;
		// Before sending: the view of the snapshot the event makes is made while it is sent, and is the newest.
		generations.set(send, generation + 1);
		send(event);
		return true;
	};
	return {
		nextTab: () => apply({ type: "tab.next" }),
		prevTab: () => apply({ type: "tab.prev" }),
		selectTab: (index) => apply({ type: "tab.select", index }),
		nextOption: () => apply({ type: "option.next" }),
		prevOption: () => apply({ type: "option.prev" }),
		focusOption: (index) => apply({ type: "option.focus", index }),
		confirm: () => apply({ type: "option.confirm" }),
		toggle: () => apply({ type: "option.toggle" }),
		pick: (number) => apply({ type: "option.pick", number }),
		typeDigit: (digit) => apply({ type: "digit.type", digit }),
		chooseValue: (value) => apply({ type: "value.choose", value }),
		toggleValue: (value) => apply({ type: "value.toggle", value }),
		openEditor: (kind) => apply({ type: "editor.open", kind }),
		changeEditor: (text) => apply({ type: "editor.change", text }),
		saveEditor: (text) => apply(text === undefined ? { type: "editor.save" } : { type: "editor.save", text }),
		closeEditor: (text) => apply(text === undefined ? { type: "editor.close" } : { type: "editor.close", text }),
		submit: () => apply({ type: "flow.submit" }),
		discuss: () => apply({ type: "flow.discuss" }),
		cancel: () => apply({ type: "flow.cancel" }),
		resume: () => apply({ type: "flow.resume" }),
		dismiss: () => apply({ type: "flow.dismiss" }),
		abort: (reason) => apply(reason === undefined ? { type: "flow.abort" } : { type: "flow.abort", reason }),
	};
}

function reviewView(
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

function discardOf(context: QuestionnaireContext, messages: Messages): Discard | undefined {
	const { answers, notes } = progressOf(context.states, context.formNote);
	return answers + notes === 0 ? undefined : { answers, notes, question: messages.discardQuestion(answers, notes) };
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
	const formNote = snapshot.matches({ editing: "formNote" });
	// The form note belongs to the review: its tab stays active while the note is edited.
	const activeTab = mode === "reviewing" || formNote ? reviewIndex : context.current;
	const base: ViewBase = {
		...intents(snapshot, send),
		...(context.title === undefined ? {} : { title: context.title }),
		tabCount: reviewIndex + 1,
		activeTab,
		getDiscard: () => discardOf(context, messages),
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
	const confirmingCancel = snapshot.hasTag("confirmingCancel") ? discardOf(context, messages) : undefined;
	const confirming = confirmingCancel === undefined ? {} : { confirmingCancel };
	if (mode === "submitted" || mode === "cancelled") return { ...base, mode };
	if (formNote) return { ...base, mode: "editing", editor: formNoteEditor(context.draft, messages) };
	if (mode === "reviewing") return { ...base, mode, review: reviewView(context, snapshot, messages), ...confirming };
	const { question, state } = activeQuestion(context);
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
