/**
 * The values (ids) of one list's items, to report a duplicate with the index of its first use. A `Set` per list:
 * V8 hashes strings with a seed of its own, so no payload can be crafted to collide (an unseeded hand-made table
 * can, and its probing turns quadratic). Where a value was first used is looked up only once a list has a
 * duplicate, from a map built then in one pass.
 */
export class UniqueValues {
	#seen = new Set<string>();
	#values: (string | undefined)[] = [];
	#firstIndex: Map<string, number> | undefined;

	/** Forgets the previous list: the next items form a new one. */
	start(): void {
		this.#seen = new Set();
		this.#values = [];
		this.#firstIndex = undefined;
	}

	/** Records the next item's value; for a duplicate, the index of the item that used it first. */
	add(value: string | undefined): number | undefined {
		const values = this.#values;
		values.push(value);
		if (value === undefined) return undefined;
		const seen = this.#seen;
		const size = seen.size;
		seen.add(value);
		if (seen.size !== size) {
			this.#firstIndex?.set(value, values.length - 1);
			return undefined;
		}
		this.#firstIndex ??= firstIndices(values);
		return this.#firstIndex.get(value);
	}
}

function firstIndices(values: readonly (string | undefined)[]): Map<string, number> {
	const first = new Map<string, number>();
	values.forEach((value, index) => {
		if (value !== undefined && !first.has(value)) first.set(value, index);
	});
	return first;
}
