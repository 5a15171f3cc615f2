import {
	type AskUserDetails,
	buildResult,
	type CancelReason,
	cancelledDetails,
	type Messages,
	type NormalizedPayload,
} from "@ask-user/core/contract";
import type { AgentToolResult } from "@mariozechner/pi-coding-agent";
import { PI_MESSAGES } from "../locale/messages.ts";

/** The partial result shown while the questionnaire is open (`renderResult` with `isPartial`). */
export const WAITING_TEXT = "Waiting for the user to answer…";

export type AskUserToolResult = AgentToolResult<AskUserDetails>;

/**
 * The tool result for finished `details`: the model reads `content`, pi stores and renders `details`. `messages`:
 * pi's wording naming the keys the form had (`piMessages`), the default keys' by default.
 */
export function toolResult(
	details: AskUserDetails,
	detail?: string,
	messages: Messages = PI_MESSAGES,
): AskUserToolResult {
	return buildResult(details, detail, messages);
}

/** The text the model reads for `details`: the result's `content`, e.g. to send it as a user message instead. */
export function resultText(details: AskUserDetails, messages?: Messages): string {
	return toolResult(details, undefined, messages)
		.content.map((part) => (part.type === "text" ? part.text : ""))
		.join("");
}

/** `details` with the call's own title (a relayed form showed the subagent's name in its place). */
export function titled(details: AskUserDetails, title: string | undefined): AskUserDetails {
	const { title: _shown, ...rest } = details;
	return title === undefined ? rest : { title, ...rest };
}

/** A result that says why no answer was given; `detail` adds the specific cause (issues, questions, error). */
export function cancelledResult(reason: CancelReason, payload?: NormalizedPayload, detail?: string): AskUserToolResult {
	return toolResult(cancelledDetails(reason, payload), detail);
}
