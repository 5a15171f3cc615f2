/**
 * Scripted answers, for runs where no one can answer (`pi -p`, `--mode json`: evaluation harnesses, CI): a JSON file
 * named by `ASK_USER_ANSWERS` (a relative path from the working directory) or the global setting `scriptedAnswers`
 * (from pi's agent dir), that answers questions by id or by prompt text. Read anew on each call, within the bounds of
 * a settings file. Every question of the call must have an entry there that answers it; otherwise the call gets the
 * result it gets without a UI, saying which questions the file lacks or which entry does not fit. Each entry is what
 * `ask-user:answer` takes for a question (`{ values, customText, note }`), or a shorthand: a string (an option's
 * value, else the own answer, unless it looks like an option: its label, or its value mistyped) or a list of option
 * values.
 */
import { isAbsolute } from "node:path";
import {
	type AskUserDetails,
	buildDetails,
	isFields,
	type NormalizedPayload,
	type NormalizedQuestion as Question,
	type QuestionState,
} from "@ask-user/core/contract";
import { sanitizeLine } from "@ask-user/render-tui/text";
import { SCRIPT_ENV } from "../registration/no-ui.ts";
import { whyNotJson } from "../settings/json-place.ts";
import { nameOf, quote } from "../settings/quote.ts";
import { readSettingsFile } from "../settings/settings-file.ts";
import { settingsWords } from "../settings/settings-words.ts";
import { entryState, type Problems, problemList } from "./answer-entry.ts";
import { allowedEdits, editsWithin, MAX_COMPARED, nearOption } from "./near-option.ts";

/** The environment variable that names the file; it wins over the setting. */
export { SCRIPT_ENV };

/** The file of scripted answers: its path resolved, and how it was named. */
export interface ScriptFile {
	readonly path: string;
	/** The path as named: by `ASK_USER_ANSWERS` (relative to the working directory), or by the setting. */
	readonly named: string;
	readonly by: "environment" | "setting";
}

/** What a call gets from the file. */
export type ScriptOutcome =
	/** Every question answered: submitted details with `source: "script"` and the file named. */
	| { readonly kind: "answered"; readonly details: AskUserDetails }
	/** The file cannot be used for this call: why, for the no-UI result's text (one sanitized line). */
	| { readonly kind: "unused"; readonly reason: string };

/**
 * The file cannot be used: `reason` as one sanitized line. It quotes the file's entries and the model's ids (JSON,
 * escaped) and names the file's path (`pathShown`), and `content` quotes what it echoes: nothing of it may make a
 * line of its own (docs/contract.md).
 */
function unused(reason: string): ScriptOutcome {
	return { kind: "unused", reason: sanitizeLine(reason) };
}

/** A path as a reason names it: as it is, or quoted as JSON where it holds a line break or a control character. */
function pathShown(path: string): string {
	return sanitizeLine(path) === path ? path : JSON.stringify(path);
}

/**
 * The key of `question`'s entry in `file`: its id, else its prompt as written, else either as the model's text and
 * this reason show it (control characters taken out: `content` is sanitized, and a C1 character is not escaped in JSON).
 */
function keyOf(file: Readonly<Record<string, unknown>>, question: Question): string | undefined {
	const keys = [question.id, question.prompt, sanitizeLine(question.id), sanitizeLine(question.prompt)];
	return keys.find((key) => Object.hasOwn(file, key));
}

/**
 * The key among `keys` that looks like `id` (the id in another case, or mistyped), the nearest; nothing when
 * none does. Keys of other calls' questions may share the file: a key far from the id is not named.
 */
function nearKey(id: string, keys: readonly string[]): string | undefined {
	// The model's id and the file's keys are untrusted: each comparison costs their lengths multiplied.
	if (id.length > MAX_COMPARED) return undefined;
	const typed = id.toLowerCase();
	const limit = allowedEdits(id);
	let near: { readonly key: string; readonly edits: number } | undefined;
	for (const key of keys) {
		const edits = editsWithin(key.toLowerCase(), typed, limit);
		if (edits <= limit && (near === undefined || edits < near.edits)) near = { key, edits };
	}
	return near?.key;
}

/** A question the file has no answer for, as the reason names it: with the key that looks like its id, if any. */
function missingName(question: Question, keys: readonly string[]): string {
	const near = nearKey(question.id, keys);
	return near === undefined ? quote(question.id) : `${quote(question.id)} (the file has ${quote(near)})`;
}

/** What an entry for `question` holds, for a reason that says what to write. */
function takes(question: Question): string {
	if (question.options.length === 0) return "a string (its own answer)";
	const values = question.type === "multi" ? "a list of option values" : "an option's value";
	return question.allowsCustom ? `${values} or a string (its own answer)` : values;
}

/**
 * `question`'s state from its `entry`, named `at` as the file spells its key: a shorthand is put in
 * `ask-user:answer`'s shape first. An entry that answers nothing (a note alone does not answer) is a problem.
 */
function fileState(question: Question, entry: unknown, at: string, problems: Problems): QuestionState {
	const before = problems.count;
	let state: QuestionState;
	if (Array.isArray(entry)) state = entryState(question, { values: entry }, at, "list", problems);
	else if (typeof entry === "string") {
		const value = question.options.some((option) => option.value === entry) || !question.allowsCustom;
		const near = value ? undefined : nearOption(question, entry);
		if (near !== undefined) {
			problems.add(
				`${at}: ${quote(entry)} ${near}: write the option's value, or { "customText": ${quote(entry)} } for an own answer`,
			);
			return { selected: [], optionNotes: {}, focus: 0 };
		}
		state = entryState(question, value ? { values: [entry] } : { customText: entry }, at, "string", problems);
	} else if (isFields(entry)) state = entryState(question, entry, at, "object", problems);
	else {
		problems.add(
			`${at}: ${quote(entry)} is no answer: it takes ${takes(question)}, or an object of "values", "customText", "note"`,
		);
		return { selected: [], optionNotes: {}, focus: 0 };
	}
	// An entry already refused for what it holds is not told again that it answers nothing.
	if (problems.count === before && state.selected.length === 0 && state.customText === undefined) {
		problems.add(`${at}: ${quote(entry)} answers nothing: it takes ${takes(question)}; a note alone does not answer`);
	}
	return state;
}

/** The answers in `text` (the file `name`) for `payload`'s questions. */
export function scriptedAnswers(payload: NormalizedPayload, text: string, name: string): ScriptOutcome {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		// In English, as the content is; where the text breaks off, not the parser's message (which may quote it).
		return unused(settingsWords("en").notJson(name, whyNotJson(text)));
	}
	if (!isFields(parsed)) return unused(`${name} must hold an object of answers by question id or prompt`);
	const file = parsed;
	const entries: { readonly question: Question; readonly key: string }[] = [];
	const missing: Question[] = [];
	for (const question of payload.questions) {
		const key = keyOf(file, question);
		if (key === undefined) missing.push(question);
		else entries.push({ question, key });
	}
	if (missing.length > 0) {
		// A key that answers another question of this call is no typo of a missing one.
		const answering = new Set(entries.map(({ key }) => key));
		const unclaimed = Object.keys(file).filter((key) => !answering.has(key));
		const listed = missing.map((question) => missingName(question, unclaimed)).join(", ");
		return unused(`${name} has no answer for ${listed}`);
	}
	const problems = problemList();
	const states = entries.map(({ question, key }) => fileState(question, file[key], nameOf(key), problems));
	if (problems.count > 0) return unused(`${name} does not fit: ${problems.list().join("; ")}`);
	const details = buildDetails({ ...payload, states, cancelled: false });
	return { kind: "answered", details: { ...details, source: "script", sender: name } };
}

/** Where a relative path named as `file` was looked up, for the reason that it is not there. */
function lookedUp(file: ScriptFile): string {
	if (isAbsolute(file.named)) return "";
	const named = file.by === "environment" ? SCRIPT_ENV : "the setting scriptedAnswers";
	const from = file.by === "environment" ? "the working directory" : "pi's agent directory";
	return ` (${named} is ${quote(file.named)}, relative to ${from})`;
}

/** Reads `file` (bounded like a settings file) and answers `payload` from it. */
export async function answerFromFile(
	payload: NormalizedPayload,
	file: ScriptFile,
	signal: AbortSignal | undefined,
): Promise<ScriptOutcome> {
	const read = await readSettingsFile(file.path, signal);
	const path = pathShown(file.path);
	if (read.kind === "missing") return unused(`${path} does not exist${lookedUp(file)}`);
	if (read.kind === "aborted") return unused("the run was aborted");
	// The model reads why (no person is there): in English, as the content is.
	if (read.kind === "refused") return unused(settingsWords("en").file(path, read.problem));
	return scriptedAnswers(payload, read.text, path);
}
