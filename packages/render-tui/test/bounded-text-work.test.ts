/**
 * Per-key cost never depends on the length of model text: with labels, a prompt and a
 * description of 10 MB, each key sanitizes and draws a bounded prefix, and the frame shows only that prefix.
 * Work is counted (the characters every `String.prototype.replace` call walks: sanitizing, wrapping), not timed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys } from "./support/harness.ts";

const TEN_MB = 10 * 1024 * 1024;
const huge = (mark: string) => `${mark} ${"x".repeat(TEN_MB)} TAIL`;
const input = {
	questions: [
		{
			id: "big",
			label: huge("label"),
			prompt: huge("prompt"),
			options: [
				{ value: "a", label: huge("option"), description: huge("description") },
				{ value: "b", label: "Small" },
			],
		},
		{ id: "next", label: huge("second"), prompt: "Second?", required: true, options: [{ value: "c", label: "C" }] },
	],
};

/** Characters handed to the grapheme segmenter (what pi-tui and the wrapper walk grapheme by grapheme) by `act`. */
function segmented(act: () => void): number {
	const spy = vi.spyOn(Intl.Segmenter.prototype, "segment");
	act();
	const work = spy.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
	spy.mockRestore();
	return work;
}

/** What a key costs: a frame at 80 columns after it, and the characters `replace` walked for both. */
function keyCost(press: () => void, render: () => string[]): { work: number; frame: string } {
	const spy = vi.spyOn(String.prototype, "replace");
	press();
	const frame = render().join("\n");
	const work = spy.mock.contexts.reduce((sum: number, text) => sum + String(text).length, 0);
	spy.mockRestore();
	return { work, frame };
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("the cost of a key does not follow the length of model text", () => {
	it("every screen (question, reader, review, tabs) works on a bounded prefix of 10 MB texts", () => {
		const { component, press } = detachedQuestionnaire(input, { maxHeight: () => 24 });
		const render = () => component.render(80);
		render();
		const steps: [string, string[]][] = [
			["down", [keys.down]],
			["up", [keys.up]],
			["open the reader", ["e"]],
			["reader end", [keys.end]],
			["close the reader", [keys.escape]],
			["pick the 10 MB option", [keys.enter]],
			["to the review", [keys.tab]],
			["scroll the review", [keys.pageDown]],
			["review end", [keys.end]],
			["between the buttons", [keys.down]],
			["back to the question", [keys.tab]],
		];
		for (const [name, sequence] of steps) {
			const { work, frame } = keyCost(() => press(...sequence), render);
			expect(work, `${name}: characters walked`).toBeLessThan(TEN_MB / 20);
			expect(frame, name).not.toContain("TAIL");
			expect(frame.length, name).toBeLessThan(80 * 24 * 8);
		}
		expect(render().join("\n")).toMatch(/x{40}/);
	});
});

describe("a resize costs what the screen shows, not the length of the prompt", () => {
	const ROWS = 80;
	const KB = 1024;
	/** Accented letters without a space: every character is measured grapheme by grapheme. */
	const prompt = (size: number) => `${"\u00e9".repeat(size - 6)} TAIL`;
	const widths = Array.from({ length: 31 }, (_, index) => 40 + index * 7);

	/** Per width, the characters segmented by a render at that width after one at 80 columns. */
	function resizeWork(size: number, reader: boolean): number[] {
		const question = { id: "q", prompt: prompt(size), options: [{ value: "a", label: "A" }] };
		const { component, press } = detachedQuestionnaire({ questions: [question] }, { maxHeight: () => ROWS });
		component.render(80);
		if (reader) press("e");
		return widths.map((width) => segmented(() => component.render(width)));
	}

	it.each([
		["the question screen", false],
		["the full-text reader (e)", true],
	])("%s: each width segments less than a screen's worth, for 64 KB as for 256 KB", (_name, reader) => {
		// pi-tui's width cache makes a second run a little cheaper, so the bound is compared, not the two runs. The
		// prompt may fill the screen (it takes every row the options do not need): each character shown is segmented
		// a few times (wrapped, fitted, measured), never the text past the screen.
		for (const size of [64 * KB, 256 * KB]) {
			const work = resizeWork(size, reader);
			for (const [index, width] of widths.entries()) {
				expect(work[index], `${size} units at ${width} columns`).toBeLessThan(6 * (width + 1) * ROWS);
			}
		}
	});
});
