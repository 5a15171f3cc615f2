import type { AnyStateMachine, AnyStateNode } from "xstate";
import type { StateBox } from "../web/protocol.ts";
import { label, ownTransitions } from "./mermaid.ts";

/** `editing.answer`: a state's path, as the page names it; `""` for the root. */
function stateId(path: readonly string[]): string {
	return path.join(".");
}

function box(node: AnyStateNode, initial: boolean): StateBox {
	const initialKeys = node.type === "compound" ? node.initial.target.map((target) => target.key) : [];
	return {
		id: stateId(node.path),
		key: node.path.length === 0 ? node.machine.id : node.key,
		initial,
		final: node.type === "final",
		transitions: ownTransitions(node).map((transition) => {
			const targets = (transition.target ?? [node]).map((target) => stateId(target.path) || target.machine.id);
			return `${label(transition)} → ${targets.join(", ")}`;
		}),
		children: Object.values(node.states).map((child) => box(child, initialKeys.includes(child.key))),
	};
}

/**
 * The machine's states as nested boxes with their transitions, from its own state nodes (the same source as
 * `docs/statechart.md`): what the web playground draws and lights up.
 */
export function stateBoxes(machine: AnyStateMachine): StateBox {
	return box(machine.root, true);
}

/** The ids of the states a snapshot's `value` has active, parents first: `{ editing: "answer" }` → both. */
export function activeStateIds(value: unknown, path: readonly string[] = []): string[] {
	if (typeof value === "string") return [stateId([...path, value])];
	if (typeof value !== "object" || value === null) return [];
	return Object.entries(value).flatMap(([key, child]) => [
		stateId([...path, key]),
		...activeStateIds(child, [...path, key]),
	]);
}
