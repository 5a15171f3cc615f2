import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import type { Diagram, DiagramEdge, DiagramNode, DiagramTransition } from "../web/protocol.ts";
import { type LayoutBox, layoutStatechart, type Point } from "./elk-layout.ts";
import { guardName } from "./guard-name.ts";
import { label, ownTransitions } from "./mermaid.ts";

/** The diagram's text sizes, in the monospace font it is drawn in: a character of 12 px is about 7.3 px wide. */
const NAME_CHAR = 7.3;
const LABEL_CHAR = 6.1;
const LABEL_LINE = 12;
const LEAF_HEIGHT = 30;
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

function nameOf(node: AnyStateNode): string {
	return node.path.length === 0 ? node.machine.id : node.key;
}

function layoutBox(node: AnyStateNode): LayoutBox {
	return {
		id: stateId(node),
		width: Math.ceil(nameOf(node).length * NAME_CHAR) + 20,
		height: LEAF_HEIGHT,
		children: children(node).map(layoutBox),
	};
}

/** An action's name: actions come as names, `{ type }` objects or (inline) functions. */
function actionName(action: unknown): string {
	if (typeof action === "string") return action;
	const type: unknown = typeof action === "object" && action !== null ? Reflect.get(action, "type") : undefined;
	if (typeof type === "string") return type;
	return typeof action === "function" && action.name !== "" ? action.name : "(inline action)";
}

function transition(node: AnyStateNode, definition: AnyTransitionDefinition, index: number): DiagramTransition {
	return {
		id: `${stateId(node)}#${index}`,
		label: label(definition),
		description: definition.description ?? "",
		guard: guardName(definition.guard) ?? "",
		actions: definition.actions.map(actionName),
	};
}

/** The width of an edge's label block: its longest line. */
function labelWidth(transitions: readonly DiagramTransition[]): number {
	return Math.ceil(Math.max(...transitions.map((one) => one.label.length)) * LABEL_CHAR) + 6;
}

function pathOf(points: readonly Point[]): string {
	return points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x + MARGIN},${point.y + MARGIN}`).join(" ");
}

/**
 * The machine drawn as a diagram: every state a box inside its parent and every transition on an edge labelled
 * `event [guard]` (transitions between the same two states share an edge, one label line each), laid out by ELK
 * (`elk-layout.ts`). The root's own transitions, taken in every state, are listed apart. Generated from the
 * machine's own state nodes, like docs/statechart.md.
 */
export async function statechartDiagram(machine: AnyStateMachine): Promise<Diagram> {
	const root = machine.root;
	const all = descendants(root);
	const merged = new Map<string, { id: string; from: string; to: string; transitions: DiagramTransition[] }>();
	for (const node of all) {
		if (node === root) continue;
		ownTransitions(node).forEach((definition, index) => {
			for (const target of definition.target ?? [node]) {
				const id = `${stateId(node)}->${stateId(target)}`;
				const edge = merged.get(id) ?? { id, from: stateId(node), to: stateId(target), transitions: [] };
				edge.transitions.push(transition(node, definition, index));
				merged.set(id, edge);
			}
		});
	}
	const layout = await layoutStatechart(
		layoutBox(root),
		[...merged.values()].map((edge) => ({
			id: edge.id,
			from: edge.from,
			to: edge.to,
			labelWidth: labelWidth(edge.transitions),
			labelHeight: edge.transitions.length * LABEL_LINE + 2,
		})),
	);
	const edges = [...merged.values()].map((edge): DiagramEdge => {
		const route = layout.routes.get(edge.id);
		const at = route?.label ?? { x: 0, y: 0, width: 0, height: 0 };
		return {
			...edge,
			path: pathOf(route?.points ?? []),
			label: { x: at.x + MARGIN, y: at.y + MARGIN, width: at.width, height: at.height },
		};
	});
	const initialIds = new Set(
		all.flatMap((node) => (node.type === "compound" ? node.initial.target.map((target) => stateId(target)) : [])),
	);
	const nodes = all.map((node): DiagramNode => {
		const at = layout.boxes.get(stateId(node)) ?? { x: 0, y: 0, width: 0, height: 0 };
		return {
			id: stateId(node),
			key: nameOf(node),
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
	const whole = layout.boxes.get("") ?? { width: 0, height: 0 };
	return {
		width: Math.ceil(whole.width + 2 * MARGIN),
		height: Math.ceil(whole.height + 2 * MARGIN),
		nodes,
		edges,
		everywhere: ownTransitions(root).map((definition, index) => ({
			transition: transition(root, definition, index),
			to: (definition.target ?? [root]).map(stateId).join(", "),
		})),
	};
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
