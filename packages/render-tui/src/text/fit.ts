/**
 * Width-safe line helpers. pi-tui throws (and pi dies) when a re-rendered line is wider than the terminal, so every
 * line this package renders goes through one of these. Widths are terminal columns as pi-tui's `visibleWidth`
 * counts them: ANSI codes 0, CJK and emoji 2, a tab 3.
 */

import { sanitizeLine } from "@ask-user/core/contract";
import { truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { isPrintableAscii } from "./printable-ascii.ts";

/** Marks text cut off by `fitLine`, and a character too wide for its line. */
export const ELLIPSIS = "…";

/**
 * Widths of the lines measured most recently, in two generations of at most `size` lines: when the newer one is
 * full it becomes the older one, and the older one is let go; a line found in the older one moves to the newer.
 * Dropping the oldest line one at a time instead walked past every line deleted before it on each drop.
 */
class WidthMemo {
	private newer = new Map<string, number>();
	private older = new Map<string, number>();

	constructor(private readonly size: number) {}

	get(line: string): number | undefined {
		const known = this.newer.get(line);
		if (known !== undefined) return known;
		const old = this.older.get(line);
		if (old !== undefined) this.set(line, old);
		return old;
	}

	set(line: string, width: number): void {
		if (this.newer.size >= this.size) {
			this.older = this.newer;
			this.newer = new Map();
		}
		this.newer.set(line, width);
	}
}

/** Recently measured lines `widthOf` remembers, up to twice 512: a few screens' worth. */
const widths = new WidthMemo(512);

/**
 * `visibleWidth(line)`, remembered for the lines measured most recently. pi-tui caches widths too, but its cache
 * holds 512 strings and its own render pass fills it with every changed line (with a reset code appended), so a
 * line drawn again on the next frame (a row that moved when a list scrolled) would be walked again, escape codes
 * and graphemes. The same line object is hashed once, so a hit costs a lookup.
 */
export function widthOf(line: string): number {
	const known = widths.get(line);
	if (known !== undefined) return known;
	const width = measure(line);
	widths.set(line, width);
	return width;
}

/** A colour or text-style code (SGR): `ESC [`, digits and semicolons, `m`. */
const STYLE_CODES = /\x1b\[[0-9;]*m/g;

/** `text` without its colour and text-style codes: a styled lead's plain text. */
export function plainText(text: string): string {
	return text.includes("\x1b") ? text.replace(STYLE_CODES, "") : text;
}

/**
 * `visibleWidth(line)`, with a shortcut for the most common styled line: printable ASCII between colour codes is
 * one column per character. pi-tui would strip the codes one character at a time and walk the rest grapheme by
 * grapheme; any other line (wide or combining characters, other escape sequences, tabs) still goes to it.
 */
function measure(line: string): number {
	if (line.includes("\x1b")) {
		const plain = line.replace(STYLE_CODES, "");
		if (isPrintableAscii(plain)) return plain.length;
	}
	return visibleWidth(line);
}

/**
 * `line`, with `width` remembered as its width, for a line joined from parts already measured: measuring it later
 * (`widthOf`, `fitLine`) is then a lookup instead of a walk over its escape codes and graphemes. Styles add no
 * columns, so the width of the parts' sum is exact where they meet at a grapheme boundary (every lead joined here
 * ends in a space), and never narrower than the joined line otherwise: characters that join into one cluster
 * count as one.
 */
export function withWidth(line: string, width: number): string {
	widths.set(line, width);
	return line;
}

/**
 * `line` cut to at most `width` columns, ending in `…` when cut; `""` when `width` is below 1. A line that fits is
 * returned as it is after a width lookup (`widthOf`); `truncateToWidth` would walk it every time.
 */
export function fitLine(line: string, width: number): string {
	if (width < 1) return "";
	if (widthOf(line) <= width) return line;
	const cut = truncateToWidth(line, width, ELLIPSIS);
	return widthOf(cut) <= width ? cut : fitPlain(line, width);
}

/**
 * `line` without its escape codes, cut until it fits. For the lines `truncateToWidth` leaves too wide: it measures
 * the text between two escape codes on its own, while `visibleWidth` (what pi-tui checks) joins it across them, so
 * a code between a prefix character (U+0600) and a mark makes them one wider cluster that the cut does not see.
 */
function fitPlain(line: string, width: number): string {
	const plain = sanitizeLine(line);
	for (let room = width; room >= 1; room--) {
		const cut = truncateToWidth(plain, room, ELLIPSIS);
		if (visibleWidth(cut) <= width) return cut;
	}
	return "";
}

/** `line` cut or padded with spaces to exactly `width` columns (`""` when `width` is below 1). */
export function padRight(line: string, width: number): string {
	const fitted = fitLine(line, width);
	return `${fitted}${" ".repeat(Math.max(0, width - widthOf(fitted)))}`;
}

/**
 * `text` word-wrapped into lines of at most `width` columns; `\n` starts a new line, ANSI styles carry over.
 * Words longer than a line are broken. pi-tui's `wrapTextWithAnsi` puts a character wider than the whole line
 * (a CJK character or emoji at width 1, a cluster of stacked halfwidth marks) on a line of its own that is too
 * wide; such a line is cut to `…` here. Always at least one line; `[""]` when `width` is below 1.
 */
export function wrap(text: string, width: number): string[] {
	if (width < 1) return [""];
	return wrapTextWithAnsi(text, width).map((line) => fitLine(line, width));
}
