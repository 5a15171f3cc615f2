/**
 * The web page's address in the form: a line saying what it is, then the URL whole, on one row where it fits, else
 * cut right before its token so that the token is whole on a row of its own (a row copied alone is never a token cut
 * in two), and its QR code under it where the pane holds it beside the form; or why the form could not be served,
 * both in the host's words (D92).
 */

import { sanitizeLine } from "@ask-user/core/contract";
import { addressRows } from "../text/address-rows.ts";
import { widthOf } from "../text/fit.ts";
import { addressQr } from "./address-qr.ts";
import { textBlock } from "./blocks.ts";
import type { RenderContext } from "./render-context.ts";

/** Lines for the words around the address at most: the address itself is never cut. */
const WORDS_LINES = 3;
/** The longest reason shown, in lines. */
const REASON_LINES = 3;
/** The rows the form keeps for itself under the address and its QR code: a QR code that would leave fewer is left out. */
const FORM_ROWS = 10;

/**
 * The address's lines (`context.height`: the form's rows): the words, the address, and its QR code under them where
 * the pane is wide and tall enough to hold it beside the form.
 */
export function renderWebAddress(
	shown: { readonly url: string; readonly heading: string } | { readonly failed: string },
	{ theme, width, height }: RenderContext,
): string[] {
	if ("failed" in shown) return textBlock(shown.failed, width, REASON_LINES, theme.warning);
	const url = sanitizeLine(shown.url);
	const lines = [
		...textBlock(shown.heading, width, WORDS_LINES, theme.dim),
		...addressRows(url, Math.max(1, width)).map((row) => theme.accent(row)),
	];
	const qr = addressQr(url);
	const fits = widthOf(qr[0] ?? "") <= width && lines.length + qr.length + FORM_ROWS <= height;
	return fits ? [...lines, ...qr] : lines;
}
