/**
 * `content` within its cap (`MAX_CONTENT_UNITS`, D144): what the person typed is quoted whole while everything fits;
 * past the cap, the longest typed pieces are cut to one length, so every question's line, every note's and the
 * form's note still reach the model, and a last line says how much was cut. Only when the rest alone is too long is
 * the text cut at its end.
 */
import { headUnits } from "../contract/cut-text.ts";
import { sanitizeText } from "../contract/sanitize.ts";

/** The most UTF-16 units of `content`: any payload, any answer; `fitContent` says what it cut. */
export const MAX_CONTENT_UNITS = 65_536;

/** Quotes a piece of what the person typed (an own answer, a note) for `content`. */
export type QuoteTyped = (text: string) => string;

/**
 * Model-written and typed text as a JSON string: a line break or a quote in it cannot end its line or its piece.
 * Sanitized first (D98): `JSON.stringify` escapes C0 controls but leaves C1 controls (U+0080–U+009F, an 8-bit CSI
 * among them), NEL and the Unicode line breaks, bidi controls and invisible characters raw, and MCP hosts print
 * `content` as it is; the sanitizer makes every line break `\n` (escaped) and removes the rest.
 */
export function quote(text: string): string {
	return JSON.stringify(sanitizeText(text));
}

function cutNote(cut: number): string {
	return `\n[${cut} more characters cut: the result text is capped at ${MAX_CONTENT_UNITS} characters]`;
}

/** What follows a typed piece cut short: how many of its characters `content` leaves out. */
function pieceNote(cut: number): string {
	return ` (${cut} more characters cut)`;
}

/** The shortest a cut piece is quoted: `"…"`. */
const SHORTEST_PIECE = 3;

/**
 * The longest quoted length every typed piece may keep so that all of them take at most `room` units (a piece
 * longer than that is cut to it and followed by `pieceNote`, counted at its longest), or undefined when even the
 * shortest cut does not fit.
 */
function typedLevel(pieces: readonly number[], room: number): number | undefined {
	const longest = pieces.reduce((most, piece) => Math.max(most, piece), 0);
	const note = pieceNote(longest).length;
	const cost = (level: number) => pieces.reduce((sum, piece) => sum + (piece <= level ? piece : level + note), 0);
	if (cost(SHORTEST_PIECE) > room) return undefined;
	let low = SHORTEST_PIECE;
	let high = longest;
	while (low < high) {
		const middle = Math.ceil((low + high) / 2);
		if (cost(middle) <= room) low = middle;
		else high = middle - 1;
	}
	return low;
}

/** A `QuoteTyped` that cuts each piece longer than `level` quoted units to that length, and counts what it cut. */
function cuttingQuote(level: number): { readonly quote: QuoteTyped; readonly cut: () => number } {
	let cut = 0;
	const quoteCut = (text: string) => {
		const whole = sanitizeText(text);
		const quoted = JSON.stringify(whole);
		if (quoted.length <= level) return quoted;
		// Each unit left out shortens the quoted piece by at least one: one step down always fits.
		let kept = headUnits(whole, level - SHORTEST_PIECE);
		let shown = JSON.stringify(`${kept}…`);
		if (shown.length > level) {
			kept = headUnits(kept, kept.length - (shown.length - level));
			shown = JSON.stringify(`${kept}…`);
		}
		cut += whole.length - kept.length;
		return shown + pieceNote(whole.length - kept.length);
	};
	return { quote: quoteCut, cut: () => cut };
}

/**
 * The text `build` makes, within `MAX_CONTENT_UNITS`: whole when it fits; else built again with every typed piece
 * (what `build` quotes with the `QuoteTyped` it is given) cut to the one length that fits them all, and a last line
 * saying how much was cut; else, when the rest alone is too long, cut at its end (a quoted piece cut short stays
 * unterminated: the line after it says why). The last reaches only a cancelled payload's long listing or tens of
 * thousands of chosen options: model-written pieces are short (`echoed`) and lists are capped (`LISTING_LIMITS`).
 */
export function fitContent(build: (typed: QuoteTyped) => string): string {
	const pieces: number[] = [];
	const whole = build((text) => {
		const quoted = quote(text);
		pieces.push(quoted.length);
		return quoted;
	});
	if (whole.length <= MAX_CONTENT_UNITS) return whole;
	const fixed = whole.length - pieces.reduce((sum, piece) => sum + piece, 0);
	// The notes at their longest count: nothing cut can exceed the whole text.
	const level =
		pieces.length === 0 ? undefined : typedLevel(pieces, MAX_CONTENT_UNITS - fixed - cutNote(whole.length).length);
	if (level !== undefined) {
		const cutting = cuttingQuote(level);
		const fitted = build(cutting.quote) + cutNote(cutting.cut());
		if (fitted.length <= MAX_CONTENT_UNITS) return fitted;
	}
	const shown = headUnits(whole, MAX_CONTENT_UNITS - cutNote(whole.length).length);
	return shown + cutNote(whole.length - shown.length);
}
