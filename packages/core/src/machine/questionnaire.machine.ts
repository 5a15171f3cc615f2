import { and, assertEvent, assign, setup } from "xstate";
import type { AskUserDetails, CancelReason, NormalizedPayload } from "../contract/types.ts";
import { buildDetails } from "../result/details.ts";
import {
	emptyQuestionState,
	isCustomRow,
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

function active(context: QuestionnaireContext) {
	const question = context.questions[context.current];
	const state = context.states[context.current];
	if (question === undefined || state === undefined) throw new Error(`no question at tab ${context.current}`);
	return { question, state };
}

function updateActive(context: QuestionnaireContext, update: (state: QuestionState) => QuestionState) {
	return { states: replaceAt(context.states, context.current, update(active(context).state)) };
}

/** The row a digit names, 0-based; undefined when the question has no such row. */
function pickedRow(context: QuestionnaireContext, event: QuestionnaireEvent): number | undefined {
	if (event.type !== "option.pick") return undefined;
	const row = event.number - 1;
	return Number.isInteger(row) && row >= 0 && row < rowCount(active(context).question) ? row : undefined;
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
	guards: {
		isMulti: ({ context }: Ctx) => active(context).question.type === "multi",
		isLastQuestion: ({ context }: Ctx) => context.current === context.questions.length - 1,
		isFirstQuestion: ({ context }: Ctx) => context.current === 0,
		isCustomRowFocused: ({ context }: Ctx) => {
			const { question, state } = active(context);
			return isCustomRow(question, state.focus);
		},
		pickIsCustomRow: ({ context, event }) => {
			const row = pickedRow(context, event);
			return row !== undefined && isCustomRow(active(context).question, row);
		},
		pickIsOption: ({ context, event }) => {
			const row = pickedRow(context, event);
			return row !== undefined && row < active(context).question.options.length;
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
		opensOptionNote: ({ context, event }) =>
			event.type === "editor.open" &&
			event.kind === "optionNote" &&
			active(context).state.focus < active(context).question.options.length,
		willBeAnswered: ({ context, event }) =>
			eventText(context, event).trim() !== "" || active(context).state.selected.length > 0,
		pickIsSubmit: ({ event }) => event.type === "option.pick" && event.number === 1,
		pickIsCancel: ({ event }) => event.type === "option.pick" && event.number === 2,
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
		discardDraft: assign({ draft: "" }),
		recordUserCancel: assign({ cancelReason: "user" satisfies CancelReason }),
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
	initial: "answering",
	on: {
		"flow.dismiss": { target: ".cancelled", actions: ["discardDraft", "recordDismiss"] },
		"flow.abort": { target: ".cancelled", actions: ["discardDraft", "recordAbort"] },
	},
	states: {
		answering: {
			on: {
				"tab.next": { target: "advancing" },
				"tab.prev": { target: "retreating" },
				"tab.select": [
					{ guard: "tabIsReview", target: "reviewing" },
					{ guard: "tabIsQuestion", target: "answering", reenter: true, actions: "focusSelectedTab" },
				],
				"option.next": { actions: "focusNextRow" },
				"option.prev": { actions: "focusPreviousRow" },
				"option.focus": { actions: "focusRow" },
				"option.confirm": [
					{ guard: "isCustomRowFocused", target: "editing.answer", actions: "loadAnswerDraft" },
					{ guard: "isMulti", target: "advancing" },
					{ target: "advancing", actions: "selectFocused" },
				],
				"option.toggle": [
					{ guard: "isCustomRowFocused", target: "editing.answer", actions: "loadAnswerDraft" },
					{ actions: "toggleFocused" },
				],
				"option.pick": [
					{ guard: "pickIsCustomRow", target: "editing.answer", actions: ["focusPickedRow", "loadAnswerDraft"] },
					{ guard: and(["pickIsOption", "isMulti"]), actions: ["focusPickedRow", "toggleFocused"] },
					{ guard: "pickIsOption", target: "advancing", actions: ["focusPickedRow", "selectFocused"] },
				],
				"editor.open": [
					{ guard: "opensAnswerEditor", target: "editing.answer", actions: ["focusCustomRow", "loadAnswerDraft"] },
					{ guard: "opensQuestionNote", target: "editing.questionNote", actions: "loadQuestionNoteDraft" },
					{ guard: "opensOptionNote", target: "editing.optionNote", actions: "loadOptionNoteDraft" },
				],
				"flow.submit": { target: "submitted" },
				"flow.cancel": { target: "cancelled", actions: "recordUserCancel" },
			},
		},
		/** Moving to the next tab: the next question, or the review after the last one. */
		advancing: {
			always: [
				{ guard: "isLastQuestion", target: "reviewing" },
				{ target: "answering", actions: "focusNextQuestion" },
			],
		},
		/** Moving to the previous tab: the previous question, or (wrapping) the review before the first one. */
		retreating: {
			always: [
				{ guard: "isFirstQuestion", target: "reviewing" },
				{ target: "answering", actions: "focusPreviousQuestion" },
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
			},
		},
		reviewing: {
			initial: "submitFocused",
			on: {
				"tab.next": { target: "answering", actions: "focusFirstQuestion" },
				"tab.prev": { target: "answering", actions: "focusLastQuestion" },
				"tab.select": { guard: "tabIsQuestion", target: "answering", actions: "focusSelectedTab" },
				"flow.submit": { target: "submitted" },
				"flow.cancel": { target: "cancelled", actions: "recordUserCancel" },
			},
			states: {
				submitFocused: {
					on: {
						"option.next": { target: "cancelFocused" },
						"option.prev": { target: "cancelFocused" },
						"option.confirm": { target: "#askUser.submitted" },
						"option.pick": [
							{ guard: "pickIsSubmit", target: "#askUser.submitted" },
							{ guard: "pickIsCancel", target: "#askUser.cancelled", actions: "recordUserCancel" },
						],
					},
				},
				cancelFocused: {
					on: {
						"option.next": { target: "submitFocused" },
						"option.prev": { target: "submitFocused" },
						"option.confirm": { target: "#askUser.cancelled", actions: "recordUserCancel" },
						"option.pick": [
							{ guard: "pickIsSubmit", target: "#askUser.submitted" },
							{ guard: "pickIsCancel", target: "#askUser.cancelled", actions: "recordUserCancel" },
						],
					},
				},
			},
		},
		submitted: { type: "final" },
		cancelled: { type: "final" },
	},
	output: ({ context }) => buildDetails(context),
});

export type QuestionnaireMachine = typeof questionnaireMachine;
