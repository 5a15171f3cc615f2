/**
 * The values (ids) of one list's items, to report a duplicate with the index of its first use: a hash table of item
 * indices (open addressing, FNV-1a over the UTF-16 units of a value, at least twice as many slots as the list has
 * items) beside the values in item order, the table reused by every list of a payload. A `Set` of 100,000 strings
 * regrows its table a dozen times as it fills, and an array grown by `push` copies itself as often (figures in
 * docs/architecture.md, "validate").
 */
export class UniqueValues {
	/** Per slot, the index + 1 of the item whose value hashed there (0: an empty slot). */
	#slots = new Int32Array(0);
	#mask = 0;
	#values: (string | undefined)[] = [];
	#count = 0;

	/** Forgets the previous list: the next `length` items, at most, form a new one. */
	start(length: number): void {
		const size = 2 ** Math.ceil(Math.log2(Math.max(2, length * 2)));
		if (this.#slots.length < size) this.#slots = new Int32Array(size);
		else this.#slots.fill(0, 0, size);
		this.#mask = size - 1;
		this.#values = new Array<string | undefined>(length);
		this.#count = 0;
	}

	/** Records the next item's value; for a duplicate, the index of the item that used it first. */
	add(value: string | undefined): number | undefined {
		const index = this.#count++;
		const values = this.#values;
		values[index] = value;
		if (value === undefined) return undefined;
		const slots = this.#slots;
		const mask = this.#mask;
		let hash = 0x811c9dc5;
		for (let unit = 0; unit < value.length; unit++) hash = Math.imul(hash ^ value.charCodeAt(unit), 0x01000193);
		for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
			const entry = slots[slot] ?? 0;
			if (entry === 0) {
				slots[slot] = index + 1;
				return undefined;
			}
			if (values[entry - 1] === value) return entry - 1;
		}
	}
}
