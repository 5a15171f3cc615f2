import { Markdown, type MarkdownTheme } from "@mariozechner/pi-tui";
import { fitLine, wrap } from "../text/fit.ts";
import { sanitizeText } from "../text/sanitize.ts";
import { withLinkTargetsShown } from "./link-targets.ts";
import { markdownBlocks } from "./markdown-blocks.ts";
import { boundMarkdownNesting } from "./markdown-nesting.ts";

/** A preview longer than this is cut before it is parsed: a pane never shows more, and parsing stays bounded. */
const MAX_PREVIEW_CHARS = 100_000;

/**
 * A preview line longer than this is cut before it is parsed: pi-tui measures and wraps a line by walking its
 * graphemes (`Intl.Segmenter`), which takes time that grows far faster than the line (docs/pi-platform.md). A pane
 * never shows that much of one line anyway.
 */
const MAX_PREVIEW_LINE_CHARS = 2_000;

function capLines(text: string): string {
	return text
		.split("\n")
		.map((line) => (line.length > MAX_PREVIEW_LINE_CHARS ? `${line.slice(0, MAX_PREVIEW_LINE_CHARS)}…` : line))
		.join("\n");
}

/**
 * One block of sanitized Markdown as lines that fit `width`, nesting bounded. Should `Markdown` throw all the same,
 * the block shows as plain text rather than ending the form.
 */
function renderBlock(markdown: string, width: number, theme: MarkdownTheme): string[] {
	try {
		return new Markdown(boundMarkdownNesting(markdown), 0, 0, theme).render(width).map((line) => fitLine(line, width));
	} catch {
		return markdown.split("\n").flatMap((line) => wrap(line, width));
	}
}

/** Sanitized `markdown` as lines that fit `width`, parsed block by block, links showing their targets. */
function renderMarkdown(markdown: string, width: number, theme: MarkdownTheme): string[] {
	return withLinkTargetsShown(() =>
		markdownBlocks(markdown).flatMap(({ source, afterBlank }) => [
			...(afterBlank ? [""] : []),
			...renderBlock(source, width, theme),
		]),
	);
}

/** What the pane shows for a preview that could not be rendered at all: the form goes on without it. */
export const PREVIEW_UNAVAILABLE = "Preview unavailable";

/** `renderMarkdown`, or `PREVIEW_UNAVAILABLE` should anything on the way throw (a theme, a highlighter, a parser). */
function renderPreview(markdown: string, width: number, theme: MarkdownTheme): string[] {
	try {
		return renderMarkdown(markdown, width, theme);
	} catch {
		return [fitLine(PREVIEW_UNAVAILABLE, width)];
	}
}

interface Entry {
	readonly text: string;
	readonly width: number;
	readonly lines: readonly string[];
}

/**
 * Rendered Markdown by key (e.g. question and option) and width, so moving the focus does not re-render a preview
 * that did not change. Keeps the most recently used `capacity` entries. The text is sanitized before parsing, and
 * the lines are cut to `width` once here, so drawing a cached preview measures nothing.
 */
export class MarkdownCache {
	private readonly entries = new Map<string, Entry>();

	constructor(
		private readonly theme: MarkdownTheme,
		private readonly capacity = 16,
	) {}

	lines(key: string, text: string, width: number): readonly string[] {
		const cached = this.entries.get(key);
		this.entries.delete(key);
		const entry =
			cached !== undefined && cached.text === text && cached.width === width ? cached : this.build(text, width);
		this.entries.set(key, entry);
		if (this.entries.size > this.capacity) {
			const oldest = this.entries.keys().next().value;
			if (oldest !== undefined) this.entries.delete(oldest);
		}
		return entry.lines;
	}

	clear(): void {
		this.entries.clear();
	}

	private build(text: string, width: number): Entry {
		const source = text.length > MAX_PREVIEW_CHARS ? `${text.slice(0, MAX_PREVIEW_CHARS)}\n\n…` : text;
		return { text, width, lines: renderPreview(sanitizeText(capLines(source)), width, this.theme) };
	}
}
