/**
 * The tool contract without the statechart: validation, the input and result shapes and the result builders.
 * What a host needs to check `ask_user` calls and to draw its transcript, loaded without XState and without TypeBox
 * (the input schema a host registers is `@ask-user/core/schema`).
 */

export { cutText, cutTextStart, headUnits, tailUnits } from "./contract/cut-text.ts";
export { type Fields, isFields } from "./contract/fields.ts";
export type { FormWords } from "./contract/form-words.ts";
export { INVISIBLE_CHARACTER_CLASS, SUBDIVISION_FLAG, stripInvisible } from "./contract/invisible.ts";
export { environmentLocale, localeOf, MESSAGE_LOCALES, type MessageLocale } from "./contract/locale-tag.ts";
export { type LocaleOptions, localeMessages } from "./contract/locales.ts";
export { hasHeavyEmphasis, MAX_EMPHASIS_DELIMITERS } from "./contract/markdown-emphasis.ts";
export { fenceAfter } from "./contract/markdown-fences.ts";
export { boundMarkdownNesting, MAX_INDENT_COLUMNS } from "./contract/markdown-nesting.ts";
export {
	DEFAULT_MESSAGES,
	DEFAULT_TOOL_NAME,
	defineMessages,
	type ExternalEditorProblem,
	type MessageOverrides,
	type Messages,
	type ModelFacingMessage,
	type PersonMessages,
} from "./contract/messages.ts";
export { normalizeArguments } from "./contract/normalize-arguments.ts";
export { QUESTION_TYPES, type QuestionType } from "./contract/question-types.ts";
export { fixIssuesText, type ReadArguments, readArguments } from "./contract/read-arguments.ts";
export { sanitizeBlock, sanitizeLine, sanitizeText, TAB_WIDTH } from "./contract/sanitize.ts";
// Types only: the TypeBox schema itself is `@ask-user/core/schema`, so this entry loads no TypeBox module.
export type { AskUserInput, OptionInput, QuestionInput } from "./contract/schema.ts";
export {
	TOOL_DESCRIPTION,
	TOOL_GUIDELINES,
	TOOL_PROMPT_SNIPPET,
	TOOL_TEXT_GUIDELINES,
} from "./contract/tool-prompt.ts";
export { MAX_TYPED_CHARACTERS } from "./contract/typed-text-limit.ts";
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
	MAX_KEPT_ISSUES,
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
