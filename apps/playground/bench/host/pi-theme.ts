import { initTheme, Theme } from "@mariozechner/pi-coding-agent";

/** Where pi keeps its current theme; the `theme` pi hands to `ctx.ui.custom` factories reads it from there. */
const THEME_KEY = Symbol.for("@mariozechner/pi-coding-agent:theme");

/** pi's built-in dark theme, installed globally as pi does at startup, so `getMarkdownTheme()` works too. */
export function piDarkTheme(): Theme {
	initTheme("dark");
	const theme: unknown = Reflect.get(globalThis, THEME_KEY);
	if (!(theme instanceof Theme)) throw new Error('initTheme("dark") installed no Theme');
	return theme;
}
