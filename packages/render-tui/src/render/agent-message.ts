/**
 * What the agent said: its last message (from the host), read in the full-text reader's place and scrolled as it
 * is. Untrusted and of any size: sanitized and wrapped to the width by `textBlock`, and only its last
 * `MAX_MESSAGE_UNITS` shown (the questions usually close a message), with a line saying how much comes before.
 */
import { textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import { moreLine } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type LineScroll, scrollLines } from "./scroll.ts";

/** The most UTF-16 units of the message shown: its end. */
const MAX_MESSAGE_UNITS = 20_000;
/** The shown part wraps to at most this many lines (a bound on a message of narrow lines). */
const MESSAGE_LINES = 2_000;

/** The message as the reader keeps it: its end when it is longer than `MAX_MESSAGE_UNITS`, and what was left out. */
export interface AgentMessage {
	readonly text: string;
	readonly leftOut: number;
}

export function agentMessage(message: string): AgentMessage {
	const leftOut = Math.max(0, message.length - MAX_MESSAGE_UNITS);
	return { text: leftOut === 0 ? message : message.slice(leftOut), leftOut };
}

function messageLines({ theme, messages, width }: RenderContext, message: AgentMessage): string[] {
	const { text, leftOut } = message;
	const before = messages.agentMessageLeftOut(leftOut.toLocaleString("en-US"));
	return [
		...textBlock(messages.agentMessageHeading, width, 1, theme.bold),
		...(leftOut === 0 ? [] : textBlock(before, width, 2, theme.muted)),
		"",
		...textBlock(text, width, MESSAGE_LINES, theme.text),
	];
}

/** The message within the context's box, scrolled by `scroll` (clamped in place). */
export function renderAgentMessage(context: RenderContext, message: AgentMessage, scroll: LineScroll): string[] {
	const { theme, width, height } = context;
	const inputs = [message, context.messages];
	const lines = lineCacheFor(theme).lines(`agent:${width}`, inputs, () => messageLines(context, message));
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(context, side, hidden));
}
