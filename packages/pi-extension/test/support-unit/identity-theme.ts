import type { TranscriptTheme } from "../../src/transcript/transcript-text.ts";

/** Styles nothing, so renders can be asserted as plain text. */
export const identityTheme: TranscriptTheme = {
	fg: (_color, text) => text,
	bold: (text) => text,
};
