/**
 * ask-user on `pi.events`, for other extensions (a phone notifier, a logger): it announces each form, and takes an
 * answer or a cancel for the open one. Documented in the README ("Events").
 */
import { type AskUserDetails, cancelledDetails, type NormalizedPayload } from "@ask-user/core";
import type { EventBus } from "@mariozechner/pi-coding-agent";
import { checkOutsideAnswers, eventSource } from "./event-answers.ts";

export const ASK_USER_EVENTS = {
	/** Out: `{ toolCallId, title?, questions }` when a form opens. */
	opened: "ask-user:opened",
	/** Out: `{ toolCallId, details }` when answers were submitted. */
	answered: "ask-user:answered",
	/** Out: `{ toolCallId, details }` when the form ended without answers (not by an abort). */
	cancelled: "ask-user:cancelled",
	/** Out: `{ toolCallId, details }` when the agent run was aborted. */
	aborted: "ask-user:aborted",
	/** In: `{ toolCallId?, answers, sender? }` submits the open form (the one with that id, when given). */
	answer: "ask-user:answer",
	/** In: `{ toolCallId?, sender? }` cancels the open form. */
	cancel: "ask-user:cancel",
} as const;

export function emitOpened(events: EventBus, toolCallId: string, payload: NormalizedPayload): void {
	const title = payload.title === undefined ? {} : { title: payload.title };
	events.emit(ASK_USER_EVENTS.opened, { toolCallId, ...title, questions: payload.questions });
}

/** The outcome's event: answered, aborted or cancelled. */
export function emitOutcome(events: EventBus, toolCallId: string, details: AskUserDetails): void {
	const name = !details.cancelled
		? ASK_USER_EVENTS.answered
		: details.cancelReason === "aborted"
			? ASK_USER_EVENTS.aborted
			: ASK_USER_EVENTS.cancelled;
	events.emit(name, { toolCallId, details });
}

export interface OutsideEndHandlers {
	/** Valid answers or a cancel arrived: end the form with these details. */
	end(details: AskUserDetails): void;
	/** Answers that do not fit the form: each problem names its field. */
	reject(problems: readonly string[]): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/** Listens for answers and cancels aimed at this form; returns what stops listening. */
export function listenForOutsideEnd(
	events: EventBus,
	toolCallId: string,
	payload: NormalizedPayload,
	handlers: OutsideEndHandlers,
): () => void {
	const aimedHere = (data: unknown): data is Record<string, unknown> =>
		isRecord(data) && (data.toolCallId === undefined || data.toolCallId === toolCallId);
	const stopAnswers = events.on(ASK_USER_EVENTS.answer, (data) => {
		if (!aimedHere(data)) return;
		const checked = checkOutsideAnswers(payload, data.answers, data.sender);
		if (checked.ok) handlers.end(checked.details);
		else handlers.reject(checked.problems);
	});
	const stopCancels = events.on(ASK_USER_EVENTS.cancel, (data) => {
		if (data !== undefined && !aimedHere(data)) return;
		handlers.end({ ...cancelledDetails("user", payload), ...eventSource(data?.sender) });
	});
	return () => {
		stopAnswers();
		stopCancels();
	};
}
