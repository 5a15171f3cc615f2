/**
 * Reads arguments in shapes models commonly send instead of ours, where the meaning is certain, before they are
 * validated: `questions` as a JSON string, and Claude Code's AskUserQuestion shape — `question` for `prompt`,
 * `header` for `label`, `multiSelect: true` for `type: "multi"`, options as strings or as `{ label, description }`
 * without a `value`, questions without an `id`. Missing ids and values are derived from the label (a slug, made
 * unique). Anything uncertain is left as it is, for `validate` to report with a hint. Pure: the input is not changed.
 */

import { MAX_LIST_ITEMS } from "./validate.ts";

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
	return typeof value === "string" && value.trim() !== "";
}

/** `Yes, staging!` → `yes_staging`: letters and digits of any script, lowercased, runs of anything else as `_`. */
function slug(text: string): string {
	return text
		.normalize("NFKD")
		.replace(/\p{M}/gu, "")
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, "_")
		.replace(/^_+|_+$/g, "")
		.slice(0, 40);
}

/** `base`, or `base_2`, `base_3`, … : the first not in `taken`, which it joins. */
function unique(base: string, taken: Set<string>): string {
	let candidate = base;
	for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
	taken.add(candidate);
	return candidate;
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

/** Renames `from` to `to` when only `from` is there. */
function renamed(fields: Fields, from: string, to: string): Fields {
	if (!(from in fields) || to in fields) return fields;
	const { [from]: value, ...rest } = fields;
	return { ...rest, [to]: value };
}

/** `multiSelect: true|false` as a type, when no type is given. */
function withType(fields: Fields): Fields {
	if (typeof fields.multiSelect !== "boolean" || "type" in fields) return fields;
	const { multiSelect, ...rest } = fields;
	return multiSelect ? { ...rest, type: "multi" } : rest;
}

function normalizeOptions(options: unknown): unknown {
	const list = parsedList(options);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > MAX_LIST_ITEMS) return list;
	const items = list.map((option): unknown => (isText(option) ? { label: option } : option));
	const taken = new Set(items.flatMap((option) => (isFields(option) && isText(option.value) ? [option.value] : [])));
	return items.map((option, index) => {
		if (!isFields(option) || "value" in option || !isText(option.label)) return option;
		return { value: unique(slug(option.label) || `option_${index + 1}`, taken), ...option };
	});
}

function normalizeQuestions(questions: unknown): unknown {
	const list = parsedList(questions);
	// Longer than \`validate\` reads (a sparse or Proxy array, say): left for it to refuse, unread.
	if (!Array.isArray(list) || list.length > MAX_LIST_ITEMS) return list;
	const items = list.map((question): unknown => {
		if (!isFields(question)) return question;
		const fields = withType(renamed(renamed(question, "question", "prompt"), "header", "label"));
		return "options" in fields ? { ...fields, options: normalizeOptions(fields.options) } : fields;
	});
	const taken = new Set(items.flatMap((question) => (isFields(question) && isText(question.id) ? [question.id] : [])));
	return items.map((question, index) => {
		if (!isFields(question) || "id" in question || !isText(question.label)) return question;
		return { id: unique(slug(question.label) || `q${index + 1}`, taken), ...question };
	});
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
