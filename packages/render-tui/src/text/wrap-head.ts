/**
 * Word wrap that stops at the lines a screen shows. pi-tui's `wrapTextWithAnsi` wraps a whole text at once and
 * takes time that grows far faster than one long line (it indexes strings it built a character at a time): a
 * prompt of 60,000 characters without a line break took a third of a second per width, so a resize that passed
 * through every width froze pi for a minute. This wraps plain text line by line, grapheme window by window, and
 * stops once it has the lines asked for, so its work follows what is shown, not the length of the text.
 *
 * The lines are those of `wrapTextWithAnsi` on the same plain text (a property test compares them, on pi-tui 0.73
 * and 1.x): the text is split into words, runs of spaces and of other characters; a word that does not fit starts
 * a new line; a word wider than a line is broken grapheme by grapheme; every line of a wrapped input line loses its
 * trailing whitespace, and an input line that fits whole is kept as it is. pi-tui 0.73 splits words at the space
 * characters; 1.x splits them grapheme by grapheme (a space joined by a mark, " \u0301", is part of a word) and makes
 * every grapheme of a CJK script a word of its own, so a line can break before and after it.
 */
import { visibleWidth, wrapTextWithAnsi } from "@mariozechner/pi-tui";
import { isPrintableAscii } from "./printable-ascii.ts";

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
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/**
 * Which words the installed pi-tui wraps, asked of it once on samples each rule wraps its own way rather than
 * assumed from its version (ask-user runs on pi 0.73 and 1.x, and a release may change either rule): 0.73 wraps
 * "a \u0301b" at 2 columns as "a" and "\u0301b", 1.x as "a \u0301" and "b"; 0.73 wraps "x 中ab" at 4 as "x" and
 * "中ab", 1.x as "x 中" and "ab".
 */
const WORDS_BY_GRAPHEME = wrapTextWithAnsi("a \u0301b", 2)[0] !== "a";
const CJK_WORDS = WORDS_BY_GRAPHEME && wrapTextWithAnsi("x 中ab", 4)[0] === "x 中";
/**
 * A character of a CJK script. Script_Extensions, not Script: the kana voiced sound marks (U+3099, U+FF9E) and the
 * prolonged sound mark (U+30FC) are Common by Script but used by kana, and pi-tui 1.x makes them words of their own.
 */
const CJK_SCRIPT =
	/[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}]/u;

/** The graphemes of `text` from `from` to `to` with their widths, segmented a window at a time. */
function* graphemes(text: string, from: number, to: number): Generator<readonly [string, number]> {
	for (let start = from; start < to; ) {
		const end = Math.min(to, start + GRAPHEME_WINDOW);
		const window = text.slice(start, end);
		if (isPrintableAscii(window)) {
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

/** One input line filled into lines of `width` columns, word by word, as `wrapTextWithAnsi` fills them. */
class LineFiller {
	private line = "";
	private used = 0;
	private readonly first: number;

	constructor(
		readonly sink: LineSink,
		private readonly width: number,
	) {
		this.first = sink.out.length;
	}

	/** A word wider than the line starts a line, then goes on grapheme by grapheme (`addGrapheme`). */
	startLongWord(): void {
		if (this.line !== "") this.sink.push(this.line.trimEnd());
		this.line = "";
		this.used = 0;
	}

	addGrapheme(grapheme: string, columns: number): void {
		if (this.used + columns > this.width) {
			this.sink.push(this.line.trimEnd());
			this.line = "";
			this.used = 0;
		}
		this.line += grapheme;
		this.used += columns;
	}

	/** A word that fits a line, or whitespace of any width (`blank`): a line does not start with whitespace. */
	addWord(word: string, columns: number, blank: boolean): void {
		if (this.used + columns > this.width && this.used > 0) {
			this.sink.push(this.line.trimEnd());
			this.line = blank ? "" : word;
			this.used = blank ? 0 : columns;
		} else {
			this.line += word;
			this.used += columns;
		}
	}

	end(): void {
		if (this.line !== "") this.sink.push(this.line.trimEnd());
		else if (this.sink.out.length === this.first) this.sink.push("");
	}
}

/** The input line `text[from, to)` wrapped to `width`, its words split at spaces (pi-tui 0.73). */
function wrapLineAtSpaces(text: string, from: number, to: number, width: number, sink: LineSink): void {
	const filler = new LineFiller(sink, width);
	for (let start = from; start < to && !sink.full; ) {
		const end = runEnd(text, start, to);
		const blank = text.charCodeAt(start) === SPACE || text.slice(start, end).trim() === "";
		const runWidth = widthUpTo(text, start, end, width);
		if (runWidth > width && !blank) {
			filler.startLongWord();
			for (const [grapheme, columns] of graphemes(text, start, end)) {
				if (sink.full) return;
				filler.addGrapheme(grapheme, columns);
			}
		} else {
			filler.addWord(text.slice(start, end), runWidth, blank);
		}
		start = end;
	}
	filler.end();
}

/** `graphemes`, with a look at the next one before taking it. */
class GraphemeCursor {
	private readonly source: Generator<readonly [string, number]>;
	private head: IteratorResult<readonly [string, number]>;

	constructor(text: string, from: number, to: number) {
		this.source = graphemes(text, from, to);
		this.head = this.source.next();
	}

	get next(): readonly [string, number] | undefined {
		return this.head.done ? undefined : this.head.value;
	}

	take(): void {
		this.head = this.source.next();
	}
}

/**
 * What a grapheme is to a wrap by graphemes: a space (exactly " "), a word of its own (a grapheme of a CJK script,
 * when pi-tui splits them), or part of a word.
 */
function wordKind(grapheme: string): "space" | "alone" | "word" {
	if (grapheme === " ") return "space";
	return CJK_WORDS && CJK_SCRIPT.test(grapheme) ? "alone" : "word";
}

/**
 * The input line `text[from, to)` wrapped to `width`, its words split grapheme by grapheme (pi-tui 1.x). A word is
 * read only until it proves wider than the line, then broken as it is read, so the work follows the lines filled.
 */
function wrapLineByGrapheme(text: string, from: number, to: number, width: number, sink: LineSink): void {
	const filler = new LineFiller(sink, width);
	const cursor = new GraphemeCursor(text, from, to);
	for (let head = cursor.next; head !== undefined && !sink.full; head = cursor.next) {
		const kind = wordKind(head[0]);
		const read: (readonly [string, number])[] = [];
		let columns = 0;
		let blank = true;
		for (let next = cursor.next; next !== undefined && !(columns > width && !blank); next = cursor.next) {
			if (read.length > 0 && (kind === "alone" || wordKind(next[0]) !== kind)) break;
			read.push(next);
			cursor.take();
			columns += next[1];
			blank &&= next[0].trim() === "";
		}
		if (columns > width && !blank) {
			filler.startLongWord();
			for (const [grapheme, graphemeColumns] of read) filler.addGrapheme(grapheme, graphemeColumns);
			for (let next = cursor.next; kind === "word" && next !== undefined && !sink.full; next = cursor.next) {
				if (wordKind(next[0]) !== "word") break;
				filler.addGrapheme(next[0], next[1]);
				cursor.take();
			}
		} else {
			filler.addWord(read.map(([grapheme]) => grapheme).join(""), columns, blank);
		}
	}
	filler.end();
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
		// An input line that fits whole is kept as it is. It is measured whole, not as the sum of its words: at
		// spaces, a space and the marks after it are one grapheme in the line but two in its words.
		if (widthUpTo(text, start, end, width) <= width) sink.push(text.slice(start, end));
		else (WORDS_BY_GRAPHEME ? wrapLineByGrapheme : wrapLineAtSpaces)(text, start, end, width, sink);
		if (newline === -1) break;
		start = newline + 1;
	}
	const more = sink.out.length > maxLines;
	return { lines: more ? sink.out.slice(0, maxLines) : sink.out, more };
}
