import { describe, expect, it } from "vitest";
import { createActor, type Snapshot, toPromise } from "xstate";
import { tour } from "../src/fixtures/index.ts";
import { connect, createQuestionnaireMachine, type QuestionnaireEvent, validate } from "../src/index.ts";

/** The README's persistence recipe: save `getPersistedSnapshot()` as JSON, restore with `createActor(…, { snapshot })`. */

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const input = checked.payload;

const before: QuestionnaireEvent[] = [
	{ type: "option.pick", number: 2 }, // database: SQLite, moves on
	{ type: "option.pick", number: 1 }, // features: Authentication
	{ type: "option.pick", number: 5 }, // features: Type your own, the editor opens
	{ type: "editor.change", text: "Webh" }, // the draft, half typed, when the process stops
];
const after: QuestionnaireEvent[] = [
	{ type: "editor.save", text: "Webhooks" },
	{ type: "editor.open", kind: "questionNote" }, // layout: note on the question
	{ type: "editor.save", text: "keep it flat" },
	{ type: "option.pick", number: 2 }, // layout: By layer, then the review
	{ type: "option.confirm" }, // Submit
];

function saved(): string {
	const actor = createActor(createQuestionnaireMachine(), { input }).start();
	for (const event of before) actor.send(event);
	const json = JSON.stringify(actor.getPersistedSnapshot());
	actor.stop();
	return json;
}

describe("persistence: a restored actor continues the flow", () => {
	it("restores mid-edit with the draft, tab and answers, and ends with the same details as an unbroken run", async () => {
		const snapshot: Snapshot<unknown> = JSON.parse(saved());
		const restored = createActor(createQuestionnaireMachine(), { snapshot, input }).start();
		const view = connect(restored.getSnapshot(), restored.send);
		expect(view.mode).toBe("editing");
		expect(view.activeTab).toBe(1);
		expect(view.editor?.draft).toBe("Webh");
		expect(view.getTab(0).answered).toBe(true);
		for (const event of after) restored.send(event);
		const unbroken = createActor(createQuestionnaireMachine(), { input }).start();
		for (const event of [...before, ...after]) unbroken.send(event);
		const details = await toPromise(restored);
		expect(details).toEqual(await toPromise(unbroken));
		expect(details.answers).toEqual({
			database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
			features: {
				values: ["auth", "Webhooks"],
				labels: ["Authentication", "Webhooks"],
				indices: [1],
				customText: "Webhooks",
			},
			layout: { values: ["by-layer"], labels: ["By layer"], indices: [2], note: "keep it flat" },
		});
	});

	it("a finished flow restores as done, with its output", () => {
		const actor = createActor(createQuestionnaireMachine(), { input }).start();
		actor.send({ type: "flow.cancel" });
		const snapshot: Snapshot<unknown> = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
		const restored = createActor(createQuestionnaireMachine(), { snapshot, input }).start().getSnapshot();
		expect(restored.status).toBe("done");
		expect(restored.output).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
	});
});
