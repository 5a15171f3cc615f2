/**
 * The web page's address in the form: a line saying what it is, then the URL whole, on one row where it fits, else
 * cut right before its token so that the token is whole on a row of its own (a row copied alone is never a token cut
 * in two); or why the form could not be served.
 */
import type { Messages } from "@ask-user/core";
import { widthOf } from "../text/fit.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import type { AskTheme } from "../theme.ts";
import { textBlock } from "./blocks.ts";

/** Lines for the words around the address at most: the address itself is never cut. */
const WORDS_LINES = 3;
/** The longest reason shown, in lines. */
const REASON_LINES = 3;

/** `text` in rows of at most `width` columns, no character left out. */
function rowsOf(text: string, width: number): string[] {
	const rows: string[] = [];
	let row = "";
	let used = 0;
	for (const character of text) {
		const columns = widthOf(character);
		if (row !== "" && used + columns > width) {
			rows.push(row);
			row = "";
			used = 0;
		}
		row += character;
		used += columns;
	}
	return row === "" ? rows : [...rows, row];
}

/** Where the address is cut when it is wider than the pane: right before its token. */
const TOKEN_AT = "?token=";

/** The address's rows: whole where it fits, else its start and its token on rows of their own, each whole if it fits. */
function addressRows(url: string, width: number): string[] {
	if (widthOf(url) <= width) return [url];
	const at = url.indexOf(TOKEN_AT);
	const pieces = at < 0 ? [url] : [url.slice(0, at + TOKEN_AT.length), url.slice(at + TOKEN_AT.length)];
	return pieces.flatMap((piece) => rowsOf(piece, width));
}

export function renderWebAddress(
	shown: { readonly url: string } | { readonly failed: string },
	messages: Messages,
	theme: AskTheme,
	width: number,
): string[] {
	if ("failed" in shown) return textBlock(messages.webPageFailed(shown.failed), width, REASON_LINES, theme.warning);
	return [
		...textBlock(messages.webPageAddress, width, WORDS_LINES, theme.dim),
		...addressRows(sanitizeLine(shown.url), Math.max(1, width)).map((row) => theme.accent(row)),
	];
}
