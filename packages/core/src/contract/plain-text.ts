/**
 * Text that reading keeps exactly as written: printable ASCII and C1 controls below U+00A0, starting and ending
 * past the space, so not blank, with no edge to trim (`trim()` removes only characters up to U+0020 and from U+00A0
 * on) and no invisible character to remove (`invisible.ts`: from U+00AD on). One test instead of a trim and an
 * invisible-character test: most text a model writes is such text, and `validate` reads up to 250,000 texts before
 * a form's first frame. A regular expression scans a text faster than a loop over its character codes.
 */
const PLAIN_TEXT = /^[!-\x9f](?:[\0-\x9f]*[!-\x9f])?$/;

/** Whether `text` is a string that reading keeps as it is (above); false says nothing, the text is read in full. */
export function isPlainText(text: unknown): text is string {
	return typeof text === "string" && PLAIN_TEXT.test(text);
}
