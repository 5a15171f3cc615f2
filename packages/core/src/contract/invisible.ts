/**
 * Invisible characters that can carry text no one sees: removed from every model-written string by `validate` and
 * from everything render-tui draws (its sanitizer builds its regex from these sources). The decision per character
 * is decision D49 in docs/decisions.md.
 *
 * Removed: soft hyphen U+00AD, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, Mongolian vowel separator U+180E,
 * zero-width space U+200B, word joiner U+2060, invisible operators U+2061–U+2064, the deprecated format controls
 * U+206A–U+206F, BOM U+FEFF, interlinear annotation marks U+FFF9–U+FFFB, the tag characters U+E0000–U+E007F and the
 * variation selectors supplement U+E0100–U+E01EF. Kept: ZWNJ and ZWJ (Persian, Indic scripts, emoji sequences),
 * LRM, RLM and ALM, and the variation selectors U+FE00–U+FE0F (emoji presentation).
 */

/** A regex character class (source text, for the `u` flag) of the invisible characters removed. */
export const INVISIBLE_CHARACTER_CLASS =
	"[\\u00ad\\u115f\\u1160\\u180e\\u200b\\u2060-\\u2064\\u206a-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}\\u{e0100}-\\u{e01ef}]";

/**
 * Regex source (for the `u` flag) of the subdivision flags that tag characters spell and that are kept whole:
 * England, Scotland and Wales, the only ones Unicode recommends (black flag, `gbeng`/`gbsct`/`gbwls`, cancel tag).
 */
export const SUBDIVISION_FLAG =
	"\\u{1f3f4}\\u{e0067}\\u{e0062}(?:\\u{e0065}\\u{e006e}\\u{e0067}|\\u{e0073}\\u{e0063}\\u{e0074}|\\u{e0077}\\u{e006c}\\u{e0073})\\u{e007f}";

// A subdivision flag (group 1) is kept; a run of invisible characters is removed. Both sides are fixed-length or a
// simple repetition, so the pass is O(n).
const INVISIBLE = new RegExp(`(${SUBDIVISION_FLAG})|${INVISIBLE_CHARACTER_CLASS}+`, "gu");
/**
 * Whether a text has any invisible character at all (a subdivision flag has tag characters too): most text has
 * none, and a test is several times cheaper than a replace with a callback (90,000 options are validated at once).
 */
const ANY_INVISIBLE = new RegExp(INVISIBLE_CHARACTER_CLASS, "u");

/** `text` without the invisible characters above; subdivision flags stay whole. */
export function stripInvisible(text: string): string {
	if (!ANY_INVISIBLE.test(text)) return text;
	return text.replace(INVISIBLE, (_match, flag?: string) => flag ?? "");
}
