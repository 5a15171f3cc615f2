import { it } from "vitest";
import { createTestModel } from "xstate/graph";
import { questionnaireMachine, type QuestionnaireEvent, type QuestionnaireSnapshot } from "../src/index.ts";
import { normalize } from "./support/payload.ts";
import type { AnyTransitionDefinition } from "xstate";

const opts = (p: boolean) => [{ value: "a", label: "A", ...(p ? { preview: "a" } : {}) }, { value: "b", label: "B", ...(p ? { preview: "b" } : {}) }];
const payload = normalize({ questions: [
	{ id: "s", prompt: "S?", options: opts(false) },
	{ id: "m", prompt: "M?", type: "multi", options: opts(false) },
	{ id: "p", prompt: "P?", type: "preview", options: opts(true) },
] });
const EVENTS: QuestionnaireEvent[] = [
	{ type: "tab.next" }, { type: "tab.prev" }, ...[0, 1, 2, 3, 4].map((index) => ({ type: "tab.select", index }) as const),
	{ type: "option.next" }, { type: "option.prev" }, { type: "option.focus", index: 0 }, { type: "option.focus", index: 2 },
	{ type: "option.confirm" }, { type: "option.toggle" }, ...[1, 2, 3, 4].map((number) => ({ type: "option.pick", number }) as const),
	{ type: "editor.open", kind: "answer" }, { type: "editor.open", kind: "questionNote" }, { type: "editor.open", kind: "optionNote" },
	{ type: "editor.change", text: "d" }, { type: "editor.save", text: "x" }, { type: "editor.save", text: "" }, { type: "editor.save" }, { type: "editor.close" },
	{ type: "flow.submit" }, { type: "flow.cancel" }, { type: "flow.dismiss" }, { type: "flow.abort" },
];
function key(t: AnyTransitionDefinition) {
	const list = t.eventType === "" ? t.source.always : t.source.transitions.get(t.eventType);
	return `${t.source.id}|${t.eventType}|${list?.indexOf(t)}`;
}
function abstract(s: QuestionnaireSnapshot) {
	const c = s.context;
	const q = c.states[c.current];
	return JSON.stringify([s.value, c.current, c.draft, c.cancelReason ?? null, q && [q.focus, q.selected, q.customText !== undefined, q.note !== undefined, Object.keys(q.optionNotes)], c.states.map((x) => x.selected.length > 0 || x.customText !== undefined)]);
}
it("measure", () => {
	let t0 = performance.now();
	const model = createTestModel(questionnaireMachine, {
		input: payload,
		events: EVENTS,
		serializeState: (state, event, prev) => {
			const via = event && prev ? questionnaireMachine.getTransitionData(prev, event).map(key).join(",") : "";
			return abstract(state) + (via ? ` via ${via}` : "");
		},
	});
	const paths = model.getShortestPaths();
	console.log("paths", paths.length, performance.now() - t0);
	const all = model.getShortestPaths({ allowDuplicatePaths: true });
	console.log("nodes", all.length, "max len", Math.max(...all.map((p) => p.steps.length)));
});
