/**
 * Caps how deeply a preview nests before it is parsed as Markdown (the terminal's and the page's). pi-tui's
 * `Markdown` renders each blockquote level into a narrower width and, once the width runs out, doubles its output per
 * level (50 `>` markers: 37 s); about 60 levels of quotes or lists overflow the stack. The parser both use (marked)
 * also nests quotes of two or more levels one level deeper with every line that steps back out (`>>`, `>`, ``
 * repeated), so quotes are kept to one level; lists nest only as deep as a line's markers and indentation allow.
 */

/** Blockquote markers kept at the start of a line. */
const MAX_QUOTE_MARKERS = 1;

/** List markers (a bullet or an ordered item) kept at the start of a line. */
const MAX_LIST_MARKERS = 2;

/** Columns of indentation kept in a line's container prefix (after sanitizing, a tab is spaces already). */
export const MAX_INDENT_COLUMNS = 8;

/** A line's container prefix: spaces, `>` markers, bullets and ordered-list markers followed by a space. */
const PREFIX = /^(?:[ \t]+|>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))+/;
const PREFIX_PART = /[ \t]+|>|[-*+]|\d{1,9}[.)]/g;

/** A marker made literal text: `>` as `\>`, `-` as `\-`, `1.` as `1\.`. */
function escaped(marker: string): string {
	return `${marker.slice(0, -1)}\\${marker.slice(-1)}`;
}

function boundPrefix(prefix: string): string {
	let quotes = 0;
	let lists = 0;
	let columns = 0;
	let kept = "";
	for (const { 0: part, index } of prefix.matchAll(PREFIX_PART)) {
		if (part.startsWith(" ") || part.startsWith("\t")) {
			// A kept marker keeps the space that makes it one.
			const room = Math.max(/[^ \t]$/.test(kept) ? 1 : 0, MAX_INDENT_COLUMNS - columns);
			kept += part.slice(0, room);
			columns += Math.min(part.length, room);
		} else if (part === ">" ? quotes++ < MAX_QUOTE_MARKERS : lists++ < MAX_LIST_MARKERS) {
			kept += part;
		} else {
			// The rest of the line is text: this marker shows as typed instead of opening one more level.
			return kept + escaped(part) + prefix.slice(index + part.length);
		}
	}
	return kept;
}

/**
 * `text` with every line's container prefix bounded: at most `MAX_QUOTE_MARKERS` blockquote and `MAX_LIST_MARKERS`
 * list markers (a deeper marker and what follows it show as text) and `MAX_INDENT_COLUMNS` columns of indentation.
 * Lines within the caps are returned unchanged.
 */
export function boundMarkdownNesting(text: string): string {
	return text
		.split("\n")
		.map((line) => {
			const prefix = PREFIX.exec(line)?.[0];
			if (prefix === undefined) return line;
			const bounded = boundPrefix(prefix);
			return bounded === prefix ? line : bounded + line.slice(prefix.length);
		})
		.join("\n");
}
