/**
 * The contract's input rules restated on their own, as the paths where an input breaks them: the oracle that fuzz
 * tests hold `validate` to. It is written from docs/contract.md and the schema, not from validate.ts, so the two
 * can disagree, and a disagreement is a finding.
 */

import { type Fields, isFields } from "../../src/contract/fields.ts";
import { stripInvisible } from "../../src/contract/invisible.ts";

const TYPES: readonly unknown[] = ["single", "multi", "preview", "text"];

/** A string with something else than whitespace and invisible characters in it. */
function isText(value: unknown): value is string {
	return typeof value === "string" && stripInvisible(value).trim() !== "";
}

/** What a key (an id, a value) is compared as: invisible characters do not make two keys different. */
function key(value: string): string {
	return stripInvisible(value);
}

/** Required text must be present and non-blank; optional text may be absent, but never blank or not a string. */
function breaksText(value: unknown, required: boolean): boolean {
	return value === undefined ? required : !isText(value);
}

/** The fields each level has (contract.md's input); any other field is an issue at its own path. */
const FIELDS = {
	payload: ["title", "questions"],
	question: ["id", "label", "prompt", "type", "required", "options"],
	option: ["value", "label", "description", "preview", "recommended"],
} as const;

/** The paths of the fields of `item` that are not `known`: `at.name`, or `at["odd name"]` (quoted, cut at 60). */
function unknownFieldPaths(item: Fields, known: readonly string[], at: string): string[] {
	const paths: string[] = [];
	for (const key in item) {
		if (known.includes(key)) continue;
		const plain = /^[A-Za-z_$][\w$]{0,59}$/.test(key);
		const quoted = key.length > 60 ? `${JSON.stringify(key.slice(0, 60)).slice(0, -1)}…"` : JSON.stringify(key);
		paths.push(plain ? (at === "" ? key : `${at}.${key}`) : `${at}[${quoted}]`);
	}
	return paths;
}

/** A required list must be a non-empty array. */
function isList(value: unknown): value is readonly unknown[] {
	return Array.isArray(value) && value.length > 0;
}

/**
 * An option's preview is optional on every type: on a preview question, a missing one shows a placeholder, and a
 * blank one is read as missing; only a preview that is not a string is an issue.
 */
function optionIssues(option: unknown, at: string): string[] {
	if (!isFields(option)) return [at];
	const fields: readonly [string, boolean][] = [
		["value", true],
		["label", true],
		["description", false],
	];
	const preview = option.preview === undefined || typeof option.preview === "string" ? [] : [`${at}.preview`];
	return [
		...fields.filter(([key, required]) => breaksText(option[key], required)).map(([key]) => `${at}.${key}`),
		...preview,
		...(option.recommended === undefined || typeof option.recommended === "boolean" ? [] : [`${at}.recommended`]),
		...unknownFieldPaths(option, FIELDS.option, at),
	];
}

/** An option that is kept: its value and label are text. */
function isKept(option: unknown): boolean {
	return isFields(option) && isText(option.value) && isText(option.label);
}

function questionIssues(question: unknown, at: string): string[] {
	if (!isFields(question)) return [at];
	const paths: string[] = [];
	if (breaksText(question.id, true)) paths.push(`${at}.id`);
	// A blank label falls back like a missing one.
	if (question.label !== undefined && typeof question.label !== "string") paths.push(`${at}.label`);
	if (breaksText(question.prompt, true)) paths.push(`${at}.prompt`);
	if (question.type !== undefined && !TYPES.includes(question.type)) paths.push(`${at}.type`);
	if (question.required !== undefined && typeof question.required !== "boolean") paths.push(`${at}.required`);
	paths.push(...unknownFieldPaths(question, FIELDS.question, at));
	const { options } = question;
	// A text question takes no options: absent or empty.
	if (question.type === "text") {
		const none = options === undefined || (Array.isArray(options) && options.length === 0);
		return none ? paths : [...paths, `${at}.options`];
	}
	if (!isList(options)) return [...paths, `${at}.options`];
	// Single and preview questions (a valid type other than multi) recommend at most one option.
	const recommendsOne = question.type === undefined || question.type === "single" || question.type === "preview";
	let recommended = 0;
	const values = new Set<string>();
	for (let index = 0; index < options.length; index++) {
		const option = options[index];
		paths.push(...optionIssues(option, `${at}.options[${index}]`));
		const value = isFields(option) ? option.value : undefined;
		if (!isText(value)) continue;
		// A value used twice: the later option is the one to fix.
		if (values.has(key(value))) {
			paths.push(`${at}.options[${index}].value`);
			continue;
		}
		values.add(key(value));
		if (recommendsOne && isKept(option) && isFields(option) && option.recommended === true && recommended++ > 0) {
			paths.push(`${at}.options[${index}].recommended`);
		}
	}
	return paths;
}

/** Every path where `input` breaks an input rule, sorted; `[]` when `input` is a valid payload. */
export function expectedIssuePaths(input: unknown): string[] {
	if (!isFields(input)) return ["(root)"];
	const paths: string[] = breaksText(input.title, false) ? ["title"] : [];
	paths.push(...unknownFieldPaths(input, FIELDS.payload, ""));
	const { questions } = input;
	if (!isList(questions)) return [...paths, "questions"].sort();
	const ids = new Set<string>();
	for (let index = 0; index < questions.length; index++) {
		const question = questions[index];
		paths.push(...questionIssues(question, `questions[${index}]`));
		const id = isFields(question) ? question.id : undefined;
		if (!isText(id)) continue;
		if (ids.has(key(id))) paths.push(`questions[${index}].id`);
		ids.add(key(id));
	}
	return paths.sort();
}
