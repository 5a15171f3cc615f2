/**
 * Counts the hash-table lookups (`Set#has`, `Map#has`, `Map#get`) a synchronous call makes: a measure of work that
 * does not depend on the machine, for tests that keep an operation linear by comparing it at n and 2n instead of
 * timing it. Finding a free name by trying `x`, `x_2`, `x_3`, … in a `Set` for each of n items shows up here as
 * n²/2 lookups.
 */

const COUNTED: readonly (readonly [object, string])[] = [
	[Set.prototype, "has"],
	[Map.prototype, "has"],
	[Map.prototype, "get"],
];

/** `run()`'s result and the lookups it made; the methods are restored before it returns, even on a throw. */
export function countLookups<T>(run: () => T): { readonly result: T; readonly lookups: number } {
	let lookups = 0;
	const restores = COUNTED.map(([prototype, name]) => {
		const original: unknown = Reflect.get(prototype, name);
		if (typeof original !== "function") throw new Error(`${name} is not a method`);
		const counted = function (this: unknown, ...args: unknown[]): unknown {
			lookups++;
			return Reflect.apply(original, this, args);
		};
		Reflect.defineProperty(prototype, name, { value: counted, writable: true, configurable: true });
		return () => Reflect.defineProperty(prototype, name, { value: original, writable: true, configurable: true });
	});
	try {
		const result = run();
		return { result, lookups };
	} finally {
		for (const restore of restores) restore();
	}
}
