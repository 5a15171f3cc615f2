import { createQuestionnaireMachine, type QuestionnaireMachine, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { createActor, type InspectionEvent } from "xstate";
import { activeStateIds, statechartDiagram, transitionId } from "../../src/statechart/diagram.ts";
import type { DiagramNode } from "../../src/web/protocol.ts";

const statechart = createQuestionnaireMachine();
const diagram = await statechartDiagram(statechart);
const byId = new Map(diagram.nodes.map((node) => [node.id, node]));
const parentOf = (id: string) => (id.includes(".") ? id.slice(0, id.lastIndexOf(".")) : id === "" ? undefined : "");
type Box = Pick<DiagramNode, "x" | "y" | "width" | "height">;
const within = (inner: Box, outer: Box) =>
	inner.x >= outer.x &&
	inner.y >= outer.y &&
	inner.x + inner.width <= outer.x + outer.width &&
	inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) =>
	a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the statechart diagram the page draws", () => {
	it("has a box for every state, each inside its parent, none overlapping a sibling", () => {
		const walk = (node: QuestionnaireMachine["root"]): string[] => [
			node.path.join("."),
			...Object.values(node.states).flatMap(walk),
		];
		expect(diagram.nodes.map((node) => node.id).sort()).toEqual(walk(statechart.root).sort());
		for (const node of diagram.nodes) {
			const parent = byId.get(parentOf(node.id) ?? "-");
			if (parent !== undefined) expect(within(node, parent), node.id).toBe(true);
			for (const other of diagram.nodes)
				if (other !== node && parentOf(other.id) === parentOf(node.id))
					expect(overlap(node, other), `${node.id} / ${other.id}`).toBe(false);
		}
		expect(diagram.width).toBeGreaterThanOrEqual(Math.max(...diagram.nodes.map((node) => node.x + node.width)));
		expect(diagram.height).toBeGreaterThanOrEqual(Math.max(...diagram.nodes.map((node) => node.y + node.height)));
	});

	it("marks initial and final states and carries the machine's descriptions", () => {
		expect(byId.get("enteringTab")?.initial).toBe(true);
		expect(byId.get("answering")?.initial).toBe(false);
		expect(byId.get("editing.answer")?.initial).toBe(true);
		expect(byId.get("submitted")?.final).toBe(true);
		expect(byId.get("editing")?.compound).toBe(true);
		expect(byId.get("enteringTab")?.description).toBe(statechart.root.states.enteringTab?.description);
		expect(diagram.nodes.filter((node) => node.description === "").map((node) => node.id)).toEqual([]);
	});

	it("puts every transition of every state on one edge, labelled event [guard]", () => {
		const labels = (from: string, to: string) =>
			diagram.edges.find((edge) => edge.from === from && edge.to === to)?.transitions.map((t) => t.label);
		expect(labels("answering", "retreating")).toEqual(["tab.prev"]);
		expect(labels("advancing", "reviewing")).toEqual(["always [isLastQuestion]"]);
		expect(labels("editing", "editing")).toEqual(["editor.change [wellFormed]"]);
		expect(diagram.everywhere.map(({ transition, to }) => `${transition.label} → ${to}`)).toEqual([
			"flow.dismiss → cancelled",
			"flow.abort [wellFormed] → cancelled",
		]);
		const ids = diagram.edges.flatMap((edge) => edge.transitions.map((t) => t.id));
		let count = 0;
		const countOwn = (node: QuestionnaireMachine["root"]): void => {
			if (node.path.length > 0)
				for (const transition of [...(node.always ?? []), ...[...node.transitions.values()].flat()])
					count += transition.target?.length ?? 1;
			for (const child of Object.values(node.states)) countOwn(child);
		};
		countOwn(statechart.root);
		expect(ids.length).toBe(count);
		for (const edge of diagram.edges) expect(edge.path).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+$/);
	});

	it("places every edge's labels clear of the other labels and of the states", () => {
		expect(diagram.edges.length).toBeGreaterThan(30);
		for (const edge of diagram.edges) {
			expect(edge.label.height).toBeGreaterThanOrEqual(edge.transitions.length * 12);
			for (const other of diagram.edges)
				if (other !== edge) expect(overlap(edge.label, other.label), `${edge.id} / ${other.id}`).toBe(false);
			for (const node of diagram.nodes) {
				// A label may sit inside a compound state, below its name, never on a state of its own.
				const clear = node.compound
					? !overlap(edge.label, node) || (within(edge.label, node) && !overlap(edge.label, { ...node, height: 24 }))
					: !overlap(edge.label, node);
				expect(clear, `${edge.id} on ${node.id}`).toBe(true);
			}
		}
	});

	it("gives each transition its guard and actions, by name", () => {
		const transitions = diagram.edges.flatMap((edge) => edge.transitions);
		const byLabel = (label: string) => transitions.find((one) => one.label === label);
		expect(byLabel("always [isLastQuestion]")).toMatchObject({ guard: "isLastQuestion" });
		expect(byLabel("tab.next")?.guard).toBe("");
		expect(transitions.some((one) => one.actions.length > 0)).toBe(true);
		for (const one of transitions) for (const action of one.actions) expect(action).toMatch(/^[A-Za-z.]+$/);
		expect(diagram.everywhere[0]?.transition.actions).toEqual(["discardDraft", "recordDismiss"]);
	});

	it("names the transitions a running flow takes as the diagram names them, eventless ones included", () => {
		const known = new Set([
			...diagram.edges.flatMap((edge) => edge.transitions.map((t) => t.id)),
			...diagram.everywhere.map(({ transition }) => transition.id),
		]);
		const checked = validate(tour);
		if (!checked.ok) throw new Error("the tour is invalid");
		const taken: string[] = [];
		const actor = createActor(statechart, {
			input: checked.payload,
			inspect: (event: InspectionEvent) => {
				if (event.type === "@xstate.microstep") taken.push(...event._transitions.map(transitionId));
			},
		});
		actor.start();
		actor.send({ type: "tab.next" });
		actor.send({ type: "flow.dismiss" });
		expect(taken.length).toBeGreaterThan(2);
		for (const id of taken) expect(known.has(id), id).toBe(true);
		expect(taken.at(-1)).toBe("#0");
		actor.stop();
	});

	it("names the active states of a snapshot's value, parents first", () => {
		expect(activeStateIds("answering")).toEqual(["answering"]);
		expect(activeStateIds({ editing: "questionNote" })).toEqual(["editing", "editing.questionNote"]);
		for (const id of activeStateIds({ reviewing: "armed" })) expect(byId.has(id)).toBe(true);
	});
});
