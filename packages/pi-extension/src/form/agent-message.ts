/**
 * The agent's last message, for the form's "what the agent said" reader: the text of the last assistant message on
 * the session branch that has any (the one holding the `ask_user` call, usually). Read field by field: a session
 * may hold messages of shapes this code does not expect. The text is untrusted; the form sanitizes and bounds it.
 */

import { isFields } from "@ask-user/core/contract";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";

/** The text parts of an assistant message, joined by a blank line; "" for any other entry. */
function assistantText(entry: SessionEntry): string {
	const message: unknown = entry.type === "message" ? entry.message : undefined;
	if (!isFields(message) || message.role !== "assistant" || !Array.isArray(message.content)) return "";
	const texts: string[] = [];
	for (const part of message.content) {
		if (isFields(part) && part.type === "text" && typeof part.text === "string" && part.text.trim() !== "") {
			texts.push(part.text);
		}
	}
	return texts.join("\n\n");
}

/** The last assistant text on `branch` (pi's `sessionManager.getBranch()`), or undefined when the agent wrote none. */
export function lastAgentMessage(branch: readonly SessionEntry[]): string | undefined {
	for (let index = branch.length - 1; index >= 0; index--) {
		const entry = branch[index];
		const text = entry === undefined ? "" : assistantText(entry);
		if (text !== "") return text;
	}
	return undefined;
}
