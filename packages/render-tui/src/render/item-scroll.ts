/**
 * A list of items of different heights (the review's answers) scrolled by whole lines, so an item taller than the
 * window can be read to its end. The position is an item and a line inside it; moves wait for the next render,
 * which knows the heights, and only the items they pass or show are drawn: the cost follows the window, not the
 * length of the list.
 */
import { pageOf, type ScrollMove, type ScrollSide } from "./scroll.ts";

interface Position {
	readonly item: number;
	readonly line: number;
}

export class ItemScroll {
	position: Position = { item: 0, line: 0 };
	/** The lines a page moves, set by the last render: `pageOf` the window's lines less its two markers. */
	page = 1;
	/** Whether the last render left items out, so a footer can say how to scroll. */
	scrolls = false;
	readonly pending: ScrollMove[] = [];

	move(move: ScrollMove): void {
		this.pending.push(move);
	}
}

export interface ItemScrollOptions {
	readonly count: number;
	readonly height: number;
	readonly scroll: ItemScroll;
	renderItem(index: number): readonly string[];
	renderMore(side: ScrollSide, hidden: number): string;
}

/**
 * The items from `scroll.position` in `height` lines, with `↑ N more` / `↓ N more` counting the items whose start
 * or end is out of view (below three rows, the markers go). Applies the pending moves first; a window that would
 * end before the bottom of the window is moved up to show the last line at the bottom.
 */
export function renderItemScroll(options: ItemScrollOptions): string[] {
	const { count, height, scroll } = options;
	if (count < 1 || height < 1) return [];
	scroll.page = pageOf(height - 2);
	for (const move of scroll.pending.splice(0)) scroll.position = moved(options, scroll.position, move);
	let window = windowAt(options, scroll.position);
	if (!window.full) {
		scroll.position = bottom(options);
		window = windowAt(options, scroll.position);
	}
	scroll.scrolls = window.scrolls;
	return window.lines;
}

function moved(options: ItemScrollOptions, position: Position, move: ScrollMove): Position {
	const { page } = options.scroll;
	switch (move) {
		case "top":
			return { item: 0, line: 0 };
		case "bottom":
			return bottom(options);
		case "line.down":
			return forward(options, position, 1);
		case "page.down":
			return forward(options, position, page);
		case "line.up":
			return back(options, position, 1);
		case "page.up":
			return back(options, position, page);
	}
}

function forward({ count, renderItem }: ItemScrollOptions, { item, line }: Position, lines: number): Position {
	let index = item;
	let offset = line + lines;
	while (index < count - 1 && offset >= renderItem(index).length) {
		offset -= renderItem(index).length;
		index++;
	}
	return { item: index, line: Math.min(offset, Math.max(0, renderItem(index).length - 1)) };
}

function back({ renderItem }: ItemScrollOptions, { item, line }: Position, lines: number): Position {
	let index = item;
	let offset = line - lines;
	while (offset < 0 && index > 0) {
		index--;
		offset += renderItem(index).length;
	}
	return { item: index, line: Math.max(0, offset) };
}

/** The first position whose window shows the last line: the top when everything fits. */
function bottom({ count, height, renderItem }: ItemScrollOptions): Position {
	const fits = (room: number) => {
		let left = room;
		let index = count - 1;
		while (index >= 0 && renderItem(index).length <= left) left -= renderItem(index--).length;
		return { index, left };
	};
	if (fits(height).index < 0) return { item: 0, line: 0 };
	const { index, left } = fits(height >= 3 ? height - 1 : height);
	return left === 0 ? { item: index + 1, line: 0 } : { item: index, line: renderItem(index).length - left };
}

function windowAt(
	options: ItemScrollOptions,
	{ item, line }: Position,
): { lines: string[]; full: boolean; scrolls: boolean } {
	const { count, height, renderItem, renderMore } = options;
	const markers = height >= 3;
	const above = markers && (item > 0 || line > 0);
	const budget = height - (above ? 1 : 0);
	const shown: string[] = [];
	let index = item;
	let offset = line;
	while (index < count) {
		const lines = renderItem(index).slice(offset);
		const reserve = markers && index < count - 1 ? 1 : 0;
		if (shown.length + lines.length + reserve > budget) {
			shown.push(...lines.slice(0, Math.max(0, budget - (markers ? 1 : 0) - shown.length)));
			break;
		}
		shown.push(...lines);
		index++;
		offset = 0;
	}
	const below = markers && index < count;
	const full = index < count || (item === 0 && line === 0) || shown.length >= budget;
	return {
		lines: [
			...(above ? [renderMore("above", item + (line > 0 ? 1 : 0))] : []),
			...shown.slice(0, height),
			...(below ? [renderMore("below", count - index)] : []),
		],
		full,
		scrolls: above || below || (!markers && (item > 0 || index < count)),
	};
}
