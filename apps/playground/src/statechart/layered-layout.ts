/**
 * A small layered layout for nested boxes: each box with children lays them out in rows, top to bottom, by the
 * links between them (a link between two descendants counts between the children that hold them), then takes the
 * size of its rows. Cycles are broken where a depth-first walk finds them; each row is ordered by where its boxes'
 * predecessors stand. Enough for a statechart of a few dozen states, with no dependency to ship to the page.
 */

/** A box to place: leaves bring their own size, boxes with children take the size of what they hold. */
export interface LayoutBox {
	readonly id: string;
	readonly width: number;
	readonly height: number;
	readonly children: readonly LayoutBox[];
}

export interface Link {
	readonly from: string;
	readonly to: string;
}

export interface Placed {
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
}

/** Room inside a box with children: around them, and above them for the box's name. */
const BOX_PADDING = 12;
export const BOX_HEADER = 22;
const COLUMN_GAP = 28;
const ROW_GAP = 56;

interface Size {
	readonly width: number;
	readonly height: number;
}

/** The child of `parent` that is `id` or holds it, if any. */
function childHolding(parent: LayoutBox, id: string, parents: ReadonlyMap<string, string>): string | undefined {
	let current: string | undefined = id;
	while (current !== undefined) {
		const above = parents.get(current);
		if (above === parent.id) return current;
		current = above;
	}
	return undefined;
}

/** The rows of `box`'s children: longest-path layers over the links, cycles broken by a depth-first walk. */
function rows(box: LayoutBox, links: readonly Link[], parents: ReadonlyMap<string, string>): string[][] {
	const order = box.children.map((child) => child.id);
	const next = new Map(order.map((id) => [id, new Set<string>()]));
	for (const link of links) {
		const from = childHolding(box, link.from, parents);
		const to = childHolding(box, link.to, parents);
		if (from !== undefined && to !== undefined && from !== to) next.get(from)?.add(to);
	}
	// Depth-first from each child in order: an edge back to a box still on the walk closes a cycle and is dropped.
	const state = new Map<string, "open" | "done">();
	const finished: string[] = [];
	const forward = new Map(order.map((id) => [id, [] as string[]]));
	const visit = (id: string) => {
		state.set(id, "open");
		// Successors in the order the states are declared: the machine reads top to bottom as written.
		for (const to of [...(next.get(id) ?? [])].sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
			if (state.get(to) === "open") continue;
			forward.get(id)?.push(to);
			if (state.get(to) === undefined) visit(to);
		}
		state.set(id, "done");
		finished.push(id);
	};
	for (const id of order) if (state.get(id) === undefined) visit(id);
	const layer = new Map(order.map((id) => [id, 0]));
	for (const id of finished.reverse())
		for (const to of forward.get(id) ?? []) layer.set(to, Math.max(layer.get(to) ?? 0, (layer.get(id) ?? 0) + 1));
	const depth = Math.max(0, ...layer.values());
	const result = Array.from({ length: depth + 1 }, (): string[] => []);
	for (const id of finished) result[layer.get(id) ?? 0]?.push(id);
	// Each row after the first, ordered by the mean position of its predecessors in the rows above.
	const position = new Map<string, number>();
	result.forEach((row, index) => {
		if (index > 0) {
			const weight = (id: string) => {
				const before = [...forward].filter(([, to]) => to.includes(id)).map(([from]) => position.get(from));
				const known = before.filter((at) => at !== undefined);
				return known.length === 0 ? Number.POSITIVE_INFINITY : known.reduce((a, b) => a + b, 0) / known.length;
			};
			row.sort((a, b) => weight(a) - weight(b));
		}
		row.forEach((id, at) => {
			position.set(id, at / Math.max(1, row.length - 1));
		});
	});
	return result.filter((row) => row.length > 0);
}

/**
 * Places `root` and every box in it, in absolute coordinates with `root` at (0, 0). Reads each link once per box
 * with children: a few thousand steps for a statechart.
 */
export function layoutBoxes(root: LayoutBox, links: readonly Link[]): Map<string, Placed> {
	const parents = new Map<string, string>();
	const sizes = new Map<string, Size>();
	const offsets = new Map<string, { x: number; y: number }>();
	const measure = (box: LayoutBox): Size => {
		for (const child of box.children) parents.set(child.id, box.id);
		if (box.children.length === 0) return remember(box, { width: box.width, height: box.height });
		const childSizes = new Map(box.children.map((child) => [child.id, measure(child)]));
		let y = BOX_HEADER;
		let width = box.width;
		const placedRows = rows(box, links, parents).map((row) => {
			const rowWidth =
				row.reduce((sum, id) => sum + (childSizes.get(id)?.width ?? 0), 0) + COLUMN_GAP * (row.length - 1);
			const rowHeight = Math.max(...row.map((id) => childSizes.get(id)?.height ?? 0));
			width = Math.max(width, rowWidth);
			const top = y;
			y += rowHeight + ROW_GAP;
			return { row, rowWidth, top };
		});
		for (const { row, rowWidth, top } of placedRows) {
			let x = BOX_PADDING + (width - rowWidth) / 2;
			for (const id of row) {
				offsets.set(id, { x, y: top });
				x += (childSizes.get(id)?.width ?? 0) + COLUMN_GAP;
			}
		}
		return remember(box, { width: width + 2 * BOX_PADDING, height: y - ROW_GAP + BOX_PADDING });
	};
	const remember = (box: LayoutBox, size: Size): Size => {
		sizes.set(box.id, size);
		return size;
	};
	measure(root);
	const placed = new Map<string, Placed>();
	const place = (box: LayoutBox, x: number, y: number) => {
		const size = sizes.get(box.id) ?? { width: 0, height: 0 };
		placed.set(box.id, { x, y, ...size });
		for (const child of box.children) {
			const offset = offsets.get(child.id) ?? { x: 0, y: 0 };
			place(child, x + offset.x, y + offset.y);
		}
	};
	place(root, 0, 0);
	return placed;
}
