/**
 * Reads arguments in shapes models commonly send instead of ours, where the meaning is certain, before they are
 * validated: `questions` as a JSON string, and Claude Code's AskUserQuestion shape — `question` for `prompt`,
 * `header` for `label`, `multiSelect: true` for `type: "multi"`, options as strings or as `{ label, description }`
 * without a `value`, questions without an `id`. Missing ids and values are derived from the label (a slug, made
 * unique by `UniqueNames`, in linear time). Anything uncertain is left as it is, for `validate` to report with a
 * hint. Pure: the input is not changed.
 */

import { type Fields, isFields } from "./fields.ts";
import { Slugs } from "./slug.ts";
import { UniqueNames } from "./unique-names.ts";
import { MAX_LIST_ITEMS } from "./validate.ts";

/**
 * Module bindings read once: under jiti (pi's extension loader) every read of an import is a Proxy trap call, and
 * these are read for each of 20,000 questions and 100,000 options.
 */
const isRecord = isFields;
const maxListItems = MAX_LIST_ITEMS;

function isText(value: unknown): value is string {
	return typeof value === "string" && value.trim() !== "";
}

/** `"[…]"` parsed when it is a JSON array; anything else as it is. */
function parsedList(value: unknown): unknown {
	if (typeof value !== "string" || !value.trim().startsWith("[")) return value;
	try {
		const parsed: unknown = JSON.parse(value);
		return Array.isArray(parsed) ? parsed : value;
	} catch {
		return value;
	}
}

/** Sets an own field of `fields`, `__proto__` too (assigning that one would set the prototype instead). */
function setField(fields: Record<string, unknown>, key: string, value: unknown): void {
	if (key === "__proto__")
		Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
	else fields[key] = value;
}

/**
 * What names are derived with, one of each per payload: the questions' ids, the values of the option list being
 * read (started again for each list: one `UniqueNames` per list of two options was most of its cost), the slugs.
 */
interface PayloadNames {
	readonly ids: UniqueNames;
	readonly values: UniqueNames;
	readonly slugs: Slugs;
}

/**
 * `question` in our names: `question` → `prompt` and `header` → `label` when only theirs is given, `multiSelect`
 * as a type when no type is given, its options normalized, and without an id but with a label, an id made from
 * that label (or from its index when the label has no letter or digit), unique among `ids`. One copy at most (none
 * when nothing changes), built field by field: a rest pattern per rename cost 20 times as much on 20,000 questions.
 */
function ourQuestion(question: Fields, index: number, names: PayloadNames): Fields {
	const { ids, slugs } = names;
	const toPrompt = "question" in question && !("prompt" in question);
	const toLabel = "header" in question && !("label" in question);
	const label = toLabel ? question.header : question.label;
	const id = !("id" in question) && isText(label) ? ids.claim(slugs.of(label) || `q${index + 1}`) : undefined;
	const multiSelect = question.multiSelect;
	const toType = typeof multiSelect === "boolean" && !("type" in question);
	const hasOptions = "options" in question;
	const rawOptions = hasOptions ? question.options : undefined;
	const options = hasOptions ? normalizeOptions(rawOptions, names) : undefined;
	if (id === undefined && !toPrompt && !toLabel && !toType && options === rawOptions) return question;
	const fields: Record<string, unknown> = id === undefined ? {} : { id };
	for (const key in question) {
		if (!Object.hasOwn(question, key)) continue;
		const renamed = (toPrompt && key === "question") || (toLabel && key === "header");
		if (!renamed && !(toType && key === "multiSelect")) setField(fields, key, question[key]);
	}
	if (hasOptions) fields.options = options;
	if (toPrompt) fields.prompt = question.question;
	if (toLabel) fields.label = label;
	if (toType && multiSelect) fields.type = "multi";
	return fields;
}

/**
 * `{ value, ...option }` without the spread, which copied each of 100,000 options through a runtime call: `value`
 * first, then the option's own enumerable fields (it has no `value`).
 */
function withValue(value: string, option: Fields): Fields {
	// An option of own `label`, or `label` then `description` (Claude Code's), as one literal: its fields stored in
	// the object, where one added after the literal allocates a second store.
	let keys = 0;
	let texts = true;
	for (const key in option) {
		keys++;
		if (key !== (keys === 1 ? "label" : keys === 2 ? "description" : undefined) || !Object.hasOwn(option, key)) {
			texts = false;
			break;
		}
	}
	if (texts) {
		return keys === 1
			? { value, label: option.label }
			: { value, label: option.label, description: option.description };
	}
	const fields: Record<string, unknown> = { value };
	for (const key in option) if (Object.hasOwn(option, key)) setField(fields, key, option[key]);
	return fields;
}

/**
 * The options with a value made from the label of each that has none (or from its index when the label has no
 * letter or digit), unique among the question's given and derived values; an option given as text becomes
 * `{ value, label }`. The list itself when no option needs a value.
 */
function normalizeOptions(options: unknown, names: PayloadNames): unknown {
	const list = parsedList(options);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > maxListItems) return list;
	const { values, slugs } = names;
	values.start(list.length);
	let missing = false;
	for (const option of list) {
		if (isText(option)) missing = true;
		if (!isRecord(option)) continue;
		const given = option.value;
		if (isText(given)) values.take(given);
		else if (!("value" in option) && isText(option.label)) missing = true;
	}
	if (!missing) return list;
	// A loop, not `map` with a callback and a helper closure: two closures per question of 20,000.
	const normalized = new Array<unknown>(list.length);
	for (let index = 0; index < list.length; index++) {
		const option: unknown = list[index];
		if (isText(option))
			normalized[index] = { value: values.claim(slugs.of(option) || `option_${index + 1}`), label: option };
		else if (!isRecord(option) || "value" in option || !isText(option.label)) normalized[index] = option;
		else normalized[index] = withValue(values.claim(slugs.of(option.label) || `option_${index + 1}`), option);
	}
	return normalized;
}

/** The questions in our names, each without an id given one made from its label, unique among all ids. */
function normalizeQuestions(questions: unknown): unknown {
	const list = parsedList(questions);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > maxListItems) return list;
	const names: PayloadNames = { ids: new UniqueNames(), values: new UniqueNames(), slugs: new Slugs() };
	names.ids.start(list.length);
	for (const question of list) {
		if (!isRecord(question)) continue;
		const given = question.id;
		if (isText(given)) names.ids.take(given);
	}
	return list.map((question, index): unknown => (isRecord(question) ? ourQuestion(question, index, names) : question));
}

/**
 * `raw` with the shapes above read as ours; anything else unchanged. Never throws, whatever `raw` is; the result
 * still needs `validate`.
 */
export function normalizeArguments(raw: unknown): unknown {
	try {
		if (!isFields(raw) || !("questions" in raw)) return raw;
		return { ...raw, questions: normalizeQuestions(raw.questions) };
	} catch {
		// A getter or a Proxy that throws: `validate` reports it.
		return raw;
	}
}
