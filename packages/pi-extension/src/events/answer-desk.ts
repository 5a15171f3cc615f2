/**
 * Where answers and cancels sent by other extensions arrive (`ask-user:answer`, `ask-user:cancel` on `pi.events`):
 * each is handed to the open form it is aimed at, and every one gets a reply, `ask-user:answer-result`, with the
 * sender's `requestId`, whether it was taken, and why not. pi's start listens (`index.ts`) and hands each to the
 * desk, loading it first, so a sender is told that no form is open before any question was ever asked. Documented
 * in the README ("Events").
 */

import { isFields } from "@ask-user/core/contract";
import type { EventBus } from "@mariozechner/pi-coding-agent";
import { DESK_EVENTS, type DeskEvent } from "../registration/desk-events.ts";
import { describeError } from "../transcript/describe-error.ts";

export { DESK_EVENTS } from "../registration/desk-events.ts";

/** Why an answer or cancel was not taken. */
type RefusalReason = "no-open-form" | "invalid" | "ended";

export type DeskVerdict =
	| { readonly accepted: true }
	| { readonly accepted: false; readonly reason: RefusalReason; readonly problems: readonly string[] };

/** What an open form does with an answer or a cancel aimed at it (the event's data, an object). */
interface FormInbox {
	answer(data: Readonly<Record<string, unknown>>): DeskVerdict;
	cancel(data: Readonly<Record<string, unknown>>): DeskVerdict;
}

export interface AnswerDesk {
	/** The form of `toolCallId` opened: it takes what is aimed at it until the returned function is called. */
	open(toolCallId: string, inbox: FormInbox): () => void;
	/** An answer or cancel sent on `pi.events`: handed to its form, and replied to. */
	receive(event: DeskEvent, data: unknown): void;
}

/** The most UTF-16 units of a `requestId` string the reply carries back. */
export const MAX_REQUEST_ID_UNITS = 128;

/** The reply's data. */
interface AnswerResult {
	/** The sender's `requestId`, as it was sent. */
	readonly requestId?: string | number;
	readonly event: "answer" | "cancel";
	readonly accepted: boolean;
	/** The form that took or refused it; missing when no open form was found. */
	readonly toolCallId?: string;
	readonly reason?: RefusalReason;
	/** Each problem names its field (bounded: see `answer-entry.ts`). */
	readonly problems?: readonly string[];
}

const refused = (reason: RefusalReason, problem: string): DeskVerdict => ({
	accepted: false,
	reason,
	problems: [problem],
});

const isRequestId = (value: unknown): value is string | number =>
	(typeof value === "string" && value.length <= MAX_REQUEST_ID_UNITS) ||
	(typeof value === "number" && Number.isFinite(value));

/** Where an answer or cancel went: the form it reached (if any), and what came of it. */
interface Routed {
	readonly toolCallId?: string;
	readonly verdict: DeskVerdict;
}

export function createAnswerDesk(events: EventBus): AnswerDesk {
	const forms = new Map<string, FormInbox>();
	/** The open form `data` is aimed at (the latest opened when it names none), or why it cannot be handed on. */
	const route = (event: "answer" | "cancel", data: Readonly<Record<string, unknown>>): Routed => {
		const { toolCallId } = data;
		if (toolCallId !== undefined && typeof toolCallId !== "string") {
			return { verdict: refused("invalid", "toolCallId: must be a string") };
		}
		const target = toolCallId ?? [...forms.keys()].at(-1);
		const inbox = target === undefined ? undefined : forms.get(target);
		if (target === undefined || inbox === undefined) {
			const problem = toolCallId === undefined ? "no ask_user form is open" : "toolCallId: no open form has this id";
			return { verdict: refused("no-open-form", problem) };
		}
		try {
			return { toolCallId: target, verdict: inbox[event](data) };
		} catch (error) {
			// A sender's getter or proxy that throws: the form stays open, the sender is told.
			return {
				toolCallId: target,
				verdict: refused("invalid", `${event}: could not be read (${describeError(error)})`),
			};
		}
	};
	const receive = (event: DeskEvent, raw: unknown) => {
		// A bare cancel (no data) cancels the open form, as it always did.
		const data = isFields(raw) ? raw : event === "cancel" && raw === undefined ? {} : undefined;
		const requestId = data?.requestId;
		const routed: Routed =
			data === undefined
				? { verdict: refused("invalid", "data: must be an object") }
				: requestId !== undefined && !isRequestId(requestId)
					? {
							verdict: refused(
								"invalid",
								`requestId: must be a number or a string of at most ${MAX_REQUEST_ID_UNITS} characters`,
							),
						}
					: route(event, data);
		const { verdict } = routed;
		const result: AnswerResult = {
			...(isRequestId(requestId) ? { requestId } : {}),
			event,
			accepted: verdict.accepted,
			...(routed.toolCallId === undefined ? {} : { toolCallId: routed.toolCallId }),
			...(verdict.accepted ? {} : { reason: verdict.reason, problems: verdict.problems }),
		};
		events.emit(DESK_EVENTS.answerResult, result);
	};
	return {
		receive,
		open(toolCallId, inbox) {
			// Re-inserted, so the latest opened form is the one an event without `toolCallId` reaches.
			forms.delete(toolCallId);
			forms.set(toolCallId, inbox);
			return () => {
				if (forms.get(toolCallId) === inbox) forms.delete(toolCallId);
			};
		},
	};
}
