import { describe, expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { getStateNodes } from "xstate/graph";
import { createQuestionnaireMachine } from "../src/index.ts";

const statechart = createQuestionnaireMachine();

/** What the Stately inspector and Studio show next to a state or a transition. */
const nodes: AnyStateNode[] = [statechart.root, ...getStateNodes(statechart.root)];

describe("the statechart describes itself", () => {
	it("every state has a description", () => {
		const missing = nodes.filter((node) => !node.description?.trim()).map((node) => node.id);
		expect(missing).toEqual([]);
	});

	it("every transition has a description, eventless and delayed ones included", () => {
		const transitions = nodes.flatMap((node) =>
			[...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({ node, t })),
		);
		expect(transitions.length).toBeGreaterThan(60);
		const missing = transitions
			.filter(({ t }) => !t.description?.trim())
			.map(({ node, t }) => `${node.id} on ${t.eventType || "(always)"}`);
		expect(missing).toEqual([]);
	});

	it("the descriptions reach the machine's JSON, which the inspector reads", () => {
		const json = JSON.stringify(statechart.root.definition);
		expect(json).toContain("Cancel again: end the form, throwing the answers and notes away.");
		expect(json).toContain("The same digit again: press the button.");
	});

	it("no description names a key: keys are the renderer's, and a host may bind others", () => {
		const KEY = /\b(Esc|Enter|Return|Tab|Shift|Ctrl|Alt|Space|Backspace)\b|[←→↑↓]|^n on/;
		const described = nodes.flatMap((node) => [
			{ where: node.id, text: node.description ?? "" },
			...[...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({
				where: `${node.id} on ${t.eventType || "(always)"}`,
				text: t.description ?? "",
			})),
		]);
		expect(described.length).toBeGreaterThan(60);
		expect(described.filter(({ text }) => KEY.test(text))).toEqual([]);
	});
});
