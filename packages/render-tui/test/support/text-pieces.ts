/** Pieces of text that are hard to measure or to wrap, for property tests to join at random. */

/** None of these joins into one grapheme cluster with the character before it. */
export const SEPARATE_PIECES: readonly string[] = [
	"a",
	"word",
	" ",
	"   ",
	"\n",
	"中",
	"\u3000",
	"👨‍👩‍👧‍👦",
	"👍🏽",
	"🇺🇸",
	"e\u0301",
	"\u200b",
	"\u00ad",
	"\u0600",
	"\u1100\u1161",
];

/** These join into one cluster with the character before them (a space of a lead, say). */
export const JOINING_PIECES: readonly string[] = ["🏽", "\u0301", "\u200d", "\uff9e", "\u0e33", "\u1161"];

/** Escape sequences that take no columns: colours, an underline, a reset, an OSC 8 hyperlink. */
export const STYLE_PIECES: readonly string[] = [
	"\x1b[31m",
	"\x1b[4m",
	"\x1b[0m",
	"\x1b]8;;https://x.example\x07",
	"\x1b]8;;\x07",
];
