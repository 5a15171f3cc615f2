import { boundMarkdownNesting, hasHeavyEmphasis, headUnits, sanitizeText } from "@ask-user/core/contract";
import { Markdown, type MarkdownTheme } from "@mariozechner/pi-tui";
import { fitLine, wrap } from "../text/fit.ts";
import { type DeferredHighlights, highlightingAtMost, withHighlights, withoutPadding } from "./code-highlight.ts";
import { withLinkTargetsShown } from "./link-targets.ts";
import { markdownBlocks } from "./markdown-blocks.ts";

/** A preview longer than this is cut before it is parsed: a pane never shows more, and parsing stays bounded. */
const MAX_PREVIEW_CHARS = 100_000;

/**
 * A preview line longer than this is split before it is parsed: pi-tui measures and wraps a line by walking its
 * graphemes (`Intl.Segmenter`), which takes time that grows far faster than the line (docs/pi-platform.md).
 */
const MAX_PREVIEW_LINE_CHARS = 2_000;

/**
 * The most of one line that is split and shown: a long paragraph reads to its end, while a line of minified code
 * (100 KB of it laid out as prose took over 100 ms, 10,000 characters about 12) stays bounded.
 */
const MAX_SPLIT_LINE_CHARS = 10_000;

/**
 * `line` in lines of at most `MAX_PREVIEW_LINE_CHARS`, each broken at its last space where that is in its second half
 * (Markdown reads the break as a paragraph's soft break), else within a word; never inside a surrogate pair. Only a
 * line longer than `MAX_SPLIT_LINE_CHARS` loses its end, marked `…`: a long paragraph of the agent's message or of a
 * preview scrolls to its end.
 */
function splitLine(line: string): string {
	if (line.length <= MAX_PREVIEW_LINE_CHARS) return line;
	const pieces: string[] = [];
	let rest = line.length > MAX_SPLIT_LINE_CHARS ? `${headUnits(line, MAX_SPLIT_LINE_CHARS - 1)}…` : line;
	while (rest.length > MAX_PREVIEW_LINE_CHARS) {
		const space = rest.lastIndexOf(" ", MAX_PREVIEW_LINE_CHARS);
		if (space >= MAX_PREVIEW_LINE_CHARS / 2) {
			pieces.push(rest.slice(0, space));
			rest = rest.slice(space + 1);
		} else {
			const head = headUnits(rest, MAX_PREVIEW_LINE_CHARS);
			pieces.push(head);
			rest = rest.slice(head.length);
		}
	}
	pieces.push(rest);
	return pieces.join("\n");
}

function splitLines(text: string): string {
	return text.split("\n").map(splitLine).join("\n");
}

/**
 * One block of sanitized Markdown as lines that fit `width`, nesting bounded, code highlighted in its first
 * `highlighted` lines (put in after the layout where it can be: `code-highlight.ts`), without the padding
 * `Markdown` adds: pi-tui clears a line before drawing it, and measures every column of every changed line,
 * padding included, on every frame that changes it. Should `Markdown` throw all the same, the block shows as
 * plain text rather than ending the form.
 */
function renderBlock(markdown: string, width: number, theme: MarkdownTheme, highlighted: number): string[] {
	if (hasHeavyEmphasis(markdown)) return plainBlock(markdown, width);
	try {
		const source = boundMarkdownNesting(markdown);
		const layout = (deferred?: DeferredHighlights) =>
			new Markdown(source, 0, 0, highlightingAtMost(theme, highlighted, width, deferred)).render(width);
		const deferred: DeferredHighlights = { blocks: [] };
		const lines = withHighlights(layout(deferred), deferred) ?? withoutPadding(layout());
		return lines.map((line) => fitLine(line, width));
	} catch {
		return plainBlock(markdown, width);
	}
}

/** A block as plain text, wrapped to `width`: what `Markdown` would take too long to lay out, or threw on. */
function plainBlock(markdown: string, width: number): string[] {
	return markdown.split("\n").flatMap((line) => wrap(line, width));
}

/**
 * Sanitized `markdown` as lines that fit `width`, parsed block by block, links showing their targets; code is
 * highlighted in the first `final` lines at least (a code line gives one line or more).
 */
function renderMarkdown(markdown: string, width: number, theme: MarkdownTheme, final: number): string[] {
	return withLinkTargetsShown(() => {
		const lines: string[] = [];
		for (const { source, afterBlank } of markdownBlocks(markdown)) {
			if (afterBlank) lines.push("");
			lines.push(...renderBlock(source, width, theme, Math.max(0, final - lines.length)));
		}
		return lines;
	});
}

/** What the pane shows for a preview that could not be rendered at all: the form goes on without it. */
export const PREVIEW_UNAVAILABLE = "Preview unavailable";

/** `renderMarkdown`, or `PREVIEW_UNAVAILABLE` should anything on the way throw (a theme, a highlighter, a parser). */
function renderPreview(markdown: string, width: number, theme: MarkdownTheme, final: number): string[] {
	try {
		return renderMarkdown(markdown, width, theme, final);
	} catch {
		return [fitLine(PREVIEW_UNAVAILABLE, width)];
	}
}

interface Entry {
	readonly text: string;
	readonly width: number;
	readonly lines: readonly string[];
	/** How many lines from the top are final: code below them is not highlighted yet. */
	readonly final: number;
}

/** A preview a next key may show: its cache key, its Markdown, the width it shows at and how many lines show. */
export interface PreviewAhead {
	readonly key: string;
	readonly text: string;
	readonly width: number;
	readonly shown: number;
}

/**
 * Rendered Markdown by key (e.g. question and option) and width, so moving the focus does not re-render a preview
 * that did not change. Keeps the most recently used `capacity` entries. The text is sanitized before parsing, and
 * the lines are cut to `width` once here, so drawing a cached preview measures nothing. Code is highlighted down to
 * the lines asked for (what the pane shows), and further when a scroll asks for more: every line is there from the
 * first view, so a pane can count what it hides.
 */
export class MarkdownCache {
	private readonly entries = new Map<string, Entry>();
	/** Previews a next key may show, most likely first, rendered one per idle turn (`prepare`). */
	private waiting: readonly PreviewAhead[] = [];
	private preparing = false;

	constructor(
		private readonly theme: MarkdownTheme,
		private readonly capacity = 16,
	) {}

	/** The lines of `text` at `width`, the first `shown` of them final (all of them unless given). */
	lines(key: string, text: string, width: number, shown = Number.POSITIVE_INFINITY): readonly string[] {
		const cached = this.fitting(key, text, width);
		// A scroll past the final lines renders again, twice as far down at least, so scrolling re-renders rarely.
		const entry =
			cached !== undefined && cached.final >= shown
				? cached
				: this.build(text, width, Math.max(shown, 2 * (cached?.final ?? 0)));
		this.store(key, entry);
		return entry.lines;
	}

	/**
	 * How many lines `text` takes at `width`: a cached render's count however far it is highlighted (every line is
	 * there from the first view), otherwise `lines(key, text, width, shown)`'s.
	 */
	lineCount(key: string, text: string, width: number, shown: number): number {
		return (this.fitting(key, text, width)?.lines ?? this.lines(key, text, width, shown)).length;
	}

	/**
	 * Renders the previews in `ahead` (most likely first; they replace those asked for before) on idle turns of the
	 * event loop, one a turn, skipping any cached by then: the previews a next key is likely to show (a first view
	 * costs about as much as pi-tui's whole render pass), drawn from the cache when that key comes. Nothing renders
	 * for a key that comes first: the key renders what it shows, as without this.
	 */
	prepare(ahead: readonly PreviewAhead[]): void {
		this.waiting = ahead;
		if (this.preparing) return;
		this.preparing = true;
		const step = () => {
			const next = this.waiting.find(({ key, text, width, shown }) => !this.holds(key, text, width, shown));
			if (next === undefined) {
				this.preparing = false;
				return;
			}
			this.store(next.key, this.build(next.text, next.width, next.shown));
			setImmediate(step);
		};
		setImmediate(step);
	}

	clear(): void {
		this.entries.clear();
		this.waiting = [];
	}

	/** The entry of `key` when it was rendered from `text` at `width`. */
	private fitting(key: string, text: string, width: number): Entry | undefined {
		const cached = this.entries.get(key);
		return cached !== undefined && cached.text === text && cached.width === width ? cached : undefined;
	}

	/** Whether `lines(key, text, width, shown)` would find its lines cached. */
	private holds(key: string, text: string, width: number, shown: number): boolean {
		return (this.fitting(key, text, width)?.final ?? -1) >= shown;
	}

	/** Stores `entry` as the most recently used, dropping the least recently used past the capacity. */
	private store(key: string, entry: Entry): void {
		this.entries.delete(key);
		this.entries.set(key, entry);
		if (this.entries.size > this.capacity) {
			const oldest = this.entries.keys().next().value;
			if (oldest !== undefined) this.entries.delete(oldest);
		}
	}

	private build(text: string, width: number, final: number): Entry {
		const source = text.length > MAX_PREVIEW_CHARS ? `${text.slice(0, MAX_PREVIEW_CHARS)}\n\n…` : text;
		const lines = renderPreview(sanitizeText(splitLines(source)), width, this.theme, final);
		const complete = this.theme.highlightCode === undefined || final >= lines.length;
		return { text, width, lines, final: complete ? Number.POSITIVE_INFINITY : final };
	}
}
