/**
 * Code lines wider than their pane, wrapped under their own indentation: pi-tui's `Markdown` would wrap them to
 * column 0, where a continuation reads as a new statement and the block's shape is lost. A continuation starts two
 * columns deeper than its line's indentation (at most half the room, so deep code keeps room for text), breaks
 * after a space where there is one, and its styled form is cut at the same columns, its styles carried over.
 */
import { visibleWidth } from "@mariozechner/pi-tui";
import { widthOf } from "../text/fit.ts";
import { isPrintableAscii } from "../text/printable-ascii.ts";

/** A code line's plain text and its styled (highlighted) form, which shows the same characters. */
export interface CodeLine {
	readonly plain: string;
	readonly styled: string;
}

/** A colour or text-style code (SGR): the only escape codes a highlighter's line holds once sanitized. */
const STYLE_CODE = /\x1b\[[0-9;:]*m/y;
const RESET = "\x1b[0m";
/** How much deeper than its line a continuation starts. */
const CONTINUATION_INDENT = 2;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The widths of the graphemes met lately other than printable ASCII: code repeats its characters. */
const graphemeWidths = new Map<string, number>();
const GRAPHEME_MEMO_SIZE = 4096;

function graphemeWidth(segment: string): number {
	const code = segment.charCodeAt(0);
	if (segment.length === 1 && code >= 0x20 && code <= 0x7e) return 1;
	const known = graphemeWidths.get(segment);
	if (known !== undefined) return known;
	if (graphemeWidths.size >= GRAPHEME_MEMO_SIZE) graphemeWidths.clear();
	const width = visibleWidth(segment);
	graphemeWidths.set(segment, width);
	return width;
}

/** Where each grapheme of `text` starts (code units) and its width, with the end of the text last. */
function clusters(text: string): { starts: number[]; widths: number[] } {
	if (isPrintableAscii(text)) {
		const starts = Array.from({ length: text.length + 1 }, (_, index) => index);
		return { starts, widths: Array<number>(text.length).fill(1) };
	}
	const starts: number[] = [];
	const widths: number[] = [];
	for (const { segment, index } of graphemes.segment(text)) {
		starts.push(index);
		widths.push(graphemeWidth(segment));
	}
	starts.push(text.length);
	return { starts, widths };
}

/**
 * Where a piece from cluster `first` that would end before cluster `end` ends instead: after its last space past
 * its first `least` columns, else at `end`.
 */
function afterSpace(
	plain: string,
	starts: readonly number[],
	widths: readonly number[],
	first: number,
	end: number,
	least: number,
): number {
	let columns = 0;
	let found = end;
	for (let cluster = first; cluster < end; cluster++) {
		columns += widths[cluster] ?? 0;
		if (plain[starts[cluster] ?? 0] === " " && columns > least && cluster + 1 < end) found = cluster + 1;
	}
	return found;
}

/** The code-unit ranges of `plain`'s pieces, or undefined when a character is wider than its piece's room. */
function breaks(plain: string, room: number): [number, number][] | undefined {
	const { starts, widths } = clusters(plain);
	const lead = /^ */.exec(plain)?.[0].length ?? 0;
	const hang = Math.min(lead + CONTINUATION_INDENT, Math.floor(room / 2));
	const pieces: [number, number][] = [];
	let cluster = 0;
	while (cluster < widths.length) {
		const capacity = pieces.length === 0 ? room : room - hang;
		if (pieces.length > 0) while (cluster < widths.length && plain[starts[cluster] ?? 0] === " ") cluster++;
		if (cluster >= widths.length) break;
		const first = cluster;
		let used = 0;
		while (cluster < widths.length && used + (widths[cluster] ?? 0) <= capacity) used += widths[cluster++] ?? 0;
		if (cluster === first) return undefined;
		if (cluster < widths.length)
			cluster = afterSpace(plain, starts, widths, first, cluster, Math.max(lead, capacity / 2));
		pieces.push([starts[first] ?? 0, starts[cluster] ?? plain.length]);
	}
	return pieces;
}

/**
 * `styled` cut at `plain`'s code-unit ranges, each piece opened with the styles in force where it starts and
 * closed with a reset; undefined when `styled` does not show `plain`'s characters.
 */
function styledPieces(plain: string, styled: string, ranges: readonly [number, number][]): string[] | undefined {
	// Where each plain code unit sits in `styled`, and the style codes met before it.
	const at: number[] = [];
	const codesBefore: string[] = [];
	let codes = "";
	let index = 0;
	while (index < styled.length) {
		STYLE_CODE.lastIndex = index;
		const code = STYLE_CODE.exec(styled);
		if (code !== null) {
			codes += code[0];
			index += code[0].length;
			continue;
		}
		at.push(index);
		codesBefore.push(codes);
		index++;
	}
	at.push(styled.length);
	codesBefore.push(codes);
	if (at.length !== plain.length + 1 || styled.replace(/\x1b\[[0-9;:]*m/g, "") !== plain) return undefined;
	return ranges.map(([start, end]) => {
		const opened = codesBefore[start] ?? "";
		const text = styled.slice(at[start] ?? 0, at[end] ?? styled.length);
		return opened === "" && !text.includes("\x1b") ? text : `${opened}${text}${RESET}`;
	});
}

/**
 * `line` as lines of at most `room` columns, continuations indented under it (in plain and styled form); the line
 * alone when it fits, or when it cannot be wrapped (a character wider than the room, or a styled form that shows
 * other characters: then `Markdown` wraps it).
 */
export function wrapCodeLine(line: CodeLine, room: number): CodeLine[] {
	const { plain, styled } = line;
	if (room < 1 || widthOf(plain) <= room) return [line];
	const ranges = breaks(plain, room);
	if (ranges === undefined) return [line];
	const styledParts = styled === plain ? undefined : styledPieces(plain, styled, ranges);
	if (styled !== plain && styledParts === undefined) return [line];
	const lead = /^ */.exec(plain)?.[0].length ?? 0;
	const hang = " ".repeat(Math.min(lead + CONTINUATION_INDENT, Math.floor(room / 2)));
	return ranges.map(([start, end], piece) => {
		const indent = piece === 0 ? "" : hang;
		const text = plain.slice(start, end);
		return { plain: `${indent}${text}`, styled: `${indent}${styledParts?.[piece] ?? text}` };
	});
}
