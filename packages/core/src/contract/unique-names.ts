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
/**
 * The length from which V8 makes a string built with `+` or a template a rope (`ConsString::kMinLength`, Node 20 and
 * 22): the two parts and a pointer to each, flattened into a copy by the first hash, scan or comparison.
 */
const ROPE_LENGTH = 13;

/**
 * `base_<suffix>`, built flat when it is long enough to be a rope: `validate` hashes, scans and compares each
 * derived name, and 100,000 values derived from a long label (`use_the_shared_…_re_2`, `…_3`, …) each flattened
 * into a second copy there took 84 ms against 24 flat (apps/bench/MEASUREMENTS.md, "arguments"). Shorter names are
 * flat as built, and a join would only add an array each.
 */
function suffixed(base: string, suffix: number): string {
	let length = base.length + 2;
	for (let rest = suffix; rest >= 10; rest = Math.floor(rest / 10)) length++;
	return length < ROPE_LENGTH ? `${base}_${suffix}` : [base, suffix].join("_");
}

/** Bases a list keeps in two short arrays before it moves them into a `Map`: most lists derive a few names. */
const FEW_BASES = 8;

export class UniqueNames {
	/** The names given explicitly; made on first use, as most lists are short and give none. */
	#given: Set<string> | undefined;
	/** The next suffix to try, per base that has claimed a name: the first `FEW_BASES` bases here, in turn… */
	readonly #fewBases: string[] = [];
	readonly #fewSuffixes: number[] = [];
	/** …and all of them here once there are more (a `Map` per list of two options was most of its cost). */
	#next: Map<string, number> | undefined;
	/** The length of the longest base: a longer name is none of them, and is not looked up. */
	#longestBase = 0;
	#tries = 0;

	/** Names tried so far (`claim` makes one try per name it looks at). */
	get tries(): number {
		return this.#tries;
	}

	/** Forgets every name: the next ones form a new list (one `UniqueNames` reads every option list of a payload). */
	clear(): void {
		this.#given?.clear();
		this.#fewBases.length = 0;
		this.#fewSuffixes.length = 0;
		this.#next = undefined;
		this.#longestBase = 0;
	}

	/** Takes a name given explicitly, which no derived name may take. */
	take(name: string): void {
		this.#given ??= new Set();
		this.#given.add(name);
	}

	/** `base`, or `base_2`, `base_3`, …: the first not taken, which is taken from now on. */
	claim(base: string): string {
		const given = this.#given;
		this.#tries++;
		let suffix = this.#nextOf(base);
		if (base.length > this.#longestBase) this.#longestBase = base.length;
		if (suffix === undefined) {
			if (given?.has(base) !== true && !this.#derived(base)) {
				this.#setNext(base, 2);
				return base;
			}
			suffix = 2;
		}
		let name = suffixed(base, suffix);
		// `name` splits into `base` and `suffix`, which `base` has not passed: only a given name or a base can hold it.
		while (given?.has(name) === true || (name.length <= this.#longestBase && this.#nextOf(name) !== undefined)) {
			this.#tries++;
			suffix++;
			name = suffixed(base, suffix);
		}
		this.#setNext(base, suffix + 1);
		return name;
	}

	/** The next suffix of `base`, or undefined when it has not claimed a name. */
	#nextOf(base: string): number | undefined {
		if (this.#next !== undefined) return this.#next.get(base);
		const bases = this.#fewBases;
		for (let i = 0; i < bases.length; i++) if (bases[i] === base) return this.#fewSuffixes[i];
		return undefined;
	}

	#setNext(base: string, suffix: number): void {
		if (this.#next !== undefined) {
			this.#next.set(base, suffix);
			return;
		}
		const bases = this.#fewBases;
		const at = bases.indexOf(base);
		if (at >= 0) this.#fewSuffixes[at] = suffix;
		else if (bases.length < FEW_BASES) {
			bases.push(base);
			this.#fewSuffixes.push(suffix);
		} else {
			this.#next = new Map(bases.map((known, i) => [known, this.#fewSuffixes[i] ?? 2]));
			this.#next.set(base, suffix);
		}
	}

	/** Whether `name`, a base that has not claimed yet, was derived: `base_<n>` with `base`'s suffix past n. */
	#derived(name: string): boolean {
		const cut = name.lastIndexOf("_");
		if (cut < 0) return false;
		const digits = name.slice(cut + 1);
		// Suffixes are written without leading zeros, and start at 2.
		if (!/^[1-9]\d*$/.test(digits) || digits === "1") return false;
		return (this.#nextOf(name.slice(0, cut)) ?? 0) > Number(digits);
	}
}
