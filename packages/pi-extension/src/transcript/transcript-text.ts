import { headUnits } from "@ask-user/core/contract";
import { sanitizeBlock, sanitizeLine, sanitizeText } from "@ask-user/render-tui/text";
import type { Theme } from "@mariozechner/pi-coding-agent";

/** The part of pi's `Theme` the transcript renderers use (tests pass an identity theme). */
export type TranscriptTheme = Pick<Theme, "fg" | "bold">;

/**
 * The most UTF-16 units of one text the transcript shows. pi-tui measures and wraps text by walking its graphemes
 * (`Intl.Segmenter`), which takes time that grows far faster than the text: a long title would freeze pi on every
 * render (docs/pi-platform.md). A transcript line never shows that much anyway.
 */
export const MAX_TEXT_UNITS = 2_000;

/**
 * `text` cut to `MAX_TEXT_UNITS`, ending in `…` when cut. Never between the halves of a surrogate pair: the cut may
 * come after sanitizing, and a lone half must not end up on a line.
 */
export function capText(text: string): string {
	return text.length <= MAX_TEXT_UNITS ? text : `${headUnits(text, MAX_TEXT_UNITS)}…`;
}

/**
 * `items` as `show` draws them, joined by `separator` and cut like `capText`: items are drawn only until the text
 * is longer than `MAX_TEXT_UNITS`, so a list of 100,000 costs what a line shows.
 */
export function capJoin<T>(items: readonly T[], show: (item: T) => string, separator: string): string {
	let text = "";
	for (const [i, item] of items.entries()) {
		if (text.length > MAX_TEXT_UNITS) break;
		text += (i === 0 ? "" : separator) + show(item);
	}
	return capText(text);
}

/** The most UTF-16 units of a block the person reads whole (an option's preview in an RPC dialog). */
export const MAX_BLOCK_UNITS = 100_000;

/**
 * Untrusted text as one safe line of at most `MAX_TEXT_UNITS` (plus `…`): cut before it is sanitized, so drawing a
 * huge string costs what is shown, not the whole string, every time.
 */
export function displayLine(text: string): string {
	return sanitizeLine(capText(text));
}

/** Untrusted text as safe lines (line breaks kept), cut to `MAX_BLOCK_UNITS` before it is sanitized. */
export function displayBlock(text: string): string {
	return sanitizeText(text.length > MAX_BLOCK_UNITS ? `${text.slice(0, MAX_BLOCK_UNITS)}\n…` : text);
}

/** Untrusted text as safe lines, each cut to `MAX_TEXT_UNITS` before it is sanitized. */
export function displayLines(text: string): string[] {
	return text.split("\n").flatMap((line) => sanitizeBlock(capText(line)));
}

/** Model text as one safe line, or undefined when missing, not a string, or blank (e.g. still streaming). */
export function displayText(value: unknown): string | undefined {
	const text = typeof value === "string" ? displayLine(value).trim() : "";
	return text === "" ? undefined : text;
}

/** Free text the person typed, as one safe quoted line. */
export function quoted(text: string): string {
	return `"${displayLine(text)}"`;
}
