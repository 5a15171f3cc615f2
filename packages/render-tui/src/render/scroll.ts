import { growAround } from "./grow-around.ts";

/** Which side of a scroll window a `more` line stands for. */
export type ScrollSide = "above" | "below";

export interface ScrollWindowOptions {
	/** How many items there are. */
	readonly count: number;
	/** The item that must stay visible. */
	readonly focus: number;
	/** Lines available, markers included. */
	readonly height: number;
	/** The lines of one item; only called for items near the focus. */
	renderItem(index: number): readonly string[];
	/** The marker line for `hidden` items left out on one side, e.g. `↑ 3 more`. */
	renderMore(side: ScrollSide, hidden: number): string;
	/**
	 * Where the window started last time. Given, the window stays put while the focus is inside it (a keypress then
	 * changes two rows, not all of them) and is re-centred, and `start` updated, only when the focus leaves it.
	 */
	readonly anchor?: ScrollAnchor;
}

/** The first item of the last window, kept by the caller between frames. */
export interface ScrollAnchor {
	start: number;
}

/** The window that starts at item `start`, or undefined when it would not show the whole focused item or wastes room. */
function windowFrom(options: ScrollWindowOptions, focus: number, start: number): string[] | undefined {
	const { count, height, renderItem, renderMore } = options;
	if (start < 0 || start > focus || start >= count) return undefined;
	const items: (readonly string[])[] = [];
	let used = start > 0 ? 1 : 0;
	let end = start;
	while (end < count) {
		const lines = renderItem(end);
		if (used + lines.length + (end + 1 < count ? 1 : 0) > height) break;
		items.push(lines);
		used += lines.length;
		end++;
	}
	if (end <= focus || (end === count && start > 0 && used + renderItem(start - 1).length <= height)) return undefined;
	return [
		...(start > 0 ? [renderMore("above", start)] : []),
		...items.flat(),
		...(end < count ? [renderMore("below", count - end)] : []),
	];
}

/**
 * Lays out items of different heights around the focused one within `height` lines, with a marker line for the
 * items left out above and below. Grows alternately downwards and upwards from the focus, so the focus stays near
 * the middle of a long list; only the items it shows (and one per side that did not fit) are rendered.
 * A focused item taller than the window is cut to make room for the markers; below three rows, the markers go.
 */
export function scrollWindow(options: ScrollWindowOptions): string[] {
	const { count, height, anchor } = options;
	if (count < 1 || height < 1) return [];
	const focus = Math.min(Math.max(0, options.focus), count - 1);
	const kept = anchor === undefined ? undefined : windowFrom(options, focus, anchor.start);
	if (kept !== undefined) return kept;
	const { lines, start } = centredWindow(options, focus);
	if (anchor !== undefined) anchor.start = start;
	return lines;
}

/** The window grown alternately downwards and upwards from the focus, and the first item it shows. */
function centredWindow(options: ScrollWindowOptions, focus: number): { lines: string[]; start: number } {
	const { count, height, renderItem, renderMore } = options;
	const markerRoom = height - (focus > 0 ? 1 : 0) - (focus < count - 1 ? 1 : 0);
	const whole = renderItem(focus);
	const { start, end, items } = growAround<readonly string[]>({
		count,
		focus,
		focused: whole.slice(0, Math.max(1, markerRoom)),
		item: renderItem,
		size: (lines) => lines.length,
		markers: (first, after) => (first > 0 ? 1 : 0) + (after < count ? 1 : 0),
		room: height,
	});
	const lines = [
		...(start > 0 ? [renderMore("above", start)] : []),
		...items.flat(),
		...(end < count ? [renderMore("below", count - end)] : []),
	];
	// Too few rows for the focused item's first line and its markers: the item alone.
	return lines.length <= height ? { lines, start } : { lines: whole.slice(0, height), start: focus };
}

/**
 * How far a block of lines taller than its window (a preview, the review's items, the full-text reader) is
 * scrolled. The renderer clamps `offset` and sets `page` (the lines a PgDn moves: `pageOf` the lines of text in
 * view), so the keys can act without knowing the layout.
 */
export interface LineScroll {
	offset: number;
	page: number;
	/** Whether the last render showed the text's last line (set by the renderer). */
	end?: boolean;
}

/**
 * The lines a PgDn or PgUp moves when `shown` lines of text are in view: all of them less one kept in view, so
 * no line is skipped and the eye finds its place; in a window of four lines or fewer, all of them.
 */
export function pageOf(shown: number): number {
	return Math.max(1, shown > 4 ? shown - 1 : shown);
}

export function lineScroll(): LineScroll {
	return { offset: 0, page: 1 };
}

/** A key's move on a `LineScroll`: a line, a page or to an end. The next render clamps it to the text. */
export type ScrollMove = "line.down" | "line.up" | "page.down" | "page.up" | "top" | "bottom";

export function moveScroll(scroll: LineScroll, move: ScrollMove): void {
	scroll.offset = Math.max(0, target(scroll, move));
}

function target({ offset, page }: LineScroll, move: ScrollMove): number {
	switch (move) {
		case "line.down":
			return offset + 1;
		case "line.up":
			return offset - 1;
		case "page.down":
			return offset + page;
		case "page.up":
			return offset - page;
		case "top":
			return 0;
		case "bottom":
			return Number.MAX_SAFE_INTEGER;
	}
}

/**
 * `lines` in a window of `height` rows scrolled by `scroll.offset` (clamped in place), with `↑ N more` /
 * `↓ N more` marker lines (from `renderMore`) where lines are hidden. Below three rows, the markers go. A page is
 * the lines of text in view less one, whatever the window's size: PgDn shows the last line on top, PgUp the first
 * at the bottom (the first window has a line more, with no `↑` marker; the `↓` marker's row is counted, as the
 * window a page moves to has one).
 */
export function scrollLines(
	lines: readonly string[],
	height: number,
	scroll: LineScroll,
	renderMore: (side: ScrollSide, hidden: number) => string,
): string[] {
	if (height < 1) return [];
	if (lines.length <= height) {
		Object.assign(scroll, { offset: 0, page: Math.max(1, height - 1), end: true });
		return [...lines];
	}
	if (height < 3) {
		const last = lines.length - height;
		const top = Math.min(Math.max(0, Math.trunc(scroll.offset)), last);
		Object.assign(scroll, { offset: top, page: pageOf(height), end: top === last });
		return lines.slice(scroll.offset, scroll.offset + height);
	}
	// At the last offset, the bottom marker's row shows the last line instead.
	const last = lines.length - (height - 1);
	const top = Math.min(Math.max(0, Math.trunc(scroll.offset)), last);
	const above = top > 0 ? [renderMore("above", top)] : [];
	const room = height - above.length - 1;
	const below = lines.length - top - room;
	const shown = lines.slice(top, top + room + (below === 1 ? 1 : 0));
	Object.assign(scroll, { offset: top, page: Math.max(1, room - 1), end: top === last });
	return [...above, ...shown, ...(below > 1 ? [renderMore("below", below)] : [])];
}

/**
 * `lines` in a window of `height` rows scrolled by `scroll.offset` (clamped in place), every row a line of text:
 * for a window whose heading says which lines show (`shownRange`) instead of marker lines.
 */
export function windowLines(lines: readonly string[], height: number, scroll: LineScroll): string[] {
	if (height < 1) return [];
	const last = Math.max(0, lines.length - height);
	const top = Math.min(Math.max(0, Math.trunc(scroll.offset)), last);
	Object.assign(scroll, { offset: top, page: pageOf(height), end: top === last });
	return lines.slice(top, top + height);
}

/** `3–6/14`: the lines of `total` a window from `top` shows, for its heading; undefined when all of them show. */
export function shownRange(top: number, shown: number, total: number): string | undefined {
	return shown >= total ? undefined : `${top + 1}–${top + shown}/${total}`;
}
