import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { tour } from "../src/fixtures/index.ts";
import {
	connect,
	createQuestionnaireMachine,
	type QuestionnaireEvent,
	restoreProgress,
	saveProgress,
	validate,
} from "../src/index.ts";

/** Saving progress as JSON and restoring it into a new actor: where the person was, and nothing untrusted. */

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const payload = checked.payload;

function savedAfter(events: readonly QuestionnaireEvent[]): unknown {
	const actor = createActor(createQuestionnaireMachine(), { input: payload }).start();
	for (const event of events) actor.send(event);
	const json = JSON.stringify(saveProgress(actor.getSnapshot()));
	actor.stop();
	return JSON.parse(json);
}

function restored(saved: unknown) {
	const result = restoreProgress(payload, saved);
	if (!result.ok) throw new Error(result.issues.join("\n"));
	const actor = createActor(createQuestionnaireMachine(), { snapshot: result.snapshot, input: payload }).start();
	return { actor, view: () => connect(actor.getSnapshot(), actor.send) };
}

const midEdit: QuestionnaireEvent[] = [
	{ type: "option.pick", number: 2 },
	{ type: "editor.open", kind: "optionNote" },
	{ type: "editor.save", text: "one file" },
	{ type: "option.pick", number: 1 },
	{ type: "option.pick", number: 5 },
	{ type: "editor.change", text: "Webh" },
];

describe("saveProgress and restoreProgress", () => {
	it("restore an open editor with its draft, the tab, answers and notes; the flow ends as an unbroken run", async () => {
		const { actor, view } = restored(savedAfter(midEdit));
		expect(view().mode).toBe("editing");
		expect(view().editor).toMatchObject({ kind: "answer", draft: "Webh" });
		expect(view().activeTab).toBe(1);
		const after: QuestionnaireEvent[] = [
			{ type: "editor.save", text: "Webhooks" },
			{ type: "option.pick", number: 1 },
			{ type: "option.confirm" },
		];
		for (const event of after) actor.send(event);
		const unbroken = createActor(createQuestionnaireMachine(), { input: payload }).start();
		for (const event of [...midEdit, ...after]) unbroken.send(event);
		expect(await toPromise(actor)).toEqual(await toPromise(unbroken));
	});

	it("restore the review; a digit waiting or an Esc waiting to be confirmed come back as plain answering", () => {
		const review = savedAfter([
			{ type: "option.pick", number: 1 },
			{ type: "tab.select", index: 3 },
		]);
		expect(restored(review).view().mode).toBe("reviewing");
		const confirming = savedAfter([{ type: "option.pick", number: 1 }, { type: "flow.cancel" }]);
		expect(confirming).toMatchObject({ place: { mode: "answering" }, current: 1 });
		const view = restored(confirming).view();
		expect(view.mode).toBe("answering");
		expect(view.confirmingCancel).toBeUndefined();
		expect(view.getTab(0).answered).toBe(true);
	});

	const valid = () => structuredClone(savedAfter(midEdit)) as Record<string, unknown> & { states: unknown[] };
	const withState = (index: number, change: Record<string, unknown>) => {
		const saved = valid();
		saved.states[index] = { ...(saved.states[index] as object), ...change };
		return saved;
	};
	const cases: [string, unknown, string][] = [
		["not an object", "progress", "progress: must be an object"],
		["a state missing", { ...valid(), states: [] }, "states: must hold one entry for each of the 3 questions"],
		[
			"an option out of range",
			withState(0, { selected: [7] }),
			"states[0].selected: must list option positions from 0 to 2",
		],
		[
			"two options on a single question",
			withState(0, { selected: [0, 1] }),
			"states[0].selected: a single question has one",
		],
		["an option twice", withState(1, { selected: [0, 0] }), "states[1].selected: lists an option twice"],
		[
			"an own answer on a preview question",
			withState(2, { customText: "x" }),
			'states[2].customText: "layout" takes no own answer',
		],
		[
			"an escape code in a note",
			withState(0, { note: "\x1b]0;owned\x07" }),
			"states[0].note: holds a control character",
		],
		["a blank note", withState(0, { note: "  " }), "states[0].note: must not be blank"],
		[
			"a note on no option",
			withState(0, { optionNotes: { 9: "x" } }),
			'states[0].optionNotes.9: is not an option position of "database"',
		],
		["a focus past the rows", withState(0, { focus: 4 }), "states[0].focus: must be a row from 0 to 3"],
		["a tab past the questions", { ...valid(), current: 3 }, "current: must be a question from 0 to 2"],
		[
			"an unknown place",
			{ ...valid(), place: { mode: "submitted" } },
			'place.mode: must be "answering", "reviewing" or "editing"',
		],
		[
			"an option note editor on Type your own",
			{ ...valid(), place: { mode: "editing", kind: "optionNote", draft: "" } },
			"place.kind: an option note editor needs the focus on an option",
		],
		[
			"a draft with a control character",
			{ ...valid(), place: { mode: "editing", kind: "answer", draft: "a\x07" } },
			"place.draft: holds a control character",
		],
	];

	it.each(cases)("refuse %s, naming the field", (_name, saved, issue) => {
		const result = restoreProgress(payload, saved);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.issues).toContain(issue);
	});

	it("never throw on any JSON, and restore only what starts a running flow", () => {
		fc.assert(
			fc.property(fc.jsonValue(), (saved) => {
				const result = restoreProgress(payload, saved);
				if (result.ok)
					expect(
						createActor(createQuestionnaireMachine(), { snapshot: result.snapshot, input: payload })
							.start()
							.getSnapshot().status,
					).toBe("active");
			}),
			{ seed: 17, numRuns: 500 },
		);
	});
});
