import { and, assertEvent, assign, setup } from "xstate";
import type { AskUserDetails, CancelReason, NormalizedPayload } from "../contract/types.ts";
import { buildDetails } from "../result/details.ts";
import {
	clean,
	emptyQuestionState,
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
		"flow.cancel": { target: "#askUser.cancelled", actions: "recordUserCancel" },
		"*": { guard: "keepsAnswering", target: "idle" },
	},
} as const;

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
		/** Something answered or noted on any question: a cancel would throw it away. */
		hasProgress: ({ context }: Ctx) => {
			const { answers, notes } = progressOf(context.states, context.formNote);
			return answers + notes > 0;
		},
		/** Every event but the ones that end the flow from any state (Ctrl+C, the host's abort). */
		keepsAnswering: ({ event }) => event.type !== "flow.dismiss" && event.type !== "flow.abort",
		pickNamesRow: ({ context, event }) => pickedRow(context, event) !== undefined,
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
	context: ({ input }) => ({
		...(input.title === undefined ? {} : { title: input.title }),
		questions: input.questions,
		states: input.questions.map(() => emptyQuestionState),
		current: 0,
		draft: "",
	}),
	initial: "enteringTab",
	on: {
		"flow.dismiss": { target: ".cancelled", actions: ["discardDraft", "recordDismiss"] },
		"flow.abort": { target: ".cancelled", actions: ["discardDraft", "recordAbort"] },
	},
	states: {
		/** Arriving on a question tab: a text question opens its editor at once, the others show their options. */
		enteringTab: {
			description: "Arriving on a question tab: a text question opens its editor, any other shows its options.",
			always: [
				{ guard: "isTextQuestion", target: "editing.answer", actions: "loadAnswerDraft" },
				{ target: "answering" },
			],
		},
		answering: {
			initial: "idle",
			on: {
				"tab.next": { target: "advancing" },
				"tab.prev": { target: "retreating" },
				"tab.select": [
					{ guard: "tabIsReview", target: "reviewing" },
					{ guard: "tabIsQuestion", target: "enteringTab", actions: "focusSelectedTab" },
				],
				// Moving the focus drops a waiting row number (`.idle`), so the pause cannot pick another row.
				"option.next": { target: ".idle", actions: "focusNextRow" },
				"option.prev": { target: ".idle", actions: "focusPreviousRow" },
				"option.focus": { target: ".idle", actions: "focusRow" },
				"option.confirm": [
					{ guard: "isCustomRowFocused", target: "editing.answer", actions: "loadAnswerDraft" },
					{ guard: and(["isMulti", "hasAnswer"]), target: "advancing" },
					// Single picks the focused option; an empty multi question ticks it rather than be left empty.
					{ target: "advancing", actions: "selectFocused" },
				],
				"option.toggle": [
					{ guard: "isCustomRowFocused", target: "editing.answer", actions: "loadAnswerDraft" },
					{ target: ".idle", actions: "toggleFocused" },
				],
				"option.pick": { guard: "pickNamesRow", target: ".rowChosen", actions: "focusPickedRow" },
				"editor.open": [
					{ guard: "opensAnswerEditor", target: "editing.answer", actions: ["focusCustomRow", "loadAnswerDraft"] },
					{ guard: "opensQuestionNote", target: "editing.questionNote", actions: "loadQuestionNoteDraft" },
					{ guard: "opensOptionNote", target: "editing.optionNote", actions: "loadOptionNoteDraft" },
				],
				"flow.submit": { target: "submitted" },
				"flow.cancel": [
					{ guard: "hasProgress", target: ".confirmingCancel" },
					{ target: "cancelled", actions: "recordUserCancel" },
				],
			},
			states: {
				idle: {
					on: {
						"digit.type": { guard: "digitNamesRow", target: "rowTyped", actions: "focusTypedRow" },
					},
				},
				/** A typed row number could go on (e.g. `1` of 12 rows): its row is focused until it is complete. */
				awaitingDigit: {
					after: { DIGIT_WAIT: { target: "rowChosen" } },
					on: {
						"digit.type": { guard: "nextDigitNamesRow", target: "rowTyped", actions: "focusExtendedRow" },
						"option.confirm": { target: "rowChosen" },
					},
				},
				/** A digit focused its row: wait when a further digit could still name a row, else pick it. */
				rowTyped: {
					always: [{ guard: "focusedRowNumberExtends", target: "awaitingDigit" }, { target: "rowChosen" }],
				},
				/** The focused row was picked by its number: the editor on `Type your own`, else toggle (multi) or pick. */
				rowChosen: {
					always: [
						{ guard: "isCustomRowFocused", target: "#askUser.editing.answer", actions: "loadAnswerDraft" },
						{ guard: "isMulti", target: "idle", actions: "toggleFocused" },
						{ target: "#askUser.advancing", actions: "selectFocused" },
					],
				},
				confirmingCancel,
			},
		},
		/** Moving to the next tab: the next question, or the review after the last one. */
		advancing: {
			always: [
				{ guard: "isLastQuestion", target: "reviewing" },
				{ target: "enteringTab", actions: "focusNextQuestion" },
			],
		},
		/** Moving to the previous tab: the previous question, or (wrapping) the review before the first one. */
		retreating: {
			always: [
				{ guard: "isFirstQuestion", target: "reviewing" },
				{ target: "enteringTab", actions: "focusPreviousQuestion" },
			],
		},
		editing: {
			initial: "answer",
			on: {
				"editor.change": { actions: "updateDraft" },
			},
			states: {
				answer: {
					on: {
						"editor.save": [
							{ guard: "willBeAnswered", target: "#askUser.advancing", actions: "saveAnswer" },
							{ target: "#askUser.answering", actions: "saveAnswer" },
						],
						"editor.close": { target: "#askUser.answering", actions: "saveAnswer" },
					},
				},
				questionNote: {
					on: {
						"editor.save": { target: "#askUser.answering", actions: "saveQuestionNote" },
						"editor.close": { target: "#askUser.answering", actions: "saveQuestionNote" },
					},
				},
				optionNote: {
					on: {
						"editor.save": { target: "#askUser.answering", actions: "saveOptionNote" },
						"editor.close": { target: "#askUser.answering", actions: "saveOptionNote" },
					},
				},
				formNote: {
					description: "The note on the whole form, opened from the review (Shift+N there); saving returns to it.",
					on: {
						"editor.save": { target: "#askUser.reviewing", actions: "saveFormNote" },
						"editor.close": { target: "#askUser.reviewing", actions: "saveFormNote" },
					},
				},
			},
		},
		/**
		 * Submit is focused first. A typed 1, 2 or 3 focuses (and arms) Submit, Cancel or Discuss; only the same digit
		 * again, or Enter, presses it, so a digit typed twice by accident never ends an unreviewed form. The Cancel
		 * button, chosen deliberately, cancels at once; Esc asks first when something is answered or noted. Discuss
		 * ends the flow too, as a cancel whose reason (`discuss`) carries the tentative answers and notes.
		 */
		reviewing: {
			initial: "submitFocused",
			on: {
				"tab.next": { target: "enteringTab", actions: "focusFirstQuestion" },
				"tab.prev": { target: "enteringTab", actions: "focusLastQuestion" },
				"tab.select": { guard: "tabIsQuestion", target: "enteringTab", actions: "focusSelectedTab" },
				"digit.type": [
					{ guard: "digitIsSubmit", target: ".submitFocused.armed" },
					{ guard: "digitIsCancel", target: ".cancelFocused.armed" },
					{ guard: "digitIsDiscuss", target: ".discussFocused.armed" },
				],
				"option.pick": [
					{ guard: "pickIsSubmit", target: "submitted" },
					{ guard: "pickIsCancel", target: "cancelled", actions: "recordUserCancel" },
					{ guard: "pickIsDiscuss", target: "cancelled", actions: "recordDiscuss" },
				],
				"editor.open": { guard: "opensFormNote", target: "editing.formNote", actions: "loadFormNoteDraft" },
				"flow.submit": { target: "submitted" },
				"flow.discuss": { target: "cancelled", actions: "recordDiscuss" },
				"flow.cancel": { target: "cancelled", actions: "recordUserCancel" },
			},
			states: {
				submitFocused: {
					initial: "idle",
					on: {
						"option.next": { target: "cancelFocused" },
						"option.prev": { target: "discussFocused" },
						"option.confirm": { target: "#askUser.submitted" },
						"flow.cancel": { guard: "hasProgress", target: ".confirmingCancel" },
					},
					states: {
						idle: {},
						armed: { on: { "digit.type": { guard: "digitIsSubmit", target: "#askUser.submitted" } } },
						confirmingCancel,
					},
				},
				cancelFocused: {
					initial: "idle",
					on: {
						"option.next": { target: "discussFocused" },
						"option.prev": { target: "submitFocused" },
						"option.confirm": { target: "#askUser.cancelled", actions: "recordUserCancel" },
						"flow.cancel": { guard: "hasProgress", target: ".confirmingCancel" },
					},
					states: {
						idle: {},
						armed: {
							on: {
								"digit.type": {
									guard: "digitIsCancel",
									target: "#askUser.cancelled",
									actions: "recordUserCancel",
								},
							},
						},
						confirmingCancel,
					},
				},
				discussFocused: {
					description: "Discuss focused: pressing it ends the flow so the agent explains before the person decides.",
					initial: "idle",
					on: {
						"option.next": { target: "submitFocused" },
						"option.prev": { target: "cancelFocused" },
						"option.confirm": { target: "#askUser.cancelled", actions: "recordDiscuss" },
						"flow.cancel": { guard: "hasProgress", target: ".confirmingCancel" },
					},
					states: {
						idle: {},
						armed: {
							on: {
								"digit.type": { guard: "digitIsDiscuss", target: "#askUser.cancelled", actions: "recordDiscuss" },
							},
						},
						confirmingCancel,
					},
				},
			},
		},
		submitted: { type: "final", output: "submitted" },
		cancelled: { type: "final", output: "cancelled" },
	},
	// The end state decides `cancelled`, not the context: a host overriding an action cannot turn one into the other.
	output: ({ context, event }) => buildDetails({ ...context, cancelled: event.output === "cancelled" }),
});

export type QuestionnaireMachine = typeof questionnaireMachine;
