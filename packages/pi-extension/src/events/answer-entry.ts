/**
 * One question's answer as another extension (`ask-user:answer`) or a file of scripted answers writes it, checked
 * against the question and turned into the form's state for it. Every problem names what the sender wrote: the entry
 * as they spelled it, and its part. The problems quote the sender's data cut short, and are counted past
 * `MAX_PROBLEMS` (they are sanitized where shown).
 */
import type { NormalizedQuestion as Question, QuestionState } from "@ask-user/core/contract";
import { isFields } from "@ask-user/core/contract";
import { nameOf, quote } from "../settings/quote.ts";

/** The most problems listed; the rest are counted in one more line. */
export const MAX_PROBLEMS = 10;

/** Collects problems: the first `MAX_PROBLEMS`, then only their count, so a huge answer costs no huge list. */
export interface Problems {
	add(problem: string): void;
	readonly count: number;
	list(): string[];
}

export function problemList(): Problems {
	const listed: string[] = [];
	let count = 0;
	return {
		add(problem) {
			count += 1;
			if (listed.length < MAX_PROBLEMS) listed.push(problem);
		},
		get count() {
			return count;
		},
		list: () => {
			const more = count - listed.length;
			return more > 0 ? [...listed, `and ${more} more problem${more === 1 ? "" : "s"}`] : listed;
		},
	};
}

/** The fields of an answer object. */
const FIELDS: readonly string[] = ["values", "customText", "note"];

/**
 * How the entry was written: `ask-user:answer`'s object (`{ values, customText, note }`), or a file's shorthand, a
 * list of option values or one string (an option's value, else the own answer).
 */
export type EntryShape = "object" | "list" | "string";

/** Where each part of an entry is, as problems name it. */
interface EntryParts {
	/** The option values: `answers.features.values`, or the list itself. */
	readonly values: string;
	/** The `i`th of them: `answers.features.values[1]`, `features[1]`, or the one string itself. */
	readonly value: (i: number) => string;
	/** The own answer: `answers.database.customText`, or the one string itself. */
	readonly customText: string;
	/** How an own answer is written in this shape. */
	readonly ownAnswer: string;
}

/** The parts of an entry written in `shape` and named `at`. */
function partsOf(at: string, shape: EntryShape): EntryParts {
	if (shape === "object") {
		return {
			values: `${at}.values`,
			value: (i: number) => `${at}.values[${i}]`,
			customText: `${at}.customText`,
			ownAnswer: "customText",
		};
	}
	const value = (i: number) => (shape === "list" ? `${at}[${i}]` : at);
	return { values: at, value, customText: at, ownAnswer: "a string" };
}

function optionalString(value: unknown, at: string, problems: Problems): string | undefined {
	if (value === undefined) return undefined;
	if (typeof value === "string" && value.trim() !== "") return value;
	problems.add(`${at}: must be a non-empty string`);
	return undefined;
}

/** The positions of the options `values` names, each problem added. */
function selectedOf(question: Question, values: unknown, parts: EntryParts, problems: Problems): number[] {
	const selected: number[] = [];
	if (values === undefined) return selected;
	if (!Array.isArray(values)) {
		problems.add(`${parts.values}: must be an array of option values`);
		return selected;
	}
	if (question.options.length === 0) {
		if (values.length > 0) {
			problems.add(`${parts.values}: a ${question.type} question has no options; it takes ${parts.ownAnswer}`);
		}
		return selected;
	}
	const known = question.options.map((o) => JSON.stringify(o.value)).join(", ");
	values.forEach((value, i) => {
		const position = question.options.findIndex((o) => o.value === value);
		if (position < 0) problems.add(`${parts.value(i)}: ${quote(value)} is not an option's value (values: ${known})`);
		else if (!selected.includes(position)) selected.push(position);
	});
	return selected.sort((a, b) => a - b);
}

/**
 * `question`'s state from `entry`, written in `shape` (a shorthand already put in the object's fields) and named
 * `at`; each problem is added to `problems`. An object's field other than `values`, `customText` and `note` is one.
 */
export function entryState(
	question: Question,
	entry: unknown,
	at: string,
	shape: EntryShape,
	problems: Problems,
): QuestionState {
	const empty: QuestionState = { selected: [], optionNotes: {}, focus: 0 };
	if (!isFields(entry)) {
		problems.add(`${at}: must be an object like { "values": ["…"], "customText": "…", "note": "…" }`);
		return empty;
	}
	for (const field of Object.keys(entry).filter((key) => !FIELDS.includes(key))) {
		problems.add(`${at}.${nameOf(field)}: not a field of an answer (fields: ${FIELDS.join(", ")})`);
	}
	const parts = partsOf(at, shape);
	const selected = selectedOf(question, entry.values, parts, problems);
	const customText = optionalString(entry.customText, parts.customText, problems);
	const note = optionalString(entry.note, `${at}.note`, problems);
	if (customText !== undefined && !question.allowsCustom) {
		problems.add(`${parts.customText}: a ${question.type} question takes no own answer`);
	}
	if (question.type !== "multi" && selected.length + (customText === undefined ? 0 : 1) > 1) {
		problems.add(`${at}: a ${question.type} question takes one answer`);
	}
	return {
		selected,
		optionNotes: {},
		focus: 0,
		...(customText === undefined ? {} : { customText }),
		...(note === undefined ? {} : { note }),
	};
}
