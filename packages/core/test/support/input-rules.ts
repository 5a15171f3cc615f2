/**
 * The contract's input rules restated on their own, as the paths where an input breaks them: the oracle that fuzz
 * tests hold `validate` to. It is written from docs/contract.md and the schema, not from validate.ts, so the two
 * can disagree, and a disagreement is a finding.
 */

type Fields = Readonly<Record<string, unknown>>;

const TYPES: readonly unknown[] = ["single", "multi", "preview"];

function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string with something else than whitespace in it. */
function isText(value: unknown): value is string {
	return typeof value === "string" && value.trim() !== "";
}

/** Required text must be present and non-blank; optional text may be absent, but never blank or not a string. */
function breaksText(value: unknown, required: boolean): boolean {
	return value === undefined ? required : !isText(value);
}

/** A required list must be a non-empty array. */
function isList(value: unknown): value is readonly unknown[] {
	return Array.isArray(value) && value.length > 0;
}

function optionIssues(option: unknown, at: string, isPreview: boolean): string[] {
	if (!isFields(option)) return [at];
	const fields: readonly [string, boolean][] = [
		["value", true],
		["label", true],
		["description", false],
		["preview", isPreview],
	];
	return fields.filter(([key, required]) => breaksText(option[key], required)).map(([key]) => `${at}.${key}`);
}

function questionIssues(question: unknown, at: string): string[] {
	if (!isFields(question)) return [at];
	const paths: string[] = [];
	if (breaksText(question.id, true)) paths.push(`${at}.id`);
	if (breaksText(question.label, false)) paths.push(`${at}.label`);
	if (breaksText(question.prompt, true)) paths.push(`${at}.prompt`);
	if (question.type !== undefined && !TYPES.includes(question.type)) paths.push(`${at}.type`);
	if (question.required !== undefined && typeof question.required !== "boolean") paths.push(`${at}.required`);
	const { options } = question;
	if (!isList(options)) return [...paths, `${at}.options`];
	const values = new Set<string>();
	for (let index = 0; index < options.length; index++) {
		const option = options[index];
		paths.push(...optionIssues(option, `${at}.options[${index}]`, question.type === "preview"));
		const value = isFields(option) ? option.value : undefined;
		if (!isText(value)) continue;
		// A value used twice: the later option is the one to fix.
		if (values.has(value)) paths.push(`${at}.options[${index}].value`);
		values.add(value);
	}
	return paths;
}

/** Every path where `input` breaks an input rule, sorted; `[]` when `input` is a valid payload. */
export function expectedIssuePaths(input: unknown): string[] {
	if (!isFields(input)) return ["(root)"];
	const paths: string[] = breaksText(input.title, false) ? ["title"] : [];
	const { questions } = input;
	if (!isList(questions)) return [...paths, "questions"].sort();
	const ids = new Set<string>();
	for (let index = 0; index < questions.length; index++) {
		const question = questions[index];
		paths.push(...questionIssues(question, `questions[${index}]`));
		const id = isFields(question) ? question.id : undefined;
		if (!isText(id)) continue;
		if (ids.has(id)) paths.push(`questions[${index}].id`);
		ids.add(id);
	}
	return paths.sort();
}
