/**
 * pi-tui measures a character that could be an emoji (the review's ✓, a note's ✎) with a regular expression V8
 * compiles on its first uses in a process, tens of milliseconds (apps/bench/MEASUREMENTS.md, "keystrokes"): pi's
 * terminal has pi-tui measure both marks while the person leaves it alone, one a pause, once per process, and a form
 * opened before that measures them before its first frame (D127), so that a first visit to the review or a first note
 * costs what any frame does, and no key of theirs waits for it.
 */
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import * as piTui from "@mariozechner/pi-tui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_MS } from "../src/text/emoji-widths.ts";
import { openQuestionnaire } from "./support/harness.ts";

vi.mock("@mariozechner/pi-tui", async (original) => {
	const actual = await original<typeof import("@mariozechner/pi-tui")>();
	return { ...actual, visibleWidth: vi.fn(actual.visibleWidth) };
});

/** How often pi-tui was asked the width of exactly `✓` and of exactly `✎`. */
function measuredAlone(): [number, number] {
	const calls = vi.mocked(piTui.visibleWidth).mock.calls;
	return [calls.filter(([text]) => text === "✓").length, calls.filter(([text]) => text === "✎").length];
}

afterEach(() => {
	vi.useRealTimers();
});

describe("the marks pi-tui measures as possible emoji", () => {
	it("are measured before a form's first frame when no pause measured them, once per process", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
		vi.mocked(piTui.visibleWidth).mockClear();
		const first = await openQuestionnaire(tour);
		// Both, before anything of the frame is measured: the frame meets the expression compiled.
		const calls = vi.mocked(piTui.visibleWidth).mock.calls.map(([text]) => text);
		expect(calls.slice(0, 2)).toEqual(["✓", "✎"]);
		expect(calls.length).toBeGreaterThan(2);
		expect(first.screen().join("\n")).not.toMatch(/[✓✎]/);
		// The form's keys and pauses, and a later form, measure nothing more and wait for nothing.
		for (let key = 0; key < 3; key++) {
			await first.press(RAW_KEYS.down);
			vi.advanceTimersByTime(2 * IDLE_MS);
		}
		const second = await openQuestionnaire(tour);
		expect(vi.getTimerCount()).toBe(0);
		expect(second.screen().join("\n")).toContain("Which database should the service use?");
		expect(measuredAlone()).toEqual([1, 1]);
	});

	it("are measured one a pause of a host's terminal, never while the person types, none left for a form", async () => {
		vi.resetModules();
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		const tui = await import("@mariozechner/pi-tui");
		const { EmojiWarmup, measureMarks } = await import("../src/text/emoji-widths.ts");
		vi.mocked(tui.visibleWidth).mockClear();
		const terminal = new EmojiWarmup();
		terminal.appeared();
		// Keys on and on, half a pause apart: nothing is measured.
		for (let key = 0; key < 6; key++) {
			vi.advanceTimersByTime(IDLE_MS / 2);
			terminal.keyArrived();
		}
		expect(measuredAlone()).toEqual([0, 0]);
		vi.advanceTimersByTime(IDLE_MS);
		expect(measuredAlone()).toEqual([1, 0]);
		// A form opens before the next pause: it measures the mark left, and the terminal waits for nothing more.
		vi.advanceTimersByTime(IDLE_MS / 2);
		measureMarks();
		expect([measuredAlone(), vi.getTimerCount()]).toEqual([[1, 1], 0]);
		terminal.keyArrived();
		measureMarks();
		vi.advanceTimersByTime(10 * IDLE_MS);
		expect([measuredAlone(), vi.getTimerCount()]).toEqual([[1, 1], 0]);
	});

	it("are not measured for a terminal left before the pause ended", async () => {
		vi.resetModules();
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		const tui = await import("@mariozechner/pi-tui");
		const { EmojiWarmup } = await import("../src/text/emoji-widths.ts");
		vi.mocked(tui.visibleWidth).mockClear();
		const warmup = new EmojiWarmup();
		warmup.keyArrived();
		expect(vi.getTimerCount()).toBe(0); // not on screen yet
		warmup.appeared();
		warmup.appeared();
		expect(vi.getTimerCount()).toBe(1);
		vi.advanceTimersByTime(IDLE_MS - 1);
		warmup.stop();
		warmup.keyArrived();
		warmup.appeared(); // a render after the close
		vi.advanceTimersByTime(10 * IDLE_MS);
		expect([vi.getTimerCount(), vi.mocked(tui.visibleWidth).mock.calls.length]).toEqual([0, 0]);
	});

	it("wait for one pause of the process, whichever watcher the keys reach", async () => {
		vi.resetModules();
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		const tui = await import("@mariozechner/pi-tui");
		const { EmojiWarmup } = await import("../src/text/emoji-widths.ts");
		vi.mocked(tui.visibleWidth).mockClear();
		// Two terminals of one process (two pi sessions an SDK host runs).
		const one = new EmojiWarmup();
		const other = new EmojiWarmup();
		one.appeared();
		other.appeared();
		expect(vi.getTimerCount()).toBe(1);
		// A key one terminal sees restarts the other's wait too: still nothing after most of a pause since its last.
		vi.advanceTimersByTime(IDLE_MS / 2);
		one.keyArrived();
		vi.advanceTimersByTime(IDLE_MS / 2 + 1);
		expect(measuredAlone()).toEqual([0, 0]);
		// One pause measures one mark, not one a watcher.
		vi.advanceTimersByTime(IDLE_MS / 2);
		expect(measuredAlone()).toEqual([1, 0]);
		// One is left: the other still waits; it is left too: nothing is left to wait for.
		other.stop();
		expect(vi.getTimerCount()).toBe(1);
		one.stop();
		vi.advanceTimersByTime(10 * IDLE_MS);
		expect([vi.getTimerCount(), measuredAlone()]).toEqual([0, [1, 0]]);
	});
});
