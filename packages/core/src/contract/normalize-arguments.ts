/**
 * Reads arguments in shapes models commonly send instead of ours, where the meaning is certain, before they are
 * validated: `questions` as a JSON string, and Claude Code's AskUserQuestion shape — `question` for `prompt`,
 * `header` for `label`, `multiSelect: true` for `type: "multi"`, options as strings or as `{ label, description }`
 * without a `value`, questions without an `id`. Missing ids and values are derived from the label (a slug, made
 * unique by `UniqueNames`, in linear time). Anything uncertain is left as it is, for `validate` to report with a
 * hint. Pure: the input is not changed.
 */

import { slug } from "./slug.ts";
import { UniqueNames } from "./unique-names.ts";
import { MAX_LIST_ITEMS } from "./validate.ts";

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
function setField(fields: Fields, key: string, value: unknown): void {
	if (key === "__proto__")
		Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
	else fields[key] = value;
}

/**
 * `question` in our names: `question` → `prompt` and `header` → `label` when only theirs is given, `multiSelect`
 * as a type when no type is given, its options normalized. One copy at most (none when nothing changes), built
 * field by field: a rest pattern per rename cost 20 times as much on 20,000 questions.
 */
function ourQuestion(question: Fields): Fields {
	const toPrompt = "question" in question && !("prompt" in question);
	const toLabel = "header" in question && !("label" in question);
	const multiSelect = question.multiSelect;
	const toType = typeof multiSelect === "boolean" && !("type" in question);
	const hasOptions = "options" in question;
	const rawOptions = hasOptions ? question.options : undefined;
	const options = hasOptions ? normalizeOptions(rawOptions) : undefined;
	if (!toPrompt && !toLabel && !toType && options === rawOptions) return question;
	const fields: Fields = {};
	for (const key of Object.keys(question)) {
		const renamed = (toPrompt && key === "question") || (toLabel && key === "header");
		if (!renamed && !(toType && key === "multiSelect")) setField(fields, key, question[key]);
	}
	if (hasOptions) fields.options = options;
	if (toPrompt) fields.prompt = question.question;
	if (toLabel) fields.label = question.header;
	if (toType && multiSelect) fields.type = "multi";
	return fields;
}

/** How a list names its items: ids of questions, values of options (which may be given as bare strings). */
interface Naming {
	readonly key: "id" | "value";
	/** The name of an item whose label has no letter or digit. */
	readonly fallback: (index: number) => string;
	/** Whether a text item stands for `{ label: text }`. */
	readonly textIsLabel: boolean;
}

/**
 * `items` where each object without `key` and with a text `label` gets `key` made from its label, unique among
 * the list's given and derived names (and, with `textIsLabel`, a text item becomes `{ key, label }`). `items`
 * itself when none needs a name.
 */
function withNames(items: unknown[], { key, fallback, textIsLabel }: Naming): unknown[] {
	const names = new UniqueNames();
	let missing = false;
	for (const item of items) {
		if (textIsLabel && isText(item)) missing = true;
		if (!isFields(item)) continue;
		const given = item[key];
		if (isText(given)) names.take(given);
		else if (!(key in item) && isText(item.label)) missing = true;
	}
	if (!missing) return items;
	return items.map((item, index) => {
		if (textIsLabel && isText(item)) return { [key]: names.claim(slug(item) || fallback(index)), label: item };
		if (!isFields(item) || key in item || !isText(item.label)) return item;
		return { [key]: names.claim(slug(item.label) || fallback(index)), ...item };
	});
}

const OPTION_NAMING: Naming = { key: "value", fallback: (index) => `option_${index + 1}`, textIsLabel: true };
const QUESTION_NAMING: Naming = { key: "id", fallback: (index) => `q${index + 1}`, textIsLabel: false };

function normalizeOptions(options: unknown): unknown {
	const list = parsedList(options);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > MAX_LIST_ITEMS) return list;
	return withNames(list, OPTION_NAMING);
}

function normalizeQuestions(questions: unknown): unknown {
	const list = parsedList(questions);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > MAX_LIST_ITEMS) return list;
	const items = list.map((question): unknown => (isFields(question) ? ourQuestion(question) : question));
	return withNames(items, QUESTION_NAMING);
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
