/**
 * ask-user on `pi.events`, for other extensions (a phone notifier, a logger): it announces each form, and takes an
 * answer or a cancel for the open one. Documented in the README ("Events").
 */
import { type AskUserDetails, cancelledDetails, type NormalizedPayload } from "@ask-user/core";
import type { EventBus } from "@mariozechner/pi-coding-agent";
import { type AnswerDesk, DESK_EVENTS, type DeskVerdict } from "./answer-desk.ts";
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
	...DESK_EVENTS,
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
	/** Whether the form took an end already (the later answers and cancels are refused). */
	ended(): boolean;
}

const ENDED: DeskVerdict = {
	accepted: false,
	reason: "ended",
	problems: ["the form is closing: an answer or a cancel was taken already"],
};

/** Takes the answers and cancels aimed at this form from the desk; returns what stops taking them. */
export function listenForOutsideEnd(
	desk: AnswerDesk,
	toolCallId: string,
	payload: NormalizedPayload,
	handlers: OutsideEndHandlers,
): () => void {
	return desk.open(toolCallId, {
		answer(data) {
			if (handlers.ended()) return ENDED;
			const checked = checkOutsideAnswers(payload, data.answers, data.sender);
			if (!checked.ok) {
				handlers.reject(checked.problems);
				return { accepted: false, reason: "invalid", problems: checked.problems };
			}
			handlers.end(checked.details);
			return { accepted: true };
		},
		cancel(data) {
			if (handlers.ended()) return ENDED;
			handlers.end({ ...cancelledDetails("user", payload), ...eventSource(data.sender) });
			return { accepted: true };
		},
	});
}
