import { and, assertEvent, assign, setup } from "xstate";
import type { AskUserDetails, CancelReason, NormalizedPayload } from "../contract/types.ts";
import { buildDetails } from "../result/details.ts";
import {
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

type Ctx = { context: QuestionnaireContext };

/** How long a digit that could begin a longer row number waits for the next digit before it picks its row. */
export const DIGIT_WAIT_MS = 400;

function active(context: QuestionnaireContext) {
	const question = context.questions[context.current];
	const state = context.states[context.current];
	if (question === undefined || state === undefined) throw new Error(`no question at tab ${context.current}`);
	return { question, state };
}

function updateActive(context: QuestionnaireContext, update: (state: QuestionState) => QuestionState) {
	return { states: replaceAt(context.states, context.current, update(active(context).state)) };
}

/** The 0-based row a 1-based row number names; undefined when the active question has no such row. */
function rowOf(context: QuestionnaireContext, number: number): number | undefined {
	const row = number - 1;
	return Number.isInteger(row) && row >= 0 && row < rowCount(active(context).question) ? row : undefined;
}

function pickedRow(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	return event.type === "option.pick" ? rowOf(context, event.number) : undefined;
}

/** The option position an event's `value` names on the active question; undefined when no option has it. */
function valueOption(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	if (event.type !== "value.choose" && event.type !== "value.toggle") return undefined;
	const position = active(context).question.options.findIndex((option) => option.value === event.value);
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
	return rowOf(context, (active(context).state.focus + 1) * 10 + event.digit);
}

const typedDigit = (event: QuestionnaireEvent, digit: number) => event.type === "digit.type" && event.digit === digit;

/** The review's buttons in order, each pressed by its digit (1 Submit, 2 Cancel, 3 Discuss). */
const REVIEW_DIGIT = { submit: 1, cancel: 2, discuss: 3 } as const;

/**
 * Esc with something answered or noted: one line asks to confirm. Esc again cancels; any other event returns to
 * where the person was (`idle`) and does nothing else. Ctrl+C and the host's abort end the flow as everywhere.
 */
const confirmingCancel = {
	tags: ["confirmingCancel"],
	description: "Esc with answers or notes: Esc again cancels the form, any other key keeps answering.",
	on: {
		"flow.cancel": {
			target: "#askUser.cancelled",
			actions: "recordUserCancel",
			description: "Esc again: cancel, throwing the answers and notes away.",
		},
		"*": {
			guard: "keepsAnswering",
			target: "idle",
			description: "Any other event: back to where the person was; the event does nothing else.",
		},
	},
} as const;

/** Esc with something answered or noted, on a question or a review button: ask first (`confirmingCancel`). */
const askBeforeCancel = {
	guard: "hasProgress",
	target: ".confirmingCancel",
	description: "Esc with answers or notes: ask first.",
} as const;

/** A review button focused by the arrows: Enter presses it, its digit arms it. */
const notArmed = { description: "Focused, not armed." } as const;

/** What tells the review's three buttons apart; `reviewButton` builds each one's states from it. */
interface ReviewButton {
	readonly description: string;
	readonly next: { readonly target: ReviewButtonState; readonly description: string };
	readonly prev: { readonly target: ReviewButtonState; readonly description: string };
	/** Where pressing the button ends the flow, and what it records on the way (Submit records nothing). */
	readonly ends: "#askUser.submitted" | "#askUser.cancelled";
	readonly records?: "recordUserCancel" | "recordDiscuss";
	/** What Enter does, said for the inspector. */
	readonly enter: string;
	/** The guard of the button's digit, which arms it and, typed again, presses it. */
	readonly digit: "digitIsSubmit" | "digitIsCancel" | "digitIsDiscuss";
	readonly armed: string;
	readonly again: string;
}

type ReviewButtonState = "submitFocused" | "cancelFocused" | "discussFocused";

/** A review button's state: focused, armed by its digit (pressed by the digit again), or asking before a cancel. */
function reviewButton(button: ReviewButton) {
	const press = (description: string) =>
		button.records === undefined
			? ({ target: button.ends, description } as const)
			: ({ target: button.ends, actions: button.records, description } as const);
	return {
		description: button.description,
		initial: "idle",
		on: {
			"option.next": button.next,
			"option.prev": button.prev,
			"option.confirm": press(button.enter),
			"flow.cancel": askBeforeCancel,
		},
		states: {
			idle: notArmed,
			armed: { description: button.armed, on: { "digit.type": { guard: button.digit, ...press(button.again) } } },
			confirmingCancel,
		},
	} as const;
}

function eventText(context: QuestionnaireContext, event: QuestionnaireEvent): string {
	return (event.type === "editor.save" || event.type === "editor.close") && event.text !== undefined
		? event.text
		: context.draft;
}

/**
 * The ask_user flow. States are what the person is doing: `answering` a question tab, `editing` a free-form answer
 * or a note, `reviewing` before submit; `submitted` and `cancelled` are final and the output is the result `details`.
 * Every action and guard is named, so hosts can override them with `machine.provide(...)`.
 */
export const questionnaireMachine = setup({
	types: {
		input: {} as NormalizedPayload,
		context: {} as QuestionnaireContext,
		events: {} as QuestionnaireEvent,
		output: {} as AskUserDetails,
	},
	delays: { DIGIT_WAIT: DIGIT_WAIT_MS },
	guards: {
		isMulti: ({ context }: Ctx) => active(context).question.type === "multi",
		isTextQuestion: ({ context }: Ctx) => active(context).question.type === "text",
		isLastQuestion: ({ context }: Ctx) => context.current === context.questions.length - 1,
		isFirstQuestion: ({ context }: Ctx) => context.current === 0,
		isCustomRowFocused: ({ context }: Ctx) => {
			const { question, state } = active(context);
			return isCustomRow(question, state.focus);
		},
		hasAnswer: ({ context }: Ctx) => isAnswered(active(context).state),
		/** A multi question with something ticked or typed: Enter moves on without ticking the focused option. */
		multiIsAnswered: and(["isMulti", "hasAnswer"]),
		/** Something answered or noted on any question: a cancel would throw it away. */
		hasProgress: ({ context }: Ctx) => {
			const { answers, notes } = progressOf(context.states, context.formNote);
			return answers + notes > 0;
		},
		/** Every event but the ones that end the flow from any state (Ctrl+C, the host's abort). */
		keepsAnswering: ({ event }) => event.type !== "flow.dismiss" && event.type !== "flow.abort",
		pickNamesRow: ({ context, event }) => pickedRow(context, event) !== undefined,
		valueNamesOption: ({ context, event }) => valueOption(context, event) !== undefined,
		digitNamesRow: ({ context, event }) => typedRow(context, event) !== undefined,
		nextDigitNamesRow: ({ context, event }) => extendedRow(context, event) !== undefined,
		/** The focused row's number followed by another digit could still name a row. */
		focusedRowNumberExtends: ({ context }: Ctx) => {
			const { question, state } = active(context);
			return (state.focus + 1) * 10 <= rowCount(question);
		},
		tabIsReview: ({ context, event }) => event.type === "tab.select" && event.index === context.questions.length,
		tabIsQuestion: ({ context, event }) =>
			event.type === "tab.select" &&
			Number.isInteger(event.index) &&
			event.index >= 0 &&
			event.index < context.questions.length,
		opensAnswerEditor: ({ context, event }) =>
			event.type === "editor.open" && event.kind === "answer" && active(context).question.allowsCustom,
		opensQuestionNote: ({ event }) => event.type === "editor.open" && event.kind === "questionNote",
		opensFormNote: ({ event }) => event.type === "editor.open" && event.kind === "formNote",
		opensOptionNote: ({ context, event }) =>
			event.type === "editor.open" &&
			event.kind === "optionNote" &&
			active(context).state.focus < active(context).question.options.length,
		willBeAnswered: ({ context, event }) =>
			eventText(context, event).trim() !== "" || active(context).state.selected.length > 0,
		pickIsSubmit: ({ event }) => event.type === "option.pick" && event.number === REVIEW_DIGIT.submit,
		pickIsCancel: ({ event }) => event.type === "option.pick" && event.number === REVIEW_DIGIT.cancel,
		pickIsDiscuss: ({ event }) => event.type === "option.pick" && event.number === REVIEW_DIGIT.discuss,
		digitIsSubmit: ({ event }) => typedDigit(event, REVIEW_DIGIT.submit),
		digitIsCancel: ({ event }) => typedDigit(event, REVIEW_DIGIT.cancel),
		digitIsDiscuss: ({ event }) => typedDigit(event, REVIEW_DIGIT.discuss),
	},
	actions: {
		focusNextQuestion: assign({ current: ({ context }) => context.current + 1 }),
		focusPreviousQuestion: assign({ current: ({ context }) => context.current - 1 }),
		focusFirstQuestion: assign({ current: 0 }),
		focusLastQuestion: assign({ current: ({ context }) => context.questions.length - 1 }),
		focusSelectedTab: assign({
			current: ({ context, event }) => (event.type === "tab.select" ? event.index : context.current),
		}),
		focusNextRow: assign(({ context }) => {
			const { question } = active(context);
			return updateActive(context, (s) => withFocus(s, (s.focus + 1) % rowCount(question)));
		}),
		focusPreviousRow: assign(({ context }) => {
			const rows = rowCount(active(context).question);
			return updateActive(context, (s) => withFocus(s, (s.focus - 1 + rows) % rows));
		}),
		focusRow: assign(({ context, event }) => {
			assertEvent(event, "option.focus");
			const rows = rowCount(active(context).question);
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
			const multi = active(context).question.type === "multi";
			return updateActive(context, (s) => toggle(s, s.focus, multi));
		}),
		selectFocused: assign(({ context }) =>
			updateActive(context, (s) =>
				s.selected.length === 1 && s.selected[0] === s.focus ? s : toggle(s, s.focus, false),
			),
		),
		chooseValue: assign(({ context, event }) => {
			const option = valueOption(context, event);
			if (option === undefined) return {};
			const multi = active(context).question.type === "multi";
			return updateActive(context, (s) => {
				const focused = withFocus(s, option);
				const chosen = multi ? s.selected.includes(option) : s.selected.length === 1 && s.selected[0] === option;
				return chosen ? focused : toggle(focused, option, multi);
			});
		}),
		toggleValue: assign(({ context, event }) => {
			const option = valueOption(context, event);
			if (option === undefined) return {};
			const multi = active(context).question.type === "multi";
			return updateActive(context, (s) => toggle(withFocus(s, option), option, multi));
		}),
		focusCustomRow: assign(({ context }) => {
			const { question } = active(context);
			return updateActive(context, (s) => withFocus(s, question.options.length));
		}),
		loadAnswerDraft: assign({ draft: ({ context }) => active(context).state.customText ?? "" }),
		loadQuestionNoteDraft: assign({ draft: ({ context }) => active(context).state.note ?? "" }),
		loadFormNoteDraft: assign({ draft: ({ context }) => context.formNote ?? "" }),
		loadOptionNoteDraft: assign({
			draft: ({ context }) => {
				const { state } = active(context);
				return state.optionNotes[state.focus] ?? "";
			},
		}),
		updateDraft: assign({
			draft: ({ context, event }) => (event.type === "editor.change" ? event.text : context.draft),
		}),
		saveAnswer: assign(({ context, event }) => {
			const multi = active(context).question.type === "multi";
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
}).createMachine({
	id: "askUser",
	description:
		"The ask_user questionnaire: question tabs, editors for own answers and notes, a review; it ends submitted or cancelled with the result details as output.",
	context: ({ input }) => ({
		...(input.title === undefined ? {} : { title: input.title }),
		questions: input.questions,
		states: input.questions.map(initialQuestionState),
		current: 0,
		draft: "",
	}),
	initial: "enteringTab",
	on: {
		"flow.dismiss": {
			target: ".cancelled",
			actions: ["discardDraft", "recordDismiss"],
			description: "Ctrl+C anywhere: end at once; an open editor's draft is not saved.",
		},
		"flow.abort": {
			target: ".cancelled",
			actions: ["discardDraft", "recordAbort"],
			description: "The host ended the flow (e.g. the agent run was aborted): end with its reason.",
		},
	},
	states: {
		enteringTab: {
			description: "Arriving on a question tab: a text question opens its editor at once, any other shows its options.",
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
				"tab.next": { target: "advancing", description: "Tab or →: the next tab." },
				"tab.prev": { target: "retreating", description: "Shift+Tab or ←: the previous tab." },
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
				"option.next": { target: ".idle", actions: "focusNextRow", description: "↓: focus the next row (wraps)." },
				"option.prev": {
					target: ".idle",
					actions: "focusPreviousRow",
					description: "↑: focus the previous row (wraps).",
				},
				"option.focus": { target: ".idle", actions: "focusRow", description: "A click or hover: focus that row." },
				"option.confirm": [
					{
						guard: "isCustomRowFocused",
						target: "editing.answer",
						actions: "loadAnswerDraft",
						description: "Enter on Type your own: open the answer editor with the saved answer.",
					},
					{
						guard: "multiIsAnswered",
						target: "advancing",
						description: "Enter on an answered multi question: move on as it is.",
					},
					{
						target: "advancing",
						actions: "selectFocused",
						description: "Enter: pick the focused option (on an empty multi question, tick it) and move on.",
					},
				],
				"option.toggle": [
					{
						guard: "isCustomRowFocused",
						target: "editing.answer",
						actions: "loadAnswerDraft",
						description: "Space on Type your own: open the answer editor.",
					},
					{ target: ".idle", actions: "toggleFocused", description: "Space: toggle the focused option and stay." },
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
					description: "A click on an option: choose its value and stay (multi: tick it).",
				},
				"value.toggle": {
					guard: "valueNamesOption",
					target: ".idle",
					actions: "toggleValue",
					description: "A click on a checkbox: toggle the option with this value and stay.",
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
						description: "Shift+N: open the question's note.",
					},
					{
						guard: "opensOptionNote",
						target: "editing.optionNote",
						actions: "loadOptionNoteDraft",
						description: "n on an option: open that option's note.",
					},
				],
				"flow.submit": { target: "submitted", description: "Submit now, from a question tab." },
				"flow.cancel": [
					askBeforeCancel,
					{
						target: "cancelled",
						actions: "recordUserCancel",
						description: "Esc with nothing answered or noted: cancel at once.",
					},
				],
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
						"A typed row number could go on (e.g. 1 of 12 rows): its row is focused until the next digit, Enter or a pause.",
					after: {
						DIGIT_WAIT: { target: "rowChosen", description: "The pause: the number is complete, choose its row." },
					},
					on: {
						"digit.type": {
							guard: "nextDigitNamesRow",
							target: "rowTyped",
							actions: "focusExtendedRow",
							description: "The next digit names a longer row number: focus that row.",
						},
						"option.confirm": { target: "rowChosen", description: "Enter: the number is complete, choose its row." },
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
			description: "Moving to the previous tab: the previous question, or (wrapping) the review before the first one.",
			always: [
				{ guard: "isFirstQuestion", target: "reviewing", description: "Before the first question: the review." },
				{ target: "enteringTab", actions: "focusPreviousQuestion", description: "The previous question." },
			],
		},
		editing: {
			description: "An editor is open on the own answer or a note; the renderer mirrors its text into the draft.",
			initial: "answer",
			on: {
				"editor.change": { actions: "updateDraft", description: "Typing: mirror the editor's text." },
			},
			states: {
				answer: {
					description: "Editing the question's own answer (Type your own).",
					on: {
						"editor.save": [
							{
								guard: "willBeAnswered",
								target: "#askUser.advancing",
								actions: "saveAnswer",
								description: "Enter with an answer: save it and move on like a pick.",
							},
							{
								target: "#askUser.answering",
								actions: "saveAnswer",
								description: "Enter on an empty answer: clear it and stay.",
							},
						],
						"editor.close": {
							target: "#askUser.answering",
							actions: "saveAnswer",
							description: "Esc: save the draft and close, on the same tab and row.",
						},
					},
				},
				questionNote: {
					description: "Editing the note on the whole question.",
					on: {
						"editor.save": {
							target: "#askUser.answering",
							actions: "saveQuestionNote",
							description: "Enter: save the note and stay.",
						},
						"editor.close": {
							target: "#askUser.answering",
							actions: "saveQuestionNote",
							description: "Esc: save the note and close.",
						},
					},
				},
				optionNote: {
					description: "Editing the note on the focused option.",
					on: {
						"editor.save": {
							target: "#askUser.answering",
							actions: "saveOptionNote",
							description: "Enter: save the note and stay.",
						},
						"editor.close": {
							target: "#askUser.answering",
							actions: "saveOptionNote",
							description: "Esc: save the note and close.",
						},
					},
				},
				formNote: {
					description: "Editing the note on the whole form, opened from the review (Shift+N there).",
					on: {
						"editor.save": {
							target: "#askUser.reviewing",
							actions: "saveFormNote",
							description: "Enter: save the note and return to the review.",
						},
						"editor.close": {
							target: "#askUser.reviewing",
							actions: "saveFormNote",
							description: "Esc: save the note and return to the review.",
						},
					},
				},
			},
		},
		reviewing: {
			description:
				"The review tab: every answer and the note on the whole form, then Submit (focused first), Cancel and Discuss first. A typed 1, 2 or 3 arms a button and the same digit again presses it, so a digit typed twice by accident never ends an unreviewed form. Discuss ends the flow as a cancel whose reason (discuss) keeps the tentative answers and notes.",
			initial: "submitFocused",
			on: {
				"tab.next": {
					target: "enteringTab",
					actions: "focusFirstQuestion",
					description: "Tab or →: the first question.",
				},
				"tab.prev": {
					target: "enteringTab",
					actions: "focusLastQuestion",
					description: "Shift+Tab or ←: the last question.",
				},
				"tab.select": {
					guard: "tabIsQuestion",
					target: "enteringTab",
					actions: "focusSelectedTab",
					description: "A chosen tab: that question.",
				},
				"digit.type": [
					{ guard: "digitIsSubmit", target: ".submitFocused.armed", description: "1: focus and arm Submit." },
					{ guard: "digitIsCancel", target: ".cancelFocused.armed", description: "2: focus and arm Cancel." },
					{ guard: "digitIsDiscuss", target: ".discussFocused.armed", description: "3: focus and arm Discuss first." },
				],
				"option.pick": [
					{ guard: "pickIsSubmit", target: "submitted", description: "Button 1 chosen (a click): submit." },
					{
						guard: "pickIsCancel",
						target: "cancelled",
						actions: "recordUserCancel",
						description: "Button 2 chosen (a click): cancel at once.",
					},
					{
						guard: "pickIsDiscuss",
						target: "cancelled",
						actions: "recordDiscuss",
						description: "Button 3 chosen (a click): end to discuss first.",
					},
				],
				"editor.open": {
					guard: "opensFormNote",
					target: "editing.formNote",
					actions: "loadFormNoteDraft",
					description: "Shift+N on the review: open the note on the whole form.",
				},
				"flow.submit": { target: "submitted", description: "Submit." },
				"flow.discuss": {
					target: "cancelled",
					actions: "recordDiscuss",
					description: "Discuss first: end, keeping the tentative answers and notes for the agent.",
				},
				"flow.cancel": {
					target: "cancelled",
					actions: "recordUserCancel",
					description: "Esc with nothing answered or noted: cancel at once.",
				},
			},
			states: {
				submitFocused: reviewButton({
					description: "The Submit button is focused.",
					next: { target: "cancelFocused", description: "↓: focus Cancel." },
					prev: { target: "discussFocused", description: "↑: focus Discuss first (wraps)." },
					ends: "#askUser.submitted",
					enter: "Enter: submit.",
					digit: "digitIsSubmit",
					armed: "1 was typed: 1 again (or Enter) submits.",
					again: "1 again: submit.",
				}),
				cancelFocused: reviewButton({
					description: "The Cancel button is focused.",
					next: { target: "discussFocused", description: "↓: focus Discuss first." },
					prev: { target: "submitFocused", description: "↑: focus Submit." },
					ends: "#askUser.cancelled",
					records: "recordUserCancel",
					enter: "Enter: cancel at once (the button was chosen deliberately).",
					digit: "digitIsCancel",
					armed: "2 was typed: 2 again (or Enter) cancels.",
					again: "2 again: cancel.",
				}),
				discussFocused: reviewButton({
					description: "The Discuss first button is focused: pressing it ends the flow so the agent explains first.",
					next: { target: "submitFocused", description: "↓: focus Submit (wraps)." },
					prev: { target: "cancelFocused", description: "↑: focus Cancel." },
					ends: "#askUser.cancelled",
					records: "recordDiscuss",
					enter: "Enter: end to discuss first.",
					digit: "digitIsDiscuss",
					armed: "3 was typed: 3 again (or Enter) ends to discuss first.",
					again: "3 again: end to discuss first.",
				}),
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
				"Cancelled (by the person, Ctrl+C, the host, or to discuss first): the output is the details, with no answers.",
		},
	},
	// The end state decides `cancelled`, not the context: a host overriding an action cannot turn one into the other.
	output: ({ context, event }) => buildDetails({ ...context, cancelled: event.output === "cancelled" }),
});

/** The type of the statechart, `questionnaireMachine` or one from `createQuestionnaireMachine`. */
export type QuestionnaireMachine = typeof questionnaireMachine;
