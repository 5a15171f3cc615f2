/** Characters as the editors' limit counts them: Unicode code points (an emoji of one code point is one). */

/** The code points of `text`: its UTF-16 units less the low halves of its surrogate pairs. */
export function characterCount(text: string): number {
	let pairs = 0;
	for (let index = 1; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code >= 0xdc00 && code <= 0xdfff) {
			const before = text.charCodeAt(index - 1);
			if (before >= 0xd800 && before <= 0xdbff) pairs++;
		}
	}
	return text.length - pairs;
}
