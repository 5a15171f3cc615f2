/**
 * The questionnaire's styles, as named roles. Renderers style text only through an `AskTheme`, so tests render
 * with `identityTheme` and assert on plain text, and pi's theme is adapted in one place.
 */
/** Styles a piece of text; may wrap it in ANSI codes, must not change its visible width. */
export type Style = (text: string) => string;

export interface AskTheme {
	/** Ordinary text: prompts, option labels. */
	readonly text: Style;
	/** Emphasis: titles, the question being answered. */
	readonly accent: Style;
	/** Secondary text: descriptions, notes. */
	readonly muted: Style;
	/** Least important text: key hints, placeholders. */
	readonly dim: Style;
	/** The row or button under the cursor. */
	readonly focus: Style;
	/** An option that is picked or checked. */
	readonly selected: Style;
	readonly success: Style;
	readonly warning: Style;
	readonly error: Style;
	/** Rules and frames. */
	readonly border: Style;
	/** The current tab in the tab bar. */
	readonly tabActive: Style;
	/** Every other tab. */
	readonly tabInactive: Style;
	readonly bold: Style;
}

const unstyled: Style = (text) => text;

/** Styles nothing: for tests and plain-text output. */
export const identityTheme: AskTheme = {
	text: unstyled,
	accent: unstyled,
	muted: unstyled,
	dim: unstyled,
	focus: unstyled,
	selected: unstyled,
	success: unstyled,
	warning: unstyled,
	error: unstyled,
	border: unstyled,
	tabActive: unstyled,
	tabInactive: unstyled,
	bold: unstyled,
};

/** The colours of pi's theme the adapter uses (a part of pi's `ThemeColor`). */
export type PiThemeColor = "text" | "accent" | "muted" | "dim" | "success" | "warning" | "error" | "border";

/**
 * The part of pi's `Theme` the adapter uses, declared here so that render-tui does not depend on pi's coding
 * agent; pi's `Theme` (and the theme pi hands to extensions) has these methods, so it is passed as it is.
 */
export interface PiTheme {
	fg(color: PiThemeColor, text: string): string;
	bg(color: "selectedBg", text: string): string;
	bold(text: string): string;
}

/**
 * Adapts pi's theme. Every style calls into `theme` when applied, never ahead of time: pi hands extensions a
 * proxy of its current theme, so a theme switch shows on the next render.
 */
export function fromPiTheme(theme: PiTheme): AskTheme {
	return {
		text: (text) => theme.fg("text", text),
		accent: (text) => theme.fg("accent", text),
		muted: (text) => theme.fg("muted", text),
		dim: (text) => theme.fg("dim", text),
		focus: (text) => theme.fg("accent", text),
		selected: (text) => theme.fg("success", text),
		success: (text) => theme.fg("success", text),
		warning: (text) => theme.fg("warning", text),
		error: (text) => theme.fg("error", text),
		border: (text) => theme.fg("border", text),
		tabActive: (text) => theme.bg("selectedBg", theme.fg("text", text)),
		tabInactive: (text) => theme.fg("muted", text),
		bold: (text) => theme.bold(text),
	};
}
