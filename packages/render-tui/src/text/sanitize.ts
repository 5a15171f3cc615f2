/**
 * Neutralizes untrusted (model-written) text before it reaches the terminal.
 *
 * One global regex finds everything a terminal would act on instead of print: escape sequences in their 7-bit
 * (`ESC [`, `ESC ]`, …) and 8-bit (C1) forms with their payloads, every other C0/C1 control and DEL, bidi
 * embedding/override/isolate controls (Trojan Source), and lone surrogates. Line breaks of every kind become
 * `\n` and tabs become spaces, so the result is plain printable text whose width pi-tui can measure.
 * Everything else (CJK, emoji ZWJ sequences, skin-tone modifiers, combining marks, RTL letters) passes untouched.
 */

/** Spaces per tab: pi renders a tab as three columns (`visibleWidth`, `Text`, `Markdown`). */
export const TAB_WIDTH = 3;

const TAB_SPACES = " ".repeat(TAB_WIDTH);

// Alternatives, in order (the `u` flag makes `\p{Surrogate}` match only unpaired halves):
// 1. CSI, 7-bit `ESC [` or 8-bit U+009B: parameter/intermediate bytes, then an optional final byte.
// 2. Control strings — OSC, DCS, SOS, PM, APC in 7-bit (`ESC ] P X ^ _`) or 8-bit form — with their payload up
//    to BEL or ST (`ESC \` or U+009C). An unterminated payload ends at the next ESC (matched on its own) or line
//    break, so a broken sequence cannot swallow the rest of the text.
// 3. Any other escape sequence (`ESC c`, `ESC 7`, `ESC ( B`, …), or a lone ESC.
// 4. Line breaks: CRLF, CR, LF, VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
// 5. Tab.
// 6. Every remaining C0 control, DEL, C1 control, and the bidi controls U+202A–U+202E and U+2066–U+2069.
// 7. Lone surrogates (not valid text; a terminal would show U+FFFD).
const UNSAFE =
	/(?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\r\n]*(?:\x07|\x1b\\|\x9c)?|\x1b[\x20-\x2f]*[\x30-\x7e]?|(\r\n?|[\n\v\f\x85\u2028\u2029])|(\t)|[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/gu;

/** A replacer for `UNSAFE`: line breaks become `lineBreak`, tabs become spaces, everything else disappears. */
function replacerFor(lineBreak: string): (match: string, isLineBreak?: string, isTab?: string) => string {
	return (_match, isLineBreak, isTab) => {
		if (isLineBreak !== undefined) return lineBreak;
		if (isTab !== undefined) return TAB_SPACES;
		return "";
	};
}

const keepLineBreaks = replacerFor("\n");
const lineBreaksToSpaces = replacerFor(" ");

/** Removes every control character and escape sequence; line breaks become `\n`, tabs become spaces. */
export function sanitizeText(text: string): string {
	return text.replace(UNSAFE, keepLineBreaks);
}

/** Like `sanitizeText`, for a single line: line breaks become spaces. */
export function sanitizeLine(text: string): string {
	return text.replace(UNSAFE, lineBreaksToSpaces);
}

/** Like `sanitizeText`, split into lines (always at least one). */
export function sanitizeBlock(text: string): string[] {
	return sanitizeText(text).split("\n");
}
