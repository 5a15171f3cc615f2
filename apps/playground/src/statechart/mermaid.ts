import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { guardName } from "./guard-name.ts";

/**
 * Renders a machine as a Mermaid `stateDiagram-v2`, from its own state nodes: nested states, initial (`[*] -->`)
 * and final (`--> [*]`) states, and every transition labelled `event [guard]`; eventless transitions read
 * `always [guard]`, transitions without a target are self-loops. Transitions the root handles (in every state)
 * are drawn from each top-level state that waits for events: neither final nor transient (eventless only).
 * Transitions between the same two states share one arrow, one label line each, so the diagram stays legible.
 *
 * States are declared first, inside their parents; edges come after, at the top level, so that an edge never
 * makes Mermaid create a state in the wrong parent.
 */
export function toMermaid(machine: AnyStateMachine): string {
	const root = machine.root;
	const lines = ["stateDiagram-v2", ...declareChildren(root, 1), ...edges(root)];
	return `${lines.join("\n")}\n`;
}

const INDENT = "    ";

/** `askUser.editing.answer` → `editing_answer`: unique, and valid as a Mermaid id. */
function mermaidId(node: AnyStateNode): string {
	return node.path.join("_");
}

function children(node: AnyStateNode): AnyStateNode[] {
	return Object.values(node.states);
}

function declareChildren(parent: AnyStateNode, depth: number): string[] {
	const pad = INDENT.repeat(depth);
	const initial = parent.type === "compound" ? parent.initial.target.map((t) => `${pad}[*] --> ${mermaidId(t)}`) : [];
	return [...initial, ...children(parent).flatMap((child) => declare(child, depth))];
}

function declare(node: AnyStateNode, depth: number): string[] {
	const pad = INDENT.repeat(depth);
	const id = mermaidId(node);
	const final = node.type === "final" ? [`${pad}${id} --> [*]`] : [];
	if (children(node).length > 0)
		return [`${pad}state ${id} {`, ...declareChildren(node, depth + 1), `${pad}}`, ...final];
	return [...(id === node.key ? [`${pad}${id}`] : [`${pad}state "${node.key}" as ${id}`]), ...final];
}

/** `event [guard]`; eventless transitions read `always [guard]`. */
export function label(transition: AnyTransitionDefinition): string {
	const event = transition.eventType === "" ? "always" : transition.eventType;
	const guard = guardName(transition.guard);
	return guard === undefined ? event : `${event} [${guard}]`;
}

interface Edge {
	readonly from: string;
	readonly to: string;
	readonly label: string;
}

function edgesOf(source: AnyStateNode, transition: AnyTransitionDefinition): Edge[] {
	const targets = transition.target ?? [source];
	return targets.map((target) => ({ from: mermaidId(source), to: mermaidId(target), label: label(transition) }));
}

/** The transitions a state declares itself: eventless ones first. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
	return [...(node.always ?? []), ...[...node.transitions.values()].flat()];
}

function waitsForEvents(node: AnyStateNode): boolean {
	return node.type !== "final" && !(node.always !== undefined && node.transitions.size === 0);
}

/** One arrow per pair of states, in the order the pairs first occur. */
function mergeParallel(edges: readonly Edge[]): string[] {
	const labels = new Map<string, string[]>();
	for (const { from, to, label } of edges) {
		const key = `${from} --> ${to}`;
		labels.set(key, [...(labels.get(key) ?? []), label]);
	}
	return [...labels].map(([arrow, lines]) => `${INDENT}${arrow}: ${lines.join("<br/>")}`);
}

function edges(root: AnyStateNode): string[] {
	const fromRoot = ownTransitions(root);
	const nodeEdges = (node: AnyStateNode): Edge[] => [
		...ownTransitions(node).flatMap((transition) => edgesOf(node, transition)),
		...children(node).flatMap(nodeEdges),
	];
	const rootEdges = children(root)
		.filter(waitsForEvents)
		.flatMap((state) => fromRoot.flatMap((transition) => edgesOf(state, transition)));
	return mergeParallel([...children(root).flatMap(nodeEdges), ...rootEdges]);
}
