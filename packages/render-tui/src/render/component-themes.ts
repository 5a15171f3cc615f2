/** Themes for the pi-tui components the questionnaire hosts, derived from its `AskTheme` roles. */
import type { EditorTheme, MarkdownTheme } from "@mariozechner/pi-tui";
import type { AskTheme } from "../theme.ts";

/** The free-form answer and note editor, with its `@` completion list. */
export function editorThemeOf(theme: AskTheme): EditorTheme {
	return {
		borderColor: theme.border,
		selectList: {
			selectedPrefix: theme.focus,
			selectedText: theme.focus,
			description: theme.muted,
			scrollInfo: theme.dim,
			noMatch: theme.dim,
		},
	};
}

/**
 * Preview panes. Code is not highlighted: pass pi's `getMarkdownTheme()` to the component for pi's own colours
 * and syntax highlighting.
 */
export function markdownThemeOf(theme: AskTheme): MarkdownTheme {
	const plain = (text: string) => text;
	return {
		heading: (text) => theme.bold(theme.accent(text)),
		link: theme.accent,
		linkUrl: theme.dim,
		code: theme.accent,
		codeBlock: theme.text,
		codeBlockBorder: theme.dim,
		quote: theme.muted,
		quoteBorder: theme.dim,
		hr: theme.border,
		listBullet: theme.accent,
		bold: theme.bold,
		italic: plain,
		strikethrough: plain,
		underline: plain,
	};
}
