/**
 * The keystroke suite's split and its pi-tui-alone floor (D111): the probe counts the component's own frames, the
 * tape gives back the frames it was given, and the replay writes to its terminal what ask_user's TUI wrote for the
 * same keys. Counts and bytes, never a timing.
 */
import type { Component } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { ComponentProbe } from "../src/host/component-probe.ts";
import { FrameTape, type TapeEvent } from "../src/host/frame-tape.ts";
import type { KeystrokeResult } from "../src/suites/keystrokes.ts";
import { keyP99Rule, keyP99Target } from "../src/targets.ts";

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

describe("the p99 rule", () => {
	const summary = (p99: number) => ({ count: 100, median: p99 / 2, p99, mean: p99 / 2, max: p99 * 2 });
	const keys = (floorP99: number | undefined, overP99: number): KeystrokeResult => ({
		fixture: "preview",
		product: "ask_user",
		bytesPerKey: 1,
		...summary(3),
		...(floorP99 === undefined
			? {}
			: { floor: { keys: summary(floorP99), overhead: summary(overP99), bytesPerKey: 1 } }),
	});

	it("holds the p99 to 2 ms, and where pi-tui alone's p99 is above 1.5 ms the p99 above it to 0.5 ms", () => {
		expect(keyP99Rule(keys(undefined, 0))).toEqual({ figure: "p99", value: 3, limit: 2 });
		expect(keyP99Rule(keys(1.5, 0.2))).toEqual({ figure: "p99", value: 3, limit: 2 });
		expect(keyP99Rule(keys(1.6, 0.4))).toEqual({ figure: "over p99", value: 0.4, limit: 0.5 });
		expect(keyP99Target("preview", keys(1.6, 0.4))).toMatchObject({
			target: "per-key p99 above pi-tui alone (its p99 over 1.5 ms), preview",
			pass: true,
		});
		expect(keyP99Target("preview", keys(1.6, 0.5)).pass).toBe(false);
		expect(keyP99Target("preview", keys(1.2, 0.1))).toMatchObject({ target: "per-key p99, preview", pass: false });
	});
});
