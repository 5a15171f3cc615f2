export {
	type AnsweringView,
	connect,
	type Discard,
	type EditingView,
	type EditorView,
	type EndedView,
	type FormNoteView,
	type Mode,
	type QuestionEditorKind,
	type QuestionnaireIntents,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
	type QuestionView,
	type ReviewItem,
	type ReviewingView,
	type ReviewView,
	type RowView,
	type Send,
	type TabView,
} from "./connect/questionnaire.connect.ts";
export { QuestionnaireFlow, type QuestionnaireFlowOptions } from "./connect/questionnaire.flow.ts";
// Everything `@ask-user/core/contract` exports (listed in contract.ts): validation, the shapes, results. The TypeBox
// schema is `@ask-user/core/schema` alone: importing this entry loads no TypeBox module.
export * from "./contract.ts";
export {
	createQuestionnaireMachine,
	DIGIT_WAIT_MS,
	type QuestionnaireMachine,
	type QuestionnaireMachineOptions,
} from "./machine/questionnaire.machine.ts";
export type { EditorKind, Progress, QuestionnaireContext, QuestionnaireEvent } from "./machine/questionnaire.types.ts";
export { REVIEW_DIGITS, type ReviewButton } from "./machine/review-buttons.ts";
export {
	type RestoredProgress,
	restoreProgress,
	type SavedPlace,
	type SavedProgress,
	saveProgress,
} from "./machine/saved-progress.ts";
export { serializeQuestionnaireState } from "./machine/serialize-state.ts";
