/**
 * Typed astral characters (emoji, 𠮷) reach a component one UTF-16 unit at a time: pi's input buffer splits what it
 * does not recognize as an escape sequence into single code units, so an emoji arrives as a high surrogate, then a
 * low one. Each half alone is a lone surrogate, which the sanitizer removes; joined, they are one character.
 */

function isHighSurrogate(code: number): boolean {
	return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
	return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Holds back a high surrogate that ends one input until the next input shows whether its low half follows. The
 * halves are then delivered together; a held half the next input does not complete is dropped, as the sanitizer
 * would drop it.
 */
export class SurrogatePairs {
	private held = "";

	/**
	 * What to deliver for `data` now: a held high half joined to the low half that starts `data`, without a high half
	 * that ends it (held for the next input).
	 */
	join(data: string): string {
		const joined = isLowSurrogate(data.charCodeAt(0)) ? this.held + data : data;
		this.held = "";
		if (!isHighSurrogate(joined.charCodeAt(joined.length - 1))) return joined;
		this.held = joined.slice(-1);
		return joined.slice(0, -1);
	}

	/** Forgets a held half, e.g. when the editor it was typed into closes. */
	clear(): void {
		this.held = "";
	}
}
