import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { textQuestions } from "../src/fixtures/index.ts";
import {
	connect,
	createQuestionnaireMachine,
	type QuestionnaireEvent,
	restoreProgress,
	saveProgress,
	validate,
} from "../src/index.ts";

/** Stored progress of the extensions' forms: a text question's draft and answer, and the note on the whole form. */

const checked = validate(textQuestions);
if (!checked.ok) throw new Error("textQuestions is invalid");
const payload = checked.payload;

function runTo(events: readonly QuestionnaireEvent[]) {
	const actor = createActor(createQuestionnaireMachine(), { input: payload }).start();
	for (const event of events) actor.send(event);
	return actor;
}

function reopened(events: readonly QuestionnaireEvent[]) {
	const before = runTo(events);
	const saved: unknown = JSON.parse(JSON.stringify(saveProgress(before.getSnapshot())));
	before.stop();
	const result = restoreProgress(payload, saved);
	if (!result.ok) throw new Error(result.issues.join("\n"));
	const actor = createActor(createQuestionnaireMachine(), { snapshot: result.snapshot, input: payload }).start();
	return { actor, view: () => connect(actor.getSnapshot(), actor.send) };
}

const typedName: QuestionnaireEvent[] = [{ type: "editor.change", text: "Ves" }];
const answeredAndNoted: QuestionnaireEvent[] = [
	{ type: "editor.save", text: "Vesta" },
	{ type: "option.pick", number: 1 },
	{ type: "editor.save", text: "Ada" },
	{ type: "editor.open", kind: "formNote" },
	{ type: "editor.change", text: "ship it on Friday" },
];

describe("stored progress of text questions and the form note", () => {
	it("a text question's open editor comes back with its draft", () => {
		expect(runTo([]).getSnapshot().matches({ editing: "answer" })).toBe(true);
		const { view } = reopened(typedName);
		expect(view().mode).toBe("editing");
		expect(view().activeTab).toBe(0);
		expect(view().editor).toMatchObject({ kind: "answer", draft: "Ves" });
	});

	it("text answers and a form note being written come back, and the flow ends as an unbroken run", async () => {
		const { actor, view } = reopened(answeredAndNoted);
		expect(view().editor).toMatchObject({ kind: "formNote", draft: "ship it on Friday" });
		const after: QuestionnaireEvent[] = [{ type: "editor.save" }, { type: "flow.submit" }];
		for (const event of after) actor.send(event);
		const unbroken = runTo([...answeredAndNoted, ...after]);
		const details = await toPromise(actor);
		expect(details).toEqual(await toPromise(unbroken));
		expect(details.note).toBe("ship it on Friday");
		expect(details.answers.name).toMatchObject({ customText: "Vesta", values: ["Vesta"], indices: [] });
		expect(details.answers.thanks).toMatchObject({ customText: "Ada" });
	});
});
