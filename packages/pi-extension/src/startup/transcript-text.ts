import { sanitizeLine } from "@ask-user/render-tui/text";
import type { Theme } from "@mariozechner/pi-coding-agent";

/** The part of pi's `Theme` the transcript renderers use (tests pass an identity theme). */
export type TranscriptTheme = Pick<Theme, "fg" | "bold">;

/**
 * The most UTF-16 units of one text the transcript shows. pi-tui measures and wraps text by walking its graphemes
 * (`Intl.Segmenter`), which takes time that grows far faster than the text: a long title would freeze pi on every
 * render (docs/pi-platform.md). A transcript line never shows that much anyway.
 */
const MAX_TEXT_UNITS = 2_000;

/** `text` cut to `MAX_TEXT_UNITS`, ending in `…` when cut. A split surrogate pair is removed by the sanitizer. */
export function capText(text: string): string {
	return text.length > MAX_TEXT_UNITS ? `${text.slice(0, MAX_TEXT_UNITS)}…` : text;
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
