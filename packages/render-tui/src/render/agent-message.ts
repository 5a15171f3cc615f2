/**
 * What the agent said: its last message (from the host), read in the full-text reader's place and scrolled as it
 * is. It is rendered as Markdown, as pi shows the agent's messages (pi-tui's `Markdown`, through the previews'
 * `MarkdownCache`: sanitized before parsing, links showing their targets, every line fitted to the width). Untrusted
 * and of any size: only its last `MAX_MESSAGE_UNITS` are shown (the questions usually close a message), from a line's
 * start, with a line saying how much comes before.
 */
import { textBlock } from "./blocks.ts";
import { lineCacheFor } from "./line-cache.ts";
import type { MarkdownCache } from "./markdown-cache.ts";
import { moreLine } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type LineScroll, scrollLines } from "./scroll.ts";

/** The most UTF-16 units of the message shown: its end. */
const MAX_MESSAGE_UNITS = 20_000;
/** The key of the message's lines in the Markdown cache (the previews' keys are `question:row`). */
const MARKDOWN_KEY = "agent";

/** The message as the reader keeps it: its end when it is longer than `MAX_MESSAGE_UNITS`, and what was left out. */
export interface AgentMessage {
	readonly text: string;
	readonly leftOut: number;
}

export function agentMessage(message: string): AgentMessage {
	if (message.length <= MAX_MESSAGE_UNITS) return { text: message, leftOut: 0 };
	// The end, from the first line that starts within it: a line cut in the middle could open Markdown it never closes.
	const cut = message.length - MAX_MESSAGE_UNITS;
	const lineStart = message.indexOf("\n", cut);
	const leftOut = lineStart === -1 || lineStart - cut > MAX_MESSAGE_UNITS / 2 ? cut : lineStart + 1;
	return { text: message.slice(leftOut), leftOut };
}

/** The message within the context's box, scrolled by `scroll` (clamped in place), its Markdown from `markdown`. */
export function renderAgentMessage(
	context: RenderContext,
	message: AgentMessage,
	scroll: LineScroll,
	markdown: MarkdownCache,
): string[] {
	const { theme, messages, width, height } = context;
	// Code is highlighted down to the last line this scroll can show, as in a preview.
	const body = markdown.lines(MARKDOWN_KEY, message.text, width, scroll.offset + height);
	const lines = lineCacheFor(theme).lines(`agent:${width}`, [message, messages, body], () => {
		const before = messages.agentMessageLeftOut(messages.count(message.leftOut));
		return [
			...textBlock(messages.agentMessageHeading, width, 1, theme.bold),
			...(message.leftOut === 0 ? [] : textBlock(before, width, 2, theme.muted)),
			"",
			...body,
		];
	});
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(context, side, hidden));
}
