import { readFileSync } from "node:fs";
import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { type AnyStateMachine, and, assign, createActor, createMachine, setup, toPromise } from "xstate";
import { getStateNodes } from "xstate/graph";
import { tour } from "../src/fixtures/index.ts";
import { createQuestionnaireMachine } from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish, play, start, view } from "./support/run.ts";

const statechart = createQuestionnaireMachine();

describe("machine.provide(...) overrides named behaviour", () => {
	it("an action: recordUserCancel can record a different reason, and toPromise(actor) awaits the result", async () => {
		const machine = statechart.provide({
			actions: { recordUserCancel: assign({ cancelReason: "error" as const }) },
		});
		const actor = createActor(machine, { input: normalize(tour) }).start();
		actor.send(key.esc);
		const details = await toPromise(actor);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "error", answers: {} });
		assertOutputRules(tour, details, true);
	});

	it("an action can observe the flow without changing it", async () => {
		const seen: string[] = [];
		const machine = statechart.provide({
			actions: {
				recordDismiss: assign(({ event: e }) => {
					seen.push(e.type);
					return { cancelReason: "dismissed" as const };
				}),
			},
		});
		const details = await finish(tour, [key.digit(1), key.ctrlC], machine);
		expect(seen).toEqual(["flow.dismiss"]);
		expect(details.cancelReason).toBe("dismissed");
	});

	it("a guard: isLastQuestion can send every confirmed answer straight to the review", async () => {
		const machine = statechart.provide({ guards: { isLastQuestion: () => true } });
		const actor = play(start(tour, machine), [key.digit(2)]);
		expect(view(actor)).toMatchObject({ mode: "reviewing", activeTab: 3 });
		play(actor, [key.enter]);
		const details = await toPromise(actor);
		expect(details.answers).toEqual({ database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] } });
	});

	it("a guard: willBeAnswered can keep the editor's Enter from moving on", () => {
		const machine = statechart.provide({ guards: { willBeAnswered: () => false } });
		const actor = play(start(tour, machine), [key.digit(4), event.save("Redis")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
		expect(view(actor).getTab(0).answered).toBe(true);
	});

	it("cancelled follows the end state: silencing recordUserCancel still ends in a cancelled result", async () => {
		const machine = statechart.provide({ actions: { recordUserCancel: () => {} } });
		for (const events of [
			[key.digit(1), key.esc, key.esc],
			[key.shiftTab, key.digit(2), key.digit(2)],
			[key.shiftTab, key.down, key.enter],
		]) {
			const details = await finish(tour, events, machine);
			expect(details).toEqual({ ...(await finish(tour, events)), cancelReason: undefined });
			expect(details).toMatchObject({ cancelled: true, answers: {} });
			expect(details).not.toHaveProperty("cancelReason");
			assertOutputRules(tour, details, true);
		}
	});

	it("a host that wants Esc to cancel at once, answers or not, overrides hasProgress", async () => {
		const machine = statechart.provide({ guards: { hasProgress: () => false } });
		const details = await finish(tour, [key.digit(1), key.esc], machine);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "user" });
	});

	it("a submit stays a submit when an override records a cancel reason on the way", async () => {
		const machine = statechart.provide({
			actions: {
				focusNextQuestion: assign(({ context }) => ({ current: context.current + 1, cancelReason: "user" as const })),
			},
		});
		const details = await finish(tour, [key.digit(2), event.submit], machine);
		expect(details).toMatchObject({ cancelled: false, answers: { database: { values: ["sqlite"] } } });
		expect(details).not.toHaveProperty("cancelReason");
		assertOutputRules(tour, details, false);
	});

	it("a delay: DIGIT_WAIT sets how long a row number waits for its next digit", async () => {
		const options = Array.from({ length: 12 }, (_, i) => ({ value: `v${i + 1}`, label: `V${i + 1}` }));
		const machine = statechart.provide({ delays: { DIGIT_WAIT: 0 } });
		const actor = play(start({ questions: [{ id: "q", prompt: "?", options }] }, machine), [key.digit(1)]);
		expect(view(actor).question?.waitingNumber).toBe(1);
		await new Promise((resolve) => setTimeout(resolve, 5));
		expect(view(actor).mode).toBe("reviewing");
	});

	it("providing leaves the original machine untouched", async () => {
		statechart.provide({ guards: { isMulti: () => false }, actions: { recordUserCancel: () => {} } });
		const details = await finish(tour, [key.tab, key.digit(1), key.digit(2), key.esc, key.esc]);
		expect(details.cancelReason).toBe("user");
		const multi = play(start(tour), [key.tab, key.digit(1), key.digit(2)]);
		expect(view(multi).activeTab).toBe(1);
	});
});

/** A guard by name with parameters: `{ type: "isFocusedButton", params: { button: "submit" } }`. */
const isParameterized = (guard: unknown): guard is { type: string } =>
	typeof guard === "object" && guard !== null && "type" in guard && typeof guard.type === "string";

/**
 * The guard names inside a transition's guard: a name (with or without parameters), or `and`/`or`/`not` over
 * names. Anything else is inline.
 */
function guardNames(guard: unknown, where: string): string[] {
	if (guard === undefined) return [];
	if (typeof guard === "string") return [guard];
	if (isParameterized(guard)) return [guard.type];
	if (typeof guard === "function" && "guards" in guard && Array.isArray(guard.guards)) {
		return guard.guards.flatMap((inner: unknown) => guardNames(inner, where));
	}
	if (typeof guard === "function" && "guard" in guard) return guardNames(guard.guard, where);
	throw new Error(`${where} has an inline guard: ${String(guard)}`);
}

/** The timer XState itself adds to a state with `after`: raising its delayed event on entry, cancelling it on exit. */
function isDelayTimer(action: unknown): boolean {
	if (typeof action !== "function") return false;
	const id = "sendId" in action ? action.sendId : "id" in action ? action.id : undefined;
	return typeof id === "string" && id.startsWith("xstate.after.");
}

function actionNames(actions: readonly unknown[], where: string): string[] {
	return actions
		.filter((action) => !isDelayTimer(action))
		.map((action) => {
			if (typeof action === "string") return action;
			throw new Error(`${where} has an inline action: ${String(action)}`);
		});
}

/** A referenced guard name, and the names inside it when its implementation is a named `and`/`or`/`not`. */
function withComposedNames(machine: AnyStateMachine, name: string): string[] {
	const implementation: unknown = machine.implementations.guards[name];
	return typeof implementation === "function" && "guards" in implementation
		? [name, ...guardNames(implementation, name).flatMap((inner) => withComposedNames(machine, inner))]
		: [name];
}

/** Every guard and action name a machine references; throws on the first inline function. */
function referencedNames(machine: AnyStateMachine): { guards: string[]; actions: string[] } {
	const nodes = [machine.root, ...getStateNodes(machine.root)];
	const transitions = nodes.flatMap((node) =>
		[...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({
			t,
			where: `${node.id} on ${t.eventType || "(always)"}`,
		})),
	);
	return {
		guards: transitions.flatMap(({ t, where }) =>
			guardNames(t.guard, where).flatMap((name) => withComposedNames(machine, name)),
		),
		actions: [
			...transitions.flatMap(({ t, where }) => actionNames(t.actions, where)),
			...nodes.flatMap((node) => actionNames([...node.entry, ...node.exit], `${node.id} entry/exit`)),
		],
	};
}

describe("every action and guard is named", () => {
	const { actions, guards } = statechart.implementations;

	it("no transition, entry or exit of the machine uses an inline function", () => {
		const used = referencedNames(statechart);
		expect(used.guards.length).toBeGreaterThan(10);
		expect(used.actions.length).toBeGreaterThan(10);
	});

	it("the check itself catches inline guards and actions", () => {
		const inlineGuard = createMachine({ on: { go: { guard: () => true } } });
		const inlineAction = createMachine({ initial: "a", states: { a: { entry: () => {} } } });
		const combined = setup({ guards: { yes: () => true } }).createMachine({
			on: { go: { guard: and(["yes", () => true]) } },
		});
		const parameterized = setup({ guards: { is: (_, params: { n: number }) => params.n > 0 } }).createMachine({
			on: { go: { guard: { type: "is", params: { n: 1 } } } },
		});
		expect(referencedNames(parameterized).guards).toEqual(["is"]);
		expect(() => referencedNames(inlineGuard)).toThrow(/inline guard/);
		expect(() => referencedNames(inlineAction)).toThrow(/inline action/);
		expect(() => referencedNames(combined)).toThrow(/inline guard/);
	});

	it("no transition combines guards inline: a combination is a named guard (the inspector shows its name)", () => {
		const nodes = [statechart.root, ...getStateNodes(statechart.root)];
		const guards = nodes.flatMap((node) =>
			[...[...node.transitions.values()].flat(), ...(node.always ?? [])].flatMap((t) =>
				t.guard === undefined ? [] : [t.guard],
			),
		);
		expect(guards.filter((guard) => typeof guard !== "string" && !isParameterized(guard))).toEqual([]);
		expect(guards).toContain("movesOnAsIs");
		expect(guards).toContainEqual({ type: "isFocusedButton", params: { button: "submit" } });
	});

	it("a named combination follows its parts: overriding hasAnswer changes multiIsAnswered", async () => {
		// tour's tab 1 is multi: Space ticks Authentication, ↓ focuses Search, Enter moves on as answered…
		const events = [key.tab, key.space, key.down, key.enter, event.submit];
		expect((await finish(tour, events)).answers.features?.values).toEqual(["auth"]);
		// …unless hasAnswer says it is not: then Enter ticks the focused option too.
		const machine = statechart.provide({ guards: { hasAnswer: () => false } });
		expect((await finish(tour, events, machine)).answers.features?.values).toEqual(["auth", "search"]);
	});

	it("multiIsAnswered: () => false makes Enter tick the focused option beside the ticked ones, never untick", async () => {
		const machine = statechart.provide({ guards: { multiIsAnswered: () => false } });
		// tour's tab 1 is multi: Space ticks Authentication, ↓ ↓ focuses CSV export, Enter ticks it and moves on
		const ticked = [key.tab, key.space, key.down, key.down, key.enter, event.submit];
		expect((await finish(tour, ticked, machine)).answers.features?.values).toEqual(["auth", "export"]);
		// Enter on an option already ticked keeps it (and the others) ticked
		const again = [key.tab, key.space, key.down, key.space, key.enter, event.submit];
		expect((await finish(tour, again, machine)).answers.features?.values).toEqual(["auth", "search"]);
		// an own answer stays beside the option Enter ticks (↑ from Type your own focuses Audit log)
		const typed = [key.tab, event.open("answer"), event.save("mine"), key.shiftTab, key.up, key.enter, event.submit];
		expect((await finish(tour, typed, machine)).answers.features).toMatchObject({
			values: ["audit", "mine"],
			customText: "mine",
		});
		// the default: Enter on an answered multi question moves on as it is, on an empty one ticks the focused option
		expect((await finish(tour, ticked)).answers.features?.values).toEqual(["auth"]);
		expect((await finish(tour, [key.tab, key.down, key.enter, event.submit])).answers.features?.values).toEqual([
			"search",
		]);
	});

	it("multiIsAnswered: () => true moves on as it is on a multi question only: a single question's Enter still picks", async () => {
		const machine = statechart.provide({ guards: { multiIsAnswered: () => true } });
		// tour's tab 0 is single: Enter with nothing picked picks the focused PostgreSQL and moves on, as by default
		const empty = [key.enter, event.submit];
		// with SQLite picked (2 moves on), back on the tab ↓ focuses MongoDB and Enter picks it
		const picked = [key.digit(2), key.shiftTab, key.down, key.enter, event.submit];
		// tab 2 is a preview question, a single one too: Enter picks By feature
		const preview = [event.selectTab(2), key.enter, event.submit];
		for (const m of [machine, statechart]) {
			expect((await finish(tour, empty, m)).answers.database?.values).toEqual(["postgres"]);
			expect((await finish(tour, picked, m)).answers.database?.values).toEqual(["mongo"]);
			expect((await finish(tour, preview, m)).answers.layout?.values).toEqual(["by-feature"]);
		}
		// on tab 1, the multi one, the override is followed: Enter on it empty moves on as it is
		const actor = play(start(tour, machine), [key.tab, key.enter]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 2 });
		expect(view(actor).getTab(1).answered).toBe(false);
	});

	it("every referenced name has an implementation that provide() can replace", () => {
		const used = referencedNames(statechart);
		expect(used.guards.filter((name) => !(name in guards))).toEqual([]);
		expect(used.actions.filter((name) => !(name in actions))).toEqual([]);
	});

	it("the core README names every guard and action a host can override", () => {
		const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
		const unnamed = [...Object.keys(guards), ...Object.keys(actions)].filter((name) => !readme.includes(`\`${name}\``));
		expect(unnamed).toEqual([]);
	});

	it("every implementation is referenced by the machine (no dead overrides)", () => {
		const used = referencedNames(statechart);
		expect(Object.keys(guards).filter((name) => !used.guards.includes(name))).toEqual([]);
		expect(Object.keys(actions).filter((name) => !used.actions.includes(name))).toEqual([]);
	});
});
