import { fenceAfter } from "./markdown-fences.ts";

/**
 * Finds a preview's paragraphs whose emphasis delimiters (`*`, `_`) would take Markdown's parser too long. marked (the
 * parser of pi-tui's `Markdown` and of the page) looks for each delimiter's closer through the rest of its paragraph,
 * so a paragraph of unmatched delimiters costs the square of its length: `*_a` repeated to 21,000 characters took 2 s
 * to show in the terminal and 8 s on the page, on the host's event loop; escaping the delimiters past a cap still
 * left 156 ms. Such text is shown as written instead of parsed (the terminal: that block; the page: the preview).
 */

/**
 * Emphasis delimiters a paragraph may hold and still be parsed as Markdown: prose with emphasis uses a few dozen,
 * and a paragraph at the cap lays out in a few milliseconds.
 */
export const MAX_EMPHASIS_DELIMITERS = 256;

/** The delimiters of `line` outside its code spans and escapes. */
function lineDelimiters(line: string): number {
	let count = 0;
	let index = 0;
	while (index < line.length) {
		const character = line[index];
		if (character === "`") {
			// A code span: from this run of backticks to the next run of the same length.
			let run = index;
			while (line[run] === "`") run++;
			const close = line.indexOf(line.slice(index, run), run);
			index = close < 0 ? run : close + (run - index);
		} else {
			if (character === "*" || character === "_") count++;
			index += character === "\\" ? 2 : 1;
		}
	}
	return count;
}

/** How many `*` and `_` `text` holds at all: most previews hold too few to need a look at their paragraphs. */
function allDelimiters(text: string): number {
	let count = 0;
	for (let index = 0; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code === 0x2a || code === 0x5f) count++;
	}
	return count;
}

/**
 * Whether a paragraph of `text` (lines between blank lines, outside fenced code) holds more than
 * `MAX_EMPHASIS_DELIMITERS` delimiters outside its code spans.
 */
export function hasHeavyEmphasis(text: string): boolean {
	if (allDelimiters(text) <= MAX_EMPHASIS_DELIMITERS) return false;
	let fence: string | undefined;
	let count = 0;
	for (const line of text.split("\n")) {
		const before = fence;
		fence = fenceAfter(line, fence);
		// A fence's own lines and the code between them.
		if (before !== undefined || fence !== undefined) continue;
		if (line.trim() === "") {
			count = 0;
		} else {
			count += lineDelimiters(line);
			if (count > MAX_EMPHASIS_DELIMITERS) return true;
		}
	}
	return false;
}
