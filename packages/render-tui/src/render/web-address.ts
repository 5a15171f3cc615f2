/**
 * The web page's address in the form: a line saying what it is, then the URL whole, on one row where it fits, else
 * cut right before its token so that the token is whole on a row of its own (a row copied alone is never a token cut
 * in two); or why the form could not be served.
 */
import type { Messages } from "@ask-user/core";
import { addressRows } from "../text/address-rows.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import type { AskTheme } from "../theme.ts";
import { textBlock } from "./blocks.ts";

/** Lines for the words around the address at most: the address itself is never cut. */
const WORDS_LINES = 3;
/** The longest reason shown, in lines. */
const REASON_LINES = 3;

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
