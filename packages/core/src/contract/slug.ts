/** Longest slug `normalizeArguments` derives from a label. */
const MAX_SLUG_LENGTH = 40;

/** Labels per list whose slugs `Slugs` keeps by label: a few, so a list of distinct labels holds no more. */
const REMEMBERED = 16;

/**
 * `Yes, staging!` → `yes_staging`: letters and digits of any script, lowercased, marks dropped, runs of anything
 * else as `_`, none at the ends, at most 40 characters. Plain ASCII text (most labels) is read in one pass of
 * character codes that stops once the slug is long enough; other text goes through Unicode normalization.
 */
export function slug(text: string): string {
	return new Slugs().of(text);
}

/**
 * The slugs of a list's labels. A label that starts with the part of the previous label its slug was read from
 * gets that slug again, unread: models send 100,000 options that are all `"x"`, or labels sharing a long prefix,
 * and making each of their slugs afresh (an array of character codes, then a string) was most of what reading such
 * a list allocated before the form's first frame. The slugs of the first 16 labels shorter than a slug's reading are
 * kept by label too, so a list that repeats a few labels in turn (`x`, `X`, `x!`, …) makes each
 * slug about once. One `Slugs` may read every list of a payload: a label's slug depends on the label alone.
 */
export class Slugs {
	/** The slugs of the first `REMEMBERED` whole labels read, by label; made with the second slug (`slug` makes one). */
	#byLabel: Map<string, string> | undefined;
	/** The part of the previous label its slug was made from; the whole label when it ended before the limit. */
	#source: string | undefined;
	#wholeLabel = false;
	#slug = "";

	/** `slug(text)`. */
	of(text: string): string {
		const source = this.#source;
		if (source !== undefined && (this.#wholeLabel ? text === source : text.startsWith(source))) return this.#slug;
		const known = this.#byLabel?.get(text);
		if (known !== undefined) return known;
		const codes: number[] = [];
		let gap = false;
		let i = 0;
		for (; i < text.length && codes.length < MAX_SLUG_LENGTH; i++) {
			const code = text.charCodeAt(i);
			if (code >= 0x80) return this.#remember(text, true, unicodeSlug(text));
			// A-Z lowercased; then a-z and 0-9 kept, anything else a gap.
			const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
			if ((lower >= 0x61 && lower <= 0x7a) || (lower >= 0x30 && lower <= 0x39)) {
				if (gap && codes.length > 0) codes.push(0x5f);
				codes.push(lower);
				gap = false;
			} else gap = true;
		}
		// Stopped at the limit, the slug is the same for any text that starts with the characters read.
		const wholeLabel = i === text.length && codes.length < MAX_SLUG_LENGTH;
		return this.#remember(
			wholeLabel ? text : text.slice(0, i),
			wholeLabel,
			String.fromCharCode(...codes).slice(0, MAX_SLUG_LENGTH),
		);
	}

	#remember(source: string, wholeLabel: boolean, made: string): string {
		const previous = this.#source;
		if (previous !== undefined) {
			// A second slug made: from now on, whole labels are kept by label, the previous one too.
			this.#byLabel ??= new Map(this.#wholeLabel ? [[previous, this.#slug]] : []);
			if (wholeLabel && this.#byLabel.size < REMEMBERED) this.#byLabel.set(source, made);
		}
		this.#source = source;
		this.#wholeLabel = wholeLabel;
		this.#slug = made;
		return made;
	}
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
