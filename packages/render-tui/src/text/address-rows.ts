/**
 * A web address in rows of a pane's width, never cut inside its one-time token: whole on one row where it fits, else
 * cut right before the token, so that the token is whole on a row of its own (no row holds a piece of it). Shared by
 * the form's banner and the message pi prints.
 */
import { widthOf } from "./fit.ts";

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

/** Where an address is cut when it is wider than the pane: right before its token. */
const TOKEN_AT = "?token=";

/** The address's rows: whole where it fits, else its start and its token on rows of their own, each whole if it fits. */
export function addressRows(url: string, width: number): string[] {
	if (widthOf(url) <= width) return [url];
	const at = url.indexOf(TOKEN_AT);
	const pieces = at < 0 ? [url] : [url.slice(0, at + TOKEN_AT.length), url.slice(at + TOKEN_AT.length)];
	return pieces.flatMap((piece) => rowsOf(piece, width));
}
