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
import { UniqueValues } from "./unique-values.ts";

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

/** The suffix of a base that has not claimed a name yet: suffixes start at 2. */
const NOT_CLAIMED = 0;

/** Bases a list keeps in two short arrays before it moves them into a table: most lists derive a few names. */
const FEW_BASES = 8;

export class UniqueNames {
	/** The most names the list gives and claims (`start`): what its tables are sized for. */
	#length = 0;
	/** The names given explicitly, once the list gives one (most lists are short and give none). */
	#given: UniqueValues | undefined;
	#givesNames = false;
	/** The next suffix to try, per base that has claimed a name: the first `FEW_BASES` bases here, in turn… */
	readonly #fewBases: string[] = [];
	readonly #fewSuffixes: number[] = [];
	/**
	 * …and all of them in this table once there are more, each base's suffix at its index there: sized once per list
	 * and hashed with a seed (`unique-values.ts`). With a `Map` of the bases and a `Set` of the given names, the
	 * 50,000 bases of `x`, `x-2`, `x`, `x-4`, … took 80–105 ms to normalize against 69–74 ms, and 50,000 given
	 * values 39–61 against 27–48 ms (apps/bench/MEASUREMENTS.md, "arguments").
	 */
	readonly #bases = new UniqueValues();
	#hasTable = false;
	/**
	 * The bases' suffixes by index in `#bases`: sized once per list, as a growing array of 50,000 numbers was copied
	 * into four arrays allocated outside V8's young generation.
	 */
	#suffixes = new Int32Array(0);
	/** The length of the longest base: a longer name is none of them, and is not looked up. */
	#longestBase = 0;
	#tries = 0;

	/** Names tried so far (`claim` makes one try per name it looks at). */
	get tries(): number {
		return this.#tries;
	}

	/**
	 * Forgets every name: the next ones, at most `length` given and claimed, form a new list (one `UniqueNames`
	 * reads every option list of a payload). More is still exact, in a `Map`.
	 */
	start(length: number): void {
		this.#length = length;
		this.#givesNames = false;
		this.#fewBases.length = 0;
		this.#fewSuffixes.length = 0;
		this.#hasTable = false;
		this.#longestBase = 0;
	}

	/** Takes a name given explicitly, which no derived name may take. */
	take(name: string): void {
		if (!this.#givesNames) {
			this.#given ??= new UniqueValues();
			this.#given.start(this.#length);
			this.#givesNames = true;
		}
		this.#given?.add(name);
	}

	/** Whether `name` was given explicitly. */
	#isGiven(name: string): boolean {
		return this.#givesNames && this.#given?.find(name) !== undefined;
	}

	/** `base`, or `base_2`, `base_3`, …: the first not taken, which is taken from now on. */
	claim(base: string): string {
		this.#tries++;
		// Found once, and kept for the suffix set below: nothing is recorded in between.
		const at = this.#placeOf(base);
		let suffix = this.#suffixAt(at);
		if (base.length > this.#longestBase) this.#longestBase = base.length;
		if (suffix === NOT_CLAIMED) {
			if (!this.#isGiven(base) && !this.#derived(base)) {
				this.#setSuffixAt(at, 2);
				return base;
			}
			suffix = 2;
		}
		let name = suffixed(base, suffix);
		// `name` splits into `base` and `suffix`, which `base` has not passed: only a given name or a base can hold it.
		while (this.#isGiven(name) || (name.length <= this.#longestBase && this.#nextOf(name) !== NOT_CLAIMED)) {
			this.#tries++;
			suffix++;
			name = suffixed(base, suffix);
		}
		this.#setSuffixAt(at, suffix + 1);
		return name;
	}

	/** The next suffix of `base`, or `NOT_CLAIMED`. Records nothing. */
	#nextOf(base: string): number {
		if (this.#hasTable) {
			const at = this.#bases.find(base);
			return at === undefined ? NOT_CLAIMED : this.#suffixAt(at);
		}
		const at = this.#fewBases.indexOf(base);
		return at < 0 ? NOT_CLAIMED : this.#suffixAt(at);
	}

	/** Where `base`'s next suffix is kept (in the arrays, or at its index in the table), recorded now if new. */
	#placeOf(base: string): number {
		if (this.#hasTable) return this.#recorded(base);
		const bases = this.#fewBases;
		const at = bases.indexOf(base);
		if (at >= 0) return at;
		if (bases.length < FEW_BASES) {
			this.#fewSuffixes.push(NOT_CLAIMED);
			return bases.push(base) - 1;
		}
		this.#bases.start(this.#length);
		if (this.#suffixes.length < this.#length) this.#suffixes = new Int32Array(this.#length);
		this.#hasTable = true;
		for (let i = 0; i < bases.length; i++) this.#setSuffixAt(this.#recorded(bases[i] ?? ""), this.#fewSuffixes[i] ?? 2);
		return this.#recorded(base);
	}

	/** `base`'s index in the table, added (its suffix `NOT_CLAIMED`) if new. */
	#recorded(base: string): number {
		const known = this.#bases.items;
		const index = this.#bases.indexOf(base);
		if (index < known) return index;
		// More names than `start` was told of (kept exact): a table twice as long.
		if (index >= this.#suffixes.length) {
			const longer = new Int32Array(2 * index + 1);
			longer.set(this.#suffixes);
			this.#suffixes = longer;
		}
		this.#suffixes[index] = NOT_CLAIMED;
		return index;
	}

	#suffixAt(at: number): number {
		return (this.#hasTable ? this.#suffixes[at] : this.#fewSuffixes[at]) ?? NOT_CLAIMED;
	}

	#setSuffixAt(at: number, suffix: number): void {
		if (this.#hasTable) this.#suffixes[at] = suffix;
		else this.#fewSuffixes[at] = suffix;
	}

	/** Whether `name`, a base that has not claimed yet, was derived: `base_<n>` with `base`'s suffix past n. */
	#derived(name: string): boolean {
		const cut = name.lastIndexOf("_");
		if (cut < 0) return false;
		// The digits after the `_` read in place (no copy of them): suffixes are written without leading zeros.
		let suffix = 0;
		for (let i = cut + 1; i < name.length; i++) {
			const digit = name.charCodeAt(i) - 48;
			if (digit < 0 || digit > 9 || (suffix === 0 && digit === 0)) return false;
			suffix = suffix * 10 + digit;
		}
		// Suffixes start at 2.
		return suffix >= 2 && this.#nextOf(name.slice(0, cut)) > suffix;
	}
}
