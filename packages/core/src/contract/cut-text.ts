/**
 * Cutting text to a number of UTF-16 units without splitting a surrogate pair: a lone half left at a cut is a
 * character no terminal or page can draw, and the sanitizers remove it, so a cut takes one unit fewer instead.
 */

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The first `units` UTF-16 units of `text`, one fewer rather than half of a surrogate pair. */
export function headUnits(text: string, units: number): string {
	if (text.length <= units) return text;
	return text.slice(0, isHighSurrogate(text.charCodeAt(units - 1)) ? units - 1 : units);
}

/** The last `units` UTF-16 units of `text`, one fewer rather than half of a surrogate pair. */
export function tailUnits(text: string, units: number): string {
	if (text.length <= units) return text;
	const start = text.length - units;
	return text.slice(isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start);
}

/** `text`, or its beginning and `…` in at most `units` UTF-16 units. */
export function cutText(text: string, units: number): string {
	return text.length <= units ? text : `${headUnits(text, units - 1)}…`;
}

/** `text`, or `…` and its end in at most `units` UTF-16 units. */
export function cutTextStart(text: string, units: number): string {
	return text.length <= units ? text : `…${tailUnits(text, units - 1)}`;
}
