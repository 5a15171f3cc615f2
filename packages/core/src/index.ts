export { connect } from "./connect/questionnaire.connect.ts";
export { QuestionnaireFlow, type QuestionnaireFlowOptions } from "./connect/questionnaire.flow.ts";
export type { QuestionnaireIntents, Send } from "./connect/questionnaire.intents.ts";
export type {
	AnsweringView,
	Discard,
	EditingView,
	EditorView,
	EndedView,
	FormNoteView,
	Mode,
	QuestionEditorKind,
	QuestionnaireView,
	QuestionView,
	ReviewItem,
	ReviewingView,
	ReviewView,
	RowView,
	TabView,
	ViewBase,
} from "./connect/questionnaire.view.ts";
// Everything `@ask-user/core/contract` exports (listed in contract.ts): validation, the shapes, results. The TypeBox
// schema is `@ask-user/core/schema` alone: importing this entry loads no TypeBox module.
export * from "./contract.ts";
export { recommendedRow } from "./machine/question-state.ts";
export {
	createQuestionnaireMachine,
	DIGIT_WAIT_MS,
	type QuestionnaireMachine,
	type QuestionnaireMachineOptions,
	type QuestionnaireSnapshot,
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
