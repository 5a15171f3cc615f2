/** Building blocks the screen renderers share: model text turned into width-safe, height-capped lines. */

import { sanitizeText } from "@ask-user/core/contract";
import { visibleWidth } from "@mariozechner/pi-tui";
import { ELLIPSIS, fitLine, plainText, widthOf, withWidth } from "../text/fit.ts";
import { wrapHead } from "../text/wrap-head.ts";
import type { Style } from "../theme.ts";

/** Below this many columns for the text, a hanging indent is dropped and the prefix wraps with the text. */
const MIN_HANGING_TEXT_WIDTH = 8;

/**
 * How many UTF-16 units of a text can matter for `maxLines` lines of `width` columns: wide and multi-unit
 * characters only make a line hold fewer units, so a generous multiple is enough, and a megabyte of text costs
 * no more than what fits on the screen.
 */
function sourceLimit(width: number, maxLines: number): number {
	return (Math.max(1, width) + 1) * Math.max(1, maxLines) * 4;
}

const unstyled: Style = (text) => text;

/**
 * Model text shown whole (the review's items, the full-text reader) still ends after this many lines: more than
 * anyone writes for a question, and a bound on what a label of megabytes costs per key.
 */
export const FULL_TEXT_LINES = 60;

/**
 * What the person typed (an own answer, a note) in the full-text reader ends after this many lines: the editor holds
 * at most 100,000 characters, a few thousand lines at any width, so only text that came another way is cut.
 */
export const TYPED_TEXT_LINES = 5_000;

/** Blocks that left text out (their last line ends in `…`), so a screen can say how to read the rest. */
const cutBlocks = new WeakSet<readonly string[]>();

/** Whether `textBlock` (or a block marked from one) left some of its text out. */
export function isCut(lines: readonly string[]): boolean {
	return cutBlocks.has(lines);
}

/** Set by a renderer when it left model text out, so the screen can say how to read the rest. */
export interface CutReport {
	cut: boolean;
	/** Set by a question screen when its list of rows does not all show (a filter can find the rest). */
	listScrolls?: boolean;
}

/**
 * The start of `text` that can matter for `maxLines` lines of `width` columns: for text joined with other text
 * before it goes to `textBlock`, so joining never copies a megabyte.
 */
export function headOf(text: string, width: number, maxLines: number): string {
	const limit = sourceLimit(width, maxLines);
	return text.length > limit ? text.slice(0, limit + 1) : text;
}

/** Marks `lines` as cut when `cut` is true or any of `parts` is; returns `lines`. */
export function cutIfAny(lines: string[], parts: readonly (readonly string[])[], cut = false): string[] {
	if (cut || parts.some(isCut)) cutBlocks.add(lines);
	return lines;
}

/**
 * `line` cut to `width` only when it is wider: widths are remembered (`widthOf`), so for a line that already fits
 * (every line, on a re-render) this costs a lookup instead of a walk over its graphemes.
 */
export function clampLine(line: string, width: number): string {
	return widthOf(line) <= width ? line : fitLine(line, width);
}

/** UTF-16 units per column up to which a text is measured whole to see whether it fits on one line. */
const ONE_LINE_UNITS = 4;

/**
 * Untrusted `text` sanitized, styled, wrapped to `width` and cut to `maxLines` lines, the last one ending in `…`
 * when something was left out (`isCut`). `lead` (trusted, styled) goes in front of the first line. Never empty.
 * Only the lines shown are wrapped (`wrapHead`), so a long text costs what fits on the screen at any width.
 */
export function textBlock(text: string, width: number, maxLines: number, style = unstyled, lead = ""): string[] {
	const limit = sourceLimit(width, maxLines);
	const headCut = text.length > limit;
	const clean = sanitizeText(headCut ? text.slice(0, limit) : text);
	// Most labels and descriptions fit on one line: measured unstyled (cheap, cached), they skip the wrapping and
	// re-measuring of the styled line, with the same result. Only text short for the width is measured whole: a
	// long line (a pasted answer on the review) goes straight to the wrap, which reads only the lines shown.
	const oneLine =
		!headCut && width >= 1 && maxLines >= 1 && clean.length <= width * ONE_LINE_UNITS && !clean.includes("\n");
	const used = oneLine ? widthOf(lead) + widthOf(clean) : Number.POSITIVE_INFINITY;
	if (used <= width) return [withWidth(`${lead}${style(clean)}`, used)];
	const plainLead = plainText(lead);
	const wrapped =
		width < 1 ? { lines: [""], more: false } : wrapHead(`${plainLead}${clean}`, width, Math.max(1, maxLines));
	const lines = wrapped.lines.map((line, index) =>
		styledLine(fitLine(line, width), style, index === 0 ? lead : "", plainLead),
	);
	if (!headCut && !wrapped.more && lines.length <= maxLines) return lines;
	const last = lines.length - 1;
	lines[last] = withEllipsis(lines[last] ?? "", width);
	cutBlocks.add(lines);
	return lines;
}

/** Spaces at the end of a styled text, before its closing codes. */
const TRAILING_SPACES = /\s+((?:\x1b\[[0-9;]*m)*)$/;

/** A wrapped plain line styled: `lead` in place of its plain text when the line starts with it. */
function styledLine(line: string, style: Style, lead: string, plainLead: string): string {
	const width = widthOf(line);
	if (lead !== "" && line.startsWith(plainLead)) {
		const rest = line.slice(plainLead.length);
		return withWidth(rest === "" ? lead : `${lead}${style(rest)}`, width);
	}
	if (lead !== "" && line === plainLead.trimEnd()) return withWidth(lead.replace(TRAILING_SPACES, "$1"), width);
	return line === "" ? line : withWidth(style(line), width);
}

/** `line` ending in `…`, cut to make room when needed. */
function withEllipsis(line: string, width: number): string {
	if (line.endsWith(ELLIPSIS)) return line;
	return visibleWidth(line) + 1 <= width ? `${line}${ELLIPSIS}` : fitLine(`${line}${ELLIPSIS}${ELLIPSIS}`, width);
}

/**
 * `prefix` followed by untrusted `text`, wrapped with a hanging indent under the text's first column:
 * ```
 * › 1. ( ) A long label that
 *          wraps like this
 * ```
 * `prefix` is already styled and trusted; `style` colours the text line by line.
 */
export function hanging(prefix: string, text: string, width: number, style: Style, maxLines: number): string[] {
	const indent = widthOf(prefix);
	const textWidth = width - indent;
	if (textWidth < MIN_HANGING_TEXT_WIDTH) return textBlock(text, width, maxLines, style, prefix);
	const pad = " ".repeat(indent);
	const block = textBlock(text, textWidth, maxLines, style);
	const lines = block.map((line, index) => withWidth(`${index === 0 ? prefix : pad}${line}`, indent + widthOf(line)));
	return cutIfAny(lines, [block]);
}
