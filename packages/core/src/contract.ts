/**
 * The tool contract without the statechart: the input schema, validation, the result shapes and their builders.
 * What a host needs to register `ask_user` and to draw its transcript, loaded without XState.
 */

export { type Fields, isFields } from "./contract/fields.ts";
export { INVISIBLE_CHARACTER_CLASS, SUBDIVISION_FLAG, stripInvisible } from "./contract/invisible.ts";
export { localeMessages, localeOf, MESSAGE_LOCALES, type MessageLocale } from "./contract/locales.ts";
export {
	DEFAULT_MESSAGES,
	defineMessages,
	type MessageOverrides,
	type Messages,
	type ModelFacingMessage,
	type PersonMessages,
} from "./contract/messages.ts";
export { normalizeArguments } from "./contract/normalize-arguments.ts";
export { QUESTION_TYPES, type QuestionType } from "./contract/question-types.ts";
export {
	type AskUserInput,
	AskUserInputSchema,
	type OptionInput,
	OptionSchema,
	type QuestionInput,
	QuestionSchema,
} from "./contract/schema.ts";
export {
	ANSWER_SOURCES,
	type Answer,
	type AnswerSource,
	type AskUserDetails,
	type AskUserResult,
	CANCEL_REASONS,
	type CancelReason,
	CUSTOM_OPTION_LABEL,
	type DetailsQuestion,
	type NormalizedOption,
	type NormalizedPayload,
	type NormalizedQuestion,
	type OptionName,
	type UnchosenOptionNote,
} from "./contract/types.ts";
export {
	formatIssues,
	MAX_LIST_ITEMS,
	MAX_LISTED_ISSUES,
	type ValidateOptions,
	type ValidationIssue,
	type ValidationResult,
	validate,
} from "./contract/validate.ts";
export type { QuestionState } from "./machine/questionnaire.types.ts";
export {
	buildContent,
	buildResult,
	cancelledContent,
	echoed,
	LISTING_LIMITS,
	listQuestions,
	MAX_CONTENT_UNITS,
	MAX_ECHOED_UNITS,
} from "./result/content.ts";
export { buildAnswer, buildDetails, cancelledDetails, type DetailsSource, failedDetails } from "./result/details.ts";
export {
	type StoredDetails,
	type TranscriptChoice,
	type TranscriptLine,
	type TranscriptOptionNote,
	transcriptLine,
	transcriptLines,
} from "./result/transcript.ts";
