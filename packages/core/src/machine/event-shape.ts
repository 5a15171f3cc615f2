import { CANCEL_REASONS } from "../contract/types.ts";
import type { QuestionnaireEvent } from "./questionnaire.types.ts";

/**
 * Whether an event's fields have the types `QuestionnaireEvent` gives them. A host in plain JavaScript, or one that
 * forwards events from a socket, can send anything: the transitions that read an event's text, reason or index take
 * it only when it is well formed, so a malformed event is ignored (`snapshot.can` is false) instead of storing a
 * draft that is not text or a cancel reason no one knows.
 */
export function isWellFormed(event: QuestionnaireEvent): boolean {
	const fields: Readonly<Record<string, unknown>> = event;
	switch (event.type) {
		case "editor.change":
			return typeof fields.text === "string";
		case "editor.save":
		case "editor.close":
			return fields.text === undefined || typeof fields.text === "string";
		case "flow.abort":
			return fields.reason === undefined || (CANCEL_REASONS as readonly unknown[]).includes(fields.reason);
		case "option.focus":
			return typeof fields.index === "number" && !Number.isNaN(fields.index);
		default:
			return true;
	}
}
