import { sanitizeLine } from "@ask-user/render-tui/text";
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
	if (text.length <= MAX_TEXT_UNITS) return text;
	const last = text.charCodeAt(MAX_TEXT_UNITS - 1);
	const end = last >= 0xd800 && last <= 0xdbff ? MAX_TEXT_UNITS - 1 : MAX_TEXT_UNITS;
	return `${text.slice(0, end)}…`;
}

/** Model text as one safe line, or undefined when missing, not a string, or blank (e.g. still streaming). */
export function displayText(value: unknown): string | undefined {
	const text = typeof value === "string" ? sanitizeLine(capText(value)).trim() : "";
	return text === "" ? undefined : text;
}

/** Free text the person typed, as one safe quoted line. */
export function quoted(text: string): string {
	return `"${sanitizeLine(capText(text))}"`;
}
