import { describe, expect, it } from "vitest";
import { type ScrollAnchor, scrollWindow } from "../src/render/scroll.ts";

/** Items named by their index; item `tall` has three lines. */
function windowOf(count: number, focus: number, height: number, tall = -1) {
	const rendered: number[] = [];
	const lines = scrollWindow({
		count,
		focus,
		height,
		renderItem: (index) => {
			rendered.push(index);
			return index === tall ? [`${index}a`, `${index}b`, `${index}c`] : [`${index}`];
		},
		renderMore: (side, hidden) => `${side === "above" ? "↑" : "↓"}${hidden}`,
	});
	return { lines, rendered };
}

describe("scrollWindow", () => {
	it("shows everything when it fits, without markers", () => {
		expect(windowOf(3, 1, 5).lines).toEqual(["0", "1", "2"]);
	});

	it("keeps the focus near the middle of a long list, with markers for what is left out", () => {
		expect(windowOf(100, 50, 7).lines).toEqual(["↑48", "48", "49", "50", "51", "52", "↓47"]);
	});

	it("fills from the top at the first item and from the bottom at the last", () => {
		expect(windowOf(100, 0, 5).lines).toEqual(["0", "1", "2", "3", "↓96"]);
		expect(windowOf(100, 99, 5).lines).toEqual(["↑96", "96", "97", "98", "99"]);
	});

	it("renders only the items it shows and one per side that did not fit", () => {
		const { rendered } = windowOf(1_000_000, 500_000, 7);
		expect(rendered.length).toBeLessThanOrEqual(7);
		expect(Math.min(...rendered)).toBeGreaterThan(499_990);
	});

	it("cuts a focused item taller than the window; below three rows, the markers go", () => {
		expect(windowOf(10, 5, 4, 5).lines).toEqual(["↑5", "5a", "5b", "↓4"]);
		expect(windowOf(10, 5, 3, 5).lines).toEqual(["↑5", "5a", "↓4"]);
		expect(windowOf(10, 5, 2, 5).lines).toEqual(["5a", "5b"]);
		expect(windowOf(10, 5, 1).lines).toEqual(["5"]);
		expect(windowOf(10, 5, 2).lines).toEqual(["5"]);
	});

	it("shows nothing for no items or no room", () => {
		expect(windowOf(0, 0, 5).lines).toEqual([]);
		expect(windowOf(5, 0, 0).lines).toEqual([]);
	});
});

describe("scrollWindow with an anchor", () => {
	function anchored(anchor: ScrollAnchor, count: number, focus: number, height: number, tall = -1) {
		return scrollWindow({
			anchor,
			count,
			focus,
			height,
			renderItem: (index) => (index === tall ? [`${index}a`, `${index}b`, `${index}c`] : [`${index}`]),
			renderMore: (side, hidden) => `${side === "above" ? "↑" : "↓"}${hidden}`,
		});
	}

	it("stays put while the focus moves inside the window, so a keypress changes no other row", () => {
		const anchor: ScrollAnchor = { start: 0 };
		expect(anchored(anchor, 100, 0, 7)).toEqual(["0", "1", "2", "3", "4", "5", "↓94"]);
		expect(anchored(anchor, 100, 5, 7)).toEqual(["0", "1", "2", "3", "4", "5", "↓94"]);
		expect(anchor.start).toBe(0);
	});

	it("re-centres on the focus, and remembers where, once the focus leaves the window", () => {
		const anchor: ScrollAnchor = { start: 0 };
		expect(anchored(anchor, 100, 6, 7)).toEqual(["↑4", "4", "5", "6", "7", "8", "↓91"]);
		expect(anchor.start).toBe(4);
		expect(anchored(anchor, 100, 8, 7)).toEqual(["↑4", "4", "5", "6", "7", "8", "↓91"]);
		expect(anchored(anchor, 100, 3, 7)).toEqual(["0", "1", "2", "3", "4", "5", "↓94"]);
		expect(anchor.start).toBe(0);
	});

	it("does not leave room unused at the end of the list, and never cuts the focused item", () => {
		const anchor: ScrollAnchor = { start: 97 };
		expect(anchored(anchor, 100, 99, 5)).toEqual(["↑96", "96", "97", "98", "99"]);
		const tall: ScrollAnchor = { start: 0 };
		expect(anchored(tall, 100, 3, 6, 3)).toEqual(["↑3", "3a", "3b", "3c", "4", "↓95"]);
	});
});
