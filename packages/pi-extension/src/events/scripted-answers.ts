/**
 * Scripted answers, for runs where no one can answer (`pi -p`, `--mode json`: evaluation harnesses, CI): a JSON file
 * named by `ASK_USER_ANSWERS` (or the global setting `scriptedAnswers`) that answers questions by id or by prompt
 * text. Read anew on each call, within the bounds of a settings file. Every question of the call must have an
 * answer there; otherwise the call gets the result it gets without a UI, saying which questions the file lacks.
 * Each entry is what `ask-user:answer` takes for a question (`{ values, customText, note }`), or a shorthand: a
 * string (an option's value, else the own answer) or a list of option values.
 */
import type { AskUserDetails, NormalizedPayload, NormalizedQuestion as Question } from "@ask-user/core/contract";
import { isFields } from "@ask-user/core/contract";
import { quote } from "../settings/quote.ts";
import { readSettingsFile } from "../settings/settings-file.ts";
import { settingsWords } from "../settings/settings-words.ts";
import { checkOutsideAnswers } from "./event-answers.ts";

/** The environment variable that names the file; it wins over the setting. */
export { SCRIPT_ENV } from "../registration/no-ui.ts";

/** What a call gets from the file. */
export type ScriptOutcome =
	/** Every question answered: submitted details with `source: "script"` and the file named. */
	| { readonly kind: "answered"; readonly details: AskUserDetails }
	/** The file cannot be used for this call: why, for the no-UI result's text. */
	| { readonly kind: "unused"; readonly reason: string };

/** The entry for `question`: by id first, then by its prompt as written. */
function entryFor(file: Readonly<Record<string, unknown>>, question: Question): unknown {
	if (Object.hasOwn(file, question.id)) return file[question.id];
	return Object.hasOwn(file, question.prompt) ? file[question.prompt] : undefined;
}

/** A shorthand entry in `ask-user:answer`'s shape; objects are passed on as they are, to be checked there. */
function expanded(entry: unknown, question: Question): unknown {
	if (Array.isArray(entry)) return { values: entry };
	if (typeof entry !== "string") return entry;
	return question.options.some((option) => option.value === entry) ? { values: [entry] } : { customText: entry };
}

/** The answers in `text` (the file `name`) for `payload`'s questions. */
export function scriptedAnswers(payload: NormalizedPayload, text: string, name: string): ScriptOutcome {
	let file: unknown;
	try {
		file = JSON.parse(text);
	} catch (error) {
		return { kind: "unused", reason: `${name} is not valid JSON (${error instanceof Error ? error.message : ""})` };
	}
	if (!isFields(file)) {
		return { kind: "unused", reason: `${name} must hold an object of answers by question id or prompt` };
	}
	const missing = payload.questions.filter((question) => entryFor(file, question) === undefined);
	if (missing.length > 0) {
		const listed = missing.map((question) => quote(question.id)).join(", ");
		return { kind: "unused", reason: `${name} has no answer for ${listed}` };
	}
	const answers = Object.fromEntries(
		payload.questions.map((question) => [question.id, expanded(entryFor(file, question), question)]),
	);
	const checked = checkOutsideAnswers(payload, answers);
	if (!checked.ok) return { kind: "unused", reason: `${name} does not fit: ${checked.problems.join("; ")}` };
	return { kind: "answered", details: { ...checked.details, source: "script", sender: name } };
}

/** Reads `file` (bounded like a settings file) and answers `payload` from it. */
export async function answerFromFile(
	payload: NormalizedPayload,
	file: string,
	signal: AbortSignal | undefined,
): Promise<ScriptOutcome> {
	const read = await readSettingsFile(file, signal);
	if (read.kind === "missing") return { kind: "unused", reason: `${file} does not exist` };
	if (read.kind === "aborted") return { kind: "unused", reason: "the run was aborted" };
	// The model reads why (no person is there): in English, as the content is.
	if (read.kind === "refused") return { kind: "unused", reason: settingsWords("en").file(file, read.problem) };
	return scriptedAnswers(payload, read.text, file);
}
