/** Printable ASCII only (U+0020–U+007E), the text most models write: nothing in it needs sanitizing. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Whether `text` is printable ASCII: sanitized as it is, lower-cased by ASCII's rules alone, and as wide as it is
 * long (one column per character).
 */
export function isPrintableAscii(text: string): boolean {
	return PRINTABLE_ASCII.test(text);
}
