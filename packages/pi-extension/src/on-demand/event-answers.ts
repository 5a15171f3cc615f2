/**
 * Answers sent by another extension (`ask-user:answer`), checked against the open form's questions and turned into
 * submitted `details`. Every problem names its field, so the sender can fix it; the form stays open meanwhile.
 */
import { type AskUserDetails, buildDetails, type NormalizedPayload, type QuestionState } from "@ask-user/core";

export type OutsideAnswersCheck =
	| { readonly ok: true; readonly details: AskUserDetails }
	| { readonly ok: false; readonly problems: readonly string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

function optionalString(raw: Record<string, unknown>, key: string, at: string, problems: string[]): string | undefined {
	const value = raw[key];
	if (value === undefined) return undefined;
	if (typeof value === "string" && value.trim() !== "") return value;
	problems.push(`${at}.${key}: must be a non-empty string`);
	return undefined;
}

function questionState(payload: NormalizedPayload, id: string, raw: unknown, problems: string[]): QuestionState {
	const at = `answers.${id}`;
	const question = payload.questions.find((q) => q.id === id);
	const empty: QuestionState = { selected: [], optionNotes: {}, focus: 0 };
	if (question === undefined) {
		problems.push(`${at}: no question has this id (ids: ${payload.questions.map((q) => q.id).join(", ")})`);
		return empty;
	}
	if (!isRecord(raw)) {
		problems.push(`${at}: must be an object like { "values": ["…"], "customText": "…", "note": "…" }`);
		return empty;
	}
	const values = raw.values ?? [];
	const selected: number[] = [];
	if (!Array.isArray(values)) problems.push(`${at}.values: must be an array of option values`);
	else {
		values.forEach((value, i) => {
			const position = question.options.findIndex((o) => o.value === value);
			if (position < 0) {
				const known = question.options.map((o) => JSON.stringify(o.value)).join(", ");
				problems.push(`${at}.values[${i}]: ${JSON.stringify(value)} is not an option's value (values: ${known})`);
			} else if (!selected.includes(position)) selected.push(position);
		});
	}
	const customText = optionalString(raw, "customText", at, problems);
	const note = optionalString(raw, "note", at, problems);
	if (customText !== undefined && !question.allowsCustom) {
		problems.push(`${at}.customText: a ${question.type} question takes no own answer`);
	}
	if (question.type !== "multi" && selected.length + (customText === undefined ? 0 : 1) > 1) {
		problems.push(`${at}: a ${question.type} question takes one answer`);
	}
	return {
		selected: selected.sort((a, b) => a - b),
		optionNotes: {},
		focus: 0,
		...(customText === undefined ? {} : { customText }),
		...(note === undefined ? {} : { note }),
	};
}

/** Checks `answers` (by question id) against `payload`; submitted details with `source: "event"` when valid. */
export function checkOutsideAnswers(payload: NormalizedPayload, answers: unknown): OutsideAnswersCheck {
	if (!isRecord(answers)) return { ok: false, problems: ["answers: must be an object keyed by question id"] };
	const problems: string[] = [];
	const byId = new Map(Object.entries(answers).map(([id, raw]) => [id, questionState(payload, id, raw, problems)]));
	if (problems.length > 0) return { ok: false, problems };
	const states = payload.questions.map((q) => byId.get(q.id) ?? { selected: [], optionNotes: {}, focus: 0 });
	const details = buildDetails({ ...payload, states, cancelled: false });
	return { ok: true, details: { ...details, source: "event" } };
}
