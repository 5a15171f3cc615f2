/**
 * Word wrap that stops at the lines a screen shows. pi-tui's `wrapTextWithAnsi` wraps a whole text at once and
 * takes time that grows far faster than one long line (it indexes strings it built a character at a time): a
 * prompt of 60,000 characters without a line break took a third of a second per width, so a resize that passed
 * through every width froze pi for a minute. This wraps plain text line by line, grapheme window by window, and
 * stops once it has the lines asked for, so its work follows what is shown, not the length of the text.
 *
 * The lines are those of `wrapTextWithAnsi` on the same plain text (a property test compares them): the text is
 * split into runs of spaces and of other characters; a run that does not fit starts a new line; a run wider than a
 * line is broken grapheme by grapheme; every line of a wrapped input line loses its trailing whitespace, and an
 * input line that fits whole is kept as it is.
 */
import { visibleWidth } from "@mariozechner/pi-tui";

/** The first lines of a wrap, and whether the text goes on after them. */
export interface WrappedHead {
	readonly lines: string[];
	readonly more: boolean;
}

/** Graphemes are segmented this many UTF-16 units at a time, so a run of megabytes is never segmented whole. */
const GRAPHEME_WINDOW = 512;
/** A run up to this many units past the width is measured whole (`visibleWidth` caches it), longer ones lazily. */
const MEASURED_WHOLE = 64;
const SPACE = 32;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The graphemes of `text` from `from` to `to` with their widths, segmented a window at a time. */
function* graphemes(text: string, from: number, to: number): Generator<readonly [string, number]> {
	for (let start = from; start < to; ) {
		const end = Math.min(to, start + GRAPHEME_WINDOW);
		const window = text.slice(start, end);
		if (PRINTABLE_ASCII.test(window)) {
			// The last character may begin a grapheme that goes on past the window (a letter and its accent).
			const next = end < to && window.length > 1 ? end - 1 : end;
			for (let index = start; index < next; index++) yield [text.charAt(index), 1];
			start = next;
			continue;
		}
		let next = end;
		for (const { segment, index } of segmenter.segment(window)) {
			// The window's last grapheme may go on past it: it is segmented again with the next window.
			if (end < to && index > 0 && index + segment.length === window.length) {
				next = start + index;
				break;
			}
			yield [segment, visibleWidth(segment)];
		}
		start = next;
	}
}

/** The width of `text` from `from` to `to`, or some width past `limit` when it is wider. */
function widthUpTo(text: string, from: number, to: number, limit: number): number {
	if (to - from <= limit + MEASURED_WHOLE) return visibleWidth(text.slice(from, to));
	let width = 0;
	for (const [, columns] of graphemes(text, from, to)) {
		width += columns;
		if (width > limit) break;
	}
	return width;
}

/** The end of the run of spaces, or of other characters, that starts at `from`. */
function runEnd(text: string, from: number, to: number): number {
	if (text.charCodeAt(from) !== SPACE) {
		const space = text.indexOf(" ", from);
		return space === -1 || space > to ? to : space;
	}
	let end = from + 1;
	while (end < to && text.charCodeAt(end) === SPACE) end++;
	return end;
}

/** Lines pushed onto `out` until it holds `limit`. */
class LineSink {
	constructor(
		readonly out: string[],
		readonly limit: number,
	) {}

	get full(): boolean {
		return this.out.length >= this.limit;
	}

	push(line: string): void {
		if (!this.full) this.out.push(line);
	}
}

/** The input line `text[from, to)` wrapped to `width`, as `wrapTextWithAnsi` wraps one line. */
function wrapLine(text: string, from: number, to: number, width: number, sink: LineSink): void {
	const first = sink.out.length;
	let line = "";
	let used = 0;
	for (let start = from; start < to && !sink.full; ) {
		const end = runEnd(text, start, to);
		const whitespace = text.charCodeAt(start) === SPACE || text.slice(start, end).trim() === "";
		const runWidth = widthUpTo(text, start, end, width);
		if (runWidth > width && !whitespace) {
			if (line !== "") sink.push(line.trimEnd());
			line = "";
			used = 0;
			for (const [grapheme, columns] of graphemes(text, start, end)) {
				if (sink.full) return;
				if (used + columns > width) {
					sink.push(line.trimEnd());
					line = "";
					used = 0;
				}
				line += grapheme;
				used += columns;
			}
		} else if (used + runWidth > width && used > 0) {
			sink.push(line.trimEnd());
			line = whitespace ? "" : text.slice(start, end);
			used = whitespace ? 0 : runWidth;
		} else {
			line += text.slice(start, end);
			used += runWidth;
		}
		start = end;
	}
	if (sink.out.length === first && used <= width) sink.push(line);
	else if (line !== "") sink.push(line.trimEnd());
	else if (sink.out.length === first) sink.push("");
}

/**
 * The first `maxLines` lines of plain `text` (sanitized: no escape codes, tabs or other controls; `\n` between
 * lines) word-wrapped to `width` columns, and whether more lines follow. Lines are not cut to the width: a grapheme
 * wider than the line stays on a line of its own, as with `wrapTextWithAnsi`.
 */
export function wrapHead(text: string, width: number, maxLines: number): WrappedHead {
	const sink = new LineSink([], maxLines + 1);
	for (let start = 0; !sink.full; ) {
		const newline = text.indexOf("\n", start);
		const end = newline === -1 ? text.length : newline;
		wrapLine(text, start, end, width, sink);
		if (newline === -1) break;
		start = newline + 1;
	}
	const more = sink.out.length > maxLines;
	return { lines: more ? sink.out.slice(0, maxLines) : sink.out, more };
}
