/** The view model `connect` makes of a snapshot, narrowed by `mode`. */
import type { QuestionType } from "../contract/question-types.ts";
import type { EditorKind, Progress } from "../machine/questionnaire.types.ts";
import type { REVIEW_DIGITS, ReviewButton } from "../machine/review-buttons.ts";
import type { TranscriptLine } from "../result/transcript.ts";
import type { QuestionnaireIntents } from "./questionnaire.intents.ts";

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
 * What cancelling now would throw away (answered questions; notes on questions, on options and on the whole form),
 * and how to ask before doing it (`messages.discardQuestion`). The one rule every renderer, the dialogs included,
 * asks by.
 */
export interface Discard extends Progress {
	readonly question: string;
}

/** What every mode shows: the intents, the title and the tabs. */
export interface ViewBase extends QuestionnaireIntents {
	/** The form's title, when the model gave one. Model-written: sanitize it before a terminal shows it. */
	readonly title?: string;
	/** What a cancel would discard now; undefined when nothing would be lost (a cancel needs no question). */
	getDiscard(): Discard | undefined;
	/** Question tabs plus the review tab (last). */
	readonly tabCount: number;
	/** The tab shown: the active question, or `tabCount - 1` while reviewing. */
	readonly activeTab: number;
	/** Tab `index` (0-based): a question's, or the review's (`tabCount - 1`). */
	getTab(index: number): TabView;
	/**
	 * Question `index` (0-based; not the review) as its tab shows it when the person moves there: its focus, choices
	 * and notes as they are now. Lets a renderer draw the tabs beside the active one ahead of the key that shows them.
	 * On the active question, `question` also has the row number being typed (`waitingNumber`).
	 */
	getQuestion(index: number): QuestionView;
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
