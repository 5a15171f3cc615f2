/**
 * Rendered blocks of lines (a row, a question's prompt), reused while nothing they are drawn from has changed.
 * Wrapping text is most of a frame's work, and a keypress changes one or two rows (the old and the new focus, a
 * toggled option) while the others only move: with this cache a frame of a long list costs about what a frame of a
 * short one does, and a long prompt is wrapped once, not on every frame.
 *
 * An entry is found by a key naming the block (its position and size) and is used only when every input it was
 * drawn from is the same (`===`: the unchanged strings of a payload compare by reference), so a stale block is
 * never drawn.
 */
export class LineCache {
	private readonly entries = new Map<string, { readonly inputs: readonly unknown[]; readonly lines: string[] }>();

	/** `capacity` blocks are kept, the most recently drawn ones: a few screens' worth. */
	constructor(private capacity = 256) {}

	/** Keeps at least `blocks` blocks from now on (never fewer than before): room asked for by what draws ahead. */
	reserve(blocks: number): void {
		this.capacity = Math.max(this.capacity, blocks);
	}

	/** The block's lines: the cached ones when `inputs` are unchanged, otherwise `render()`'s. Do not mutate them. */
	lines(key: string, inputs: readonly unknown[], render: () => string[]): readonly string[] {
		const cached = this.entries.get(key);
		if (cached !== undefined) this.entries.delete(key);
		const entry = cached !== undefined && sameInputs(cached.inputs, inputs) ? cached : { inputs, lines: render() };
		this.entries.set(key, entry);
		if (this.entries.size > this.capacity) {
			const oldest = this.entries.keys().next().value;
			if (oldest !== undefined) this.entries.delete(oldest);
		}
		return entry.lines;
	}
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
	return a.length === b.length && a.every((input, index) => input === b[index]);
}

/** Rendered blocks per theme (a theme's styles are part of the lines); dropped with the theme. */
const caches = new WeakMap<object, LineCache>();

/** The cache of blocks drawn with `theme`. */
export function lineCacheFor(theme: object): LineCache {
	const cache = caches.get(theme) ?? new LineCache();
	caches.set(theme, cache);
	return cache;
}
