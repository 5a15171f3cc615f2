/**
 * The subagent relay's wire: one line of JSON each way on a Unix socket. A child pi with no UI sends its `ask_user`
 * call (`RelayRequest`) with the relay's secret; the parent pi, which has the form, answers with the tool result
 * (`RelayResponse`) and closes. The socket and its secret reach child processes through the environment.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Socket } from "node:net";
import { cutText, cutTextStart, isFields } from "@ask-user/core/contract";
import type { AskUserToolResult } from "../tool/result.ts";
import { MAX_RELAY_DIRECTORY, MAX_RELAY_LABEL } from "./asker.ts";

/** The relay's socket path, set by the parent pi for the processes it starts. */
export { RELAY_ENV } from "../registration/no-ui.ts";
/** The relay's secret, set with `RELAY_ENV`. */
export const RELAY_SECRET_ENV = "ASK_USER_RELAY_SECRET";

/** The longest line either side reads (UTF-16 units); a longer one ends the connection. */
export const MAX_RELAY_LINE = 1_048_576;
/** The most of the subagent's last agent message a relayed form shows: a longer one keeps its end, marked with `…`. */
export const MAX_RELAY_AGENT_MESSAGE = 20_000;

/** What a child sends: who asks, and the `ask_user` arguments as its model wrote them (checked again by the parent). */
export interface RelayRequest {
	readonly secret: string;
	/** The child's task or name, as it knows it. */
	readonly label: string;
	readonly cwd: string;
	/** What the child's agent said last, for the form's "what the agent said"; none when it said nothing. */
	readonly agentMessage?: string;
	readonly toolCallId: string;
	readonly args: unknown;
}

/** What the parent sends back: the tool result the child returns as its own. */
export interface RelayResponse {
	readonly result: AskUserToolResult;
}

/** Whether `given` is `secret`, compared in constant time (over digests, so lengths do not show). */
export function sameSecret(given: string, secret: string): boolean {
	const digest = (text: string) => createHash("sha256").update(text).digest();
	return timingSafeEqual(digest(given), digest(secret));
}

/** `value` when it is a string, cut by `cut` to `max` (`MAX_RELAY_LABEL` by default); else empty. */
const text = (value: unknown, cut: (text: string, max: number) => string, max = MAX_RELAY_LABEL): string =>
	typeof value === "string" ? cut(value, max) : "";

/** `line` as a request, or undefined when it is not one. */
export function parseRequest(line: string): RelayRequest | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse(line);
	} catch {
		return undefined;
	}
	if (!isFields(parsed) || typeof parsed.secret !== "string") return undefined;
	// A message, like the form's reader, keeps its end: what the agent said just before asking.
	const agentMessage = text(parsed.agentMessage, cutTextStart, MAX_RELAY_AGENT_MESSAGE);
	return {
		secret: parsed.secret,
		label: text(parsed.label, cutText),
		// Whole, for the form's `@` to complete in it (cut where it shows); past any path's length, by its end.
		cwd: text(parsed.cwd, cutTextStart, MAX_RELAY_DIRECTORY),
		...(agentMessage.trim() === "" ? {} : { agentMessage }),
		toolCallId: text(parsed.toolCallId, cutText),
		args: parsed.args,
	};
}

/** `line` as a response, or undefined when it is not one. */
export function parseResponse(line: string): RelayResponse | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse(line);
	} catch {
		return undefined;
	}
	if (!isFields(parsed) || !isFields(parsed.result)) return undefined;
	const { content, details } = parsed.result;
	if (!Array.isArray(content) || !isFields(details)) return undefined;
	const texts = content.filter((part) => isFields(part) && part.type === "text" && typeof part.text === "string");
	if (texts.length !== content.length) return undefined;
	// The parent built it with `toolResult`: its fields are the contract's.
	return { result: parsed.result as unknown as AskUserToolResult };
}

/**
 * Calls `onLine` with the first line `socket` sends; ends the connection when more than `MAX_RELAY_LINE` arrives
 * without a newline, after calling `onTooLong`. Data after the first line is ignored.
 */
export function readFirstLine(socket: Socket, onLine: (line: string) => void, onTooLong?: () => void): void {
	let buffer = "";
	let done = false;
	socket.setEncoding("utf8");
	socket.on("data", (chunk: string) => {
		if (done) return;
		buffer += chunk;
		const end = buffer.indexOf("\n");
		if (end >= 0) {
			done = true;
			onLine(buffer.slice(0, end));
			buffer = "";
		} else if (buffer.length > MAX_RELAY_LINE) {
			done = true;
			buffer = "";
			onTooLong?.();
			socket.destroy();
		}
	});
}
