import { questionnaireMachine } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { activeStateIds, stateBoxes } from "../../src/statechart/state-boxes.ts";
import type { StateBox } from "../../src/web/protocol.ts";

function flatten(box: StateBox): StateBox[] {
	return [box, ...box.children.flatMap(flatten)];
}

describe("the statechart the page draws", () => {
	const root = stateBoxes(questionnaireMachine);
	const byId = new Map(flatten(root).map((box) => [box.id, box]));

	it("has a box for every state of the machine, its own transitions listed in it", () => {
		const ids = questionnaireMachine.root.states;
		for (const key of Object.keys(ids)) expect(byId.has(key)).toBe(true);
		expect(byId.get("editing")?.children.map((child) => child.key)).toEqual([
			"answer",
			"questionNote",
			"optionNote",
			"formNote",
		]);
		// Every arrival on a question tab passes through enteringTab (a text question opens its editor there).
		expect(byId.get("enteringTab")?.initial).toBe(true);
		expect(byId.get("answering")?.initial).toBe(false);
		expect(byId.get("editing.answer")?.initial).toBe(true);
		expect(byId.get("editing.optionNote")?.initial).toBe(false);
		expect(byId.get("submitted")?.final).toBe(true);
		expect(byId.get("answering")?.transitions).toContain("tab.prev → retreating");
		expect(byId.get("advancing")?.transitions).toContain("always [isLastQuestion] → reviewing");
		expect(root.transitions).toContain("flow.dismiss → cancelled");
	});

	it("names the active states of a snapshot's value, parents first", () => {
		expect(activeStateIds("answering")).toEqual(["answering"]);
		expect(activeStateIds({ editing: "questionNote" })).toEqual(["editing", "editing.questionNote"]);
		expect(activeStateIds({ reviewing: "cancelFocused" })).toEqual(["reviewing", "reviewing.cancelFocused"]);
		for (const id of activeStateIds({ editing: "optionNote" })) expect(byId.has(id)).toBe(true);
	});
});
