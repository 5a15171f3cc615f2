import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import type { Diagram, DiagramEdge, DiagramNode, DiagramTransition } from "../web/protocol.ts";
import { BOX_HEADER, type LayoutBox, layoutBoxes, type Placed } from "./layered-layout.ts";
import { label, ownTransitions } from "./mermaid.ts";

/** The diagram's text sizes, in the monospace font it is drawn in: a character of 12 px is about 7.3 px wide. */
const NAME_CHAR = 7.3;
const LABEL_CHAR = 5.6;
const LABEL_LINE = 11;
const LEAF_HEIGHT = 30;
/** How far an edge that goes up bends out to the right of the boxes it joins, one lane per edge. */
const LANE = 14;
const MARGIN = 16;

/** `editing.answer`: a state's path, as the page names it; `""` for the root. */
function stateId(node: AnyStateNode): string {
	return node.path.join(".");
}

/** `answering#3`: a transition by its state and its place among that state's own transitions. */
export function transitionId(transition: AnyTransitionDefinition): string {
	return `${stateId(transition.source)}#${ownTransitions(transition.source).indexOf(transition)}`;
}

function children(node: AnyStateNode): AnyStateNode[] {
	return Object.values(node.states);
}

function descendants(node: AnyStateNode): AnyStateNode[] {
	return [node, ...children(node).flatMap(descendants)];
}

function layoutBox(node: AnyStateNode): LayoutBox {
	const name = node.path.length === 0 ? node.machine.id : node.key;
	return {
		id: stateId(node),
		width: Math.ceil(name.length * NAME_CHAR) + 20,
		height: LEAF_HEIGHT,
		children: children(node).map(layoutBox),
	};
}

function transition(node: AnyStateNode, definition: AnyTransitionDefinition, index: number): DiagramTransition {
	return {
		id: `${stateId(node)}#${index}`,
		label: label(definition),
		description: definition.description ?? "",
	};
}

type Side = "top" | "bottom" | "left" | "right";

interface Route {
	readonly from: string;
	readonly to: string;
	readonly transitions: readonly DiagramTransition[];
	readonly fromSide: Side;
	readonly toSide: Side;
}

const inside = (a: Placed, b: Placed) =>
	a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** Which sides an edge leaves and enters by: down the rows, up along the right, across a row sideways. */
function sides(from: Placed, to: Placed): { fromSide: Side; toSide: Side } {
	if (inside(to, from)) return { fromSide: "left", toSide: "left" };
	if (to.y >= from.y + from.height) return { fromSide: "bottom", toSide: "top" };
	if (to.y + to.height <= from.y || inside(from, to)) return { fromSide: "right", toSide: "right" };
	return to.x >= from.x + from.width ? { fromSide: "right", toSide: "left" } : { fromSide: "left", toSide: "right" };
}

/** The point `share` of the way along `side` of `box`. */
function port(box: Placed, side: Side, share: number): { x: number; y: number } {
	const below = side === "left" || side === "right";
	// Down a box with children, ports stay below its name.
	const top = below ? box.y + Math.min(BOX_HEADER, box.height / 2) : box.y;
	const along = below ? top + (box.y + box.height - top) * share : box.x + box.width * share;
	if (side === "top") return { x: along, y: box.y };
	if (side === "bottom") return { x: along, y: box.y + box.height };
	return { x: side === "left" ? box.x : box.x + box.width, y: along };
}

const OUTWARD: Record<Side, { dx: number; dy: number }> = {
	top: { dx: 0, dy: -1 },
	bottom: { dx: 0, dy: 1 },
	left: { dx: -1, dy: 0 },
	right: { dx: 1, dy: 0 },
};

/**
 * The machine drawn as a diagram: every state a box inside its parent, placed by a layered layout of its
 * transitions, and every transition on an edge labelled `event [guard]` (transitions between the same two states
 * share an edge). The root's own transitions, taken in every state, are listed apart. Generated from the machine's
 * own state nodes, like docs/statechart.md.
 */
export function statechartDiagram(machine: AnyStateMachine): Diagram {
	const root = machine.root;
	const all = descendants(root);
	const merged = new Map<string, { from: string; to: string; transitions: DiagramTransition[] }>();
	for (const node of all) {
		if (node === root) continue;
		ownTransitions(node).forEach((definition, index) => {
			for (const target of definition.target ?? [node]) {
				const key = `${stateId(node)}->${stateId(target)}`;
				const edge = merged.get(key) ?? { from: stateId(node), to: stateId(target), transitions: [] };
				edge.transitions.push(transition(node, definition, index));
				merged.set(key, edge);
			}
		});
	}
	const placed = layoutBoxes(layoutBox(root), [...merged.values()]);
	const box = (id: string): Placed => placed.get(id) ?? { x: 0, y: 0, width: 0, height: 0 };
	const routes: Route[] = [...merged.values()].map((edge) => ({
		...edge,
		...(edge.from === edge.to ? { fromSide: "right", toSide: "right" } : sides(box(edge.from), box(edge.to))),
	}));
	const shares = portShares(routes, box);
	const right = Math.max(...[...placed.values()].map((at) => at.x + at.width));
	let lane = 0;
	const edges = routes.map((route, index): DiagramEdge => {
		const [fromShare, toShare] = shares[index] ?? [0.5, 0.5];
		const start = port(box(route.from), route.fromSide, fromShare);
		const end = port(box(route.to), route.toSide, toShare);
		const bend = route.fromSide === "right" && route.toSide === "right";
		const reach = bend ? Math.max(start.x, end.x) + LANE * (2 + (lane++ % 12)) : 0;
		const pull = Math.max(24, Math.abs(end.y - start.y) / 3);
		const out = OUTWARD[route.fromSide];
		const into = OUTWARD[route.toSide];
		const c1 = bend ? { x: reach, y: start.y } : { x: start.x + out.dx * pull, y: start.y + out.dy * pull };
		const c2 = bend ? { x: reach, y: end.y } : { x: end.x + into.dx * pull, y: end.y + into.dy * pull };
		const labelAt = {
			x: 0.125 * start.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * end.x,
			y: 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y,
		};
		return {
			id: `${route.from}->${route.to}`,
			from: route.from,
			to: route.to,
			transitions: route.transitions,
			path: `M${start.x},${start.y} C${c1.x},${c1.y} ${c2.x},${c2.y} ${end.x},${end.y}`,
			labelX: labelAt.x,
			labelY: labelAt.y - (route.transitions.length * LABEL_LINE) / 2,
		};
	});
	const initialIds = new Set(
		all.flatMap((node) => (node.type === "compound" ? node.initial.target.map((target) => stateId(target)) : [])),
	);
	const nodes = all.map((node): DiagramNode => {
		const at = box(stateId(node));
		return {
			id: stateId(node),
			key: node.path.length === 0 ? machine.id : node.key,
			description: node.description ?? "",
			x: at.x + MARGIN,
			y: at.y + MARGIN,
			width: at.width,
			height: at.height,
			compound: children(node).length > 0,
			initial: initialIds.has(stateId(node)),
			final: node.type === "final",
		};
	});
	const widestLabel = Math.max(
		...edges.map((edge) => edge.labelX + Math.max(...edge.transitions.map((t) => t.label.length * LABEL_CHAR))),
	);
	const shift = (edge: DiagramEdge): DiagramEdge => ({
		...edge,
		path: edge.path.replace(/(-?[\d.]+),(-?[\d.]+)/g, (_, x: string, y: string) => `${+x + MARGIN},${+y + MARGIN}`),
		labelX: edge.labelX + MARGIN,
		labelY: edge.labelY + MARGIN,
	});
	return {
		width: Math.ceil(Math.max(right + LANE * 14, widestLabel) + 2 * MARGIN),
		height: Math.ceil(box("").height + 2 * MARGIN),
		nodes,
		edges: edges.map(shift),
		everywhere: ownTransitions(root).map((definition, index) => ({
			transition: transition(root, definition, index),
			to: (definition.target ?? [root]).map(stateId).join(", "),
		})),
	};
}

/** Where each edge meets its boxes: the edges on one side of a box spread along it, ordered by where they go. */
function portShares(routes: readonly Route[], box: (id: string) => Placed): [number, number][] {
	const bySide = new Map<string, { index: number; end: 0 | 1; toward: number }[]>();
	routes.forEach((route, index) => {
		const ends: [string, Side, string][] = [
			[route.from, route.fromSide, route.to],
			[route.to, route.toSide, route.from],
		];
		ends.forEach(([id, side, other], end) => {
			const far = box(other);
			const toward = side === "left" || side === "right" ? far.y + far.height / 2 : far.x + far.width / 2;
			const key = `${id}:${side}`;
			bySide.set(key, [...(bySide.get(key) ?? []), { index, end: end === 0 ? 0 : 1, toward }]);
		});
	});
	const shares = routes.map((): [number, number] => [0.5, 0.5]);
	for (const ends of bySide.values()) {
		ends.sort((a, b) => a.toward - b.toward);
		ends.forEach(({ index, end }, at) => {
			const pair = shares[index];
			if (pair !== undefined) pair[end] = (at + 1) / (ends.length + 1);
		});
	}
	return shares;
}

/** The ids of the states a snapshot's `value` has active, parents first: `{ editing: "answer" }` → both. */
export function activeStateIds(value: unknown, path: readonly string[] = []): string[] {
	if (typeof value === "string") return [[...path, value].join(".")];
	if (typeof value !== "object" || value === null) return [];
	return Object.entries(value).flatMap(([key, child]) => [
		[...path, key].join("."),
		...activeStateIds(child, [...path, key]),
	]);
}
