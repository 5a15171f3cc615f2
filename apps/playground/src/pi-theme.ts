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

/**
 * Loads pi's default theme outside pi: `builtInPiTheme()` (test kit) lets pi pick dark or light from the terminal
 * background and installs it globally. Imported lazily: pi-coding-agent takes seconds to load, and only the
 * terminal modes need it.
 */
export async function loadPiLook(): Promise<PiLook> {
	const [pi, { builtInPiTheme }] = await Promise.all([
		import("@mariozechner/pi-coding-agent"),
		import("@ask-user/test-kit/pi-theme"),
	]);
	const theme = builtInPiTheme();
	return {
		theme: fromPiTheme(theme),
		markdown: pi.getMarkdownTheme(),
		selectList: pi.getSelectListTheme(),
		accent: (text) => theme.fg("accent", theme.bold(text)),
		dim: (text) => theme.fg("dim", text),
	};
}
