/**
 * The intents of a view: what a renderer calls to send the statechart its events, each only where it applies.
 */
import type { CancelReason } from "../contract/types.ts";
import type { QuestionnaireSnapshot } from "../machine/questionnaire.machine.ts";
import type { EditorKind, QuestionnaireEvent } from "../machine/questionnaire.types.ts";

/** Where intents go: the actor's `send`. */
export type Send = (event: QuestionnaireEvent) => void;

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

/**
 * Per `send`, the generation of its newest view: `connect` makes a newer one, and so does an intent that sends (the
 * actor moves on). A view whose generation is not the newest is stale.
 */
const generations = new WeakMap<Send, number>();

export function intents(snapshot: QuestionnaireSnapshot, send: Send): QuestionnaireIntents {
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
