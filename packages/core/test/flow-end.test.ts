/** Every way a `QuestionnaireFlow` ends leaves the same thing behind: an ended view whose intents do nothing. */
import { describe, expect, it } from "vitest";
import { QuestionnaireFlow } from "../src/connect/questionnaire.flow.ts";
import { tour } from "../src/fixtures/index.ts";
import { type AskUserDetails, createQuestionnaireMachine, type QuestionnaireView, validate } from "../src/index.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const { payload } = checked;

const endings = {
	submit: (flow: QuestionnaireFlow) => flow.view.submit(),
	dismiss: (flow: QuestionnaireFlow) => flow.view.dismiss(),
	abort: (flow: QuestionnaireFlow) => flow.abort(),
	fail: (flow: QuestionnaireFlow) => flow.fail(new Error("boom")),
};

function endBy(how: keyof typeof endings) {
	const done: AskUserDetails[] = [];
	const updates: QuestionnaireView[] = [];
	const flow = new QuestionnaireFlow({
		payload,
		onDone: (details) => done.push(details),
		onUpdate: (view) => updates.push(view),
	});
	flow.view.pick(1);
	const before = flow.view;
	const updatesBefore = updates.length;
	endings[how](flow);
	return { flow, done, before, updatesAfterEnd: updates.length - updatesBefore };
}

function intentResults(view: QuestionnaireView): boolean[] {
	return [view.pick(1), view.nextTab(), view.confirm(), view.submit(), view.cancel(), view.dismiss(), view.abort()];
}

describe("a flow that has ended", () => {
	it.each(Object.keys(endings) as (keyof typeof endings)[])(
		"by %s: an ended view, no update, every intent false",
		(how) => {
			const { flow, done, before, updatesAfterEnd } = endBy(how);
			expect(flow.ended).toBe(true);
			expect(flow.view.mode).toBe(how === "submit" ? "submitted" : "cancelled");
			expect(flow.view.question).toBeUndefined();
			expect(flow.view.tabCount).toBe(payload.questions.length + 1);
			// the ending goes to onDone, not onUpdate, however the flow ends
			expect(updatesAfterEnd).toBe(0);
			expect(intentResults(flow.view)).toEqual(intentResults(flow.view).map(() => false));
			expect(intentResults(before).every((applied) => !applied)).toBe(true);
			expect(done).toHaveLength(1);
		},
	);

	it("by fail: onDone once, with the error and what was answered, unsubmitted", () => {
		const { flow, done } = endBy("fail");
		flow.fail(new Error("again"));
		expect(done).toHaveLength(1);
		expect(done[0]).toMatchObject({ cancelled: true, cancelReason: "error", answers: {} });
		expect(done[0]?.unsubmittedAnswers).toMatchObject({ [payload.questions[0]?.id ?? ""]: { indices: [1] } });
	});

	it("then stopped: keeps its ended view", () => {
		const { flow, done } = endBy("submit");
		flow.stop();
		expect(flow.view.mode).toBe("submitted");
		expect(intentResults(flow.view)).not.toContain(true);
		expect(done).toHaveLength(1);
	});

	it("by an exception inside the machine: the same ended view", () => {
		const machine = createQuestionnaireMachine().provide({
			actions: {
				toggleFocused: () => {
					throw new Error("a host's action failed");
				},
			},
		});
		const done: AskUserDetails[] = [];
		const flow = new QuestionnaireFlow({ payload, machine, onDone: (details) => done.push(details) });
		flow.view.toggle();
		expect(done).toMatchObject([{ cancelled: true, cancelReason: "error" }]);
		expect(flow.view.mode).toBe("cancelled");
		expect(intentResults(flow.view)).not.toContain(true);
	});
});

describe("a flow that was stopped", () => {
	function stopped(stopFromUpdate: boolean) {
		const done: AskUserDetails[] = [];
		const updates: QuestionnaireView[] = [];
		const flow: QuestionnaireFlow = new QuestionnaireFlow({
			payload,
			onDone: (details) => done.push(details),
			onUpdate: (view) => {
				updates.push(view);
				if (stopFromUpdate && view.activeTab === 1) flow.stop();
			},
		});
		flow.view.pick(1);
		if (!stopFromUpdate) flow.stop();
		return { flow, done, updates };
	}

	it.each([
		["by the host", false],
		["from inside onUpdate", true],
	])("%s: the form as it stood, no update, no result, every intent false", (_, fromUpdate) => {
		const { flow, done, updates } = stopped(fromUpdate);
		expect(flow.ended).toBe(true);
		expect(flow.view).toMatchObject({ mode: "answering", activeTab: 1 });
		expect(flow.view.getTab(0).answered).toBe(true);
		expect(intentResults(flow.view)).not.toContain(true);
		// the views the flow handed out before (the form opening, the pick), the one a renderer holds among them
		expect(updates.map((view) => view.activeTab)).toEqual([0, 1]);
		expect(updates.flatMap(intentResults)).not.toContain(true);
		expect(done).toEqual([]);
		flow.stop();
		expect(intentResults(flow.view)).not.toContain(true);
	});
});
