import { type Fields, isFields } from "../contract/fields.ts";
import { stripInvisible } from "../contract/invisible.ts";
import { fieldPath, showValue } from "../contract/show-value.ts";
import { UniqueNames } from "../contract/unique-names.ts";
import type { ElicitationGap, ElicitationValue } from "./types.ts";

/**
 * A server's requested schema, read as untrusted data: every field it can ask becomes a `FormQuestion`, in the
 * schema's order, with clean text (invisible characters removed, blank text replaced) and unique ids and option
 * values. `payloadFromElicitation` and `elicitationResult` both read a schema through `readForm`, so the answers to
 * the payload map back to the server's own field names and values by position.
 */

/** The string formats a form field may require, each checked before an answer is sent. */
const FORMATS = ["email", "uri", "date", "date-time"] as const;
export type Format = (typeof FORMATS)[number];

/** One choice of a field: what the payload's option holds, and what goes back to the server. */
interface FormChoice {
	readonly value: string;
	readonly label: string;
	readonly sent: string | boolean;
}

/** A field's limits, as the schema states them (each a non-negative integer, or a finite number for numbers). */
export interface FormLimits {
	readonly minItems?: number;
	readonly maxItems?: number;
	readonly minLength?: number;
	readonly maxLength?: number;
	readonly format?: Format;
	readonly minimum?: number;
	readonly maximum?: number;
}

export interface FormQuestion {
	/** The field's name in the schema, as sent back. */
	readonly name: string;
	/** The question's id in the payload: the name cleaned and made unique. */
	readonly id: string;
	readonly kind: "text" | "number" | "integer" | "single" | "multi" | "boolean";
	readonly label: string;
	readonly prompt: string;
	readonly required: boolean;
	readonly choices: readonly FormChoice[];
	readonly limits: FormLimits;
	/** The field's `default`, when it has the field's type. */
	readonly default?: ElicitationValue;
	/** The `<name>__custom` field folded into this question as its own answer. */
	readonly customField?: string;
	/** The `<name>__note` field folded into this question as its note. */
	readonly noteField?: string;
}

export interface ReadForm {
	readonly questions: readonly FormQuestion[];
	/** The names the schema's `required` lists. */
	readonly required: ReadonlySet<unknown>;
	/** Required fields no question can ask. */
	readonly issues: readonly ElicitationGap[];
	/** Optional fields left out, and what a field held that the questions leave out. */
	readonly skipped: readonly ElicitationGap[];
}

/** Server text as `validate` reads model text: no invisible characters, trimmed; blank text is absent. */
export function cleanText(value: unknown): string | undefined {
	if (typeof value !== "string") return undefined;
	const clean = stripInvisible(value).trim();
	return clean === "" ? undefined : clean;
}

function count(fields: Fields, key: string): number | undefined {
	const value = fields[key];
	return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function finite(fields: Fields, key: string): number | undefined {
	const value = fields[key];
	return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The limits of a field that states none, shared: most fields state none, and 100,000 of them are read at once. */
const NO_LIMITS: FormLimits = Object.freeze({});
const COUNT_LIMITS = ["minItems", "maxItems", "minLength", "maxLength"] as const;
const NUMBER_LIMITS = ["minimum", "maximum"] as const;

function limitsOf(field: Fields): FormLimits {
	const limits: { -readonly [K in keyof FormLimits]: FormLimits[K] } = {};
	let stated = false;
	for (const key of COUNT_LIMITS) {
		const value = count(field, key);
		if (value !== undefined) {
			limits[key] = value;
			stated = true;
		}
	}
	for (const key of NUMBER_LIMITS) {
		const value = finite(field, key);
		if (value !== undefined) {
			limits[key] = value;
			stated = true;
		}
	}
	if ((FORMATS as readonly unknown[]).includes(field.format)) {
		limits.format = field.format as Format;
		stated = true;
	}
	return stated ? limits : NO_LIMITS;
}

/** The raw choices of a field (`oneOf`, `enum` with `enumNames`, `items.anyOf`, `items.enum`), unchecked. */
function rawChoices(field: Fields): readonly { readonly value: unknown; readonly title: unknown }[] | undefined {
	const titled = (list: unknown) =>
		Array.isArray(list)
			? list.map((item: unknown) =>
					isFields(item) ? { value: item.const, title: item.title } : { value: item, title: undefined },
				)
			: undefined;
	const bare = (list: unknown, names?: unknown) =>
		Array.isArray(list)
			? list.map((value: unknown, i) => ({ value, title: Array.isArray(names) ? names[i] : undefined }))
			: undefined;
	if (field.type === "array") {
		const items = isFields(field.items) ? field.items : {};
		return items.anyOf !== undefined ? titled(items.anyOf) : bare(items.enum);
	}
	if (field.oneOf !== undefined) return titled(field.oneOf);
	return field.enum !== undefined ? bare(field.enum, field.enumNames) : undefined;
}

/**
 * The choices of an enum field, or why there are none. Values the server sends back must be strings; a value
 * given twice is one choice. Payload values are the server's values cleaned and made unique (they are mapped back by
 * position); labels are the titles, else the values, else `#n`.
 */
function choicesOf(field: Fields, path: string, skipped: ElicitationGap[]): FormChoice[] | string {
	const raw = rawChoices(field);
	if (raw === undefined) return "has no choices";
	if (raw.some((choice) => typeof choice.value !== "string")) return "has a choice whose value is not a string";
	const seen = new Set<string>();
	const values = new UniqueNames();
	values.start(raw.length);
	const choices: FormChoice[] = [];
	raw.forEach((choice, i) => {
		const sent = choice.value as string;
		if (seen.has(sent)) {
			skipped.push({ path: `${path}[${i}]`, message: `repeats the value ${showValue(sent)}: asked once` });
			return;
		}
		seen.add(sent);
		const clean = cleanText(sent);
		choices.push({
			value: values.claim(clean ?? `choice_${i + 1}`),
			label: cleanText(choice.title) ?? clean ?? `#${i + 1}`,
			sent,
		});
	});
	return choices.length === 0 ? "has no choices" : choices;
}

type Kind = FormQuestion["kind"];

/** What a field asks, or why no question can ask it. */
function kindOf(field: Fields): Kind | "choices" | string {
	switch (field.type) {
		case "boolean":
			return "boolean";
		case "number":
		case "integer":
			return field.type;
		case "array":
			return "choices";
		case "string":
			if (field.oneOf !== undefined || field.enum !== undefined) return "choices";
			if (field.format !== undefined && !(FORMATS as readonly unknown[]).includes(field.format)) {
				return `is a string field of format ${showValue(field.format)}, which no question checks`;
			}
			return "text";
		default:
			return `is a field of type ${showValue(field.type)}: no ask_user question asks that`;
	}
}

function defaultOf(field: Fields, kind: Kind, choices: readonly FormChoice[]): ElicitationValue | undefined {
	const value = field.default;
	if (value === undefined) return undefined;
	const sent =
		kind === "single" || kind === "multi" ? new Set<unknown>(choices.map((choice) => choice.sent)) : undefined;
	const isChoice = (v: unknown) => sent?.has(v) === true;
	if (kind === "boolean") return typeof value === "boolean" ? value : undefined;
	if (kind === "number" || kind === "integer") {
		return typeof value === "number" && Number.isFinite(value) && (kind === "number" || Number.isInteger(value))
			? value
			: undefined;
	}
	if (kind === "multi") return Array.isArray(value) && value.every(isChoice) ? (value as string[]) : undefined;
	if (kind === "single") return isChoice(value) ? (value as string) : undefined;
	return typeof value === "string" ? value : undefined;
}

/** A plain string field without limits: what `elicitationRequest` writes for an own answer or a note. */
function isPlainText(field: unknown): boolean {
	return (
		isFields(field) &&
		field.type === "string" &&
		field.oneOf === undefined &&
		field.enum === undefined &&
		Object.keys(limitsOf(field)).length === 0 &&
		field.format === undefined
	);
}

/** Each schema object's reading: `elicitationResult` reads the schema `payloadFromElicitation` read, at no cost. */
const readings = new WeakMap<object, ReadForm>();

/**
 * Reads a requested schema without trusting it: a field of an unknown shape is an issue (required) or skipped
 * (optional), never an exception; a getter or Proxy trap that throws is an issue at the field being read. A schema
 * object is read once (in time linear in its fields and choices): the same object gives the same reading after.
 */
export function readForm(schema: unknown): ReadForm {
	if (typeof schema !== "object" || schema === null) return readFields(schema, {});
	const known = readings.get(schema);
	if (known !== undefined) return known;
	const form = readFields(schema, {});
	readings.set(schema, form);
	return form;
}

/** Where a reading is: the field whose name is being read, if any, for the issue of a getter that throws. */
interface Place {
	field?: string;
}

function readFields(schema: unknown, place: Place): ReadForm {
	try {
		return readSchema(schema, place);
	} catch (error) {
		const path = place.field === undefined ? "requestedSchema" : fieldPath("requestedSchema.properties", place.field);
		return { questions: [], required: new Set(), issues: [{ path, message: threw(error) }], skipped: [] };
	}
}

/** What an exception thrown while reading says, itself read without trusting it. */
export function threw(error: unknown): string {
	try {
		const said = error instanceof Error ? error.message : error;
		return `could not be read: it threw ${showValue(said)}`;
	} catch {
		return "could not be read: it threw";
	}
}

function readSchema(schema: unknown, place: Place): ReadForm {
	const properties = isFields(schema) && isFields(schema.properties) ? schema.properties : undefined;
	if (properties === undefined) {
		return {
			questions: [],
			required: new Set(),
			issues: [{ path: "requestedSchema.properties", message: "must be an object of fields" }],
			skipped: [],
		};
	}
	const required = new Set<unknown>(isFields(schema) && Array.isArray(schema.required) ? schema.required : []);
	const names = Object.keys(properties);
	const folded = foldedFields(properties, names, place);
	// A schema's field names are unique: while cleaning changes none of them, each name is its question's id, and the
	// table that makes ids unique (every id in it, 100,000 lookups and stores) is needed only when one changes.
	const namesAreIds = names.every((name) => cleanText(name) === name);
	const ids = new UniqueNames();
	ids.start(names.length);
	const questions: FormQuestion[] = [];
	const issues: ElicitationGap[] = [];
	const skipped: ElicitationGap[] = [];
	for (const name of names) {
		if (folded.size > 0 && folded.has(name)) continue;
		place.field = name;
		const isRequired = required.has(name);
		const field = properties[name];
		const read = isFields(field) ? kindOf(field) : "is not a field object";
		// Paths are written only where they are used: a string per field adds up at 100,000 fields.
		const choices =
			isFields(field) && read === "choices"
				? choicesOf(field, `${fieldPath("requestedSchema.properties", name)}.choices`, skipped)
				: NO_CHOICES;
		const unfit = typeof choices === "string" ? choices : read;
		if (!isFields(field) || typeof choices === "string" || !isKind(unfit)) {
			(isRequired ? issues : skipped).push({ path: fieldPath("requestedSchema.properties", name), message: unfit });
			continue;
		}
		const kind: Kind = read === "choices" ? (field.type === "array" ? "multi" : "single") : (read as Kind);
		const own = kind === "boolean" ? booleanChoices : choices;
		const label = cleanText(field.title) ?? cleanText(name) ?? `Q${questions.length + 1}`;
		const value = defaultOf(field, kind, own);
		// One object literal, fields added after only when present: no spread copies a question.
		const question: { -readonly [K in keyof FormQuestion]: FormQuestion[K] } = {
			name,
			id: namesAreIds ? name : ids.claim(cleanText(name) ?? `q${questions.length + 1}`),
			kind,
			label,
			prompt: cleanText(field.description) ?? label,
			required: isRequired,
			choices: own,
			limits: limitsOf(field),
		};
		if (value !== undefined) question.default = value;
		if (folded.size > 0) {
			const custom = name + CUSTOM_FIELD_SUFFIX;
			const note = name + NOTE_FIELD_SUFFIX;
			if (folded.get(custom) === name) question.customField = custom;
			if (folded.get(note) === name) question.noteField = note;
		}
		questions.push(question);
	}
	return { questions, required, issues, skipped };
}

/** The choices of a field that has none of its own (text, numbers): shared, not made per field. */
const NO_CHOICES: readonly FormChoice[] = Object.freeze([]);

const isKind = (read: string): boolean => read === "choices" || KINDS.includes(read);
const KINDS: readonly string[] = ["text", "number", "integer", "single", "multi", "boolean"];

/** `true` and `false` as choices; their labels come from `messages` where the payload is built. */
const booleanChoices: readonly FormChoice[] = [
	{ value: "true", label: "true", sent: true },
	{ value: "false", label: "false", sent: false },
];

/** The field of a question's own answer is `<id>__custom`. */
export const CUSTOM_FIELD_SUFFIX = "__custom";
/** The field of a question's note is `<id>__note`. */
export const NOTE_FIELD_SUFFIX = "__note";

/**
 * The `<name>__custom` and `<name>__note` fields that belong to a question `<name>` (`elicitationRequest`'s
 * encoding), each mapped to that name: plain string fields beside a field the suffix names. A `__custom` field
 * belongs to a choice field only, as its own answer.
 */
function foldedFields(properties: Fields, names: readonly string[], place: Place): Map<string, string> {
	const folded = new Map<string, string>();
	for (const name of names) {
		place.field = name;
		const suffix = name.endsWith(CUSTOM_FIELD_SUFFIX) ? CUSTOM_FIELD_SUFFIX : NOTE_FIELD_SUFFIX;
		// Only a name with a suffix can be folded: the others cost no lookup, so a schema is read in linear time.
		if (!name.endsWith(suffix) || !isPlainText(properties[name])) continue;
		const owner = name.slice(0, -suffix.length);
		const field = Object.hasOwn(properties, owner) ? properties[owner] : undefined;
		if (!isFields(field)) continue;
		const kind = kindOf(field);
		if (kind === "choices" || (kind === "text" && suffix === NOTE_FIELD_SUFFIX)) folded.set(name, owner);
	}
	// A field folded into another takes nothing of its own: `a__note__note` stays a question when `a__note` is a note.
	for (const [name, owner] of folded) if (folded.has(owner)) folded.delete(name);
	return folded;
}
