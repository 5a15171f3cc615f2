/**
 * The values (ids) of one list's items, to report a duplicate with the index of its first use. Runs for each of up
 * to 100,000 options before the form's first frame, so it is an open-addressing table of item indices in a typed
 * array, sized once per list, instead of a `Set` (whose growth and entries cost about three times as much there).
 *
 * A hand-made table can be flooded: values crafted to collide make every lookup probe the whole table, which is
 * quadratic. Two things keep it linear. The hash is seeded per process, so no fixed set of values collides. And the
 * probes of a list are bounded (`PROBES_PER_ITEM` per item on average): a list that uses them up, whatever its
 * values, goes on in a `Map`, which V8 hashes with its own seed.
 */

/** Average probes per item a list may take before it goes on in a `Map`; lists of real values take 1.2–1.3. */
export const PROBES_PER_ITEM = 8;

/** A random 32-bit seed, chosen once per process. */
const SEED = Math.trunc(Math.random() * 0x1_0000_0000) | 0;

/** Characters hashed from each end of a longer value. */
const SAMPLED_END = 16;

/**
 * A seeded FNV-1a over the length and at most 32 UTF-16 units, the first and the last 16 (values derived from long
 * labels share a 40-character slug and differ at the end), finished with murmur3's mix so that every bit reaches the
 * table index. Values that differ only in the middle collide, which the probe budget turns into the `Map`.
 */
function hashOf(value: string): number {
	const length = value.length;
	let hash = Math.imul(SEED ^ 0x811c9dc5 ^ length, 0x01000193);
	const head = length > 2 * SAMPLED_END ? SAMPLED_END : length;
	for (let i = 0; i < head; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
	for (let i = Math.max(head, length - SAMPLED_END); i < length; i++)
		hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
	hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
	hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
	return hash ^ (hash >>> 16);
}

/** How a value is hashed to its table slot: seeded per process unless a test gives another. */
export type HashOf = (value: string) => number;

/** Bits of a table entry that hold 1 + an item's index: lists of up to 131,071 items (validate takes 100,000). */
const INDEX_BITS = 17;
const INDEX_MASK = (1 << INDEX_BITS) - 1;

/**
 * Items of a list short enough to be compared with the items before it one by one (a probe per comparison, at most
 * 1.5 per item): no table to clear and no hash for the two options of each of 20,000 questions.
 */
const SCANNED_ITEMS = 4;

/**
 * Items per array of values: an array of 100,000 items is allocated outside V8's young generation, and a fresh one
 * took 2.6–3.6 ms to make for each list read (D126); arrays of 64 KB are not.
 */
const CHUNK_BITS = 13;
const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

/** What `#probe` answers when the value is not in the table, and when the list's probes ran out first. */
const NOT_THERE = -1;
const OUT_OF_PROBES = -2;

export class UniqueValues {
	readonly #hashOf: HashOf;
	/**
	 * One 32-bit entry per slot, so that a 100,000-item list's table (1 MB) stays in the cache: 1 + the index of the
	 * item whose value is there in the low 17 bits (0 for an empty slot), and the top 15 bits of that value's hash
	 * above them, compared before the strings (two different values pass that check once in 32,768).
	 */
	#table = new Int32Array(0);
	#mask = 0;
	/** The items' values, item `i` at `#chunks[i >> CHUNK_BITS][i & CHUNK_MASK]`. */
	#chunks: (string | undefined)[][] = [];
	#count = 0;
	#probesLeft = 0;
	/** The list's values by first index once its probes ran out (or for a list too long for the table). */
	#map: Map<string, number> | undefined;
	/** Whether the list is compared item by item (`SCANNED_ITEMS`) instead of in the table. */
	#scanned = false;
	#probes = 0;

	constructor(hash: HashOf = hashOf) {
		this.#hashOf = hash;
	}

	/** Items the list has recorded so far, duplicates too: the index `add` gives the next one. */
	get items(): number {
		return this.#count;
	}

	/** Table slots looked at so far, over every list: at most `PROBES_PER_ITEM` per item. */
	get probes(): number {
		return this.#probes;
	}

	/** Forgets the previous list: the next `length` items form a new one. */
	start(length: number): void {
		// The arrays of values are kept, grown, never shrunk: one call reads hundreds of lists, and a list reads only
		// the values it recorded. Made at their size here (grown item by item, their copies cost a scavenge more of the
		// payload being read), a short list's no longer than it.
		for (let chunk = this.#chunks.length; chunk << CHUNK_BITS < length; chunk++) {
			this.#newChunk(Math.min(CHUNK_MASK + 1, length - (chunk << CHUNK_BITS)));
		}
		this.#count = 0;
		this.#probesLeft = PROBES_PER_ITEM * length;
		// A list longer than the table can index goes in the `Map` from the start, and needs no table.
		this.#map = length > INDEX_MASK ? new Map() : undefined;
		if (this.#map !== undefined) return;
		this.#scanned = length <= SCANNED_ITEMS;
		if (this.#scanned) return;
		let size = 16;
		while (size < length * 2) size *= 2;
		if (this.#table.length < size) this.#table = new Int32Array(size);
		else this.#table.fill(0, 0, size);
		this.#mask = size - 1;
	}

	/** Records the next item's value; for a duplicate, the index of the item that used it first. */
	add(value: string | undefined): number | undefined {
		const index = this.#count++;
		// Past the length `start` was told (kept exact), or of a shorter list's array: the arrays grow as items come.
		const chunk = this.#chunks[index >>> CHUNK_BITS] ?? this.#newChunk(0);
		chunk[index & CHUNK_MASK] = value;
		if (value === undefined) return undefined;
		if (this.#map !== undefined) return inMap(this.#map, value, index);
		if (this.#scanned) return this.#scan(value, index);
		const found = this.#probe(value, index);
		if (found !== OUT_OF_PROBES) return found === NOT_THERE ? undefined : found;
		this.#map = this.#firstIndices(index);
		return inMap(this.#map, value, index);
	}

	/**
	 * The index of the list's first item whose value is `value`; a value the list does not hold yet is recorded as its
	 * next item. A set of distinct values, each at its own index: no item for a value already there.
	 */
	indexOf(value: string): number {
		const found = this.add(value);
		if (found === undefined) return this.#count - 1;
		// `add` recorded a duplicate only as an item (the table and the `Map` keep first uses): taken back.
		this.#count--;
		return found;
	}

	/** The index of the list's first item whose value is `value`, recording nothing; probes count as `add`'s do. */
	find(value: string): number | undefined {
		if (this.#map !== undefined) return this.#map.get(value);
		if (this.#scanned) return this.#scan(value, this.#count);
		const found = this.#probe(value, NOT_THERE);
		if (found !== OUT_OF_PROBES) return found === NOT_THERE ? undefined : found;
		this.#map = this.#firstIndices(this.#count);
		return this.#map.get(value);
	}

	/**
	 * Looks `value` up in the table, within the list's probes left: the index of the item that used it first, else
	 * `NOT_THERE` (the empty slot it reached taken for item `index`, unless that is `NOT_THERE`), or
	 * `OUT_OF_PROBES`.
	 */
	#probe(value: string, index: number): number {
		const table = this.#table;
		const mask = this.#mask;
		const hash = this.#hashOf(value) | 0;
		const tag = hash & ~INDEX_MASK;
		const budget = this.#probesLeft;
		let probesLeft = budget;
		let found = OUT_OF_PROBES;
		for (let slot = (hash >>> 0) & mask; probesLeft > 0; slot = (slot + 1) & mask) {
			probesLeft--;
			const entry = table[slot] ?? 0;
			if (entry === 0) {
				if (index !== NOT_THERE) table[slot] = tag | (index + 1);
				found = NOT_THERE;
				break;
			}
			if ((entry & ~INDEX_MASK) === tag && this.#valueOf((entry & INDEX_MASK) - 1) === value) {
				found = (entry & INDEX_MASK) - 1;
				break;
			}
		}
		this.#probes += budget - probesLeft;
		this.#probesLeft = probesLeft;
		return found;
	}

	/** The first of the list's `index` earlier items whose value is `value`, compared one by one. */
	#scan(value: string, index: number): number | undefined {
		for (let earlier = 0; earlier < index; earlier++) {
			this.#probes++;
			if (this.#valueOf(earlier) === value) return earlier;
		}
		return undefined;
	}

	#newChunk(length: number): (string | undefined)[] {
		const chunk = new Array<string | undefined>(length);
		this.#chunks.push(chunk);
		return chunk;
	}

	#valueOf(index: number): string | undefined {
		return this.#chunks[index >>> CHUNK_BITS]?.[index & CHUNK_MASK];
	}

	/** The first index of each value among the list's first `count` items. */
	#firstIndices(count: number): Map<string, number> {
		const first = new Map<string, number>();
		for (let index = 0; index < count; index++) {
			const value = this.#valueOf(index);
			if (value !== undefined && !first.has(value)) first.set(value, index);
		}
		return first;
	}
}

/** The first index of `value` in `map`, or undefined after recording `index` as its first. */
function inMap(map: Map<string, number>, value: string, index: number): number | undefined {
	const first = map.get(value);
	if (first === undefined) map.set(value, index);
	return first;
}
