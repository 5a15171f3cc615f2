/**
 * Big text a person pastes into an answer or a note: a log, a document, a dump, of up to 100,000 characters, one
 * line or many, led or threaded by characters no one sees (a BOM, zero-width spaces, soft hyphens), line and
 * paragraph separators, format characters, emoji, CJK, escape sequences. pi-tui's grapheme walk grows with the
 * square of a line on Node 20, so a long line of any of these once exhausted the heap. `clean` is what
 * `sanitizeText` makes of `text`: what must reach `details` whole.
 */

export interface BigTextSample {
	readonly name: string;
	readonly text: string;
	readonly clean: string;
}

/** How many characters (code points) the editors take: the size the samples are made at by default. */
export const BIG_TEXT_CHARACTERS = 100_000;

interface Shape {
	readonly name: string;
	/** What the text starts with, and what is left of it after sanitizing. */
	readonly lead?: readonly [string, string];
	/** What is repeated, and what is left of it after sanitizing. */
	readonly unit: readonly [string, string];
}

const SHAPES: readonly Shape[] = [
	{ name: "one line of ASCII words", unit: ["word ", "word "] },
	{ name: "one line led by a BOM", lead: ["\ufeff", ""], unit: ["log entry 42 ok ", "log entry 42 ok "] },
	{ name: "zero-width spaces between words", unit: ["word\u200b ", "word "] },
	{ name: "soft hyphens inside words", unit: ["hy\u00adphen\u00ad ", "hyphen "] },
	{ name: "line separators (U+2028)", unit: ["a line\u2028", "a line\n"] },
	{ name: "paragraph separators (U+2029)", unit: ["a paragraph\u2029", "a paragraph\n"] },
	{ name: "format characters, kept and removed", unit: ["a\u200cb\u200ec\u2060d\u180e ", "a\u200cb\u200ecd "] },
	{ name: "emoji: ZWJ families, flags, skin tones", unit: ["👨‍👩‍👧‍👦🇯🇵👍🏽 ", "👨‍👩‍👧‍👦🇯🇵👍🏽 "] },
	{ name: "CJK without a space", unit: ["漢字かなカナ한글", "漢字かなカナ한글"] },
	{ name: "many short lines", unit: ["line\n", "line\n"] },
	{ name: "escape sequences throughout", unit: ["\x1b[31mred\x1b[0m \x1b]0;title\x07", "red "] },
	{ name: "bidi overrides throughout", unit: ["\u202eevil\u202c ", "evil "] },
];

function codePoints(text: string): number {
	let count = 0;
	for (const _ of text) count++;
	return count;
}

/**
 * `shape` made `characters` code points long: its lead, whole units, then `x` to the exact size (at least one, so
 * no text ends in a space or a line break that saving would trim).
 */
function sample({ name, lead = ["", ""], unit }: Shape, characters: number): BigTextSample {
	const units = Math.floor((characters - codePoints(lead[0]) - 1) / codePoints(unit[0]));
	const pad = "x".repeat(characters - codePoints(lead[0]) - units * codePoints(unit[0]));
	return {
		name,
		text: `${lead[0]}${unit[0].repeat(units)}${pad}`,
		clean: `${lead[1]}${unit[1].repeat(units)}${pad}`,
	};
}

/** Every shape, `characters` code points long (`BIG_TEXT_CHARACTERS` unless told): the fuzzers use smaller ones. */
export function bigTextSamples(characters = BIG_TEXT_CHARACTERS): readonly BigTextSample[] {
	return SHAPES.map((shape) => sample(shape, characters));
}
