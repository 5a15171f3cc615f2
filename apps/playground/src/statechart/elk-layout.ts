import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk.bundled.js";

/**
 * The statechart's boxes and edges laid out by ELK's layered algorithm (the engine Stately's own visualizer uses):
 * compound states as nested boxes, every edge routed orthogonally across the hierarchy, and each edge's label
 * placed by ELK beside its edge, clear of the states and of the other labels.
 */

/** A box to place: leaves bring their own size, boxes with children take the size of what they hold. */
export interface LayoutBox {
	readonly id: string;
	readonly width: number;
	readonly height: number;
	readonly children: readonly LayoutBox[];
}

/** A link between two boxes, with the size of its label. */
export interface LayoutLink {
	readonly id: string;
	readonly from: string;
	readonly to: string;
	readonly labelWidth: number;
	readonly labelHeight: number;
}

interface Rect {
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
}

export interface Point {
	readonly x: number;
	readonly y: number;
}

/** Where ELK put everything, in absolute coordinates: boxes, each link's route and its label's box. */
export interface Layout {
	readonly boxes: ReadonlyMap<string, Rect>;
	readonly routes: ReadonlyMap<string, { readonly points: readonly Point[]; readonly label: Rect }>;
}

/** Room above a box's children for its name. */
const BOX_HEADER = 24;

const OPTIONS: Record<string, string> = {
	"elk.algorithm": "layered",
	"elk.direction": "DOWN",
	"elk.hierarchyHandling": "INCLUDE_CHILDREN",
	"elk.edgeRouting": "ORTHOGONAL",
	"elk.edgeLabels.placement": "CENTER",
	"elk.layered.edgeLabels.sideSelection": "SMART_DOWN",
	"elk.spacing.nodeNode": "28",
	"elk.layered.spacing.nodeNodeBetweenLayers": "36",
	"elk.spacing.edgeLabel": "4",
	"elk.spacing.edgeNode": "14",
	"elk.spacing.edgeEdge": "10",
	"elk.layered.spacing.edgeNodeBetweenLayers": "14",
	"elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
	"elk.layered.crossingMinimization.strategy": "LAYER_SWEEP",
	"elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
};

const PADDING = `[top=${BOX_HEADER + 8},left=12,bottom=12,right=12]`;

function elkNode(box: LayoutBox): ElkNode {
	if (box.children.length === 0) return { id: box.id, width: box.width, height: box.height };
	return {
		id: box.id,
		layoutOptions: { "elk.padding": PADDING, "elk.nodeSize.minimum": `(${box.width},${box.height})` },
		children: box.children.map(elkNode),
	};
}

/** ELK's ids must not be empty: the root state's id is `""`. */
const elkId = (id: string) => `state:${id}`;
const ownId = (id: string) => id.slice("state:".length);

function renamed(box: LayoutBox): LayoutBox {
	return { ...box, id: elkId(box.id), children: box.children.map(renamed) };
}

/**
 * Lays out `root` and `links`; ELK answers asynchronously. ELK (1.6 MB of CommonJS, about 0.1 s for Node to import) is
 * imported here, when a chart is laid out: the web playground prints its address before it lays the chart out.
 */
export async function layoutStatechart(root: LayoutBox, links: readonly LayoutLink[]): Promise<Layout> {
	const edges: ElkExtendedEdge[] = links.map((link) => ({
		id: link.id,
		sources: [elkId(link.from)],
		targets: [elkId(link.to)],
		labels: [{ text: link.id, width: link.labelWidth, height: link.labelHeight }],
	}));
	const graph: ElkNode = { ...elkNode(renamed(root)), layoutOptions: { ...OPTIONS, "elk.padding": PADDING }, edges };
	const { default: elk } = await import("elkjs/lib/elk.bundled.js");
	const laid = await new elk.default().layout(graph);
	const boxes = new Map<string, Rect>();
	const place = (node: ElkNode, dx: number, dy: number) => {
		const x = dx + (node.x ?? 0);
		const y = dy + (node.y ?? 0);
		boxes.set(ownId(node.id), { x, y, width: node.width ?? 0, height: node.height ?? 0 });
		for (const child of node.children ?? []) place(child, x, y);
	};
	place(laid, 0, 0);
	const routes = new Map<string, { points: Point[]; label: Rect }>();
	for (const edge of laid.edges ?? []) {
		// ELK gives an edge's route and label relative to its container's box.
		const origin = boxes.get(ownId(edge.container ?? elkId(""))) ?? { x: 0, y: 0 };
		const shift = (point: Point): Point => ({ x: point.x + origin.x, y: point.y + origin.y });
		const points = (edge.sections ?? []).flatMap((section) => [
			section.startPoint,
			...(section.bendPoints ?? []),
			section.endPoint,
		]);
		const label = edge.labels?.[0];
		routes.set(edge.id, {
			points: points.map(shift),
			label: {
				...shift({ x: label?.x ?? 0, y: label?.y ?? 0 }),
				width: label?.width ?? 0,
				height: label?.height ?? 0,
			},
		});
	}
	return { boxes, routes };
}
