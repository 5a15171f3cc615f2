import { initTheme, Theme } from "@mariozechner/pi-coding-agent";

/**
 * One of pi's built-in themes, loaded the way pi loads it: `initTheme(name)` fills the global slot that pi's
 * theme proxy (the `theme` extensions receive) reads; the instance itself is not exported.
 */
export function builtInPiTheme(name: "dark" | "light"): Theme {
	initTheme(name);
	const current: unknown = Reflect.get(globalThis, Symbol.for("@mariozechner/pi-coding-agent:theme"));
	if (!(current instanceof Theme)) throw new Error(`initTheme("${name}") did not install a Theme`);
	return current;
}
