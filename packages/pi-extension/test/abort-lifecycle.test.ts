/**
 * ask_user's lifecycle in pi's terminal UI: an abort of the run in any state closes the UI with one `done` and
 * removes the abort listener; an exception in the middle of the flow becomes a cancelled result naming it; and
 * 1,000 calls in one pi session (aborted, or ended by the person on one long-lived signal) leave nothing behind.
 */
import { tour } from "@ask-user/core/fixtures";
import { plainTheme } from "@ask-user/test-kit/fake-custom";
import { alive, collectGarbage, heapAfterGc } from "@ask-user/test-kit/gc";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { describe, expect, it } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { type InstantUi, instantUi } from "./support-unit/instant-ui.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";
import { countListeners, watchedSignal } from "./support-unit/watched-signal.ts";

const { enter: ENTER, escape: ESC, up: UP, shiftTab: SHIFT_TAB, ctrlC: CTRL_C } = RAW_KEYS;

const CYCLES = 1_000;
/** Far above what 1,000 finished calls may leave behind once collected, far below what a leak keeps. */
const MAX_GROWTH_BYTES = 8 * 1024 * 1024;

const openStates = [
	{ name: "a question", keys: ["1"] },
	{ name: "the free-form editor", keys: [UP, ENTER, "half typed @"] },
	{ name: "a question note editor", keys: ["N", "half a note"] },
	{ name: "an option note editor", keys: ["n", "half a note"] },
	{ name: "the review", keys: [SHIFT_TAB] },
];

describe("execute: the run is aborted while the questionnaire is open", () => {
	it.each(openStates)("in $name: the UI closes, done is called once, the listener is removed", async ({ keys }) => {
		const { controller, signal, added, listeners } = watchedSignal();
		const screen = terminalUi();
		const running = runTool(tour, fakeContext({ ui: screen.ui }), { signal });
		await screen.opened();
		await screen.press(...keys);
		const component = screen.mounted();
		expect(added()).toBe(1);
		controller.abort();
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(textOf(result)).toMatch(/^The questionnaire was closed because the run was aborted\./);
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
		expect(listeners()).toEqual([]);
		// The closed component is inert: no output, no reaction to keys.
		expect(component?.render(80)).toEqual([]);
		component?.handleInput?.(ENTER);
		expect(screen.doneCalls).toHaveLength(1);
	});
});

describe("execute: an exception in the middle of the flow", () => {
	it("a theme that breaks after a few keys: a cancelled result naming the error and keeping the answers, pi's TUI unharmed", async () => {
		let broken = false;
		const theme = {
			...plainTheme,
			fg: (color: string, text: string) => {
				if (broken) throw new TypeError(`no colour ${color}`);
				return text;
			},
		};
		const screen = terminalUi({ theme });
		const running = runTool(tour, fakeContext({ ui: screen.ui }));
		await screen.opened();
		await screen.press("1", "2");
		broken = true;
		await screen.press("3");
		const result = await running;
		expect(result.details).toMatchObject({
			cancelled: true,
			cancelReason: "error",
			answers: {},
			unsubmittedAnswers: { database: { values: ["postgres"] }, features: { values: ["search", "export"] } },
		});
		const [head, error, ...listed] = textOf(result).split("\n");
		expect(head).toBe("The questionnaire failed before the user submitted it.");
		expect(error).toMatch(/^TypeError: no colour /);
		expect(listed.slice(0, 2)).toEqual([
			"What the user had answered by then (not submitted, 2 of 3):",
			'- "Database" ["database"]: "PostgreSQL" ["postgres"]',
		]);
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
	});
});

/*
 * Each call runs in a function of its own: a suspended async function keeps the values of its locals, so a loop body
 * in the test itself would keep the last call's component reachable (V8 in Node 22 does, in Node 20 it did not).
 */

/** One call aborted after `keys`; the listeners it added to and removed from its own signal. */
async function abortedCall(screen: InstantUi, keys: readonly string[]): Promise<{ added: number; removed: number }> {
	const controller = new AbortController();
	const listeners = countListeners(controller.signal);
	const running = runTool(tour, fakeContext({ ui: screen.ui }), { signal: controller.signal });
	const component = await screen.opened();
	for (const key of keys) component.handleInput?.(key);
	controller.abort();
	expect((await running).details.cancelReason).toBe("aborted");
	return { added: listeners.added, removed: listeners.removed };
}

/** One call on the run's `signal`, ended by the person's `keys`. */
async function endedCall(screen: InstantUi, signal: AbortSignal, keys: readonly string[]): Promise<void> {
	const running = runTool(tour, fakeContext({ ui: screen.ui }), { signal });
	const component = await screen.opened();
	for (const key of keys) component.handleInput?.(key);
	await running;
}

describe("execute: 1,000 calls in one pi session", () => {
	it("aborted in every state: each closes once, every listener goes, nothing stays reachable", async () => {
		const screen = instantUi();
		const counts = { added: 0, removed: 0 };
		let baseline = 0;
		for (let cycle = 0; cycle < CYCLES; cycle++) {
			if (cycle === 100) baseline = await heapAfterGc();
			const listeners = await abortedCall(screen, openStates[cycle % openStates.length]?.keys ?? []);
			counts.added += listeners.added;
			counts.removed += listeners.removed;
		}
		const growth = (await heapAfterGc()) - baseline;
		console.info(`${CYCLES} aborted calls: heap ${(growth / 1024).toFixed(0)} kB after the first 100`);
		expect(screen.doneCalls).toHaveLength(CYCLES);
		expect(counts).toEqual({ added: CYCLES, removed: CYCLES });
		await collectGarbage();
		expect(screen.created).toHaveLength(CYCLES);
		expect(alive(screen.created)).toBe(0);
		expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
	}, 60_000); // 1,000 calls, and garbage collections to read the heap

	it("ended by the person on one long-lived signal: no listener piles up on it, nothing stays reachable", async () => {
		const screen = instantUi();
		const run = new AbortController();
		const listeners = countListeners(run.signal);
		const endings = [[ESC], [CTRL_C], ["1", "1", ENTER, "1", ENTER], [UP, ENTER, "text", ENTER, ESC, ESC]];
		for (let cycle = 0; cycle < CYCLES; cycle++)
			await endedCall(screen, run.signal, endings[cycle % endings.length] ?? []);
		expect(screen.doneCalls).toHaveLength(CYCLES);
		expect(listeners).toEqual({ added: CYCLES, removed: CYCLES });
		// A listener left on the live signal would keep its questionnaire reachable.
		await collectGarbage();
		expect(alive(screen.created)).toBe(0);
	}, 60_000); // 1,000 calls, and garbage collections to read the heap
});
