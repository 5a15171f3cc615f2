/**
 * A child pi's end of the subagent relay: where there is no UI and the environment names a relay, `ask_user` is
 * sent there and the parent's result becomes this call's result. The run's abort closes the connection (the parent
 * closes the form); the parent going away gives a cancelled result at once, and so does a question too large for
 * the relay's line, which is never sent.
 */
import { connect } from "node:net";
import { cancelledDetails, defineMessages, type NormalizedPayload } from "@ask-user/core/contract";
import { PI_MESSAGES } from "../locale/messages.ts";
import { type AskUserToolResult, cancelledResult, toolResult } from "../tool/result.ts";
import {
	MAX_RELAY_LINE,
	parseResponse,
	RELAY_ENV,
	RELAY_SECRET_ENV,
	type RelayRequest,
	readFirstLine,
} from "./relay-protocol.ts";

/** Said when the parent pi closed before it answered. */
export const RELAY_CLOSED = "The parent pi that showed this question closed before it was answered.";

/**
 * The parent pi closed: `cancelReason` stays `aborted` (the form was closed without the person), and the first line
 * says what closed it, in place of the run's abort (this run was not aborted).
 */
function parentClosedResult(payload: NormalizedPayload): AskUserToolResult {
	const messages = defineMessages({ cancelled: { aborted: RELAY_CLOSED } }, PI_MESSAGES);
	return toolResult(cancelledDetails("aborted", payload), undefined, messages);
}

/** Why a request of `length` UTF-16 units is not sent: the parent reads no longer line. */
const tooLarge = (length: number) =>
	`The question is too large to relay to the parent pi: its request is ${length} characters, over the relay's limit of ${MAX_RELAY_LINE}. Ask it with shorter text.`;

/** Said where a relay is named but no pi listens there (a stale name): why no form opened. */
export const relayUnreached = (path: string) =>
	`The parent pi's relay named in ${RELAY_ENV} (${JSON.stringify(path)}) could not be reached: no pi listens there to show the form.`;

/** The relay named in `env`, or undefined. */
export function relayIn(env: NodeJS.ProcessEnv): { readonly path: string; readonly secret: string } | undefined {
	const path = env[RELAY_ENV]?.trim();
	const secret = env[RELAY_SECRET_ENV];
	return path && secret ? { path, secret } : undefined;
}

/**
 * Asks through the relay in `env`: the parent's result, a cancelled result when the parent closed, `signal` aborted
 * or the question is too large to send, or undefined when no relay is named or it cannot be reached (then the call
 * goes on without it).
 */
export function askThroughRelay(
	request: Omit<RelayRequest, "secret">,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	env: NodeJS.ProcessEnv = process.env,
): Promise<AskUserToolResult | undefined> {
	const relay = relayIn(env);
	if (relay === undefined) return Promise.resolve(undefined);
	const { agentMessage, ...question } = request;
	const full = JSON.stringify({ ...request, secret: relay.secret });
	// The question goes without the agent's message rather than not at all.
	const line = full.length <= MAX_RELAY_LINE ? full : JSON.stringify({ ...question, secret: relay.secret });
	return new Promise((resolve) => {
		let connected = false;
		let settled = false;
		const settle = (result: AskUserToolResult | undefined) => {
			if (settled) return;
			settled = true;
			signal?.removeEventListener("abort", abort);
			socket.destroy();
			resolve(result);
		};
		const abort = () => settle(cancelledResult("aborted", payload));
		const socket = connect(relay.path, () => {
			connected = true;
			// The parent would end the connection unread: the child is told why, and the parent sees nothing.
			if (line.length > MAX_RELAY_LINE) settle(cancelledResult("error", payload, tooLarge(line.length)));
			else socket.write(`${line}\n`);
		});
		const unread = (why: string) =>
			cancelledResult("error", payload, `The parent pi's answer could not be read${why}.`);
		readFirstLine(
			socket,
			(answer) => settle(parseResponse(answer)?.result ?? unread("")),
			() => settle(unread(`: it is longer than ${MAX_RELAY_LINE} characters`)),
		);
		socket.on("error", () => {});
		socket.on("close", () => settle(connected ? parentClosedResult(payload) : undefined));
		if (signal?.aborted) abort();
		else signal?.addEventListener("abort", abort, { once: true });
	});
}
