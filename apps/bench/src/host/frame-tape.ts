/**
 * The frames a product's keys produced, kept for the pi-tui-alone floor to replay (D111). Written after each key,
 * untimed, as UTF-8 into one growing byte buffer outside the JavaScript heap: holding a portion's frames as strings
 * would keep hundreds of kilobytes of young strings alive through every scavenge of the product's own keys, and
 * change what they measure. A line equal to the previous frame's line at the same row is stored as a reference to
 * it, and read back as the same string, as a product that keeps its unchanged lines hands them to pi-tui.
 */

export type TapeEvent =
	/** A fresh flow's first frame (the lap's start). */
	| { readonly kind: "open"; readonly lines: readonly string[] }
	/** One key: its raw input, whether it was timed, and the frame it rendered (undefined when it rendered none). */
	| { readonly kind: "key"; readonly key: string; readonly timed: boolean; readonly lines?: readonly string[] };

const OPEN = 0;
const KEY = 1;
const KEY_TIMED = 2;
const NO_FRAME = 0xffff_ffff;
const SAME_LINE = 0xffff_fffe;

export class FrameTape {
	#bytes = new Uint8Array(1 << 16);
	#view = new DataView(this.#bytes.buffer);
	#end = 0;
	/** The last frame written, and the last read back: a line is stored as the same as its row's there. */
	#written: readonly string[] = [];
	#read: readonly string[] = [];
	readonly #encoder = new TextEncoder();
	readonly #decoder = new TextDecoder();

	/** Starts a lap with the flow's first frame. */
	open(lines: readonly string[]): void {
		this.#byte(OPEN);
		this.#frame(lines);
	}

	/** One key and the frame it rendered, if any. */
	key(key: string, timed: boolean, lines: readonly string[] | undefined): void {
		this.#byte(timed ? KEY_TIMED : KEY);
		this.#text(key);
		if (lines === undefined) this.#number(NO_FRAME);
		else this.#frame(lines);
	}

	/** Every event written since the last drain, in order, read as they are consumed; the tape is empty after. */
	*drain(): Generator<TapeEvent> {
		const end = this.#end;
		let at = 0;
		const number = () => {
			at += 4;
			return this.#view.getUint32(at - 4);
		};
		const text = (length: number) => {
			at += length;
			return this.#decoder.decode(this.#bytes.subarray(at - length, at));
		};
		const frame = (count: number) => {
			const lines: string[] = [];
			for (let row = 0; row < count; row++) {
				const length = number();
				lines.push(length === SAME_LINE ? (this.#read[row] ?? "") : text(length));
			}
			this.#read = lines;
			return lines;
		};
		try {
			while (at < end) {
				const kind = this.#bytes[at++];
				if (kind === OPEN) {
					yield { kind: "open", lines: frame(number()) };
					continue;
				}
				const key = text(number());
				const count = number();
				const timed = kind === KEY_TIMED;
				yield count === NO_FRAME ? { kind: "key", key, timed } : { kind: "key", key, timed, lines: frame(count) };
			}
		} finally {
			this.#end = 0;
		}
	}

	#frame(lines: readonly string[]): void {
		this.#number(lines.length);
		const previous = this.#written;
		lines.forEach((line, row) => {
			if (line === previous[row]) this.#number(SAME_LINE);
			else this.#text(line);
		});
		this.#written = [...lines];
	}

	#byte(value: number): void {
		this.#reserve(1);
		this.#bytes[this.#end++] = value;
	}

	#number(value: number): void {
		this.#reserve(4);
		this.#view.setUint32(this.#end, value);
		this.#end += 4;
	}

	#text(text: string): void {
		// UTF-8 takes at most 3 bytes per UTF-16 unit.
		this.#reserve(4 + text.length * 3);
		const { written } = this.#encoder.encodeInto(text, this.#bytes.subarray(this.#end + 4));
		this.#number(written);
		this.#end += written;
	}

	#reserve(bytes: number): void {
		if (this.#end + bytes <= this.#bytes.length) return;
		let size = this.#bytes.length * 2;
		while (size < this.#end + bytes) size *= 2;
		const grown = new Uint8Array(size);
		grown.set(this.#bytes.subarray(0, this.#end));
		this.#bytes = grown;
		this.#view = new DataView(grown.buffer);
	}
}
