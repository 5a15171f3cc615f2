/**
 * Width-safe line helpers. pi-tui throws (and pi dies) when a re-rendered line is wider than the terminal, so every
 * line this package renders goes through one of these. Widths are terminal columns as pi-tui's `visibleWidth`
 * counts them: ANSI codes 0, CJK and emoji 2, a tab 3.
 */
import { truncateToWidth, visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";

/** Marks text cut off by `fitLine`, and a character too wide for its line. */
export const ELLIPSIS = "…";

/**
 * `line` cut to at most `width` columns, ending in `…` when cut; `""` when `width` is below 1. A line that fits is
 * returned as it is after a width lookup: pi-tui caches `visibleWidth` by content, so re-rendering an unchanged
 * line does not walk its graphemes and escape codes again (`truncateToWidth` always does).
 */
export function fitLine(line: string, width: number): string {
	if (width < 1) return "";
	return visibleWidth(line) <= width ? line : truncateToWidth(line, width, ELLIPSIS);
}

/** `line` cut or padded with spaces to exactly `width` columns (`""` when `width` is below 1). */
export function padRight(line: string, width: number): string {
	if (width < 1) return "";
	const used = visibleWidth(line);
	return used <= width ? `${line}${" ".repeat(width - used)}` : truncateToWidth(line, width, ELLIPSIS, true);
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
