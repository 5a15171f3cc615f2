/**
 * A window of items grown around a focused one, alternately after and before it, while the items and the markers
 * for what is left out fit the room: the option list (items of some lines, within rows) and the tab bar (cells of
 * some columns, within the width). Only the items it tries are built: those it shows and one per side that did not
 * fit, so the cost follows the room, not the number of items.
 */
export interface GrowAroundOptions<T> {
	/** How many items there are. */
	readonly count: number;
	readonly focus: number;
	/** The focused item, built already. */
	readonly focused: T;
	/** Builds the item at `index`. */
	item(index: number): T;
	/** How much room an item takes. */
	size(item: T): number;
	/** The room the markers take for a window from `start` to `end` (exclusive). */
	markers(start: number, end: number): number;
	readonly room: number;
}

export interface GrownWindow<T> {
	/** The first item shown. */
	readonly start: number;
	/** After the last item shown. */
	readonly end: number;
	/** The items from `start` to `end`, in order, the focused one included. */
	readonly items: readonly T[];
}

export function growAround<T>(options: GrowAroundOptions<T>): GrownWindow<T> {
	const { count, focus, focused, item, size, markers, room } = options;
	const before: T[] = [];
	const after: T[] = [];
	let start = focus;
	let end = focus + 1;
	let used = size(focused);
	let beforeOpen = start > 0;
	let afterOpen = end < count;
	let afterNext = true;
	while (beforeOpen || afterOpen) {
		const goAfter = afterOpen && (afterNext || !beforeOpen);
		afterNext = !afterNext;
		const next = item(goAfter ? end : start - 1);
		const [nextStart, nextEnd] = goAfter ? [start, end + 1] : [start - 1, end];
		if (used + size(next) + markers(nextStart, nextEnd) > room) {
			if (goAfter) afterOpen = false;
			else beforeOpen = false;
			continue;
		}
		used += size(next);
		if (goAfter) {
			after.push(next);
			end = nextEnd;
			afterOpen = end < count;
		} else {
			before.push(next);
			start = nextStart;
			beforeOpen = start > 0;
		}
	}
	return { start, end, items: [...before.reverse(), focused, ...after] };
}
