/**
 * The keystroke suite's split and its pi-tui-alone floor (D119): the probe counts the component's own frames, the
 * tape gives back the frames it was given, and the replay writes to its terminal what ask_user's TUI wrote for the
 * same keys. Counts and bytes, never a timing.
 */
import type { Component } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { ComponentProbe } from "../src/host/component-probe.ts";
import { FrameTape, type TapeEvent } from "../src/host/frame-tape.ts";

function events(tape: FrameTape): TapeEvent[] {
	return [...tape.drain()];
}

describe("the component probe", () => {
	it("keeps each frame the TUI asked for, and counts a render from inside handleInput as no frame", () => {
		const frames = [["a"], ["b", "c"]];
		let shown = 0;
		const component: Component = {
			render: () => frames[shown] ?? [],
			handleInput(data) {
				shown = Number(data);
				this.render(80);
			},
			invalidate: () => {},
		};
		const probe = new ComponentProbe();
		probe.attach(component);
		expect(component.render(80)).toBe(frames[0]);
		expect([probe.renders, probe.lines]).toEqual([1, ["a"]]);
		component.handleInput?.("1");
		expect(probe.renders).toBe(1);
		component.render(80);
		expect(probe.renders).toBe(2);
		expect(probe.lines).toBe(frames[1]);
		expect(probe.ownMs).toBeGreaterThanOrEqual(0);
	});
});

describe("the frame tape", () => {
	it("gives back opens, keys and frames in order, unchanged rows as the same strings, and empties", () => {
		const tape = new FrameTape();
		const wide = "界🙂\u200b x".repeat(20_000);
		tape.open(["title", "row 1"]);
		tape.key("\x1b[B", false, ["title", "row 2", wide]);
		tape.key("x", true, undefined);
		tape.key(" ", true, ["title", "row 3", wide]);
		const read = events(tape);
		expect(read).toEqual([
			{ kind: "open", lines: ["title", "row 1"] },
			{ kind: "key", key: "\x1b[B", timed: false, lines: ["title", "row 2", wide] },
			{ kind: "key", key: "x", timed: true },
			{ kind: "key", key: " ", timed: true, lines: ["title", "row 3", wide] },
		]);
		const [, second, , fourth] = read;
		const lines = (event: TapeEvent | undefined) => event?.lines ?? [];
		expect(lines(fourth)[0]).toBe(lines(second)[0]);
		expect(lines(fourth)[2]).toBe(lines(second)[2]);
		expect(events(tape)).toEqual([]);
		// A row the last drain read is still the same row for the next frame written.
		tape.key("y", true, ["title"]);
		expect(events(tape)).toEqual([{ kind: "key", key: "y", timed: true, lines: ["title"] }]);
	});
});
