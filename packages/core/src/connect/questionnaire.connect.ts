import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import { activeQuestion, isAnswered } from "../machine/question-state.ts";
import type { QuestionnaireSnapshot } from "../machine/questionnaire.machine.ts";
import { editorKind, editorView, formNoteEditor, questionView } from "./question-view.ts";
import { intents, type QuestionnaireIntents, type Send } from "./questionnaire.intents.ts";
import type { Mode, QuestionnaireView, ViewBase } from "./questionnaire.view.ts";
import { discardOf, reviewView } from "./review-view.ts";

/**
 * The snapshot's top state and the state inside it (`answering` and `awaitingDigit`), read once from its value: a view
 * asks up to six such questions, and `matches` rebuilds the value it compares with for each.
 */
function statesOf({ value }: QuestionnaireSnapshot): { readonly top: string; readonly inner: string | undefined } {
	if (typeof value === "string") return { top: value, inner: undefined };
	const [top = "", inner] = Object.entries(value)[0] ?? [];
	return { top, inner: typeof inner === "string" ? inner : Object.keys(inner ?? {})[0] };
}

function modeOf(top: string): Mode {
	if (top === "editing" || top === "reviewing" || top === "submitted" || top === "cancelled") return top;
	return "answering";
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
	const { top, inner } = statesOf(snapshot);
	const mode = modeOf(top);
	const reviewIndex = context.questions.length;
	const formNote = mode === "editing" && inner === "formNote";
	// The form note belongs to the review: its tab stays active while the note is edited.
	const activeTab = mode === "reviewing" || formNote ? reviewIndex : context.current;
	// Fields are added to the intents' new object, never spread: a spread copies their 22 closures the slow way,
	// several microseconds a view, which is every key (MEASUREMENTS.md, "The view without spreads").
	const fields: Omit<ViewBase, keyof QuestionnaireIntents | "title"> = {
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
		getQuestion: (index) => {
			const q = context.questions[index];
			const s = context.states[index];
			if (q === undefined || s === undefined)
				throw new RangeError(`question ${index} is outside 0..${reviewIndex - 1}`);
			return questionView(q, s, index, false, messages);
		},
	};
	const title = context.title === undefined ? {} : { title: context.title };
	const base: ViewBase = Object.assign(intents(snapshot, send), title, fields);
	const confirmingCancel = snapshot.hasTag("confirmingCancel") ? discardOf(context, messages) : undefined;
	const confirming = confirmingCancel === undefined ? {} : { confirmingCancel };
	if (mode === "submitted" || mode === "cancelled") return Object.assign(base, { mode });
	if (formNote)
		return Object.assign(base, { mode: "editing" as const, editor: formNoteEditor(context.draft, messages) });
	if (mode === "reviewing") {
		return Object.assign(base, { mode, review: reviewView(context, snapshot, messages) }, confirming);
	}
	const { question, state } = activeQuestion(context);
	const questionModel = questionView(
		question,
		state,
		context.current,
		mode === "answering" && inner === "awaitingDigit",
		messages,
	);
	if (mode === "editing") {
		return Object.assign(base, {
			mode,
			question: questionModel,
			editor: editorView(editorKind(inner), context.draft, question, state, messages),
		});
	}
	return Object.assign(base, { mode, question: questionModel }, confirming);
}
