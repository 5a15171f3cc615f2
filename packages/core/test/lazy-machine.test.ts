/**
 * The statechart is built when asked for, not at import: importing `@ask-user/core` builds no machine (a host that
 * only validates or saves progress never pays for one), and core's own default is built once and shared.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { QuestionnaireSnapshot } from "../src/index.ts";

/** How many machines XState's `createMachine` (directly or through `setup(...)`) has built in this file. */
const built = vi.hoisted(() => ({ machines: 0 }));

vi.mock("xstate", async (importOriginal) => {
	const xstate = await importOriginal<typeof import("xstate")>();
	const counted: typeof xstate.createMachine = (config, implementations) => {
		built.machines++;
		return xstate.createMachine(config, implementations);
	};
	// `setup(...).createMachine` calls XState's own `createMachine`, not the export: count it on the object it returns.
	const setup = new Proxy(xstate.setup, {
		apply(target, thisArg: unknown, args: unknown[]) {
			const made: ReturnType<typeof xstate.setup> = Reflect.apply(target, thisArg, args);
			const createMachine = made.createMachine;
			made.createMachine = (config) => {
				built.machines++;
				return createMachine(config);
			};
			return made;
		},
	});
	return { ...xstate, createMachine: counted, setup };
});

/** The root entry and the fixtures, imported afresh (a new module registry, as in a fresh process). */
async function importCore() {
	vi.resetModules();
	built.machines = 0;
	const core = await import("../src/index.ts");
	const { tour } = await import("../src/fixtures/index.ts");
	const checked = core.validate(tour);
	if (!checked.ok) throw new Error("tour is invalid");
	return { core, payload: checked.payload };
}

describe("the statechart is built when asked for", () => {
	beforeEach(() => {
		built.machines = 0;
	});

	it("importing the root entry builds no machine; each createQuestionnaireMachine() builds one", async () => {
		const { core } = await importCore();
		expect(built.machines).toBe(0);
		const machine = core.createQuestionnaireMachine();
		expect(built.machines).toBe(1);
		expect(machine.root.states.reviewing).toBeDefined();
		core.createQuestionnaireMachine({ digitWaitMs: Number.POSITIVE_INFINITY });
		expect(built.machines).toBe(2);
	});

	it("validating and building results build no machine", async () => {
		const { core, payload } = await importCore();
		const result = core.buildResult(core.cancelledDetails("aborted", payload));
		expect(result.details.cancelled).toBe(true);
		expect(built.machines).toBe(0);
	});

	it("QuestionnaireFlow without a machine and restoreProgress share one default, built on first use", async () => {
		const { core, payload } = await importCore();
		const done: unknown[] = [];
		const first = new core.QuestionnaireFlow({ payload, onDone: (details) => done.push(details) });
		expect(built.machines).toBe(1);
		let latest: QuestionnaireSnapshot | undefined;
		const second = new core.QuestionnaireFlow({
			payload,
			onSnapshot: (snapshot) => {
				latest = snapshot;
			},
			onDone: (details) => done.push(details),
		});
		if (latest === undefined) throw new Error("the flow delivered no snapshot");
		const restored = core.restoreProgress(payload, core.saveProgress(latest));
		expect(restored.ok).toBe(true);
		expect(built.machines).toBe(1);
		first.view.dismiss();
		second.view.dismiss();
		expect(done).toHaveLength(2);
	});

	it("a flow given its own machine builds no default", async () => {
		const { core, payload } = await importCore();
		const machine = core.createQuestionnaireMachine();
		new core.QuestionnaireFlow({ payload, machine, onDone: () => {} }).view.dismiss();
		expect(built.machines).toBe(1);
	});
});
