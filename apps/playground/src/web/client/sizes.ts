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
