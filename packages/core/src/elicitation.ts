/**
 * MCP form-mode elicitation, both ways, with no MCP SDK: ask an `ask_user` payload through any MCP client
 * (`elicitationRequest`, then `detailsFromElicitation`), or render a server's elicitation with the questionnaire
 * (`payloadFromElicitation`, then `elicitationResult`).
 */
export {
	type AskUserElicitation,
	detailsFromElicitation,
	type ElicitationDetails,
	type ElicitationRequestOptions,
	elicitationRequest,
} from "./elicitation/ask-to-form.ts";
export { CUSTOM_FIELD_SUFFIX, NOTE_FIELD_SUFFIX } from "./elicitation/form-fields.ts";
export {
	type ElicitationAnswer,
	type ElicitationAnswerIssue,
	type ElicitationPayloadResult,
	type ElicitationResultOptions,
	elicitationResult,
	payloadFromElicitation,
} from "./elicitation/form-to-ask.ts";
export type {
	BooleanField,
	ElicitationField,
	ElicitationGap,
	ElicitationRequestParams,
	ElicitationResult,
	ElicitationValue,
	FieldBase,
	MultiSelectBase,
	NumberField,
	RequestedSchema,
	StringField,
	TitledMultiSelectField,
	TitledSingleSelectField,
	TitledValue,
	UntitledMultiSelectField,
	UntitledSingleSelectField,
} from "./elicitation/types.ts";
