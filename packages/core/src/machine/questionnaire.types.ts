import type { CancelReason, NormalizedQuestion } from "../contract/types.ts";
import type { ReviewButton } from "./review-buttons.ts";

/** What the person has done on one question. Option positions are 0-based indices into `question.options`. */
export interface QuestionState {
	/** Selected option positions, ascending. */
	readonly selected: readonly number[];
	readonly customText?: string;
	readonly note?: string;
	/** Notes by option position; kept for unselected options too, but only selected ones reach the result. */
	readonly optionNotes: Readonly<Record<number, string>>;
	/** Focused row: an option position, or `options.length` for the `Type your own` row. */
	readonly focus: number;
}

/** The statechart's context: the payload's title and questions, and each question's state. */
export interface QuestionnaireContext {
	readonly title?: string;
	readonly questions: readonly NormalizedQuestion[];
	/** Parallel to `questions`. */
	readonly states: readonly QuestionState[];
	/** The active question tab (kept while reviewing, so leaving the review returns somewhere sensible). */
	readonly current: number;
	/** The review's focused button: Submit each time the review opens. */
	readonly reviewFocus: ReviewButton;
	/** The open editor's live text (mirrored from the renderer's editor). */
	readonly draft: string;
	/** The person's note on the whole form, written on the review (undefined once cleared). */
	readonly formNote?: string | undefined;
	readonly cancelReason?: CancelReason;
}

/** What cancelling would throw away: answered questions, and notes (on questions and on options). */
export interface Progress {
	readonly answers: number;
	readonly notes: number;
}

/** `formNote` is the note on the whole form, opened from the review; the others belong to the active question. */
export type EditorKind = "answer" | "questionNote" | "optionNote" | "formNote";

/**
 * Every event the statechart takes: what a renderer sends for keys and clicks, and what a host sends to end the
 * flow.
 */
export type QuestionnaireEvent =
	| { type: "tab.next" }
	| { type: "tab.prev" }
	/** Jump to a tab: 0-based question position, or `questions.length` for the review tab. */
	| { type: "tab.select"; index: number }
	| { type: "option.next" }
	| { type: "option.prev" }
	/** Focus a row: 0-based option position, or `options.length` for `Type your own`. */
	| { type: "option.focus"; index: number }
	/**
	 * Confirm: pick and advance (single/preview); on multi advance, ticking the focused option first when nothing is
	 * answered yet; open the editor on `Type your own`; pick a waiting row number; on review, press the focused button.
	 */
	| { type: "option.confirm" }
	/** Toggle the focused option and stay. */
	| { type: "option.toggle" }
	/** Pick a row by its 1-based number at once: single picks and advances, multi toggles and stays. */
	| { type: "option.pick"; number: number }
	/**
	 * Choose the option with this value and stay on the question (a click): single and preview pick it, multi ticks
	 * it (an option already chosen stays chosen). Its row is focused. A value no option has is ignored.
	 */
	| { type: "value.choose"; value: string }
	/** Toggle the option with this value and stay (a click on a checkbox); its row is focused. Unknown values are ignored. */
	| { type: "value.toggle"; value: string }
	/**
	 * A typed digit 0..9. On a question, digits form a row number: a digit that could begin a longer row number
	 * focuses its row and waits for the next digit, a confirm or a pause; otherwise the number picks like `option.pick`.
	 * On the review, 1, 2 and 3 focus Submit, Cancel and Discuss, and the same digit again presses the button.
	 */
	| { type: "digit.type"; digit: number }
	| { type: "editor.open"; kind: EditorKind }
	| { type: "editor.change"; text: string }
	/** Save the editor: an answer moves on like a pick, a note stays. */
	| { type: "editor.save"; text?: string }
	/** Close the editor: save the draft and close, staying on the same tab and row. */
	| { type: "editor.close"; text?: string }
	| { type: "flow.submit" }
	/**
	 * On the review: end the flow to talk first (`cancelled`, reason `discuss`); the tentative answers and every note
	 * go to the model, which explains and asks again.
	 */
	| { type: "flow.discuss" }
	/** Cancel, in the main flow: at once when nothing is answered or noted, else it asks first (a second cancel ends). */
	| { type: "flow.cancel" }
	/**
	 * A key with no event of its own (e.g. scrolling a preview) while a cancel waits to be confirmed: keep answering.
	 * Any other event but `flow.cancel`, `flow.dismiss` and `flow.abort` does the same there, and nothing else.
	 */
	| { type: "flow.resume" }
	/** Dismiss, anywhere: end at once, an open editor's draft is not saved. */
	| { type: "flow.dismiss" }
	/** The host ended the flow (e.g. the agent run was aborted). */
	| { type: "flow.abort"; reason?: CancelReason };
