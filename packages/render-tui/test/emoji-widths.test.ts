/**
 * pi-tui measures a character that could be an emoji (the review's ✓, a note's ✎) with a regular expression V8
 * compiles on its first uses in a process, tens of milliseconds (apps/bench/MEASUREMENTS.md, "keystrokes"): a form
 * has pi-tui measure both marks while the person leaves it alone, one a pause, once per process, so that a first
 * visit to the review or a first note costs what any frame does, and no key of theirs waits for it.
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
	it("are measured one a pause in the person's keys, never while they type, once per process", async () => {
		// The clock also moves with real time: the virtual terminal's flush waits on a timer.
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
		const first = await openQuestionnaire(tour);
		expect(measuredAlone()).toEqual([0, 0]);
		// Keys on and on, half a pause apart: nothing is measured.
		for (let key = 0; key < 6; key++) {
			vi.advanceTimersByTime(IDLE_MS / 2);
			await first.press(RAW_KEYS.down);
		}
		expect(measuredAlone()).toEqual([0, 0]);
		vi.advanceTimersByTime(IDLE_MS);
		expect(measuredAlone()).toEqual([1, 0]);
		await first.press(RAW_KEYS.up);
		vi.advanceTimersByTime(IDLE_MS / 2);
		expect(measuredAlone()).toEqual([1, 0]);
		vi.advanceTimersByTime(IDLE_MS);
		expect(measuredAlone()).toEqual([1, 1]);
		expect(first.screen().join("\n")).not.toMatch(/[✓✎]/);
		// A later form of the process waits for nothing more.
		const second = await openQuestionnaire(tour);
		expect(vi.getTimerCount()).toBe(0);
		vi.advanceTimersByTime(10 * IDLE_MS);
		expect(second.screen().join("\n")).toContain("Which database should the service use?");
		expect(measuredAlone()).toEqual([1, 1]);
	});

	it("are not measured for a form that closed before the pause ended", async () => {
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
		const terminal = new EmojiWarmup(); // a host's own terminal (pi's)
		const form = new EmojiWarmup();
		terminal.appeared();
		form.appeared();
		expect(vi.getTimerCount()).toBe(1);
		// A key the terminal sees restarts the form's wait too: still nothing after most of a pause since the form's last.
		vi.advanceTimersByTime(IDLE_MS / 2);
		terminal.keyArrived();
		vi.advanceTimersByTime(IDLE_MS / 2 + 1);
		expect(measuredAlone()).toEqual([0, 0]);
		// One pause measures one mark, not one a watcher.
		vi.advanceTimersByTime(IDLE_MS / 2);
		expect(measuredAlone()).toEqual([1, 0]);
		// The form closes: the terminal still waits; it closes too: nothing is left to wait for.
		form.stop();
		expect(vi.getTimerCount()).toBe(1);
		terminal.stop();
		vi.advanceTimersByTime(10 * IDLE_MS);
		expect([vi.getTimerCount(), measuredAlone()]).toEqual([0, [1, 0]]);
	});
});
