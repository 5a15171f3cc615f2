/**
 * A stand-in for one of pi's large interfaces that has only the members a test or benchmark needs: reading any
 * other member throws, naming it, so code that starts to use more of pi fails loudly instead of passing by chance.
 */
export function partialFake<T extends object>(name: string, members: Partial<T>): T {
	return new Proxy(members, {
		get(target, key, receiver) {
			// `then` is read by `await` on any value; symbols by inspection.
			if (typeof key === "symbol" || key === "then" || Reflect.has(target, key)) {
				return Reflect.get(target, key, receiver);
			}
			throw new Error(`the fake ${name} has no "${key}"`);
		},
	}) as T;
}
