/**
 * Per-key cost never depends on the length of model text (issue 14, item 2): with labels, a prompt and a
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
