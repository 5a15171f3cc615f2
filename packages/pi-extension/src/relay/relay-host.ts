/**
 * The subagent relay in this pi: a pi with a UI that no relay reaches yet opens one for the processes it starts
 * (its subagents) and shows their questions in its form, one at a time with its own; a pi inside a relay's reach
 * (a subagent, at any depth) leaves it to the top pi. A pi with no UI names itself to the relay by its task (its
 * first prompt) and working directory, and sends what its agent said last, for the form to show.
 */
import { cutText, cutTextStart, isFields } from "@ask-user/core/contract";
import type { ExtensionContext, SessionEntry } from "@mariozechner/pi-coding-agent";
import { lastAgentMessage } from "../form/agent-message.ts";
import type { RelayedEntryData } from "../stored-forms/stored-forms.ts";
import { type ExecuteOptions, executeAskUser } from "../tool/execute.ts";
import { MAX_RELAY_LABEL, type RelayAsker } from "./asker.ts";
import { relayIn } from "./relay-client.ts";
import { MAX_RELAY_AGENT_MESSAGE } from "./relay-protocol.ts";
import { type Relay, startRelay } from "./relay-server.ts";

/** The text of the first user message on `branch`: the subagent's task, as pi's subagent example sends it. */
function firstPrompt(branch: readonly SessionEntry[]): string {
	for (const entry of branch) {
		const message: unknown = entry.type === "message" ? entry.message : undefined;
		if (!isFields(message) || message.role !== "user") continue;
		const { content } = message;
		if (typeof content === "string") return content;
		if (!Array.isArray(content)) return "";
		return content.map((part) => (isFields(part) && typeof part.text === "string" ? part.text : "")).join(" ");
	}
	return "";
}

/** This pi as a subagent names itself to the relay, with its agent's last message (its end, when long). */
export function relayAsker(ctx: Pick<ExtensionContext, "cwd" | "sessionManager">): RelayAsker {
	const branch = ctx.sessionManager.getBranch();
	const label = firstPrompt(branch).replace(/\s+/g, " ").trim();
	const said = lastAgentMessage(branch);
	return {
		label: cutText(label, MAX_RELAY_LABEL),
		cwd: ctx.cwd,
		...(said === undefined ? {} : { agentMessage: cutTextStart(said, MAX_RELAY_AGENT_MESSAGE) }),
	};
}

export interface RelayHost {
	/** A session started: with a UI and no relay above, this pi relays its subagents' questions into `ctx`'s form. */
	start(ctx: ExtensionContext): void;
	/** The session ends: the relay closes, and the subagents still asking get a cancelled result. */
	stop(): void;
}

/**
 * `record` keeps each relayed call's arguments and who asked in this pi's session (`pi.appendEntry`), so `/ask-user`
 * lists and reopens its form as it does the agent's own, titled as it was.
 */
export function createRelayHost(
	{ turn: _parentsTurn, ...options }: ExecuteOptions,
	record: (data: RelayedEntryData) => void,
): RelayHost {
	// A subagent's question is not part of the parent's turn: a question turned down there does not decline it.
	let relay: Relay | undefined;
	return {
		start(ctx) {
			if (!ctx.hasUI || relay !== undefined || relayIn(process.env) !== undefined) return;
			relay = startRelay((request, signal) => {
				const { secret: _secret, toolCallId: childCallId, args, ...subagent } = request;
				const toolCallId = `relay-${childCallId}`;
				record({ toolCallId, args, asker: subagent });
				return executeAskUser(toolCallId, args, signal, undefined, ctx, { ...options, subagent });
			});
		},
		stop() {
			relay?.close();
			relay = undefined;
		},
	};
}
