/** Printable ASCII only (U+0020–U+007E), the text most models write: nothing in it needs sanitizing. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Whether `text` is printable ASCII: sanitized as it is, and lower-cased by ASCII's rules alone. */
export function isPlainText(text: string): boolean {
	return PRINTABLE_ASCII.test(text);
}
