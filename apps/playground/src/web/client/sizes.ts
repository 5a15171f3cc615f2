import { fitsLimit, TERMINAL_LIMITS } from "../terminal-limits.ts";
import type { TerminalSize } from "./terminal-view.ts";

/** At most this many sizes beside the main terminal: each is a flow on the server, which takes 16 pages in all. */
const MAX_SIZES = 4;

/** Reads `120x40 80x24 44x20` (`×` works too): the sizes, or what is wrong, naming the token. */
export function parseSizes(text: string): TerminalSize[] | string {
	const tokens = text.split(/[\s,]+/).filter((token) => token !== "");
	if (tokens.length > MAX_SIZES) return `at most ${MAX_SIZES} sizes at once, got ${tokens.length}`;
	const sizes: TerminalSize[] = [];
	for (const token of tokens) {
		const match = /^(\d+)[x×](\d+)$/i.exec(token);
		const cols = Number(match?.[1]);
		const rows = Number(match?.[2]);
		const { cols: c, rows: r } = TERMINAL_LIMITS;
		if (!fitsLimit(cols, c) || !fitsLimit(rows, r))
			return `"${token}" is not a size: write columns×rows, ${c.min}–${c.max} by ${r.min}–${r.max}, e.g. 80x24`;
		sizes.push({ cols, rows });
	}
	return sizes;
}

/** A typed terminal size refused: the field (`cols` for Width, `rows` for Height) and why, naming it and its range. */
export interface SizeRefusal {
	readonly field: "cols" | "rows";
	readonly text: string;
}

/** Reads the Width and Height fields: the size, or the first field whose value is outside the terminal's limits. */
export function readSizeFields(cols: string, rows: string): TerminalSize | SizeRefusal {
	const size = { cols: Number(cols), rows: Number(rows) };
	for (const [field, name, unit] of [
		["cols", "Width", "columns"],
		["rows", "Height", "rows"],
	] as const) {
		const { min, max } = TERMINAL_LIMITS[field];
		if (!fitsLimit(size[field], TERMINAL_LIMITS[field]))
			return {
				field,
				text: `${name} must be a whole number of ${unit} from ${min} to ${max}: the terminal keeps its size`,
			};
	}
	return size;
}
