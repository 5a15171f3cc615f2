/**
 * How a preview's code blocks get highlighted: only in the lines a pane shows, and put in after pi-tui's `Markdown`
 * has laid the block out. `Markdown` measures every line it wraps and pads with pi-tui's `visibleWidth`, which
 * walks a styled line escape code by escape code and grapheme by grapheme, while an unstyled ASCII line is measured
 * by its length: laid out unstyled, then given its highlighted form (the same columns), a code line costs a lookup
 * where it cost a walk. A code line wider than the pane is wrapped here, under its own indentation (`code-wrap.ts`),
 * before `Markdown` would wrap it to column 0. A block whose lines still do not each fit (a character wider than
 * the room) is highlighted by `Markdown` itself, as is any block where the laid-out lines are not found in order (a fence inside a list or
 * a quote).
 */
import type { MarkdownTheme } from "@mariozechner/pi-tui";
import { widthOf } from "../text/fit.ts";
import { wrapCodeLine } from "./code-wrap.ts";

/** The spaces `Markdown` pads every line with up to its width (it draws no background here). */
const PADDING = / +$/;

/** One code block laid out unstyled: its fence line and code lines as `Markdown` draws them, and their styled form. */
interface DeferredBlock {
	readonly border: string;
	readonly plain: readonly string[];
	readonly styled: readonly string[];
}

/** The highlighted lines of the code blocks of one `Markdown` render, collected while it lays the blocks out. */
export interface DeferredHighlights {
	readonly blocks: DeferredBlock[];
}

/**
 * The first `codeLines` lines of `code` highlighted, the rest as they are (a prefix highlights as it does within
 * the whole block: the highlighter reads from the top).
 */
function highlightHead(
	highlightCode: NonNullable<MarkdownTheme["highlightCode"]>,
	lines: readonly string[],
	code: string,
	lang: string | undefined,
	codeLines: number,
): string[] {
	if (lines.length <= codeLines) return highlightCode(code, lang);
	const head = codeLines > 0 ? highlightCode(lines.slice(0, codeLines).join("\n"), lang) : [];
	return [...head, ...lines.slice(head.length)];
}

/**
 * `theme` with code highlighted only in the first `codeLines` lines of a block, the rest left unstyled until a
 * scroll shows them (the highlighter, pi's, is what a preview's first view spends most on), and code lines wider
 * than `width` wrapped under their indentation (a theme without a highlighter styles code with `codeBlock`). With
 * `deferred`, a block whose lines all fit `width` is handed to `Markdown` unstyled and its highlighted lines are kept there, for
 * `withHighlights` to put in.
 */
export function highlightingAtMost(
	theme: MarkdownTheme,
	codeLines: number,
	width: number,
	deferred?: DeferredHighlights,
): MarkdownTheme {
	const highlightCode = theme.highlightCode ?? ((code: string) => code.split("\n").map(theme.codeBlock));
	const indent = theme.codeBlockIndent ?? "  ";
	const room = width - widthOf(indent);
	return {
		...theme,
		highlightCode: (code, lang) => {
			const source = code.split("\n");
			const head = highlightHead(highlightCode, source, code, lang, codeLines);
			if (head.length < Math.min(codeLines, source.length)) return head;
			// Each code line wrapped under its indentation; the first `codeLines` of them highlighted.
			const wrapped = source.map((plain, index) => wrapCodeLine({ plain, styled: head[index] ?? plain }, room));
			const lines = wrapped.flat();
			const shown = wrapped.slice(0, codeLines).flat();
			const plain = shown.map((line) => `${indent}${line.plain}`);
			const fits = plain.every((line) => widthOf(line) <= width);
			if (deferred === undefined || theme.highlightCode === undefined || !fits) return lines.map((line) => line.styled);
			const border = theme.codeBlockBorder(`\`\`\`${lang ?? ""}`).replace(PADDING, "");
			const highlighted = shown.map((line) => `${indent}${line.styled}`);
			deferred.blocks.push({ border, plain: plain.map((line) => line.replace(PADDING, "")), styled: highlighted });
			return lines.map((line) => line.plain);
		},
	};
}

/** `lines` without the padding `Markdown` adds. */
export function withoutPadding(lines: readonly string[]): string[] {
	return lines.map((line) => line.replace(PADDING, ""));
}

/** Whether `lines` from `start` are `expected`, padding aside. */
function linesAt(lines: readonly string[], start: number, expected: readonly string[]): boolean {
	return expected.every((line, offset) => lines[start + offset] === line);
}

/**
 * `lines` (a `Markdown` render with `deferred`'s blocks laid out unstyled) without padding, each block's code lines
 * in their highlighted form; undefined when a block's fence and lines are not found in order.
 */
export function withHighlights(lines: readonly string[], deferred: DeferredHighlights): string[] | undefined {
	const result = withoutPadding(lines);
	let at = 0;
	for (const block of deferred.blocks) {
		while (at < result.length && !(result[at] === block.border && linesAt(result, at + 1, block.plain))) at++;
		if (at >= result.length) return undefined;
		block.styled.forEach((line, offset) => {
			result[at + 1 + offset] = line.replace(PADDING, "");
		});
		at += 1 + block.plain.length;
	}
	return result;
}
