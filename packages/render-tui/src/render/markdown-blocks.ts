/**
 * A preview cut into blocks that pi-tui's `Markdown` parses one at a time. Its parser and renderer take time that
 * grows faster than the text for some shapes (a paragraph of backticks, thousands of quoted lines, a long list:
 * seconds for 100 KB), so no single parse sees more than `MAX_BLOCK_LINES` lines. Blocks end at blank lines outside
 * code fences (where Markdown starts a new block anyway) and, inside a longer run of lines, every
 * `MAX_BLOCK_LINES` lines: a paragraph cut there still shows its lines one under the other, a list continues as a
 * second list. A fenced code block is never cut.
 */

import { fenceAfter } from "@ask-user/core/contract";

/** Lines of one block at most, outside code fences. */
export const MAX_BLOCK_LINES = 16;

export interface MarkdownBlock {
	readonly source: string;
	/** Blank lines separated this block from the previous one. */
	readonly afterBlank: boolean;
}

export function markdownBlocks(text: string): MarkdownBlock[] {
	const blocks: MarkdownBlock[] = [];
	let lines: string[] = [];
	let blank = false;
	let fence: string | undefined;
	const flush = () => {
		if (lines.length === 0) return;
		blocks.push({ source: lines.join("\n"), afterBlank: blank && blocks.length > 0 });
		lines = [];
		blank = false;
	};
	for (const line of text.split("\n")) {
		if (fence !== undefined) {
			lines.push(line);
			fence = fenceAfter(line, fence);
			continue;
		}
		if (line.trim() === "") {
			flush();
			blank = true;
			continue;
		}
		if (lines.length >= MAX_BLOCK_LINES) flush();
		fence = fenceAfter(line, undefined);
		lines.push(line);
	}
	flush();
	return blocks;
}
