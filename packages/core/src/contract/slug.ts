/** Longest slug `normalizeArguments` derives from a label. */
const MAX_SLUG_LENGTH = 40;

/** Whether `code` is an ASCII letter or digit. */
function isAsciiLetterOrDigit(code: number): boolean {
	return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * `Yes, staging!` → `yes_staging`: letters and digits of any script, lowercased, marks dropped, runs of anything
 * else as `_`, none at the ends, at most 40 characters. Plain ASCII text (most labels) is read in one pass, its
 * runs of letters and digits taken whole, up to where the slug is long enough; other text goes through Unicode
 * normalization.
 */
export function slug(text: string): string {
	let result = "";
	/** Where the run of letters and digits being read began, or -1 between runs. */
	let run = -1;
	for (let i = 0; i <= text.length && result.length < MAX_SLUG_LENGTH; i++) {
		// One past the end reads as a separator, which ends the last run.
		const code = i < text.length ? text.charCodeAt(i) : 0x20;
		if (code >= 0x80) return unicodeSlug(text);
		if (isAsciiLetterOrDigit(code)) {
			if (run < 0) run = i;
		} else if (run >= 0) {
			result += result === "" ? text.slice(run, i) : `_${text.slice(run, i)}`;
			run = -1;
		}
	}
	return result.toLowerCase().slice(0, MAX_SLUG_LENGTH);
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
