/**
 * Whether the person turned a question down earlier in this turn (one model reply and its tool calls): with Esc,
 * Ctrl+C or Discuss first, or by being away until the time limit. The reply's later `ask_user` calls are not shown:
 * they return at once, cancelled for the same reason, so a person who said "not now" is not asked again at once.
 */
import {
	type AskUserDetails,
	type CancelReason,
	cancelledDetails,
	type NormalizedPayload,
} from "@ask-user/core/contract";
import type { AskUserToolResult } from "./result.ts";

/** The ends that mean "not now" from the person. */
const DECLINES: ReadonlySet<CancelReason> = new Set(["user", "dismissed", "discuss", "timeout"]);

export interface TurnDeclines {
	/** pi's `turn_start`: a new reply, nothing declined yet. */
	startTurn(): void;
	/** A form of this turn ended. */
	ended(details: AskUserDetails): void;
	/** Why the person turned down a question earlier in this turn, if they did. */
	declined(): CancelReason | undefined;
}

export function createTurnDeclines(): TurnDeclines {
	let reason: CancelReason | undefined;
	return {
		startTurn() {
			reason = undefined;
		},
		ended(details) {
			if (details.cancelReason !== undefined && DECLINES.has(details.cancelReason)) reason ??= details.cancelReason;
		},
		declined: () => reason,
	};
}

/** What the model reads for a call that was not shown because of an earlier decline. */
export function declinedText(reason: CancelReason): string {
	const earlier =
		reason === "discuss"
			? "the user chose to discuss an earlier question of this reply first"
			: reason === "timeout"
				? "an earlier question of this reply went unanswered in the time allowed"
				: "the user cancelled an earlier question of this reply";
	return `Not shown: ${earlier}. Do not ask again in this reply; answer or ask in plain text, and call ask_user later if still needed.`;
}

/** The result of a call that was not shown: cancelled for the earlier reason, with nothing answered. */
export function declinedResult(reason: CancelReason, payload: NormalizedPayload): AskUserToolResult {
	return { content: [{ type: "text", text: declinedText(reason) }], details: cancelledDetails(reason, payload) };
}
