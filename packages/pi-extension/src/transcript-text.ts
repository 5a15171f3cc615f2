import { sanitizeLine } from "@ask-user/render-tui";
import type { Theme } from "@mariozechner/pi-coding-agent";

/** The part of pi's `Theme` the transcript renderers use (tests pass an identity theme). */
export type TranscriptTheme = Pick<Theme, "fg" | "bold">;

/** Model text as one safe line, or undefined when missing, not a string, or blank (e.g. still streaming). */
export function displayText(value: unknown): string | undefined {
	const text = typeof value === "string" ? sanitizeLine(value).trim() : "";
	return text === "" ? undefined : text;
}

/** Free text the person typed, as one safe quoted line. */
export function quoted(text: string): string {
	return `"${sanitizeLine(text)}"`;
}
