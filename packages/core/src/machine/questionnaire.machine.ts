import { and, assertEvent, assign, type SnapshotFrom, setup } from "xstate";
import type { AskUserDetails, CancelReason, NormalizedPayload } from "../contract/types.ts";
import { buildDetails } from "../result/details.ts";
import { isWellFormed } from "./event-shape.ts";
import {
	activeQuestion,
	choose,
	clean,
	initialQuestionState,
	isAnswered,
	isCustomRow,
	progressOf,
	replaceAt,
	rowCount,
	toggle,
	withCustomText,
	withFocus,
	withNote,
	withOptionNote,
} from "./question-state.ts";
import type { QuestionnaireContext, QuestionnaireEvent, QuestionState } from "./questionnaire.types.ts";
import { buttonAfter, buttonOfDigit, type ReviewButton } from "./review-buttons.ts";

type Ctx = { context: QuestionnaireContext };

/** How long a digit that could begin a longer row number waits for the next digit before it picks its row. */
export const DIGIT_WAIT_MS = 400;

function updateActive(context: QuestionnaireContext, update: (state: QuestionState) => QuestionState) {
	return { states: replaceAt(context.states, context.current, update(activeQuestion(context).state)) };
}

/** The 0-based row a 1-based row number names; undefined when the active question has no such row. */
function rowOf(context: QuestionnaireContext, number: number): number | undefined {
	const row = number - 1;
	return Number.isInteger(row) && row >= 0 && row < rowCount(activeQuestion(context).question) ? row : undefined;
}

function pickedRow(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	return event.type === "option.pick" ? rowOf(context, event.number) : undefined;
}

/** The option position an event's `value` names on the active question; undefined when no option has it. */
function valueOption(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	if (event.type !== "value.choose" && event.type !== "value.toggle") return undefined;
	const position = activeQuestion(context).question.options.findIndex((option) => option.value === event.value);
	return position < 0 ? undefined : position;
}

function isDigit(digit: number): boolean {
	return Number.isInteger(digit) && digit >= 0 && digit <= 9;
}

/** The row a first digit names (`0` names none). */
function typedRow(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	return event.type === "digit.type" && isDigit(event.digit) && event.digit > 0
		? rowOf(context, event.digit)
		: undefined;
}

/** The row a digit names when it follows the digits of the waiting (focused) row number. */
function extendedRow(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	if (event.type !== "digit.type" || !isDigit(event.digit)) return undefined;
	return rowOf(context, (activeQuestion(context).state.focus + 1) * 10 + event.digit);
}

/** The review button a picked number or a typed digit names; undefined when it names none. */
function namedButton(event: QuestionnaireEvent): ReviewButton | undefined {
	if (event.type === "option.pick") return buttonOfDigit(event.number);
	return event.type === "digit.type" ? buttonOfDigit(event.digit) : undefined;
}

/**
 * A cancel with something answered or noted: the view asks to confirm. A second cancel ends the form; any other
 * event returns to where the person was (`idle`) and does nothing else. A dismiss and the host's abort end the flow
 * as everywhere.
 */
const confirmingCancel = {
	tags: ["confirmingCancel"],
	description: "A cancel with answers or notes: a second cancel ends the form, any other event keeps answering.",
	on: {
		"flow.cancel": {
			target: "#askUser.cancelled",
			actions: "recordUserCancel",
			description: "Cancel again: end the form, throwing the answers and notes away.",
		},
		"*": {
			guard: "keepsAnsweringWellFormed",
			target: "idle",
			description: "Any other event: back to where the person was; the event does nothing else.",
		},
	},
} as const;

/** A cancel on a question or the review: with something answered or noted, ask first (`confirmingCancel`); else end. */
const cancelOrAskFirst = [
	{ guard: "hasProgress", target: ".confirmingCancel", description: "A cancel with answers or notes: ask first." },
	{
		target: "cancelled",
		actions: "recordUserCancel",
		description: "A cancel with nothing answered or noted: cancel at once.",
	},
] as const;

function eventText(context: QuestionnaireContext, event: QuestionnaireEvent): string {
	return (event.type === "editor.save" || event.type === "editor.close") && event.text !== undefined
		? event.text
		: context.draft;
}

/** The flow's guards, actions and the digit wait's delay, by name: `machine.provide(...)` replaces them. */
const questionnaireSetup = setup({
	types: {
		input: {} as NormalizedPayload,
		context: {} as QuestionnaireContext,
		events: {} as QuestionnaireEvent,
		output: {} as AskUserDetails,
	},
	delays: { DIGIT_WAIT: DIGIT_WAIT_MS },
	guards: {
		isMulti: ({ context }: Ctx) => activeQuestion(context).question.type === "multi",
		isTextQuestion: ({ context }: Ctx) => activeQuestion(context).question.type === "text",
		isLastQuestion: ({ context }: Ctx) => context.current === context.questions.length - 1,
		isFirstQuestion: ({ context }: Ctx) => context.current === 0,
		isCustomRowFocused: ({ context }: Ctx) => {
			const { question, state } = activeQuestion(context);
			return isCustomRow(question, state.focus);
		},
		hasAnswer: ({ context }: Ctx) => isAnswered(activeQuestion(context).state),
		/** A multi question with something ticked or typed: a confirm moves on without ticking the focused option. */
		multiIsAnswered: and(["isMulti", "hasAnswer"]),
		/**
		 * A confirm moves on as it is: only ever on a multi question, whatever a host's `multiIsAnswered` says (a single
		 * question's confirm always picks the focused option).
		 */
		movesOnAsIs: and(["isMulti", "multiIsAnswered"]),
		/** Something answered or noted on any question: a cancel would throw it away. */
		hasProgress: ({ context }: Ctx) => {
			const { answers, notes } = progressOf(context.states, context.formNote);
			return answers + notes > 0;
		},
		/** Every event but the ones that end the flow from any state (a dismiss, the host's abort). */
		keepsAnswering: ({ event }) => event.type !== "flow.dismiss" && event.type !== "flow.abort",
		/** The event's text, reason or index has its type: a malformed event from an untyped host is ignored. */
		wellFormed: ({ event }) => isWellFormed(event),
		keepsAnsweringWellFormed: and(["keepsAnswering", "wellFormed"]),
		willBeAnsweredWellFormed: and(["wellFormed", "willBeAnswered"]),
		pickNamesRow: ({ context, event }) => pickedRow(context, event) !== undefined,
		valueNamesOption: ({ context, event }) => valueOption(context, event) !== undefined,
		digitNamesRow: ({ context, event }) => typedRow(context, event) !== undefined,
		nextDigitNamesRow: ({ context, event }) => extendedRow(context, event) !== undefined,
		/** The focused row's number followed by another digit could still name a row. */
		focusedRowNumberExtends: ({ context }: Ctx) => {
			const { question, state } = activeQuestion(context);
			return (state.focus + 1) * 10 <= rowCount(question);
		},
		tabIsReview: ({ context, event }) => event.type === "tab.select" && event.index === context.questions.length,
		tabIsQuestion: ({ context, event }) =>
			event.type === "tab.select" &&
			Number.isInteger(event.index) &&
			event.index >= 0 &&
			event.index < context.questions.length,
		opensAnswerEditor: ({ context, event }) =>
			event.type === "editor.open" && event.kind === "answer" && activeQuestion(context).question.allowsCustom,
		opensQuestionNote: ({ event }) => event.type === "editor.open" && event.kind === "questionNote",
		opensFormNote: ({ event }) => event.type === "editor.open" && event.kind === "formNote",
		opensOptionNote: ({ context, event }) =>
			event.type === "editor.open" &&
			event.kind === "optionNote" &&
			activeQuestion(context).state.focus < activeQuestion(context).question.options.length,
		willBeAnswered: ({ context, event }) =>
			eventText(context, event).trim() !== "" || activeQuestion(context).state.selected.length > 0,
		/** A picked number or a typed digit that names a review button. */
		namesButton: ({ event }) => namedButton(event) !== undefined,
		/** The digit of the focused review button, typed again. */
		namesFocusedButton: ({ context, event }) =>
			event.type === "digit.type" && namedButton(event) === context.reviewFocus,
		/** The review's focused button is `button`. */
		isFocusedButton: ({ context }: Ctx, params: { button: ReviewButton }) => context.reviewFocus === params.button,
	},
	actions: {
		focusNextQuestion: assign({ current: ({ context }) => context.current + 1 }),
		focusPreviousQuestion: assign({ current: ({ context }) => context.current - 1 }),
		focusFirstQuestion: assign({ current: 0 }),
		focusLastQuestion: assign({ current: ({ context }) => context.questions.length - 1 }),
		focusSelectedTab: assign({
			current: ({ context, event }) => (event.type === "tab.select" ? event.index : context.current),
		}),
		focusFirstButton: assign({ reviewFocus: "submit" satisfies ReviewButton }),
		focusNextButton: assign({ reviewFocus: ({ context }) => buttonAfter(context.reviewFocus, 1) }),
		focusPreviousButton: assign({ reviewFocus: ({ context }) => buttonAfter(context.reviewFocus, -1) }),
		focusNamedButton: assign({ reviewFocus: ({ context, event }) => namedButton(event) ?? context.reviewFocus }),
		focusNextRow: assign(({ context }) => {
			const { question } = activeQuestion(context);
			return updateActive(context, (s) => withFocus(s, (s.focus + 1) % rowCount(question)));
		}),
		focusPreviousRow: assign(({ context }) => {
			const rows = rowCount(activeQuestion(context).question);
			return updateActive(context, (s) => withFocus(s, (s.focus - 1 + rows) % rows));
		}),
		focusRow: assign(({ context, event }) => {
			assertEvent(event, "option.focus");
			const rows = rowCount(activeQuestion(context).question);
			const row = Math.min(Math.max(0, Math.trunc(event.index)), rows - 1);
			return Number.isFinite(row) ? updateActive(context, (s) => withFocus(s, row)) : {};
		}),
		focusPickedRow: assign(({ context, event }) => {
			const row = pickedRow(context, event);
			return row === undefined ? {} : updateActive(context, (s) => withFocus(s, row));
		}),
		focusTypedRow: assign(({ context, event }) => {
			const row = typedRow(context, event);
			return row === undefined ? {} : updateActive(context, (s) => withFocus(s, row));
		}),
		focusExtendedRow: assign(({ context, event }) => {
			const row = extendedRow(context, event);
			return row === undefined ? {} : updateActive(context, (s) => withFocus(s, row));
		}),
		toggleFocused: assign(({ context }) => {
			const multi = activeQuestion(context).question.type === "multi";
			return updateActive(context, (s) => toggle(s, s.focus, multi));
		}),
		selectFocused: assign(({ context }) => {
			const multi = activeQuestion(context).question.type === "multi";
			return updateActive(context, (s) => choose(s, s.focus, multi));
		}),
		chooseValue: assign(({ context, event }) => {
			const option = valueOption(context, event);
			if (option === undefined) return {};
			const multi = activeQuestion(context).question.type === "multi";
			return updateActive(context, (s) => choose(withFocus(s, option), option, multi));
		}),
		toggleValue: assign(({ context, event }) => {
			const option = valueOption(context, event);
			if (option === undefined) return {};
			const multi = activeQuestion(context).question.type === "multi";
			return updateActive(context, (s) => toggle(withFocus(s, option), option, multi));
		}),
		focusCustomRow: assign(({ context }) => {
			const { question } = activeQuestion(context);
			return updateActive(context, (s) => withFocus(s, question.options.length));
		}),
		loadAnswerDraft: assign({ draft: ({ context }) => activeQuestion(context).state.customText ?? "" }),
		loadQuestionNoteDraft: assign({ draft: ({ context }) => activeQuestion(context).state.note ?? "" }),
		loadFormNoteDraft: assign({ draft: ({ context }) => context.formNote ?? "" }),
		loadOptionNoteDraft: assign({
			draft: ({ context }) => {
				const { state } = activeQuestion(context);
				return state.optionNotes[state.focus] ?? "";
			},
		}),
		updateDraft: assign({
			draft: ({ context, event }) => (event.type === "editor.change" ? event.text : context.draft),
		}),
		saveAnswer: assign(({ context, event }) => {
			const multi = activeQuestion(context).question.type === "multi";
			return { ...updateActive(context, (s) => withCustomText(s, eventText(context, event), multi)), draft: "" };
		}),
		saveQuestionNote: assign(({ context, event }) => ({
			...updateActive(context, (s) => withNote(s, eventText(context, event))),
			draft: "",
		})),
		saveOptionNote: assign(({ context, event }) => ({
			...updateActive(context, (s) => withOptionNote(s, s.focus, eventText(context, event))),
			draft: "",
		})),
		saveFormNote: assign(({ context, event }) => ({ formNote: clean(eventText(context, event)), draft: "" })),
		discardDraft: assign({ draft: "" }),
		recordUserCancel: assign({ cancelReason: "user" satisfies CancelReason }),
		recordDiscuss: assign({ cancelReason: "discuss" satisfies CancelReason }),
		recordDismiss: assign({ cancelReason: "dismissed" satisfies CancelReason }),
		recordAbort: assign({
			cancelReason: ({ event }) => (event.type === "flow.abort" ? (event.reason ?? "aborted") : "aborted"),
		}),
	},
});

/** How `createQuestionnaireMachine` builds the flow. */
export interface QuestionnaireMachineOptions {
	/**
	 * How long a typed row number that could go on waits for its next digit before it picks its row: `DIGIT_WAIT_MS`
	 * unless given. `Infinity`: no pause picks, the number waits for its next digit or a confirm. Then the machine has
	 * no delayed transition, which `createTestModel` of `xstate/graph` requires, and no timer, which tests like.
	 */
	readonly digitWaitMs?: number;
}

/**
 * The ask_user flow. States are what the person is doing: `answering` a question tab, `editing` a free-form answer
 * or a note, `reviewing` before submit; `submitted` and `cancelled` are final and the output is the result `details`.
 * Every action and guard is named, so hosts can override them with `machine.provide(...)`.
 */
export function createQuestionnaireMachine(options: QuestionnaireMachineOptions = {}) {
	const wait = options.digitWaitMs ?? DIGIT_WAIT_MS;
	if (typeof wait !== "number" || !(wait >= 0)) {
		throw new RangeError(`digitWaitMs: must be a number of milliseconds from 0 up (Infinity: no pause), got ${wait}`);
	}
	// A pause that never comes is no transition at all, rather than a timer that never fires.
	const pause =
		wait === Number.POSITIVE_INFINITY
			? {}
			: {
					after: {
						DIGIT_WAIT: { target: "rowChosen", description: "The pause: the number is complete, choose its row." },
					},
				};
	const machine = questionnaireSetup.createMachine({
		id: "askUser",
		description:
			"The ask_user questionnaire: question tabs, editors for own answers and notes, a review; it ends submitted or cancelled with the result details as output.",
		context: ({ input }) => ({
			...(input.title === undefined ? {} : { title: input.title }),
			questions: input.questions,
			states: input.questions.map(initialQuestionState),
			current: 0,
			reviewFocus: "submit",
			draft: "",
		}),
		initial: "enteringTab",
		on: {
			"flow.dismiss": {
				target: ".cancelled",
				actions: ["discardDraft", "recordDismiss"],
				description: "Dismissed, anywhere: end at once; an open editor's draft is not saved.",
			},
			"flow.abort": {
				guard: "wellFormed",
				target: ".cancelled",
				actions: ["discardDraft", "recordAbort"],
				description: "The host ended the flow (e.g. the agent run was aborted): end with its reason.",
			},
		},
		states: {
			enteringTab: {
				description:
					"Arriving on a question tab: a text question opens its editor at once, any other shows its options.",
				always: [
					{
						guard: "isTextQuestion",
						target: "editing.answer",
						actions: "loadAnswerDraft",
						description: "A text question: open its answer editor with the saved answer.",
					},
					{ target: "answering", description: "Any other question: show its options." },
				],
			},
			answering: {
				description: "On a question tab: moving the row focus, picking and toggling options, opening editors.",
				initial: "idle",
				on: {
					"tab.next": { target: "advancing", description: "The next tab." },
					"tab.prev": { target: "retreating", description: "The previous tab." },
					"tab.select": [
						{ guard: "tabIsReview", target: "reviewing", description: "A chosen tab: the review." },
						{
							guard: "tabIsQuestion",
							target: "enteringTab",
							actions: "focusSelectedTab",
							description: "A chosen tab: that question.",
						},
					],
					// Moving the focus drops a waiting row number (`.idle`), so the pause cannot pick another row.
					"option.next": { target: ".idle", actions: "focusNextRow", description: "Focus the next row (wraps)." },
					"option.prev": {
						target: ".idle",
						actions: "focusPreviousRow",
						description: "Focus the previous row (wraps).",
					},
					"option.focus": {
						guard: "wellFormed",
						target: ".idle",
						actions: "focusRow",
						description: "Focus that row (a click or a hover).",
					},
					"option.confirm": [
						{
							guard: "isCustomRowFocused",
							target: "editing.answer",
							actions: "loadAnswerDraft",
							description: "Confirm on Type your own: open the answer editor with the saved answer.",
						},
						{
							guard: "movesOnAsIs",
							target: "advancing",
							description: "Confirm on an answered multi question: move on as it is.",
						},
						{
							target: "advancing",
							actions: "selectFocused",
							description: "Confirm: pick the focused option (on an empty multi question, tick it) and move on.",
						},
					],
					"option.toggle": [
						{
							guard: "isCustomRowFocused",
							target: "editing.answer",
							actions: "loadAnswerDraft",
							description: "Toggle on Type your own: open the answer editor.",
						},
						{ target: ".idle", actions: "toggleFocused", description: "Toggle the focused option and stay." },
					],
					"option.pick": {
						guard: "pickNamesRow",
						target: ".rowChosen",
						actions: "focusPickedRow",
						description: "A row by its number: focus it and choose it.",
					},
					"value.choose": {
						guard: "valueNamesOption",
						target: ".idle",
						actions: "chooseValue",
						description: "Choose an option by its value and stay (multi: tick it).",
					},
					"value.toggle": {
						guard: "valueNamesOption",
						target: ".idle",
						actions: "toggleValue",
						description: "Toggle the option with this value and stay.",
					},
					"editor.open": [
						{
							guard: "opensAnswerEditor",
							target: "editing.answer",
							actions: ["focusCustomRow", "loadAnswerDraft"],
							description: "Open the own answer's editor (questions that allow one).",
						},
						{
							guard: "opensQuestionNote",
							target: "editing.questionNote",
							actions: "loadQuestionNoteDraft",
							description: "Open the question's note.",
						},
						{
							guard: "opensOptionNote",
							target: "editing.optionNote",
							actions: "loadOptionNoteDraft",
							description: "Open the focused option's note.",
						},
					],
					"flow.submit": { target: "submitted", description: "Submit now, from a question tab." },
					"flow.cancel": cancelOrAskFirst,
				},
				states: {
					idle: {
						description: "Waiting for the person: no row number is being typed.",
						on: {
							"digit.type": {
								guard: "digitNamesRow",
								target: "rowTyped",
								actions: "focusTypedRow",
								description: "A digit naming a row: focus it.",
							},
						},
					},
					awaitingDigit: {
						description:
							"A typed row number could go on (e.g. 1 of 12 rows): its row is focused until the next digit, a confirm or a pause.",
						...pause,
						on: {
							"digit.type": {
								guard: "nextDigitNamesRow",
								target: "rowTyped",
								actions: "focusExtendedRow",
								description: "The next digit names a longer row number: focus that row.",
							},
							"option.confirm": {
								target: "rowChosen",
								description: "Confirm: the number is complete, choose its row.",
							},
						},
					},
					rowTyped: {
						description: "A digit focused its row: wait when a further digit could still name a row, else choose it.",
						always: [
							{
								guard: "focusedRowNumberExtends",
								target: "awaitingDigit",
								description: "A further digit could name a row: wait for it.",
							},
							{ target: "rowChosen", description: "No longer number is possible: choose the row." },
						],
					},
					rowChosen: {
						description:
							"The focused row was chosen by its number: the editor on Type your own, else toggle (multi) or pick.",
						always: [
							{
								guard: "isCustomRowFocused",
								target: "#askUser.editing.answer",
								actions: "loadAnswerDraft",
								description: "Type your own: open the answer editor.",
							},
							{
								guard: "isMulti",
								target: "idle",
								actions: "toggleFocused",
								description: "Multi: toggle the option and stay.",
							},
							{
								target: "#askUser.advancing",
								actions: "selectFocused",
								description: "Single or preview: pick the option and move on.",
							},
						],
					},
					confirmingCancel,
				},
			},
			advancing: {
				description: "Moving to the next tab: the next question, or the review after the last one.",
				always: [
					{ guard: "isLastQuestion", target: "reviewing", description: "After the last question: the review." },
					{ target: "enteringTab", actions: "focusNextQuestion", description: "The next question." },
				],
			},
			retreating: {
				description:
					"Moving to the previous tab: the previous question, or (wrapping) the review before the first one.",
				always: [
					{ guard: "isFirstQuestion", target: "reviewing", description: "Before the first question: the review." },
					{ target: "enteringTab", actions: "focusPreviousQuestion", description: "The previous question." },
				],
			},
			editing: {
				description: "An editor is open on the own answer or a note; the renderer mirrors its text into the draft.",
				initial: "answer",
				on: {
					"editor.change": {
						guard: "wellFormed",
						actions: "updateDraft",
						description: "Typing: mirror the editor's text.",
					},
				},
				states: {
					answer: {
						description: "Editing the question's own answer (Type your own).",
						on: {
							"editor.save": [
								{
									guard: "willBeAnsweredWellFormed",
									target: "#askUser.advancing",
									actions: "saveAnswer",
									description: "Saved with an answer: save it and move on like a pick.",
								},
								{
									guard: "wellFormed",
									target: "#askUser.answering",
									actions: "saveAnswer",
									description: "Saved empty: clear the answer and stay.",
								},
							],
							"editor.close": {
								guard: "wellFormed",
								target: "#askUser.answering",
								actions: "saveAnswer",
								description: "Closed: save the draft and close, on the same tab and row.",
							},
						},
					},
					questionNote: {
						description: "Editing the note on the whole question.",
						on: {
							"editor.save": {
								guard: "wellFormed",
								target: "#askUser.answering",
								actions: "saveQuestionNote",
								description: "Saved: save the note and stay.",
							},
							"editor.close": {
								guard: "wellFormed",
								target: "#askUser.answering",
								actions: "saveQuestionNote",
								description: "Closed: save the note and close.",
							},
						},
					},
					optionNote: {
						description: "Editing the note on the focused option.",
						on: {
							"editor.save": {
								guard: "wellFormed",
								target: "#askUser.answering",
								actions: "saveOptionNote",
								description: "Saved: save the note and stay.",
							},
							"editor.close": {
								guard: "wellFormed",
								target: "#askUser.answering",
								actions: "saveOptionNote",
								description: "Closed: save the note and close.",
							},
						},
					},
					formNote: {
						description: "Editing the note on the whole form, opened from the review.",
						on: {
							"editor.save": {
								guard: "wellFormed",
								target: "#askUser.reviewing",
								actions: "saveFormNote",
								description: "Saved: save the note and return to the review.",
							},
							"editor.close": {
								guard: "wellFormed",
								target: "#askUser.reviewing",
								actions: "saveFormNote",
								description: "Closed: save the note and return to the review.",
							},
						},
					},
				},
			},
			reviewing: {
				description:
					"The review tab: every answer and the note on the whole form, then the Submit, Cancel and Discuss first buttons; which one is focused is data (`reviewFocus`, Submit when the review opens). A button's digit arms it and the same digit again presses it, so a digit typed twice by accident never ends an unreviewed form. Discuss ends the flow as a cancel whose reason (discuss) keeps the tentative answers and notes.",
				entry: "focusFirstButton",
				initial: "idle",
				on: {
					"tab.next": {
						target: "enteringTab",
						actions: "focusFirstQuestion",
						description: "The next tab: the first question.",
					},
					"tab.prev": {
						target: "enteringTab",
						actions: "focusLastQuestion",
						description: "The previous tab: the last question.",
					},
					"tab.select": {
						guard: "tabIsQuestion",
						target: "enteringTab",
						actions: "focusSelectedTab",
						description: "A chosen tab: that question.",
					},
					"option.next": { target: ".idle", actions: "focusNextButton", description: "Focus the next button (wraps)." },
					"option.prev": {
						target: ".idle",
						actions: "focusPreviousButton",
						description: "Focus the previous button (wraps).",
					},
					"option.confirm": { target: ".pressing", description: "Press the focused button." },
					"digit.type": {
						guard: "namesButton",
						target: ".armed",
						actions: "focusNamedButton",
						description: "A button's digit: focus and arm that button.",
					},
					"option.pick": {
						guard: "namesButton",
						target: ".pressing",
						actions: "focusNamedButton",
						description: "A button picked by its number (a click): press it at once.",
					},
					"editor.open": {
						guard: "opensFormNote",
						target: "editing.formNote",
						actions: "loadFormNoteDraft",
						description: "Open the note on the whole form.",
					},
					"flow.submit": { target: "submitted", description: "Submit." },
					"flow.discuss": {
						target: "cancelled",
						actions: "recordDiscuss",
						description: "Discuss first: end, keeping the tentative answers and notes for the agent.",
					},
					"flow.cancel": cancelOrAskFirst,
				},
				states: {
					idle: { description: "A button is focused; no digit was typed." },
					armed: {
						description: "The focused button's digit was typed: the same digit again, or a confirm, presses it.",
						on: {
							"digit.type": {
								guard: "namesFocusedButton",
								target: "pressing",
								description: "The same digit again: press the button.",
							},
						},
					},
					pressing: {
						description:
							"The focused button was pressed: Submit submits, Cancel cancels, Discuss first ends to talk first.",
						always: [
							{
								guard: { type: "isFocusedButton", params: { button: "submit" } },
								target: "#askUser.submitted",
								description: "Submit: submit.",
							},
							{
								guard: { type: "isFocusedButton", params: { button: "cancel" } },
								target: "#askUser.cancelled",
								actions: "recordUserCancel",
								description: "Cancel: cancel at once (the button was chosen deliberately).",
							},
							{
								target: "#askUser.cancelled",
								actions: "recordDiscuss",
								description: "Discuss first: end so the agent explains first.",
							},
						],
					},
					confirmingCancel,
				},
			},
			submitted: {
				type: "final",
				output: "submitted",
				description: "Submitted: the output is the details with the answers.",
			},
			cancelled: {
				type: "final",
				output: "cancelled",
				description:
					"Cancelled (by the person, a dismiss, the host, or to discuss first): the output is the details, with no answers.",
			},
		},
		// The end state decides `cancelled`, not the context: a host overriding an action cannot turn one into the other.
		output: ({ context, event }) => buildDetails({ ...context, cancelled: event.output === "cancelled" }),
	});
	return wait === DIGIT_WAIT_MS || wait === Number.POSITIVE_INFINITY
		? machine
		: machine.provide({ delays: { DIGIT_WAIT: wait } });
}

/** The type of the statechart that `createQuestionnaireMachine` makes (also after `.provide(...)`). */
export type QuestionnaireMachine = ReturnType<typeof createQuestionnaireMachine>;

/** A snapshot of the statechart: what `connect` reads and `saveProgress` stores. */
export type QuestionnaireSnapshot = SnapshotFrom<QuestionnaireMachine>;

let defaultMachine: QuestionnaireMachine | undefined;

/**
 * Core's own machine with the default digit wait, for a `QuestionnaireFlow` given none and for saved progress: built
 * on the first call and kept, so that importing core builds no statechart (not exported from the package).
 */
export function defaultQuestionnaireMachine(): QuestionnaireMachine {
	defaultMachine ??= createQuestionnaireMachine();
	return defaultMachine;
}
