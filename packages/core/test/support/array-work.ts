/**
 * Counts the work a synchronous call does through the array methods that search or walk a list: each element a
 * callback is called on (`some`, `every`, `find`, `map`, …) and each element a search may compare (`includes`,
 * `indexOf`). A complexity guard without a clock: a linear call does about twice the work on twice the input, a
 * quadratic one four times.
 */

type Method = (this: readonly unknown[], ...args: unknown[]) => unknown;

const WALKS = ["some", "every", "find", "findIndex", "filter", "map", "forEach", "flatMap", "reduce"] as const;
const SEARCHES = ["includes", "indexOf", "lastIndexOf"] as const;

export function arrayWork(call: () => void): number {
	let work = 0;
	const prototype = Array.prototype as unknown as Record<string, Method>;
	const originals = new Map<string, Method>();
	for (const name of [...WALKS, ...SEARCHES]) {
		const original = prototype[name];
		if (original === undefined) throw new Error(`Array.prototype.${name} is missing`);
		originals.set(name, original);
	}
	for (const name of WALKS) {
		const original = originals.get(name) as Method;
		prototype[name] = function (this: readonly unknown[], callback: unknown, ...rest: unknown[]) {
			const counted = (...args: unknown[]) => {
				work++;
				return (callback as (...a: unknown[]) => unknown)(...args);
			};
			return original.call(this, counted, ...rest);
		};
	}
	for (const name of SEARCHES) {
		const original = originals.get(name) as Method;
		prototype[name] = function (this: readonly unknown[], ...args: unknown[]) {
			work += this.length;
			return original.apply(this, args);
		};
	}
	try {
		call();
	} finally {
		for (const [name, original] of originals) prototype[name] = original;
	}
	return work;
}
