/**
 * Neutralizes untrusted (model-written) text before it reaches a person: every renderer's one sanitizer (the terminal
 * of render-tui and pi's dialogs, the web page of render-web, which escapes the result for HTML as well).
 *
 * One global regex finds everything a terminal would act on instead of print: escape sequences in their 7-bit
 * (`ESC [`, `ESC ]`, …) and 8-bit (C1) forms with their payloads, every other C0/C1 control and DEL, bidi
 * embedding/override/isolate controls (Trojan Source), lone surrogates, and the invisible characters core's
 * `stripInvisible` removes (tag characters, zero-width space, BOM, …; subdivision flags stay whole). Line breaks of
 * every kind become `\n` and tabs become spaces, so the result is plain printable text whose width pi-tui can
 * measure. Everything else (CJK, emoji ZWJ sequences, skin-tone modifiers, combining marks, RTL letters) passes
 * untouched.
 */

import { INVISIBLE_CHARACTER_CLASS, SUBDIVISION_FLAG } from "./invisible.ts";

/** Spaces per tab: pi renders a tab as three columns (`visibleWidth`, `Text`, `Markdown`). */
export const TAB_WIDTH = 3;

const TAB_SPACES = " ".repeat(TAB_WIDTH);

// One match is either a subdivision flag (group 1, kept), a run of things to remove, a line break (group 2) or a tab
// (group 3). Things to remove:
// - CSI, 7-bit `ESC [` or 8-bit U+009B: parameter and intermediate bytes, then an optional final byte;
// - control strings (OSC, DCS, SOS, PM, APC as `ESC ] P X ^ _` or U+009D/0090/0098/009E/009F) with their payload
//   up to BEL or ST (`ESC \` or U+009C). An unterminated payload ends at the next ESC (matched on its own) or line
//   break, so a broken sequence cannot swallow the rest of the text;
// - any other escape sequence (`ESC c`, `ESC 7`, `ESC ( B`, …), or a lone ESC;
// - every other C0 control, DEL, every other C1 control, the bidi controls U+202A–U+202E and U+2066–U+2069;
// - lone surrogates (the `u` flag makes `\p{Surrogate}` match only unpaired halves);
// - the invisible characters of `INVISIBLE_CHARACTER_CLASS` (core), outside a subdivision flag.
// Line breaks are CRLF, CR, LF, VT, FF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR. Matching runs, not single
// characters, keeps a flood of junk to one replacement; nothing after a repetition can fail, so the engine never
// backtracks and the pass is O(n).
const UNSAFE = new RegExp(
	String.raw`(${SUBDIVISION_FLAG})|(?:(?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\r\n]*(?:\x07|\x1b\\|\x9c)?|\x1b[\x20-\x2f]*[\x30-\x7e]?|[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\u202a-\u202e\u2066-\u2069]|\p{Surrogate}|${INVISIBLE_CHARACTER_CLASS})+|(\r\n?|[\n\v\f\x85\u2028\u2029])|(\t)`,
	"gu",
);

/**
 * A replacer for `UNSAFE`: flags stay, line breaks become `lineBreak`, tabs become spaces, everything else
 * disappears.
 */
function replacerFor(
	lineBreak: string,
): (match: string, flag?: string, isLineBreak?: string, isTab?: string) => string {
	return (_match, flag, isLineBreak, isTab) => {
		if (flag !== undefined) return flag;
		if (isLineBreak !== undefined) return lineBreak;
		if (isTab !== undefined) return TAB_SPACES;
		return "";
	};
}

/**
 * Printable ASCII, which holds nothing `UNSAFE` matches: most text, tested several times faster than `UNSAFE`'s
 * pass finds nothing in it (the filter reads 300,000 labels, descriptions and values of a 100,000-option list).
 */
const PLAIN = /^[\x20-\x7e]*$/;

const keepLineBreaks = replacerFor("\n");
const lineBreaksToSpaces = replacerFor(" ");

/** Removes every control character and escape sequence; line breaks become `\n`, tabs become spaces. */
export function sanitizeText(text: string): string {
	return PLAIN.test(text) ? text : text.replace(UNSAFE, keepLineBreaks);
}

/** Like `sanitizeText`, for a single line: line breaks become spaces. */
export function sanitizeLine(text: string): string {
	return PLAIN.test(text) ? text : text.replace(UNSAFE, lineBreaksToSpaces);
}

/** Like `sanitizeText`, split into lines (always at least one). */
export function sanitizeBlock(text: string): string[] {
	return sanitizeText(text).split("\n");
}
