/**
 * The events other extensions send ask_user on `pi.events`, and its reply (README, "Events"). Listened to from pi's
 * start, so a sender is told that no form is open before any question was ever asked (`events/answer-desk.ts`).
 */
export const DESK_EVENTS = {
	/** In: `{ toolCallId?, requestId?, answers, sender? }` submits the open form (the one with that id, when given). */
	answer: "ask-user:answer",
	/** In: `{ toolCallId?, requestId?, sender? }` cancels the open form. */
	cancel: "ask-user:cancel",
	/** Out: `{ requestId?, event, accepted, toolCallId?, reason?, problems? }`, once for each answer and cancel. */
	answerResult: "ask-user:answer-result",
} as const;

/** What the desk takes. */
export type DeskEvent = "answer" | "cancel";
