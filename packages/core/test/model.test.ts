import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { type AnyTransitionDefinition, createActor, type InspectionEvent, initialTransition, transition } from "xstate";
import { getShortestPaths, getSimplePaths, getStateNodes } from "xstate/graph";
import {
	createQuestionnaireMachine,
	type NormalizedPayload,
	type QuestionnaireEvent,
	type QuestionnaireSnapshot,
	type QuestionType,
	serializeQuestionnaireState,
} from "../src/index.ts";
import { progressOf } from "../src/machine/question-state.ts";
import type { QuestionState } from "../src/machine/questionnaire.types.ts";
import { assertViewInvariants } from "./support/view-invariants.ts";

const statechart = createQuestionnaireMachine();

const twoOptions = (type: QuestionType) =>
	type === "text"
		? []
		: ["a", "b"].map((value) => ({
				value,
				label: value.toUpperCase(),
				...(type === "preview" ? { preview: `# ${value}` } : {}),
				...(value === "b" ? { recommended: true } : {}),
			}));
const question = (type: QuestionType) => ({ id: type, prompt: `${type}?`, type, options: twoOptions(type) });

/** Nine options and Type your own: ten rows, so a typed 1 waits for a second digit (1 0 is Type your own). */
const tenRows = {
	id: "ten",
	prompt: "ten?",
	options: Array.from({ length: 9 }, (_, i) => ({ value: `t${i + 1}`, label: `T${i + 1}` })),
};

/**
 * One question of each type with two options, the second recommended (single and multi have 3 rows with Type your
 * own, preview 2), a text question (only the Type your own row; its tab opens the editor), and one with ten rows
 * for row numbers of two digits.
 */
const payload = normalize({
	questions: [question("single"), question("multi"), question("preview"), question("text"), tenRows],
});

/**
 * Representative payloads of every event type. The mapped type makes a new event type a type error here until it
 * gets samples. Picks 1..4 cover options, Type your own, and out of range; typed digits also 0 (a second digit,
 * or none); tab 5 and row 11 are out of range; the value `none` names no option.
 * One text ("x") and one blank text keep the number of reachable states small.
 */
const EVENT_SAMPLES: {
	readonly [T in QuestionnaireEvent["type"]]: readonly Extract<QuestionnaireEvent, { type: T }>[];
} = {
	"tab.next": [{ type: "tab.next" }],
	"tab.prev": [{ type: "tab.prev" }],
	"tab.select": [0, 1, 2, 3, 4, 5, 6].map((index) => ({ type: "tab.select", index })),
	"option.next": [{ type: "option.next" }],
	"option.prev": [{ type: "option.prev" }],
	"option.focus": [0, 2, 11].map((index) => ({ type: "option.focus", index })),
	"option.confirm": [{ type: "option.confirm" }],
	"option.toggle": [{ type: "option.toggle" }],
	"option.pick": [1, 2, 3, 4].map((number) => ({ type: "option.pick", number })),
	"digit.type": [0, 1, 2, 3, 4].map((digit) => ({ type: "digit.type", digit })),
	"value.choose": ["a", "none"].map((value) => ({ type: "value.choose", value })),
	"value.toggle": [{ type: "value.toggle", value: "b" }],
	"editor.open": (["answer", "questionNote", "optionNote", "formNote"] as const).map((kind) => ({
		type: "editor.open",
		kind,
	})),
	"editor.change": [
		{ type: "editor.change", text: "x" },
		{ type: "editor.change", text: " " },
	],
	"editor.save": [{ type: "editor.save", text: "x" }, { type: "editor.save", text: "" }, { type: "editor.save" }],
	"editor.close": [{ type: "editor.close" }, { type: "editor.close", text: "x" }],
	"flow.submit": [{ type: "flow.submit" }],
	"flow.discuss": [{ type: "flow.discuss" }],
	"flow.cancel": [{ type: "flow.cancel" }],
	"flow.resume": [{ type: "flow.resume" }],
	"flow.dismiss": [{ type: "flow.dismiss" }],
	"flow.abort": [{ type: "flow.abort" }, { type: "flow.abort", reason: "error" }],
};
/**
 * The event XState raises when a typed row number has waited `DIGIT_WAIT`. It is not one of the events a host
 * sends, so it is typed as one only here, for the model to take the delayed transition like the timer does.
 */
const DIGIT_WAIT_EVENT = { type: "xstate.after.DIGIT_WAIT.askUser.answering.awaitingDigit" } as const;
const EVENTS: readonly QuestionnaireEvent[] = [
	...Object.values(EVENT_SAMPLES).flat(),
	DIGIT_WAIT_EVENT as unknown as QuestionnaireEvent,
];

/** Whether a cancel would throw something away (Esc then asks first). */
function hasProgress(states: readonly QuestionState[], formNote?: string): boolean {
	const { answers, notes } = progressOf(states, formNote);
	return answers + notes > 0;
}

const isDone = (snapshot: QuestionnaireSnapshot) => snapshot.status === "done";

/** `askUser.answering option.pick #1`: a transition by its source, event and position among its siblings. */
function transitionId(t: AnyTransitionDefinition): string {
	const siblings = t.eventType === "" ? t.source.always : t.source.transitions.get(t.eventType);
	return `${t.source.id} ${t.eventType === "" ? "(always)" : t.eventType} #${siblings?.indexOf(t) ?? -1}`;
}

const stateNodes = [statechart.root, ...getStateNodes(statechart.root)];
const allStateNodeIds = stateNodes.map((node) => node.id).sort();
const allTransitionIds = stateNodes
	.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
	.map(transitionId)
	.sort();

/**
 * Finite on purpose: the exported `serializeQuestionnaireState` (what decides which transition is enabled), plus the
 * transition that led here, so every enabled transition of every abstract state becomes an edge of the
 * shortest-path tree and lands on some path.
 */
function serializeState(snapshot: QuestionnaireSnapshot, event?: QuestionnaireEvent, previous?: QuestionnaireSnapshot) {
	const key = serializeQuestionnaireState(snapshot);
	const taken =
		event === undefined || previous === undefined || isDone(previous)
			? []
			: statechart.getTransitionData(previous, event).map(transitionId);
	return taken.length === 0 ? key : `${key} via ${taken.join(", ")}`;
}

/** What a snapshot must satisfy: a working view model, and output rules on the end state or a submit from here. */
function checkSnapshot(input: NormalizedPayload, snapshot: QuestionnaireSnapshot): void {
	assertViewInvariants(snapshot);
	if (isDone(snapshot)) {
		expect(snapshot.output).toBeDefined();
		if (snapshot.output !== undefined) assertOutputRules(input, snapshot.output, snapshot.matches("cancelled"));
		return;
	}
	for (const probe of [{ type: "flow.submit" }, { type: "flow.dismiss" }] as const) {
		const [next] = transition(statechart, snapshot, probe);
		if (next.output !== undefined) assertOutputRules(input, next.output, probe.type === "flow.dismiss");
	}
}

interface Coverage {
	readonly paths: number;
	readonly steps: number;
	readonly stateNodes: ReadonlySet<string>;
	readonly transitions: ReadonlySet<string>;
}

/**
 * Walks every shortest path of the model on a live actor. Because the model's states are abstract, a path's own
 * snapshots are representatives; the expected snapshot at each step is the pure `transition()` of the previous one,
 * and coverage is measured from what the live actor really did (so an imprecise model fails, never passes).
 */
async function walk(): Promise<Coverage> {
	// xstate/graph's `createTestModel` refuses machines with `after`; the path search itself takes the delayed event.
	const paths = getShortestPaths(statechart, {
		input: payload,
		events: EVENTS,
		serializeState,
		stopWhen: isDone,
	});
	const reachedNodes = new Set<string>();
	const transitions = new Set<string>();
	const record = (inspection: InspectionEvent) => {
		if (inspection.type !== "@xstate.microstep") return;
		for (const t of inspection._transitions) transitions.add(transitionId(t));
		for (const node of (inspection.snapshot as QuestionnaireSnapshot)._nodes) reachedNodes.add(node.id);
	};
	let steps = 0;
	for (const path of paths) {
		const actor = createActor(statechart, { input: payload, inspect: record }).start();
		let expected = initialTransition(statechart, payload)[0];
		for (const node of actor.getSnapshot()._nodes) reachedNodes.add(node.id);
		for (const step of path.steps.slice(1)) {
			steps++;
			actor.send(step.event);
			expected = transition(statechart, expected, step.event)[0];
			const actual = actor.getSnapshot();
			expect(actual.value).toEqual(expected.value);
			expect(actual.context).toEqual(expected.context);
			checkSnapshot(payload, actual);
		}
		actor.stop();
	}
	return { paths: paths.length, steps, stateNodes: reachedNodes, transitions };
}

let walked: Promise<Coverage> | undefined;
const coverage = () => {
	walked ??= walk();
	return walked;
};

describe("model-based: shortest paths through single, multi, preview and text questions", () => {
	it("every step of every path matches the model on a live actor, with a working view and valid output", async () => {
		const { paths, steps } = await coverage();
		expect(paths).toBeGreaterThan(100);
		expect(steps).toBeGreaterThan(paths);
	}, 120_000); // the shared walk: every shortest path on live actors

	it("every event type has samples, and the samples are what the paths send", () => {
		const types = new Set(EVENTS.map((event) => event.type));
		expect([...types].sort()).toEqual([...Object.keys(EVENT_SAMPLES), DIGIT_WAIT_EVENT.type].sort());
	});

	it("every state node of the machine is reached", async () => {
		const { stateNodes: reached } = await coverage();
		expect(allStateNodeIds.filter((id) => !reached.has(id))).toEqual([]);
	}, 120_000); // the shared walk: every shortest path on live actors

	it("every transition (each event handled in each state, each guarded branch, each eventless one) is taken", async () => {
		const { transitions: taken } = await coverage();
		expect(allTransitionIds.length).toBeGreaterThan(40);
		expect(allTransitionIds.filter((id) => !taken.has(id))).toEqual([]);
		expect([...taken].filter((id) => !allTransitionIds.includes(id))).toEqual([]);
	}, 120_000); // the shared walk: every shortest path on live actors
});

/** Exact state: everything the person did, so every reachable combination of one question is visited. */
function serializeExactly(snapshot: QuestionnaireSnapshot): string {
	const { value, context } = snapshot;
	return JSON.stringify([
		value,
		context.current,
		snapshot.matches("reviewing") ? context.reviewFocus : null, // set anew each time the review opens
		context.draft,
		context.states,
		context.formNote,
		context.cancelReason,
	]);
}

/**
 * Every snapshot reachable with the sample events, breadth first over the pure `transition()`. (xstate/graph's
 * `getAdjacencyMap` queues every edge and shifts the queue, which is quadratic in the number of edges.)
 */
function reachableSnapshots(input: NormalizedPayload): QuestionnaireSnapshot[] {
	const [initial] = initialTransition(statechart, input);
	const seen = new Set([serializeExactly(initial)]);
	const queue = [initial];
	for (let i = 0; i < queue.length; i++) {
		const snapshot = queue[i];
		if (snapshot === undefined || isDone(snapshot)) continue;
		for (const event of EVENTS) {
			const [next] = transition(statechart, snapshot, event);
			const key = serializeExactly(next);
			if (seen.has(key)) continue;
			seen.add(key);
			queue.push(next);
		}
	}
	return queue;
}

describe("model-based: every reachable state of one question", () => {
	for (const type of ["single", "multi", "preview", "text"] as const) {
		it(`${type}: connect() works everywhere, and submitting or dismissing from anywhere obeys the output rules`, () => {
			const input = normalize({ questions: [question(type)] });
			const snapshots = reachableSnapshots(input);
			expect(snapshots.length).toBeGreaterThan(type === "text" ? 200 : 500);
			for (const snapshot of snapshots) checkSnapshot(input, snapshot);
		}, 120_000); // thousands of reachable snapshots, each checked whole
	}
});

describe("model-based: simple paths to the end of a one-question flow", () => {
	it("every simple path to submitted or cancelled ends in an output that obeys the output rules", () => {
		const input = normalize({ questions: [question("multi")] });
		// Coarse on purpose (simple paths grow exponentially with the states): where the flow is, whether Esc would
		// ask first, and why it was cancelled. Each path's end is a real snapshot the traversal computed.
		const paths = getSimplePaths(statechart, {
			input,
			events: EVENTS,
			serializeState: (snapshot) =>
				JSON.stringify([
					typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value),
					snapshot.hasTag("confirmingCancel"),
					hasProgress(snapshot.context.states, snapshot.context.formNote),
					snapshot.context.cancelReason,
				]),
			toState: isDone,
		});
		expect(paths.length).toBeGreaterThan(10);
		const ends = new Set<string>();
		for (const { state: snapshot } of paths) {
			expect(snapshot.status).toBe("done");
			if (snapshot.output !== undefined) assertOutputRules(input, snapshot.output, snapshot.matches("cancelled"));
			ends.add(JSON.stringify([snapshot.value, snapshot.output?.cancelReason]));
		}
		expect([...ends].sort()).toEqual(
			[
				["submitted", undefined],
				["cancelled", "user"],
				["cancelled", "dismissed"],
				["cancelled", "aborted"],
				["cancelled", "error"],
				["cancelled", "discuss"],
			]
				.map((end) => JSON.stringify(end))
				.sort(),
		);
	});
});
