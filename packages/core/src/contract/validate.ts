import { type Fields, isFields } from "./fields.ts";
import { stripInvisible } from "./invisible.ts";
import { isPlainText } from "./plain-text.ts";
import { QUESTION_TYPES, type QuestionType } from "./question-types.ts";
import { describeValue as describe, showValue as show } from "./show-value.ts";
import type { NormalizedOption, NormalizedPayload, NormalizedQuestion } from "./types.ts";
import { UniqueValues } from "./unique-values.ts";
import { type FieldLevel, KNOWN_FIELDS, unknownFieldMessage } from "./unknown-fields.ts";

/** Issues `formatIssues` lists before it says how many more there are. */
export const MAX_LISTED_ISSUES = 20;

/**
 * Issues `validate` keeps with their path and message; the rest are counted (`omitted`). A model's 100,000 options
 * that all repeat one value are 99,999 issues, whose texts took most of the 130 ms spent reading them.
 */
export const MAX_KEPT_ISSUES = 1_000;

/**
 * Module bindings read once: pi loads extensions with jiti, whose modules reach each other's exports through a
 * Proxy (one trap call per read), and these are read for every question and every text of up to 100,000 options.
 */
const knownFields = KNOWN_FIELDS;
const withoutInvisible = stripInvisible;
const plainText = isPlainText;
const isRecord = isFields;
const questionTypes: readonly string[] = QUESTION_TYPES;

/** Items a `questions` or `options` array may have: a longer (or sparse, or Proxy) array is refused unread. */
export const MAX_LIST_ITEMS = 100_000;

/** One problem with a payload: where it is (`questions[1].options[0].value`) and how to fix it. */
export interface ValidationIssue {
	readonly path: string;
	readonly message: string;
}

/**
 * What `validate` returns: the normalized payload, or the issues found (never both): the first `MAX_KEPT_ISSUES`,
 * and how many more were found (`omitted`).
 */
export type ValidationResult =
	| { readonly ok: true; readonly payload: NormalizedPayload }
	| { readonly ok: false; readonly issues: readonly ValidationIssue[]; readonly omitted: number };

/** How to fix a text field that is missing, blank or invisible. */
function fixFor(required: boolean, what: string): string {
	return required ? `give the ${what} as a non-empty string` : `omit it or give the ${what}`;
}

/** `text.trim()`, without the call for text that starts and ends with a printable ASCII character (most text). */
function trimmedText(text: string): string {
	const first = text.charCodeAt(0);
	const last = text.charCodeAt(text.length - 1);
	return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f ? text : text.trim();
}

/** Whether `text` is one of a few `names` (field names, types): compared one by one, cheaper than a hash lookup. */
function isOneOf(text: string, names: readonly string[]): boolean {
	for (let i = 0; i < names.length; i++) if (names[i] === text) return true;
	return false;
}

/**
 * Where a field is: its parent's path, or a function that builds it. Paths are built only for an issue, so a valid
 * payload of 90,000 options is read without 450,000 path strings.
 */
type Path = string | (() => string);

function at(parent: Path, key: string): string {
	const base = typeof parent === "function" ? parent() : parent;
	return base === "" ? key : `${base}.${key}`;
}

/**
 * An issue's message, or a function that builds it, called only for an issue that is kept. Such a function is made
 * only in code that runs for an issue (`Reader.failAt`, `duplicateValue`, …): a function that makes a closure of its
 * variables allocates their context each time it runs, and `readOption` runs for each of 100,000 options.
 */
type Message = string | (() => string);

/** The path of a field with any name: `questions[0].multiSelect`, or quoted and cut short, `questions[0]["a b"]`. */
function anyFieldAt(parent: Path, key: string): string {
	if (/^[A-Za-z_$][\w$]{0,59}$/.test(key)) return at(parent, key);
	const base = typeof parent === "function" ? parent() : parent;
	return `${base}[${show(key)}]`;
}

/** A list of the payload: its items, to be read once each by index, and its length as first read. */
interface List {
	readonly items: readonly unknown[];
	readonly length: number;
}

/** The options of a text question, or of a question whose `options` could not be read. */
const NO_OPTIONS: List = { items: [], length: 0 };

/**
 * Collects issues while reading fields, so every problem of a payload is reported at once: the first
 * `MAX_KEPT_ISSUES` with their texts, built then, and how many more there were.
 */
class Reader {
	readonly issues: ValidationIssue[] = [];
	omitted = 0;
	/** The id of the question `readQuestion` read last, even when the rest of it is invalid (to find duplicates). */
	questionId: string | undefined;

	/** `ValidateOptions.adopt`: options already in normalized form are kept instead of copied. */
	constructor(readonly adopts: boolean) {}

	fail(path: Path, message: Message): undefined {
		if (this.issues.length < MAX_KEPT_ISSUES) {
			this.issues.push({
				path: typeof path === "function" ? path() : path,
				message: typeof message === "function" ? message() : message,
			});
		} else this.omitted++;
		return undefined;
	}

	/** `fail` at field `key` of `parent`, its path built only for an issue that is kept. */
	failAt(parent: Path, key: string, message: Message): undefined {
		return this.fail(() => at(parent, key), message);
	}

	/**
	 * Text the model wrote, the value of field `key` (read once by the caller), without invisible characters
	 * (`stripInvisible`); blank text is an issue. `trim` returns it trimmed too.
	 */
	requiredValue(value: unknown, key: string, parent: Path, what: string, trim = false): string | undefined {
		if (value === undefined) return this.failAt(parent, key, `is missing: ${fixFor(true, what)}`);
		return this.text(value, key, parent, what, true, trim);
	}

	/** `requiredValue`, for a field that may be absent. */
	optionalValue(value: unknown, key: string, parent: Path, what: string, trim = false): string | undefined {
		if (value === undefined) return undefined;
		return this.text(value, key, parent, what, false, trim);
	}

	/** `optionalValue`, with blank text (only spaces or invisible characters) read as absent instead of an issue. */
	optionalUnlessBlank(value: unknown, key: string, parent: Path, what: string): string | undefined {
		if (value === undefined) return undefined;
		return this.text(value, key, parent, what, false, false, true);
	}

	/**
	 * Trims once per text: an option's label and description are trimmed, 200,000 texts of a 100,000-option list.
	 * Messages are built only for an issue.
	 */
	private text(
		value: unknown,
		key: string,
		parent: Path,
		what: string,
		required: boolean,
		trim: boolean,
		blankIsAbsent = false,
	): string | undefined {
		if (typeof value !== "string") {
			return this.failAt(parent, key, `must be a string (the ${what}), got ${describe(value)}`);
		}
		const trimmed = trimmedText(value);
		if (trimmed === "")
			return blankIsAbsent ? undefined : this.failAt(parent, key, `is blank: ${fixFor(required, what)}`);
		const visible = withoutInvisible(value);
		if (visible === value) return trim ? trimmed : value;
		const visibleTrimmed = visible.trim();
		if (visibleTrimmed === "") {
			if (blankIsAbsent) return undefined;
			return this.failAt(parent, key, `has only invisible characters: ${fixFor(required, what)}`);
		}
		return trim ? visibleTrimmed : visible;
	}

	/** Reports every field of `raw` that `level` does not know, with what to use instead. Reads names, not values. */
	unknownFields(raw: Fields, level: Exclude<FieldLevel, "option">, parent: Path): void {
		const known = knownFields[level];
		for (const key in raw) {
			if (!isOneOf(key, known)) this.unknownField(level, parent, key);
		}
	}

	/** A field `level` does not know: its name and what to use instead. */
	unknownField(level: FieldLevel, parent: Path, key: string): void {
		this.fail(
			() => anyFieldAt(parent, key),
			() => unknownFieldMessage(level, key),
		);
	}

	/**
	 * The array `value` of field `key` and its length, read once (a Proxy may report another length on every read). Callers read
	 * each item once by index, holes included, so a sparse array is reported item by item instead of skipped; no
	 * copy is made (a payload's largest lists are read before the form's first frame).
	 */
	list(value: unknown, key: string, parent: Path, what: string): List | undefined {
		if (value === undefined) return this.failAt(parent, key, `is missing: give an array with at least one ${what}`);
		if (!Array.isArray(value)) return this.failAt(parent, key, `must be an array of ${what}s, got ${describe(value)}`);
		const length: unknown = value.length;
		if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0) {
			return this.failAt(parent, key, `has an invalid length (${show(length)}): pass a plain array`);
		}
		if (length === 0) return this.failAt(parent, key, `is empty: add at least one ${what}`);
		if (length > MAX_LIST_ITEMS) {
			return this.failAt(parent, key, `has ${length} ${what}s: give at most ${MAX_LIST_ITEMS}`);
		}
		return { items: value, length };
	}
}

function readType(reader: Reader, value: unknown, parent: Path): QuestionType | undefined {
	if (value === undefined) return "single";
	if (typeof value === "string" && isOneOf(value, questionTypes)) return value as QuestionType;
	return badType(reader, parent, value);
}

/** A `type` that is none of the question types: its own function, as the closure is made only for an issue. */
function badType(reader: Reader, parent: Path, value: unknown): undefined {
	return reader.failAt(
		parent,
		"type",
		() => `must be one of ${questionTypes.map((t) => `"${t}"`).join(", ")}; got ${show(value)}`,
	);
}

/**
 * Reads an option of `question` (at `path`): the option if it is valid; its value goes into `values` even when the
 * rest of it is invalid (to find duplicates). Reads each field once, straight from `raw`, and allocates
 * little besides the option: this runs for each of up to 100,000 options before the form's first frame.
 */
function readOption(
	reader: Reader,
	raw: unknown,
	path: () => string,
	question: () => string,
	values: UniqueValues,
): NormalizedOption | undefined {
	if (!isRecord(raw)) {
		reader.fail(path, `must be an object with "value" and "label", got ${describe(raw)}`);
		values.add(undefined);
		return undefined;
	}
	const { rawValue, rawLabel, rawDescription, rawPreview, recommended, fieldCount } = optionFields(reader, raw, path);
	// Most texts are plain (`isPlainText`): kept as they are after one test, without the reader's calls.
	const value = plainText(rawValue) ? rawValue : reader.requiredValue(rawValue, "value", path, "option's value");
	const label = plainText(rawLabel) ? rawLabel : reader.requiredValue(rawLabel, "label", path, "option's label", true);
	const description =
		rawDescription === undefined || plainText(rawDescription)
			? rawDescription
			: reader.optionalValue(rawDescription, "description", path, "option's description", true);
	// An option without a preview shows a placeholder; a blank one (spaces, invisible characters) is read the same.
	const preview =
		rawPreview === undefined || plainText(rawPreview)
			? rawPreview
			: reader.optionalUnlessBlank(rawPreview, "preview", path, "option's Markdown preview");
	if (recommended !== undefined && typeof recommended !== "boolean") {
		reader.failAt(path, "recommended", `must be true or false, got ${describe(recommended)}`);
	}
	const first = values.add(value);
	if (first !== undefined) return duplicateValue(reader, path, value, question, first);
	if (value === undefined || label === undefined) return undefined;
	// Adopted when reading changed nothing: a plain object, the same strings, no other field, `recommended` absent or
	// true. The adopted option cannot be told from a copy.
	const adopted =
		reader.adopts &&
		Object.getPrototypeOf(raw) === Object.prototype &&
		value === rawValue &&
		label === rawLabel &&
		description === rawDescription &&
		preview === rawPreview &&
		(recommended === undefined || recommended === true) &&
		fieldCount ===
			2 + Number(description !== undefined) + Number(preview !== undefined) + Number(recommended !== undefined);
	// Its fields are exactly the ones just checked and normalized to themselves.
	if (adopted) return raw as unknown as NormalizedOption;
	const option = normalizedOption(value, label, description, preview);
	// Rare, so a second store for it costs little.
	return recommended === true ? { ...option, recommended: true } : option;
}

/** An option's value used by an earlier option of `question`, at index `first`. */
function duplicateValue(
	reader: Reader,
	path: Path,
	value: string | undefined,
	question: () => string,
	first: number,
): undefined {
	return reader.failAt(
		path,
		"value",
		() => `${show(value)} is already used by ${question()}.options[${first}]; give each option a unique value`,
	);
}

/** An option's fields as `optionFields` finds them, and how many fields the option has. */
interface OptionFields {
	rawValue: unknown;
	rawLabel: unknown;
	rawDescription: unknown;
	rawPreview: unknown;
	recommended: unknown;
	fieldCount: number;
}

/**
 * Reads an option's fields in one pass over its keys (the enumerable ones, own or inherited), each field once, and
 * reports the fields an option does not know (`KNOWN_FIELDS.option` names the ones below). A field read by the key
 * the pass gives is loaded through the object's own layout: as fast on the many shapes models write (fields in any
 * order, some left out) as on one, where named reads slow down once a payload has shown them a few shapes.
 */
function optionFields(reader: Reader, raw: Fields, path: Path): OptionFields {
	const fields: OptionFields = {
		rawValue: undefined,
		rawLabel: undefined,
		rawDescription: undefined,
		rawPreview: undefined,
		recommended: undefined,
		fieldCount: 0,
	};
	for (const key in raw) {
		fields.fieldCount++;
		if (key === "value") fields.rawValue = raw[key];
		else if (key === "label") fields.rawLabel = raw[key];
		else if (key === "description") fields.rawDescription = raw[key];
		else if (key === "preview") fields.rawPreview = raw[key];
		else if (key === "recommended") fields.recommended = raw[key];
		else reader.unknownField("option", path, key);
	}
	return fields;
}

/**
 * The option as one object literal per combination of fields: the payload's largest part, and a field added
 * after the literal (or a spread) would allocate a second store per option.
 */
function normalizedOption(
	value: string,
	label: string,
	description: string | undefined,
	preview: string | undefined,
): NormalizedOption {
	if (preview !== undefined) {
		return description === undefined ? { value, label, preview } : { value, label, description, preview };
	}
	return description === undefined ? { value, label } : { value, label, description };
}

/**
 * The valid options of the question at `path`, every option's issues reported. A function of its own: a payload's
 * longest loop, which V8 compiles while it runs (on-stack replacement); the question's fields are read after it.
 */
function readOptions(
	reader: Reader,
	rawOptions: List,
	path: () => string,
	type: QuestionType | undefined,
	values: UniqueValues,
): readonly NormalizedOption[] {
	const { items, length } = rawOptions;
	// A plain array whose options are all adopted (`ValidateOptions.adopt`: only then is an option its own item) is
	// the list itself: an array of 100,000 items is allocated outside V8's young generation, 2.6–3.6 ms to make (D126).
	// Otherwise the list is sized once, at the first option that is not its item, and cut to the options kept: grown
	// by `push`, 100,000 options would be copied about 25 times.
	const adoptsList = length > 0 && Object.getPrototypeOf(items) === Array.prototype;
	let options = adoptsList ? undefined : new Array<NormalizedOption>(length);
	let kept = 0;
	values.start(length);
	const recommendsOne = type === "single" || type === "preview";
	let recommended: number | undefined;
	// One path for every option, read at the option being read: a closure per option would be the largest
	// allocation of a 90,000-option payload.
	let optionIndex = 0;
	const optionPath = () => `${path()}.options[${optionIndex}]`;
	for (; optionIndex < length; optionIndex++) {
		const item = items[optionIndex];
		const option = readOption(reader, item, optionPath, path, values);
		if (option === undefined) continue;
		if (options === undefined && (option !== item || kept < optionIndex)) options = itemsBefore(items, kept, length);
		if (options !== undefined) options[kept] = option;
		kept++;
		if (!recommendsOne || option.recommended !== true) continue;
		if (recommended !== undefined) {
			reader.fail(
				() => `${optionPath()}.recommended`,
				() =>
					`is a second recommended option (${path()}.options[${recommended}] is one): a ${type} question recommends at most one; use type: "multi" to recommend several`,
			);
		}
		recommended ??= optionIndex;
	}
	// Every option read is its item, each the option it holds (`readOption` adopted it).
	if (options === undefined) return (kept === length ? items : items.slice(0, kept)) as readonly NormalizedOption[];
	// Set only when an option was left out: setting it is a builtin call even when it does not change.
	if (kept < length) options.length = kept;
	return options;
}

/** A list of `length` options whose first `count` are `items`' first, each an option `readOption` adopted. */
function itemsBefore(items: readonly unknown[], count: number, length: number): NormalizedOption[] {
	const options = new Array<NormalizedOption>(length);
	for (let index = 0; index < count; index++) options[index] = items[index] as NormalizedOption;
	return options;
}

/**
 * Reads the question at `path` (built only for an issue); `values` finds duplicate option values (reused for every
 * question). Its id goes to `reader.questionId` even when the rest of it is invalid (to find duplicates). Each field
 * is read once, by name, in `KNOWN_FIELDS.question`'s order, into locals: this runs for each of 20,000 questions.
 */
function readQuestion(
	reader: Reader,
	raw: unknown,
	index: number,
	path: () => string,
	values: UniqueValues,
): NormalizedQuestion | undefined {
	reader.questionId = undefined;
	if (!isRecord(raw)) {
		reader.fail(path, `must be an object with "id", "prompt" and "options", got ${describe(raw)}`);
		return undefined;
	}
	const rawId = raw.id;
	const rawLabel = raw.label;
	const rawPrompt = raw.prompt;
	const rawType = raw.type;
	const required = raw.required;
	const rawOptions = raw.options;
	const id = plainText(rawId) ? rawId : reader.requiredValue(rawId, "id", path, "question's id");
	reader.questionId = id;
	// A blank label falls back like a missing one: the meaning is certain.
	const label = plainText(rawLabel)
		? rawLabel
		: typeof rawLabel === "string" && withoutInvisible(rawLabel).trim() === ""
			? undefined
			: reader.optionalValue(rawLabel, "label", path, "short tab label");
	const prompt = plainText(rawPrompt) ? rawPrompt : reader.requiredValue(rawPrompt, "prompt", path, "question text");
	const type = readType(reader, rawType, path);
	if (required !== undefined && typeof required !== "boolean") {
		reader.failAt(path, "required", `must be true or false, got ${describe(required)}`);
	}
	reader.unknownFields(raw, "question", path);
	const options =
		type === "text" ? textOptions(reader, rawOptions, path) : reader.list(rawOptions, "options", path, "option");
	const read = readOptions(reader, options ?? NO_OPTIONS, path, type, values);
	if (id === undefined || prompt === undefined || type === undefined || options === undefined) return undefined;
	return {
		id,
		label: label?.trim() ?? `Q${index + 1}`,
		prompt: prompt.trim(),
		type,
		required: required === true,
		options: read,
		allowsCustom: type !== "preview",
	};
}

/** A text question takes no options: `options` absent or empty. */
function textOptions(reader: Reader, value: unknown, path: Path): List | undefined {
	if (value === undefined || (Array.isArray(value) && value.length === 0)) return NO_OPTIONS;
	return reader.failAt(
		path,
		"options",
		'must be absent or empty on a text question (a free-form answer): omit it, or use type: "single" or "multi" to offer choices',
	);
}

/** A question's id used by an earlier question, at index `first`. */
function duplicateId(reader: Reader, path: () => string, id: string | undefined, first: number): void {
	reader.failAt(path, "id", () => `${show(id)} is already used by questions[${first}]; give each question a unique id`);
}

/** How `validate` reads its input. */
export interface ValidateOptions {
	/**
	 * The caller hands over `input`: plain data (no getters, no Proxies) that nothing else holds or changes, as pi's
	 * `execute` gets the model's arguments (a structured clone of them). Options already in normalized form are then
	 * kept in the payload as they are instead of copied: a 100,000-option payload is 4 MB less to allocate before its
	 * first frame. Leave it off for data that is shared or could change.
	 */
	readonly adopt?: boolean;
}

/**
 * Checks an `ask_user` payload and normalizes it (labels `Q1`, `Q2`, …; `type` defaults to `single`).
 * Never throws: any input yields either the normalized payload or every issue found, each with a path and a fix.
 */
export function validate(input: unknown, options: ValidateOptions = {}): ValidationResult {
	try {
		return read(input, options.adopt === true);
	} catch (error) {
		// Only exotic input gets here: a getter or a Proxy that throws while its fields are read.
		const reason = error instanceof Error ? error.message : describe(error);
		const issue = { path: "(root)", message: `could not be read (${reason}): pass plain JSON data` };
		return { ok: false, issues: [issue], omitted: 0 };
	}
}

function read(input: unknown, adopt: boolean): ValidationResult {
	const reader = new Reader(adopt);
	if (!isFields(input)) {
		reader.fail("(root)", `must be an object with a "questions" array, got ${describe(input)}`);
		return { ok: false, issues: reader.issues, omitted: 0 };
	}
	const rawTitle = input.title;
	const rawQuestions = input.questions;
	const title = reader.optionalValue(rawTitle, "title", "", "questionnaire title");
	reader.unknownFields(input, "payload", "");
	const list = reader.list(rawQuestions, "questions", "", "question");
	const length = list?.length ?? 0;
	// Sized once and cut to the questions kept, as `readOptions` does.
	const questions = new Array<NormalizedQuestion>(length);
	let kept = 0;
	const ids = new UniqueValues();
	ids.start(length);
	const optionValues = new UniqueValues();
	// One path for every question, read at the question being read, as `readOptions` does for options.
	let index = 0;
	const questionPath = () => `questions[${index}]`;
	for (; list !== undefined && index < length; index++) {
		const question = readQuestion(reader, list.items[index], index, questionPath, optionValues);
		const id = reader.questionId;
		const first = ids.add(id);
		if (first !== undefined) duplicateId(reader, questionPath, id, first);
		else if (question !== undefined) questions[kept++] = question;
	}
	if (kept < length) questions.length = kept;
	if (reader.issues.length > 0) return { ok: false, issues: reader.issues, omitted: reader.omitted };
	return { ok: true, payload: { ...(title === undefined ? {} : { title: title.trim() }), questions } };
}

/**
 * Formats issues as lines a model can act on: `- questions[0].id is missing: …`; the first 20, then how many more
 * (with `omitted`, those found beyond `issues`).
 */
export function formatIssues(issues: readonly ValidationIssue[], omitted = 0): string {
	const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => `- ${issue.path} ${issue.message}`);
	const more = issues.length - listed.length + omitted;
	return [...listed, ...(more > 0 ? [`- and ${more} more`] : [])].join("\n");
}
