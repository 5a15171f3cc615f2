/**
 * The host ends the flow, or something inside the component fails: in every state the flow ends exactly once,
 * the actor stops, the editor's timers are released, and an exception becomes a cancelled result naming the error
 * instead of an exception in the host.
 */
import type { AskUserDetails } from "@ask-user/core";
import { createQuestionnaireMachine, QuestionnaireFlow } from "@ask-user/core";
import { threeHundredOptions, tour } from "@ask-user/core/fixtures";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { type AskTheme, identityTheme } from "../src/theme.ts";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

/** Active `setTimeout`/`setInterval` timers of this process. */
function activeTimers(): number {
	return process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;
}

/** `@` completion that answers later, counting its calls. */
function slowFiles() {
	const getSuggestions = vi.fn<AutocompleteProvider["getSuggestions"]>(
		() => new Promise((resolve) => setTimeout(() => resolve({ prefix: "@", items: [{ value: "@a", label: "a" }] }), 5)),
	);
	const provider: AutocompleteProvider = {
		getSuggestions,
		applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
	};
	return { provider, getSuggestions };
}

/** What the test reads of the machine's actor. */
interface ActorStatus {
	getSnapshot(): { readonly status: string };
}

/** A questionnaire whose machine actor is captured through the inspector. */
function inspected(options: Parameters<typeof detachedQuestionnaire>[1] = {}) {
	const actors = new Set<ActorStatus>();
	const session = detachedQuestionnaire(tour, { ...options, inspect: (event) => actors.add(event.actorRef) });
	const [actor] = actors;
	if (actor === undefined) throw new Error("the inspector saw no actor");
	return { ...session, actor };
}

const openStates = [
	{ name: "a question", keys: [], pendingTimer: false },
	{ name: "the free-form editor, an @ completion pending", keys: [keys.up, keys.enter, "@"], pendingTimer: true },
	{ name: "a question note editor", keys: ["N", "half a note"], pendingTimer: false },
	{ name: "an option note editor", keys: ["n", "half a note"], pendingTimer: false },
	{ name: "the review", keys: [keys.shiftTab], pendingTimer: false },
	{ name: "the review with Cancel focused", keys: [keys.shiftTab, keys.down], pendingTimer: false },
] as const;

describe("the host ends the flow", () => {
	it.each(openStates)("abort() in $name: one aborted result, the actor stops, timers are released", async (state) => {
		const files = slowFiles();
		const session = inspected({ autocompleteProvider: files.provider });
		// Counted once the test terminal is set up: xterm keeps a timer of its own.
		const timers = activeTimers();
		session.press(...state.keys);
		expect(activeTimers() > timers, "a completion timer is pending").toBe(state.pendingTimer);
		session.component.abort();
		expect(activeTimers()).toBe(timers);
		expect(session.actor.getSnapshot().status).toBe("done");
		expect(session.results).toEqual([
			expect.objectContaining({ cancelled: true, cancelReason: "aborted", answers: {} }),
		]);
		// Nothing happens after the end: not another result, no render, no completion request.
		session.component.abort("error");
		session.press("1", keys.enter, keys.ctrlC);
		expect(session.component.render(80)).toEqual([]);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(session.results).toHaveLength(1);
		expect(files.getSuggestions).not.toHaveBeenCalled();
	});

	it.each(openStates)("dispose() in $name: no result, the actor stops, timers are released", (state) => {
		const session = inspected({ autocompleteProvider: slowFiles().provider });
		const timers = activeTimers();
		session.press(...state.keys);
		session.component.dispose();
		expect(activeTimers()).toBe(timers);
		expect(session.actor.getSnapshot().status).toBe("stopped");
		session.component.abort();
		expect(session.results).toEqual([]);
	});
});

describe("a row number waiting for its next digit", () => {
	it("holds no timer in the form: it waits for the next digit or Enter (D77)", () => {
		const session = detachedQuestionnaire(threeHundredOptions);
		const timers = activeTimers();
		session.press("1");
		expect(activeTimers()).toBe(timers);
		session.component.dispose();
	});

	it("on a host's machine with the pause, holds one timer, which abort() and dispose() release", () => {
		const timed = createQuestionnaireMachine();
		for (const end of ["abort", "dispose"] as const) {
			const session = detachedQuestionnaire(threeHundredOptions, { machine: timed });
			const timers = activeTimers();
			session.press("1");
			expect(activeTimers(), "the pause is a pending timer").toBe(timers + 1);
			if (end === "abort") session.component.abort();
			else session.component.dispose();
			expect(activeTimers()).toBe(timers);
			expect(session.results).toEqual(end === "abort" ? [expect.objectContaining({ cancelReason: "aborted" })] : []);
		}
	});
});

describe("an exception inside the component", () => {
	const failures = [
		{ name: "a machine action (machine.provide)", override: { actions: { toggleFocused: throwing("action") } } },
		{ name: "a machine guard (machine.provide)", override: { guards: { isCustomRowFocused: throwing("guard") } } },
	];

	function throwing(what: string): () => never {
		return () => {
			throw new Error(`the ${what} broke`);
		};
	}

	it.each(failures)(
		"in $name: a cancelled result with reason error, the error reported, the host unharmed",
		({ override }) => {
			const errors: unknown[] = [];
			const session = inspected({
				machine: createQuestionnaireMachine().provide(override),
				onError: (error) => errors.push(error),
			});
			expect(() => session.press(keys.space, keys.space, keys.enter)).not.toThrow();
			expect(session.results).toEqual([
				expect.objectContaining({ cancelled: true, cancelReason: "error", answers: {} }),
			]);
			expect(errors).toHaveLength(1);
			expect(String(errors[0])).toMatch(/the (action|guard) broke/);
			expect(session.actor.getSnapshot().status).not.toBe("active");
		},
	);

	it("after answers: the result keeps them as not submitted (unsubmittedAnswers), answers stay empty", () => {
		const session = inspected({
			machine: createQuestionnaireMachine().provide({ actions: { toggleFocused: throwing("action") } }),
		});
		// 2 picks SQLite and moves on (no toggle); Space on the multi question toggles and breaks.
		session.press("2", keys.space);
		expect(session.results).toEqual([
			expect.objectContaining({
				cancelled: true,
				cancelReason: "error",
				answers: {},
				unsubmittedAnswers: { database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] } },
			}),
		]);
	});

	it("in the host's onDone: contained and reported, the flow ends once", () => {
		const errors: unknown[] = [];
		const onDone = vi.fn(() => {
			throw new Error("the host broke");
		});
		const flow = new QuestionnaireFlow({
			payload: normalize(tour),
			onUpdate: () => undefined,
			onDone,
			onError: (error) => errors.push(error),
		});
		expect(() => flow.view.cancel()).not.toThrow();
		expect(flow.ended).toBe(true);
		flow.fail(new Error("later"));
		expect(onDone).toHaveBeenCalledTimes(1);
		expect(errors).toEqual([new Error("the host broke")]);
	});

	it("in the host's onDone and onError both: still contained", () => {
		const fail = () => {
			throw new Error("broken");
		};
		const flow = new QuestionnaireFlow({
			payload: normalize(tour),
			onUpdate: () => undefined,
			onDone: fail,
			onError: fail,
		});
		expect(() => flow.view.cancel()).not.toThrow();
		expect(flow.ended).toBe(true);
	});

	it("in a theme style, mid-flow inside the TUI's render: the flow ends with error, the TUI keeps running", async () => {
		const errors: unknown[] = [];
		let broken = false;
		const theme: AskTheme = {
			...identityTheme,
			selected: (text) => {
				if (broken) throw new TypeError("the theme broke");
				return text;
			},
		};
		const session = await openQuestionnaire(tour, { theme, onError: (error) => errors.push(error) });
		broken = true;
		await session.press(keys.space);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "error" });
		expect(errors).toEqual([new TypeError("the theme broke")]);
		// The TUI still takes input and renders: its terminal was not stopped.
		await session.press(keys.down, keys.enter);
		expect(session.results).toHaveLength(1);
	});

	const failingProviders: readonly (readonly [string, AutocompleteProvider["getSuggestions"]])[] = [
		["rejects", () => Promise.reject(new Error("no files"))],
		[
			"throws",
			() => {
				throw new Error("no files");
			},
		],
		["returns garbage", async () => ({ prefix: "@" }) as unknown as null],
	];

	it.each(failingProviders)(
		"in an @ completion provider that %s: no suggestions, no unhandled rejection, the flow goes on",
		async (_name, getSuggestions) => {
			const provider: AutocompleteProvider = {
				getSuggestions,
				applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
			};
			const session = await openQuestionnaire(tour, { autocompleteProvider: provider });
			await session.press(keys.up, keys.enter, "@");
			await new Promise((resolve) => setTimeout(resolve, 50));
			await session.press(keys.tab, "src", keys.enter);
			await session.press(keys.shiftTab, keys.shiftTab, keys.enter);
			const result: AskUserDetails = session.result();
			expect(result.cancelled).toBe(false);
			expect(result.answers.database?.customText).toBe("@src");
		},
	);
});
