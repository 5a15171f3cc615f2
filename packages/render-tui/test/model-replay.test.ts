/**
 * The statechart's shortest paths (xstate/graph), each replayed twice: as events sent to a bare actor, and as the
 * key presses that stand for those events, typed into the real TUI. Both must end in the same place: the same
 * result when the flow is over, otherwise a screen showing the state the bare actor is in.
 */
import {
	connect,
	createQuestionnaireMachine,
	type QuestionnaireEvent,
	type QuestionnaireSnapshot,
	serializeQuestionnaireState,
} from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

const statechart = createQuestionnaireMachine();

const twoOptions = ["a", "b"].map((value) => ({
	value,
	label: `Option ${value.toUpperCase()}`,
	preview: `# ${value}`,
}));
const input = {
	questions: (["single", "multi", "preview", "text"] as const).map((type) => ({
		id: type,
		label: type,
		prompt: `A ${type} question?`,
		type,
		options: type === "text" ? [] : twoOptions,
	})),
};
const payload = normalize(input);

/** Ctrl+U: pi's editor deletes to the start of the line (every draft here is one line, the cursor at its end). */
const CLEAR_LINE = "\x15";

/** The events a person can cause with keys in `snapshot` (and the host's abort). */
function keyableEvents(snapshot: QuestionnaireSnapshot): QuestionnaireEvent[] {
	const always: QuestionnaireEvent[] = [{ type: "flow.dismiss" }, { type: "flow.abort" }];
	if (snapshot.matches("editing")) {
		return [
			{ type: "editor.save", text: "x" },
			{ type: "editor.save" },
			{ type: "editor.close", text: "y" },
			{ type: "editor.close" },
			...always,
		];
	}
	return [
		{ type: "tab.next" },
		{ type: "tab.prev" },
		{ type: "option.next" },
		{ type: "option.prev" },
		{ type: "option.confirm" },
		{ type: "option.toggle" },
		...[1, 2, 3].map((digit): QuestionnaireEvent => ({ type: "digit.type", digit })),
		// Shift+N notes the question, or on the review the whole form.
		{ type: "editor.open", kind: snapshot.matches("reviewing") ? "formNote" : "questionNote" },
		{ type: "editor.open", kind: "optionNote" },
		{ type: "flow.cancel" },
		...always,
	];
}

/** The keys that send `event`, or `abort` for the host's `abort()`. */
function keysFor(event: QuestionnaireEvent): readonly string[] | "abort" {
	const typed = (text: string | undefined, key: string) => (text === undefined ? [key] : [CLEAR_LINE, text, key]);
	switch (event.type) {
		case "tab.next":
			return [keys.tab];
		case "tab.prev":
			return [keys.shiftTab];
		case "option.next":
			return [keys.down];
		case "option.prev":
			return [keys.up];
		case "option.confirm":
			return [keys.enter];
		case "option.toggle":
			return [keys.space];
		case "digit.type":
			return [String(event.digit)];
		case "editor.open":
			return [event.kind === "optionNote" ? "n" : "N"];
		case "editor.save":
			return typed(event.text, keys.enter);
		case "editor.close":
			return typed(event.text, keys.escape);
		case "flow.cancel":
			return [keys.escape];
		case "flow.dismiss":
			return [keys.ctrlC];
		case "flow.abort":
			return "abort";
		default:
			throw new Error(`no key sends ${event.type}`);
	}
}

/**
 * What decides which transitions are enabled (core's `serializeQuestionnaireState`, the review's focused button
 * included), and a note on the whole form, which the review shows.
 */
function serializeState(snapshot: QuestionnaireSnapshot): string {
	return JSON.stringify([serializeQuestionnaireState(snapshot), snapshot.context.formNote !== undefined]);
}

const paths = getShortestPaths(statechart, { input: payload, events: keyableEvents, serializeState });

/** The screen shows what the bare actor's view model says. */
function expectScreenOf(session: Session, snapshot: QuestionnaireSnapshot): void {
	const view = connect(snapshot, () => {});
	const screen = session.screen();
	const activeTab = view.getTab(view.activeTab);
	expect(screen.find((line) => line.includes("["))).toContain(`${activeTab.label}]`);
	if (view.editor !== undefined) expect(screen).toContain(view.editor.heading);
	const buttons = { submit: "[ 1 Submit ]", cancel: "[ 2 Cancel ]", discuss: "[ 3 Discuss first ]" };
	if (view.review !== undefined) expect(screen.join("\n")).toContain(buttons[view.review.focus]);
	if (view.question !== undefined && view.editor === undefined) {
		const row = view.question.getRow(view.question.focusedRow);
		const mark = view.question.type === "multi" ? (row.selected ? "[x]" : "[ ]") : row.selected ? "(•)" : "( )";
		expect(screen.find((line) => line.startsWith("›"))).toContain(`${row.number}. ${mark} ${row.label}`);
	}
}

describe("model-based replay through the TUI", () => {
	it("has paths to every end and through every state", () => {
		expect(paths.length).toBeGreaterThan(50);
		const ends = new Set(
			paths
				.filter((path) => path.state.status === "done")
				.map((path) => path.state.context.cancelReason ?? "submitted"),
		);
		expect([...ends].sort()).toEqual(["aborted", "discuss", "dismissed", "submitted", "user"]);
	});

	it.concurrent.for(
		paths.map((path, index) => ({
			path,
			name: `${index + 1}: ${path.steps.map((step) => step.event.type).join(" → ")}`,
		})),
	)("path $name", async ({ path }, { onTestFinished }) => {
		const actor = createActor(statechart, { input: payload }).start();
		const session = await openQuestionnaire(input, { columns: 80, rows: 24, onTestFinished });
		for (const { event } of path.steps.slice(1)) {
			actor.send(event);
			const pressed = keysFor(event);
			if (pressed === "abort") session.component.abort();
			else for (const key of pressed) session.terminal.sendInput(key);
		}
		await session.terminal.flush();
		const snapshot = actor.getSnapshot();
		if (snapshot.status === "done") expect(session.result()).toEqual(snapshot.output);
		else {
			expect(session.results).toEqual([]);
			expectScreenOf(session, snapshot);
		}
	});
});
