/**
 * Answers sent by another extension (`ask-user:answer`), checked against the open form's questions and turned into
 * submitted `details`. Every problem names its field, so the sender can fix it; the form stays open meanwhile. The
 * problems quote the sender's data cut short, and are counted past `MAX_PROBLEMS` (they are sanitized where shown).
 */
import { type AskUserDetails, buildDetails, type NormalizedPayload, type QuestionState } from "@ask-user/core";
import { isFields } from "@ask-user/core/contract";
import { sanitizeLine } from "@ask-user/render-tui/text";
import { nameOf, quote } from "../settings/quote.ts";

export type OutsideAnswersCheck =
	| { readonly ok: true; readonly details: AskUserDetails }
	| { readonly ok: false; readonly problems: readonly string[] };

/** The most problems listed; the rest are counted in one more line. */
export const MAX_PROBLEMS = 10;

/** Collects problems: the first `MAX_PROBLEMS`, then only their count, so a huge answer costs no huge list. */
interface Problems {
	add(problem: string): void;
	readonly count: number;
	list(): string[];
}

function problemList(): Problems {
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
		list: () => (count > listed.length ? [...listed, `and ${count - listed.length} more problems`] : listed),
	};
}

function optionalString(raw: Record<string, unknown>, key: string, at: string, problems: Problems): string | undefined {
	const value = raw[key];
	if (value === undefined) return undefined;
	if (typeof value === "string" && value.trim() !== "") return value;
	problems.add(`${at}.${key}: must be a non-empty string`);
	return undefined;
}

function questionState(payload: NormalizedPayload, id: string, raw: unknown, problems: Problems): QuestionState {
	const at = `answers.${nameOf(id)}`;
	const question = payload.questions.find((q) => q.id === id);
	const empty: QuestionState = { selected: [], optionNotes: {}, focus: 0 };
	if (question === undefined) {
		problems.add(`${at}: no question has this id (ids: ${payload.questions.map((q) => q.id).join(", ")})`);
		return empty;
	}
	if (!isFields(raw)) {
		problems.add(`${at}: must be an object like { "values": ["…"], "customText": "…", "note": "…" }`);
		return empty;
	}
	const values = raw.values ?? [];
	const selected: number[] = [];
	if (!Array.isArray(values)) problems.add(`${at}.values: must be an array of option values`);
	else {
		const known = question.options.map((o) => JSON.stringify(o.value)).join(", ");
		values.forEach((value, i) => {
			const position = question.options.findIndex((o) => o.value === value);
			if (position < 0) {
				problems.add(`${at}.values[${i}]: ${quote(value)} is not an option's value (values: ${known})`);
			} else if (!selected.includes(position)) selected.push(position);
		});
	}
	const customText = optionalString(raw, "customText", at, problems);
	const note = optionalString(raw, "note", at, problems);
	if (customText !== undefined && !question.allowsCustom) {
		problems.add(`${at}.customText: a ${question.type} question takes no own answer`);
	}
	if (question.type !== "multi" && selected.length + (customText === undefined ? 0 : 1) > 1) {
		problems.add(`${at}: a ${question.type} question takes one answer`);
	}
	return {
		selected: selected.sort((a, b) => a - b),
		optionNotes: {},
		focus: 0,
		...(customText === undefined ? {} : { customText }),
		...(note === undefined ? {} : { note }),
	};
}

/** The most UTF-16 units of the name another extension gives itself (`sender`) that details and content keep. */
export const MAX_SENDER_UNITS = 64;

/**
 * Where the answer or cancel came from, as `details` record it: `source: "event"`, with the name the sender gave
 * (`data.sender`) when it is text: cut to `MAX_SENDER_UNITS` (`…` when cut) before it is sanitized, blank left out.
 */
export function eventSource(sender: unknown): Pick<AskUserDetails, "source" | "sender"> {
	if (typeof sender !== "string") return { source: "event" };
	const name = sanitizeLine(sender.slice(0, MAX_SENDER_UNITS)).trim();
	if (name === "") return { source: "event" };
	return { source: "event", sender: sender.length > MAX_SENDER_UNITS ? `${name}…` : name };
}

/**
 * Checks `answers` (by question id) against `payload`; when valid, submitted details with `source: "event"` and
 * the `sender`'s name (`eventSource`).
 */
export function checkOutsideAnswers(
	payload: NormalizedPayload,
	answers: unknown,
	sender?: unknown,
): OutsideAnswersCheck {
	if (!isFields(answers)) return { ok: false, problems: ["answers: must be an object keyed by question id"] };
	const problems = problemList();
	const byId = new Map(Object.entries(answers).map(([id, raw]) => [id, questionState(payload, id, raw, problems)]));
	if (problems.count > 0) return { ok: false, problems: problems.list() };
	const states = payload.questions.map((q) => byId.get(q.id) ?? { selected: [], optionNotes: {}, focus: 0 });
	const details = buildDetails({ ...payload, states, cancelled: false });
	return { ok: true, details: { ...details, ...eventSource(sender) } };
}
