/**
 * The parts of MCP form-mode elicitation (`elicitation/create`, protocol 2025-11-25) that the mappings read and
 * write, typed structurally so the core needs no MCP SDK. The tests check them against the SDK's own types.
 */

/** What every field may carry: the label a client shows and its longer text. */
export interface FieldBase {
	/** The field's name as a client shows it. */
	title?: string | undefined;
	/** A longer text shown with it. */
	description?: string | undefined;
}

/** One choice of a titled enum: the value sent back (`const`) and what the person sees (`title`). */
export interface TitledValue {
	const: string;
	title: string;
}

/** A plain string field: asked as a text question; its rules are checked before an answer is sent. */
export interface StringField extends FieldBase {
	type: "string";
	minLength?: number | undefined;
	maxLength?: number | undefined;
	format?: "email" | "uri" | "date" | "date-time" | undefined;
	default?: string | undefined;
}

/** A number or integer field: asked as a text question, sent back as a number. */
export interface NumberField extends FieldBase {
	type: "number" | "integer";
	minimum?: number | undefined;
	maximum?: number | undefined;
	default?: number | undefined;
}

/** A boolean field: asked as a single question Yes / No. */
export interface BooleanField extends FieldBase {
	type: "boolean";
	default?: boolean | undefined;
}

/** A string enum; `enumNames` is the deprecated (2025-06-18) way to title its values. */
export interface UntitledSingleSelectField extends FieldBase {
	type: "string";
	enum: string[];
	enumNames?: string[] | undefined;
	default?: string | undefined;
}

/** A string enum with a title per value (2025-11-25): asked as a single question. */
export interface TitledSingleSelectField extends FieldBase {
	type: "string";
	oneOf: TitledValue[];
	default?: string | undefined;
}

/** What both multi-select fields share: an array of strings, how many may be chosen, the preselected ones. */
export interface MultiSelectBase extends FieldBase {
	type: "array";
	minItems?: number | undefined;
	maxItems?: number | undefined;
	default?: string[] | undefined;
}

/** An array of bare enum values: asked as a multi question. */
export interface UntitledMultiSelectField extends MultiSelectBase {
	items: { type: "string"; enum: string[] };
}

/** An array of titled enum values: asked as a multi question. */
export interface TitledMultiSelectField extends MultiSelectBase {
	items: { anyOf: TitledValue[] };
}

/** Any field of a requested schema: MCP's `PrimitiveSchemaDefinition`. */
export type ElicitationField =
	| StringField
	| NumberField
	| BooleanField
	| UntitledSingleSelectField
	| TitledSingleSelectField
	| UntitledMultiSelectField
	| TitledMultiSelectField;

/** The flat object schema a form-mode request carries. */
export interface RequestedSchema {
	type: "object";
	properties: Record<string, ElicitationField>;
	required?: string[] | undefined;
}

/** The params of a form-mode `elicitation/create` request. */
export interface ElicitationRequestParams {
	mode?: "form" | undefined;
	message: string;
	requestedSchema: RequestedSchema;
}

/** What a form field's value can be in an accepted result. */
export type ElicitationValue = string | number | boolean | string[];

/**
 * The result of `elicitation/create`: the form's values on `accept`, nothing on `decline` or `cancel`. A type alias,
 * not an interface, so it fits the SDK's open result type.
 */
export type ElicitationResult = {
	action: "accept" | "decline" | "cancel";
	content?: Record<string, ElicitationValue> | undefined;
};

/** Something a mapping could not carry across, and where it was. */
export interface ElicitationGap {
	/** Where it was: `questions[0].options[1].preview`, or `requestedSchema.properties.age`. */
	readonly path: string;
	readonly message: string;
}
