/**
 * A child pi's end of the subagent relay: where there is no UI and the environment names a relay, `ask_user` is
 * sent there and the parent's result becomes this call's result. The run's abort closes the connection (the parent
 * closes the form); the parent going away gives a cancelled result at once.
 */
import { connect } from "node:net";
import type { NormalizedPayload } from "@ask-user/core/contract";
import { type AskUserToolResult, cancelledResult } from "../tool/result.ts";
import { parseResponse, RELAY_ENV, RELAY_SECRET_ENV, type RelayRequest, readFirstLine } from "./relay-protocol.ts";

/** Who asks through the relay: the subagent's task or name, and its working directory. */
export interface RelayAsker {
	readonly label: string;
	readonly cwd: string;
}

/** Said when the parent pi closed before it answered. */
export const RELAY_CLOSED = "The parent pi that showed this question closed before it was answered.";

/** The relay named in `env`, or undefined. */
export function relayIn(env: NodeJS.ProcessEnv): { readonly path: string; readonly secret: string } | undefined {
	const path = env[RELAY_ENV]?.trim();
	const secret = env[RELAY_SECRET_ENV];
	return path && secret ? { path, secret } : undefined;
}

/**
 * Asks through the relay in `env`: the parent's result, a cancelled result when the parent closed or `signal`
 * aborted, or undefined when no relay is named or it cannot be reached (then the call goes on without it).
 */
export function askThroughRelay(
	request: Omit<RelayRequest, "secret">,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	env: NodeJS.ProcessEnv = process.env,
): Promise<AskUserToolResult | undefined> {
	const relay = relayIn(env);
	if (relay === undefined) return Promise.resolve(undefined);
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
			socket.write(`${JSON.stringify({ ...request, secret: relay.secret })}\n`);
		});
		readFirstLine(socket, (line) => {
			const response = parseResponse(line);
			settle(response?.result ?? cancelledResult("error", payload, "The parent pi's answer could not be read."));
		});
		socket.on("error", () => {});
		socket.on("close", () => settle(connected ? cancelledResult("aborted", payload, RELAY_CLOSED) : undefined));
		if (signal?.aborted) abort();
		else signal?.addEventListener("abort", abort, { once: true });
	});
}
