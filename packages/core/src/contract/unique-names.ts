/**
 * The names `normalizeArguments` derives for one list (the ids of the questions, the values of a question's
 * options), each made unique by a suffix: `base`, then `base_2`, `base_3`, …, the first one not taken.
 *
 * Models send lists whose items all derive one name (8,000 options that are all `"x"`, 20,000 questions under one
 * header): trying `base`, `base_2`, … afresh for each of them took n²/2 tries (56 s in a real pi). So each base
 * remembers the suffix it reached, and no name is tried twice by one base. A try that fails finds its name taken,
 * and a taken name fails at most two tries over the whole list: once as a base of its own, and once as `base_<n>`
 * for the one base and number it splits into (the digits after its last `_`). So a list takes at most (names
 * claimed + 2 × names taken) tries, whatever its labels and given names (`x`, `x-2`, a given `x_3`).
 *
 * The derived names themselves are not stored: a name is taken when it was given, when it is a base that has
 * claimed a name (it took itself, or found itself taken), or when it is `base_<n>` and that base's suffix has passed
 * n. So 100,000 options add one entry, not 100,000, to the tables.
 */
export class UniqueNames {
	/** The names given explicitly; made on first use, as most lists are short and give none. */
	#given: Set<string> | undefined;
	/** The next suffix to try, per base that has claimed a name. */
	#next: Map<string, number> | undefined;
	/** The length of the longest base in `#next`: a longer name is none of them, and is not looked up. */
	#longestBase = 0;
	#tries = 0;

	/** Names tried so far (`claim` makes one try per name it looks at). */
	get tries(): number {
		return this.#tries;
	}

	/** Takes a name given explicitly, which no derived name may take. */
	take(name: string): void {
		this.#given ??= new Set();
		this.#given.add(name);
	}

	/** `base`, or `base_2`, `base_3`, …: the first not taken, which is taken from now on. */
	claim(base: string): string {
		const given = this.#given;
		this.#next ??= new Map();
		const next = this.#next;
		this.#tries++;
		let suffix = next.get(base);
		if (base.length > this.#longestBase) this.#longestBase = base.length;
		if (suffix === undefined) {
			if (given?.has(base) !== true && !this.#derived(base, next)) {
				next.set(base, 2);
				return base;
			}
			suffix = 2;
		}
		let name = `${base}_${suffix}`;
		// `name` splits into `base` and `suffix`, which `base` has not passed: only a given name or a base can hold it.
		while (given?.has(name) === true || (name.length <= this.#longestBase && next.has(name))) {
			this.#tries++;
			suffix++;
			name = `${base}_${suffix}`;
		}
		next.set(base, suffix + 1);
		return name;
	}

	/** Whether `name`, a base that has not claimed yet, was derived: `base_<n>` with `base`'s suffix past n. */
	#derived(name: string, next: Map<string, number>): boolean {
		const cut = name.lastIndexOf("_");
		if (cut < 0) return false;
		const digits = name.slice(cut + 1);
		// Suffixes are written without leading zeros, and start at 2.
		if (!/^[1-9]\d*$/.test(digits) || digits === "1") return false;
		return (next.get(name.slice(0, cut)) ?? 0) > Number(digits);
	}
}
