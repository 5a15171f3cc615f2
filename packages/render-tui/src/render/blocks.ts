/** Building blocks the screen renderers share: model text turned into width-safe, height-capped lines. */
import { visibleWidth } from "@mariozechner/pi-tui";
import { ELLIPSIS, fitLine, widthOf, withWidth, wrap } from "../text/fit.ts";
import { sanitizeText } from "../text/sanitize.ts";
import type { Style } from "../theme.ts";

/** Below this many columns for the text, a hanging indent is dropped and the prefix wraps with the text. */
const MIN_HANGING_TEXT_WIDTH = 8;

/**
 * How many UTF-16 units of a text can matter for `maxLines` lines of `width` columns: wide and multi-unit
 * characters only make a line hold fewer units, so a generous multiple is enough, and a megabyte of text costs
 * no more than what fits on the screen.
 */
function sourceLimit(width: number, maxLines: number): number {
	return (Math.max(1, width) + 1) * Math.max(1, maxLines) * 4;
}

const unstyled: Style = (text) => text;

/**
 * `line` cut to `width` only when it is wider: widths are remembered (`widthOf`), so for a line that already fits
 * (every line, on a re-render) this costs a lookup instead of a walk over its graphemes.
 */
export function clampLine(line: string, width: number): string {
	return widthOf(line) <= width ? line : fitLine(line, width);
}

/**
 * Untrusted `text` sanitized, styled, wrapped to `width` and cut to `maxLines` lines, the last one ending in `…`
 * when something was left out. `lead` (trusted, styled) goes in front of the first line. Never empty.
 */
export function textBlock(text: string, width: number, maxLines: number, style = unstyled, lead = ""): string[] {
	const limit = sourceLimit(width, maxLines);
	const cut = text.length > limit;
	const clean = sanitizeText(cut ? text.slice(0, limit) : text);
	// Most labels and descriptions fit on one line: measured unstyled (cheap, cached), they skip the ANSI-aware
	// wrapping and re-measuring of the styled line, with the same result.
	const oneLine = !cut && width >= 1 && maxLines >= 1 && !clean.includes("\n");
	const used = oneLine ? widthOf(lead) + widthOf(clean) : Number.POSITIVE_INFINITY;
	if (used <= width) return [withWidth(`${lead}${style(clean)}`, used)];
	const lines = wrap(`${lead}${style(clean)}`, width);
	if (!cut && lines.length <= maxLines) return lines;
	const kept = lines.slice(0, Math.max(1, maxLines));
	const last = kept.length - 1;
	kept[last] = withEllipsis(kept[last] ?? "", width);
	return kept;
}

/** `line` ending in `…`, cut to make room when needed. */
function withEllipsis(line: string, width: number): string {
	if (line.endsWith(ELLIPSIS)) return line;
	return visibleWidth(line) + 1 <= width ? `${line}${ELLIPSIS}` : fitLine(`${line}${ELLIPSIS}${ELLIPSIS}`, width);
}

/**
 * `prefix` followed by untrusted `text`, wrapped with a hanging indent under the text's first column:
 * ```
 * › 1. ( ) A long label that
 *          wraps like this
 * ```
 * `prefix` is already styled and trusted; `style` colours the text line by line.
 */
export function hanging(prefix: string, text: string, width: number, style: Style, maxLines: number): string[] {
	const indent = widthOf(prefix);
	const textWidth = width - indent;
	if (textWidth < MIN_HANGING_TEXT_WIDTH) return textBlock(text, width, maxLines, style, prefix);
	const pad = " ".repeat(indent);
	return textBlock(text, textWidth, maxLines, style).map((line, index) =>
		withWidth(`${index === 0 ? prefix : pad}${line}`, indent + widthOf(line)),
	);
}
