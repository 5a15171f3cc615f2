/**
 * The values (ids) of one list's items, to report a duplicate with the index of its first use. Runs for each of up
 * to 100,000 options before the form's first frame, so it is an open-addressing table of item indices in typed
 * arrays, sized once per list, instead of a `Set` (whose growth and entries cost about three times as much there).
 *
 * A hand-made table can be flooded: values crafted to collide make every lookup probe the whole table, which is
 * quadratic. Two things keep it linear. The hash is seeded per process, so no fixed set of values collides. And the
 * probes of a list are bounded (`PROBES_PER_ITEM` per item on average): a list that uses them up, whatever its
 * values, goes on in a `Map`, which V8 hashes with its own seed.
 */

/** Average probes per item a list may take before it goes on in a `Map`; a random list takes about 1.5. */
export const PROBES_PER_ITEM = 8;

/** A random 32-bit seed, chosen once per process. */
const SEED = Math.trunc(Math.random() * 0x1_0000_0000) | 0;

/** A seeded FNV-1a over UTF-16 units, finished with murmur3's mix so that every bit reaches the table index. */
function hashOf(value: string): number {
	let hash = SEED ^ 0x811c9dc5;
	for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
	hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
	hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
	return hash ^ (hash >>> 16);
}

/** How a value is hashed to its table slot: seeded per process unless a test gives another. */
export type HashOf = (value: string) => number;

export class UniqueValues {
	readonly #hashOf: HashOf;
	/** Per slot: 1 + the index of the item whose value is there; 0 for an empty slot. */
	#slots = new Int32Array(0);
	/** Per slot: the hash of that value, compared before the strings. */
	#hashes = new Int32Array(0);
	#mask = 0;
	#values: (string | undefined)[] = [];
	#count = 0;
	#probesLeft = 0;
	/** The list's values by first index once its probes ran out. */
	#map: Map<string, number> | undefined;
	#probes = 0;

	constructor(hash: HashOf = hashOf) {
		this.#hashOf = hash;
	}

	/** Table slots looked at so far, over every list: at most `PROBES_PER_ITEM` per item. */
	get probes(): number {
		return this.#probes;
	}

	/** Forgets the previous list: the next `length` items form a new one. */
	start(length: number): void {
		let size = 16;
		while (size < length * 2) size *= 2;
		if (this.#slots.length < size) {
			this.#slots = new Int32Array(size);
			this.#hashes = new Int32Array(size);
		} else this.#slots.fill(0, 0, size);
		this.#mask = size - 1;
		this.#values = new Array(length);
		this.#count = 0;
		this.#probesLeft = PROBES_PER_ITEM * length;
		this.#map = undefined;
	}

	/** Records the next item's value; for a duplicate, the index of the item that used it first. */
	add(value: string | undefined): number | undefined {
		const index = this.#count++;
		this.#values[index] = value;
		if (value === undefined) return undefined;
		if (this.#map !== undefined) return inMap(this.#map, value, index);
		const slots = this.#slots;
		const hashes = this.#hashes;
		const mask = this.#mask;
		const hash = this.#hashOf(value) | 0;
		const budget = this.#probesLeft;
		let probesLeft = budget;
		let first: number | undefined;
		for (let slot = hash & mask; probesLeft > 0; slot = (slot + 1) & mask) {
			probesLeft--;
			const taken = slots[slot] ?? 0;
			if (taken === 0) {
				slots[slot] = index + 1;
				hashes[slot] = hash;
				break;
			}
			if (hashes[slot] === hash && this.#values[taken - 1] === value) {
				first = taken - 1;
				break;
			}
		}
		this.#probes += budget - probesLeft;
		this.#probesLeft = probesLeft;
		if (first !== undefined || probesLeft > 0) return first;
		this.#map = firstIndices(this.#values, index);
		return inMap(this.#map, value, index);
	}
}

/** The first index of `value` in `map`, or undefined after recording `index` as its first. */
function inMap(map: Map<string, number>, value: string, index: number): number | undefined {
	const first = map.get(value);
	if (first === undefined) map.set(value, index);
	return first;
}

/** The first index of each value among the first `count` items. */
function firstIndices(values: readonly (string | undefined)[], count: number): Map<string, number> {
	const first = new Map<string, number>();
	for (let index = 0; index < count; index++) {
		const value = values[index];
		if (value !== undefined && !first.has(value)) first.set(value, index);
	}
	return first;
}
