/**
 * In pi, the person's keys into pi's own terminal drive render-tui's emoji warm-up: pi-tui's emoji expression (tens of
 * milliseconds to compile, once per process) is compiled at their first pause in pi, so that the first form's first
 * review does not wait for it even when the person answers without a pause. Nothing happens before their first key
 * (RPC and print modes send none), and nothing after the session stops.
 */
import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import * as piTui from "@mariozechner/pi-tui";
import { afterEach, expect, it, vi } from "vitest";
import { followTerminalPauses } from "../src/form/terminal-pauses.ts";

vi.mock("@mariozechner/pi-tui", async (original) => {
	const actual = await original<typeof import("@mariozechner/pi-tui")>();
	return { ...actual, visibleWidth: vi.fn(actual.visibleWidth) };
});

/** The texts pi-tui was asked to measure. */
const measured = () => vi.mocked(piTui.visibleWidth).mock.calls.map(([text]) => text);

afterEach(() => {
	vi.useRealTimers();
});

it("measures the form's marks at the person's pauses in pi, one a pause, from their first key until the session stops", () => {
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
	vi.advanceTimersByTime(5_000);
	expect([vi.getTimerCount(), measured()]).toEqual([0, []]); // no key yet: not known to be at a terminal
	// Typing a prompt, a key every 0.4 s, then Enter: the keys pass on, nothing is measured while they come.
	for (const data of ["f", "i", "x", "\r"]) {
		expect(key(data)).toEqual([undefined]);
		vi.advanceTimersByTime(400);
	}
	expect(measured()).toEqual([]);
	vi.advanceTimersByTime(600); // a second since Enter: the model is working
	expect(measured()).toEqual(["✓"]);
	key("y");
	vi.advanceTimersByTime(999);
	expect(measured()).toEqual(["✓"]);
	stop();
	expect(listeners.size).toBe(0);
	vi.advanceTimersByTime(10_000);
	expect([vi.getTimerCount(), measured()]).toEqual([0, ["✓"]]);
});
