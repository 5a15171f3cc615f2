import type { SnapshotFrom } from "xstate";
import { activeQuestion, progressOf } from "./question-state.ts";
import type { QuestionnaireMachine } from "./questionnaire.machine.ts";

/**
 * A snapshot as a key for `xstate/graph` (`getShortestPaths`, `getSimplePaths`, `createTestModel`): only what decides
 * which transition is enabled (the state, the tab, the focused row, the focused button while on the review, whether the active question has a
 * selection, whether a cancel would lose anything, whether the draft is blank, why the flow was cancelled). Drafts,
 * notes and answers themselves are left out, so a traversal visits finitely many keys, however many events it tries.
 */
export function serializeQuestionnaireState(snapshot: SnapshotFrom<QuestionnaireMachine>): string {
	const { context } = snapshot;
	const { state } = activeQuestion(context);
	const { answers, notes } = progressOf(context.states, context.formNote);
	return JSON.stringify([
		snapshot.value,
		context.current,
		snapshot.matches("reviewing") ? context.reviewFocus : null, // set anew each time the review opens
		state.focus,
		state.selected.length > 0,
		answers + notes > 0,
		context.draft.trim() !== "",
		context.cancelReason ?? null,
	]);
}
