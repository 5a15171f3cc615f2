/**
 * pi-tui measures a character that could be an emoji (the review's ✓, a note's ✎) with a regular expression V8
 * compiles on its first uses in a process, tens of milliseconds (apps/bench/MEASUREMENTS.md, "keystrokes"): the
 * first form of a process has pi-tui measure both marks on idle turns after its first frame, once, so that a first
 * visit to the review or a first note costs what any frame does.
 */
import { tour } from "@ask-user/core/fixtures";
import * as piTui from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { openQuestionnaire } from "./support/harness.ts";

vi.mock("@mariozechner/pi-tui", async (original) => {
	const actual = await original<typeof import("@mariozechner/pi-tui")>();
	return { ...actual, visibleWidth: vi.fn(actual.visibleWidth) };
});

/** How often pi-tui was asked the width of exactly `mark`, in the module instance `tui`. */
function measuredAlone(tui: typeof piTui, mark: string): number {
	return vi.mocked(tui.visibleWidth).mock.calls.filter(([text]) => text === mark).length;
}

const idleTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the marks pi-tui measures as possible emoji", () => {
	it("are measured once per process, on idle turns after the first form's first frame, before either shows", async () => {
		const first = await openQuestionnaire(tour);
		for (let turn = 0; turn < 3; turn++) await idleTurn();
		expect(first.screen().join("\n")).not.toMatch(/[✓✎]/);
		expect([measuredAlone(piTui, "✓"), measuredAlone(piTui, "✎")]).toEqual([1, 1]);
		const second = await openQuestionnaire(tour);
		for (let turn = 0; turn < 3; turn++) await idleTurn();
		expect(second.screen().join("\n")).toContain("Which database should the service use?");
		expect([measuredAlone(piTui, "✓"), measuredAlone(piTui, "✎")]).toEqual([1, 1]);
	});

	it("are measured one an idle turn, none in the turn that asks", async () => {
		vi.resetModules();
		const tui = await import("@mariozechner/pi-tui");
		const { warmEmojiWidths } = await import("../src/text/emoji-widths.ts");
		vi.mocked(tui.visibleWidth).mockClear();
		const turns: (() => void)[] = [];
		const later = (run: () => void) => turns.push(run);
		warmEmojiWidths(later);
		warmEmojiWidths(later);
		expect([turns.length, measuredAlone(tui, "✓"), measuredAlone(tui, "✎")]).toEqual([1, 0, 0]);
		turns.shift()?.();
		expect([turns.length, measuredAlone(tui, "✓"), measuredAlone(tui, "✎")]).toEqual([1, 1, 0]);
		turns.shift()?.();
		expect([turns.length, measuredAlone(tui, "✓"), measuredAlone(tui, "✎")]).toEqual([0, 1, 1]);
	});
});
