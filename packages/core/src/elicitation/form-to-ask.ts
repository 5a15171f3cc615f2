import { DEFAULT_MESSAGES, type Messages } from "../contract/messages.ts";
import type { AskUserDetails, NormalizedOption, NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import type {
	ElicitationField,
	ElicitationGap,
	ElicitationRequestParams,
	ElicitationResult,
	ElicitationValue,
	RequestedSchema,
	StringField,
} from "./types.ts";

/**
 * MCP → ask_user: an MCP client renders a server's form-mode `elicitation/create` request with the questionnaire,
 * then answers the server with the form's result.
 */

export type ElicitationPayloadResult =
	| {
			readonly ok: true;
			/** The machine's input: one question per field, in the schema's order. */
			readonly payload: NormalizedPayload;
			/** Optional fields left out, and constraints the questionnaire does not enforce. */
			readonly skipped: readonly ElicitationGap[];
	  }
	| { readonly ok: false; readonly issues: readonly ElicitationGap[] };

function options(field: ElicitationField, messages: Messages): readonly NormalizedOption[] | undefined {
	if (field.type === "boolean") {
		return [
			{ value: "true", label: messages.yes },
			{ value: "false", label: messages.no },
		];
	}
	if (field.type === "array") {
		const { items } = field;
		return "anyOf" in items
			? items.anyOf.map((item) => ({ value: item.const, label: item.title }))
			: items.enum.map((value) => ({ value, label: value }));
	}
	if (field.type !== "string") return undefined;
	if ("oneOf" in field) return field.oneOf.map((item) => ({ value: item.const, label: item.title }));
	if ("enum" in field) return field.enum.map((value, i) => ({ value, label: field.enumNames?.[i] ?? value }));
	return undefined;
}

function unenforced(field: ElicitationField, path: string): ElicitationGap[] {
	const found: ElicitationGap[] = [];
	if (field.default !== undefined) {
		found.push({ path: `${path}.default`, message: "is not preselected: the questionnaire starts unanswered" });
	}
	if (field.type === "array" && (field.minItems !== undefined || field.maxItems !== undefined)) {
		found.push({ path, message: "minItems and maxItems are not enforced while answering" });
	}
	if (isFreeText(field) && (field.minLength !== undefined || field.maxLength !== undefined || field.format)) {
		found.push({ path, message: "minLength, maxLength and format are not enforced while answering" });
	}
	return found;
}

/** A plain string field (no choices): asked as a text question, whose typed text is the field's value. */
function isFreeText(field: ElicitationField): field is StringField {
	return field.type === "string" && !("enum" in field) && !("oneOf" in field);
}

function question(name: string, field: ElicitationField, required: boolean, messages: Messages) {
	const base = { id: name, label: field.title ?? name, prompt: field.description ?? field.title ?? name, required };
	if (isFreeText(field)) return { ...base, type: "text", options: [], allowsCustom: true } as const;
	const choices = options(field, messages);
	if (choices === undefined || choices.length === 0) return undefined;
	return { ...base, type: field.type === "array" ? "multi" : "single", options: choices, allowsCustom: false } as const;
}

/**
 * The questionnaire for a form-mode request, or why it cannot be one. A string enum (with `oneOf` titles, `enumNames`
 * or bare values) becomes a single question, an array of enum items a multi question, a boolean a single question
 * Yes/No; these questions have no `Type your own` row, since an enum field cannot carry free text. A plain string
 * becomes a text question. Numbers and integers have no ask_user equivalent: an optional such field is left out
 * (listed in `skipped`), a required one makes the whole request unfit (`ok: false`, one issue per field), so the
 * client uses its own form.
 * Field titles become tab labels, descriptions the prompts (the title, then the field name, when there is none).
 * `messages` (from `defineMessages`) names the Yes and No options.
 */
export function payloadFromElicitation(
	params: ElicitationRequestParams,
	messages: Messages = DEFAULT_MESSAGES,
): ElicitationPayloadResult {
	const { properties, required = [] } = params.requestedSchema;
	const questions: NormalizedQuestion[] = [];
	const skipped: ElicitationGap[] = [];
	const issues: ElicitationGap[] = [];
	for (const [name, field] of Object.entries(properties)) {
		const path = `requestedSchema.properties.${name}`;
		const isRequired = required.includes(name);
		const asked = question(name, field, isRequired, messages);
		if (asked === undefined) {
			const gap = { path, message: `is a ${field.type} field without choices: no ask_user question asks that` };
			(isRequired ? issues : skipped).push(gap);
			continue;
		}
		skipped.push(...unenforced(field, path));
		questions.push(asked);
	}
	if (issues.length > 0) return { ok: false, issues };
	if (questions.length === 0) {
		return { ok: false, issues: [{ path: "requestedSchema.properties", message: "has no field a question can ask" }] };
	}
	return { ok: true, payload: { title: params.message, questions }, skipped };
}

function fieldValue(field: ElicitationField | undefined, values: readonly string[]): ElicitationValue | undefined {
	if (field?.type === "array") return [...values];
	const [value] = values;
	if (value === undefined) return undefined;
	return field?.type === "boolean" ? value === "true" : value;
}

/**
 * The result to send back for the questionnaire's `details`: submitted answers are `accept` with one value per
 * answered field (booleans as booleans, multi as arrays); a cancel by the person (`cancelReason: "user"`) is
 * `decline`; any other end (dismissed, aborted, …) is `cancel`. ask_user never blocks a submit, so a submit that
 * leaves a required field unanswered is also `decline`, rather than content the server would reject.
 */
export function elicitationResult(details: AskUserDetails, schema: RequestedSchema): ElicitationResult {
	if (details.cancelled) return { action: details.cancelReason === "user" ? "decline" : "cancel" };
	const content: Record<string, ElicitationValue> = {};
	for (const [name, answer] of Object.entries(details.answers)) {
		const value = fieldValue(schema.properties[name], answer.values);
		if (value !== undefined) content[name] = value;
	}
	const missing = (schema.required ?? []).some((name) => content[name] === undefined);
	return missing ? { action: "decline" } : { action: "accept", content };
}
