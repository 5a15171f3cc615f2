import {
	type AskUserDetails,
	buildResult,
	type CancelReason,
	cancelledDetails,
	type NormalizedPayload,
} from "@ask-user/core/contract";
import type { AgentToolResult } from "@mariozechner/pi-coding-agent";
import { PI_MESSAGES } from "./messages.ts";

/** The partial result shown while the questionnaire is open (`renderResult` with `isPartial`). */
export const WAITING_TEXT = "Waiting for the user to answer…";

export type AskUserToolResult = AgentToolResult<AskUserDetails>;

/** The tool result for finished `details`: the model reads `content`, pi stores and renders `details`. */
export function toolResult(details: AskUserDetails, detail?: string): AskUserToolResult {
	return buildResult(details, detail, PI_MESSAGES);
}

/** A result that says why no answer was given; `detail` adds the specific cause (issues, questions, error). */
export function cancelledResult(reason: CancelReason, payload?: NormalizedPayload, detail?: string): AskUserToolResult {
	return toolResult(cancelledDetails(reason, payload), detail);
}
