/**
 * In pi at a terminal, the session's start and the person's keys into pi's own terminal drive render-tui's emoji
 * warm-up: pi-tui's emoji expression (tens of milliseconds to compile, once per process) is compiled at their first
 * pause in pi, so that the first form's first review does not wait for it even when the person answers without a
 * pause, whether they typed their prompt or gave it on pi's command line. RPC, print and JSON modes follow nothing.
 */
import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import * as piTui from "@mariozechner/pi-tui";
import { afterEach, expect, it, vi } from "vitest";
import { atTerminal, followTerminalPauses } from "../src/form/terminal-pauses.ts";

vi.mock("@mariozechner/pi-tui", async (original) => {
	const actual = await original<typeof import("@mariozechner/pi-tui")>();
	return { ...actual, visibleWidth: vi.fn(actual.visibleWidth) };
});

/** The texts pi-tui was asked to measure. */
const measured = () => vi.mocked(piTui.visibleWidth).mock.calls.map(([text]) => text);

afterEach(() => {
	vi.useRealTimers();
});

it("follows pi's terminal only in interactive mode: a UI, and stdout a terminal", () => {
	expect(atTerminal({ hasUI: true }, { isTTY: true })).toBe(true);
	expect(atTerminal({ hasUI: true }, {})).toBe(false); // RPC mode: stdout is the JSON stream
	expect(atTerminal({ hasUI: false }, { isTTY: true })).toBe(false); // `pi -p` run in a terminal
	expect(atTerminal({ hasUI: false }, {})).toBe(false); // a subagent's `--mode json -p`
});

it("measures the form's marks at the person's pauses in pi, one a pause, from the session's start until it stops", () => {
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
	const listeners = new Set<TerminalInputHandler>();
	const ui = {
		onTerminalInput: (listener: TerminalInputHandler) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
	const key = (data: string) => [...listeners].map((listener) => listener(data));
	const stop = followTerminalPauses(ui);
	// No key: a prompt given on pi's command line, the model working. A second after the session's start, ✓.
	vi.advanceTimersByTime(999);
	expect(measured()).toEqual([]);
	vi.advanceTimersByTime(1);
	expect(measured()).toEqual(["✓"]);
	// The person types their next prompt, a key every 0.4 s, then Enter: the keys pass on, and nothing is measured
	// while they come.
	for (const data of ["f", "i", "x", "\r"]) {
		expect(key(data)).toEqual([undefined]);
		vi.advanceTimersByTime(400);
	}
	expect(measured()).toEqual(["✓"]);
	vi.advanceTimersByTime(599); // a millisecond short of a second since Enter, the session stops
	expect(measured()).toEqual(["✓"]);
	stop();
	expect(listeners.size).toBe(0);
	vi.advanceTimersByTime(10_000);
	expect([vi.getTimerCount(), measured()]).toEqual([0, ["✓"]]);
});
