export {
	connect,
	type EditorView,
	type Mode,
	type QuestionnaireIntents,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
	type QuestionView,
	type ReviewItem,
	type ReviewView,
	type RowView,
	type Send,
	type TabView,
} from "./connect/questionnaire.connect.ts";
export {
	type AskUserInput,
	AskUserInputSchema,
	type OptionInput,
	OptionSchema,
	QUESTION_TYPES,
	type QuestionInput,
	QuestionSchema,
	type QuestionType,
} from "./contract/schema.ts";
export {
	type Answer,
	type AskUserDetails,
	type AskUserResult,
	type CancelReason,
	CUSTOM_OPTION_LABEL,
	type DetailsQuestion,
	type NormalizedOption,
	type NormalizedPayload,
	type NormalizedQuestion,
} from "./contract/types.ts";
export {
	formatIssues,
	type ValidationIssue,
	type ValidationResult,
	validate,
} from "./contract/validate.ts";
export { type QuestionnaireMachine, questionnaireMachine } from "./machine/questionnaire.machine.ts";
export type {
	EditorKind,
	QuestionnaireContext,
	QuestionnaireEvent,
	QuestionState,
} from "./machine/questionnaire.types.ts";
export { buildContent, buildResult, cancelledContent, listQuestions } from "./result/content.ts";
export { buildAnswer, buildDetails, cancelledDetails, type DetailsSource } from "./result/details.ts";
export { type StoredDetails, type TranscriptLine, transcriptLine, transcriptLines } from "./result/transcript.ts";
