/** Longest slug `normalizeArguments` derives from a label. */
const MAX_SLUG_LENGTH = 40;

/**
 * `Yes, staging!` → `yes_staging`: letters and digits of any script, lowercased, marks dropped, runs of anything
 * else as `_`, none at the ends, at most 40 characters. Plain ASCII text (most labels) is read in one pass of
 * character codes that stops once the slug is long enough; other text goes through Unicode normalization.
 */
export function slug(text: string): string {
	const codes: number[] = [];
	let gap = false;
	for (let i = 0; i < text.length && codes.length < MAX_SLUG_LENGTH; i++) {
		const code = text.charCodeAt(i);
		if (code >= 0x80) return unicodeSlug(text);
		// A-Z lowercased; then a-z and 0-9 kept, anything else a gap.
		const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
		if ((lower >= 0x61 && lower <= 0x7a) || (lower >= 0x30 && lower <= 0x39)) {
			if (gap && codes.length > 0) codes.push(0x5f);
			codes.push(lower);
			gap = false;
		} else gap = true;
	}
	return String.fromCharCode(...codes).slice(0, MAX_SLUG_LENGTH);
}

function unicodeSlug(text: string): string {
	return text
		.normalize("NFKD")
		.replace(/\p{M}/gu, "")
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, "_")
		.replace(/^_+|_+$/g, "")
		.slice(0, MAX_SLUG_LENGTH);
}
