import { type AskTheme, fromPiTheme } from "@ask-user/render-tui";
import type { MarkdownTheme, SelectListTheme } from "@mariozechner/pi-tui";

/** pi's default look, as the questionnaire and the fixture picker use it. */
export interface PiLook {
	readonly theme: AskTheme;
	/** pi's preview styles, with syntax highlighting. */
	readonly markdown: MarkdownTheme;
	readonly selectList: SelectListTheme;
	readonly accent: (text: string) => string;
	readonly dim: (text: string) => string;
}

/** Where pi keeps its current theme; pi's module reads it from there too (shared across module loaders). */
const THEME_KEY = Symbol.for("@mariozechner/pi-coding-agent:theme");

/**
 * Loads pi's default theme outside pi: `initTheme()` picks dark or light from the terminal background and installs
 * it globally. Imported lazily: pi-coding-agent takes seconds to load, and only the terminal modes need it.
 */
export async function loadPiLook(): Promise<PiLook> {
	const pi = await import("@mariozechner/pi-coding-agent");
	pi.initTheme();
	const theme: unknown = Reflect.get(globalThis, THEME_KEY);
	if (!(theme instanceof pi.Theme)) throw new Error("initTheme() of @mariozechner/pi-coding-agent installed no Theme");
	return {
		theme: fromPiTheme(theme),
		markdown: pi.getMarkdownTheme(),
		selectList: pi.getSelectListTheme(),
		accent: (text) => theme.fg("accent", theme.bold(text)),
		dim: (text) => theme.fg("dim", text),
	};
}
