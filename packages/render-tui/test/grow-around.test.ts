import { describe, expect, it } from "vitest";
import { growAround } from "../src/render/grow-around.ts";

/** Items 0..count-1 of `size` each, recording which were built. */
function window(count: number, focus: number, room: number, markerSize = 0, size = 1) {
	const built: number[] = [];
	const grown = growAround({
		count,
		focus,
		focused: focus,
		item: (index) => {
			built.push(index);
			return index;
		},
		size: () => size,
		markers: (start, end) => (start > 0 ? markerSize : 0) + (end < count ? markerSize : 0),
		room,
	});
	return { ...grown, built };
}

describe("growAround", () => {
	it("grows after the focus first, then alternately before and after it", () => {
		const { start, end, items, built } = window(10, 5, 5);
		expect([start, end]).toEqual([3, 8]);
		expect(items).toEqual([3, 4, 5, 6, 7]);
		expect(built.slice(0, 4)).toEqual([6, 4, 7, 3]);
	});

	it("keeps room for the markers of what is left out", () => {
		expect(window(10, 5, 5, 1)).toMatchObject({ start: 4, end: 7, items: [4, 5, 6] });
		expect(window(10, 0, 5, 1)).toMatchObject({ start: 0, end: 4, items: [0, 1, 2, 3] });
	});

	it("fills the room from one side when the other has no items", () => {
		expect(window(10, 9, 4)).toMatchObject({ start: 6, end: 10, items: [6, 7, 8, 9] });
	});

	it("builds the items it shows and at most one more per side", () => {
		const { items, built } = window(10_000, 5_000, 20, 1, 3);
		expect(built.length).toBeLessThanOrEqual(items.length - 1 + 2);
	});

	it("shows the focused item alone when nothing else fits", () => {
		expect(window(3, 1, 1)).toMatchObject({ start: 1, end: 2, items: [1] });
	});
});
