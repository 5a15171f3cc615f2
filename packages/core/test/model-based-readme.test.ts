import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createTestModel, getShortestPaths } from "xstate/graph";
import {
	createQuestionnaireMachine,
	type QuestionnaireEvent,
	type QuestionnaireSnapshot,
	serializeQuestionnaireState,
	validate,
} from "../src/index.ts";

const statechart = createQuestionnaireMachine();

/** The README's "Model-based testing" setup: one single question, and samples for the events that carry data. */
const options = [
	{ value: "pg", label: "PostgreSQL" },
	{ value: "my", label: "MySQL" },
];
const checked = validate({ questions: [{ id: "db", prompt: "Which database?", options }] });
if (!checked.ok) throw new Error("invalid payload");
const input = checked.payload;
const events: QuestionnaireEvent[] = [
	...[1, 2, 3].map((digit): QuestionnaireEvent => ({ type: "digit.type", digit })),
	{ type: "option.pick", number: 2 },
	{ type: "editor.open", kind: "questionNote" },
	{ type: "editor.change", text: "a note" },
	{ type: "editor.save", text: "a note" },
];
const untimed = createQuestionnaireMachine({ digitWaitMs: Number.POSITIVE_INFINITY });
const testModelOptions = {
	input,
	events,
	serializeState: serializeQuestionnaireState,
	filterEvents: (_: unknown, event: QuestionnaireEvent) => String(event.type) !== "*",
};
const isDone = (snapshot: QuestionnaireSnapshot) => snapshot.status === "done";

describe("model-based testing as the README shows it", () => {
	it("createTestModel takes the untimed machine, and every shortest path replays on a live actor", async () => {
		const model = createTestModel(untimed, testModelOptions);
		const paths = model.getShortestPaths({ toState: isDone });
		const ends = new Set<string>();
		for (const path of paths) {
			const actor = createActor(untimed, { input }).start();
			const send = ({ event }: { event: QuestionnaireEvent }) => actor.send(event);
			let checkedStates = 0;
			await path.test({
				events: Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, send])),
				states: {
					"*": (snapshot) => {
						checkedStates++;
						expect(actor.getSnapshot().value).toEqual(snapshot.value);
					},
				},
			});
			expect(checkedStates).toBe(path.steps.length);
			expect(actor.getSnapshot().status).toBe("done");
			ends.add(`${String(actor.getSnapshot().value)} ${actor.getSnapshot().context.cancelReason ?? ""}`);
		}
		expect(paths.length).toBeGreaterThan(20);
		// Submitted, and cancelled by the person, to discuss first, dismissed and aborted: every end is reached.
		expect([...ends].sort()).toEqual(
			["submitted ", "cancelled user", "cancelled discuss", "cancelled dismissed", "cancelled aborted"].sort(),
		);
	}, 60_000);

	it("a path replayed on an actor that misbehaves fails", async () => {
		const model = createTestModel(untimed, testModelOptions);
		const [path] = model
			.getShortestPaths({ toState: isDone })
			.filter((candidate) => candidate.steps.some((step) => step.event.type === "option.next"));
		if (path === undefined) throw new Error("no path moves the focus");
		const actor = createActor(untimed, { input }).start();
		const ignoreMoves = ({ event }: { event: QuestionnaireEvent }) => {
			if (event.type !== "option.next") actor.send(event);
		};
		const replay = path.test({
			events: Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, ignoreMoves])),
			states: { "*": () => expect(actor.getSnapshot().context).toEqual(path.state.context) },
		});
		await expect(replay).rejects.toThrow();
	});

	it("the digit wait's delayed transition is what createTestModel refuses; the untimed machine has none", () => {
		expect(() => createTestModel(statechart, { input })).toThrow(/After events/);
		expect(untimed.getStateNodeById("askUser.answering.awaitingDigit").after).toEqual([]);
		expect(statechart.getStateNodeById("askUser.answering.awaitingDigit").after).toHaveLength(1);
	});

	it("getShortestPaths with the serializer is finite on the timed machine too", () => {
		const paths = getShortestPaths(statechart, {
			input,
			events,
			serializeState: serializeQuestionnaireState,
			limit: 100_000,
		});
		expect(paths.length).toBeGreaterThan(20);
	});

	it("digitWaitMs is checked: a wait that is no number of milliseconds is a precise error", () => {
		for (const wait of [-1, Number.NaN]) {
			expect(() => createQuestionnaireMachine({ digitWaitMs: wait })).toThrow(/^digitWaitMs: must be a number/);
		}
	});
});
