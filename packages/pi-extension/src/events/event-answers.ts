/**
 * Answers sent by another extension (`ask-user:answer`), checked against the open form's questions and turned into
 * submitted `details`. Every problem names its field (`answer-entry.ts`), so the sender can fix it; the form stays
 * open meanwhile. A question left out, or sent with nothing in it, stays unanswered.
 */
import { type AskUserDetails, buildDetails, type NormalizedPayload, type QuestionState } from "@ask-user/core";
import { isFields } from "@ask-user/core/contract";
import { sanitizeLine } from "@ask-user/render-tui/text";
import { nameOf } from "../settings/quote.ts";
import { entryState, type Problems, problemList } from "./answer-entry.ts";

export type OutsideAnswersCheck =
	| { readonly ok: true; readonly details: AskUserDetails }
	| { readonly ok: false; readonly problems: readonly string[] };

/** `raw`, sent for the question `id`, as its state; an id no question has is a problem. */
function questionState(payload: NormalizedPayload, id: string, raw: unknown, problems: Problems): QuestionState {
	const at = `answers.${nameOf(id)}`;
	const question = payload.questions.find((q) => q.id === id);
	if (question !== undefined) return entryState(question, raw, at, "object", problems);
	problems.add(`${at}: no question has this id (ids: ${payload.questions.map((q) => q.id).join(", ")})`);
	return { selected: [], optionNotes: {}, focus: 0 };
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
	sender: unknown,
): OutsideAnswersCheck {
	if (!isFields(answers)) return { ok: false, problems: ["answers: must be an object keyed by question id"] };
	const problems = problemList();
	const byId = new Map(Object.entries(answers).map(([id, raw]) => [id, questionState(payload, id, raw, problems)]));
	if (problems.count > 0) return { ok: false, problems: problems.list() };
	const states = payload.questions.map((q) => byId.get(q.id) ?? { selected: [], optionNotes: {}, focus: 0 });
	const details = buildDetails({ ...payload, states, cancelled: false });
	return { ok: true, details: { ...details, ...eventSource(sender) } };
}
