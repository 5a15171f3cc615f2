import { initTheme, Theme } from "@mariozechner/pi-coding-agent";

/** Where pi keeps its current theme: the `theme` extensions and `ctx.ui.custom` factories get reads it. */
const THEME_KEY = Symbol.for("@mariozechner/pi-coding-agent:theme");

/**
 * One of pi's built-in themes, loaded the way pi loads it: `initTheme(name)` fills the global slot that pi's theme
 * proxy reads (so `getMarkdownTheme()` works too); the instance itself is not exported. Without a name, pi picks
 * dark or light from the terminal's background, as at startup.
 */
export function builtInPiTheme(name?: "dark" | "light"): Theme {
	initTheme(name);
	const current: unknown = Reflect.get(globalThis, THEME_KEY);
	if (!(current instanceof Theme))
		throw new Error(`initTheme(${name === undefined ? "" : `"${name}"`}) installed no Theme`);
	return current;
}
