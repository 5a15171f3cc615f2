/** The call when a form waits: which channels the environment allows, the bytes written, the title, a reminder. */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	attentionChannels,
	callSequence,
	desktopChannel,
	oscText,
	passThrough,
} from "../src/notifications/attention.ts";
import { startWaitingCall } from "../src/notifications/waiting-call.ts";

const ALL_ON = { bell: true, desktop: true, title: true };

describe("desktopChannel", () => {
	it("chooses from what the terminal announces, and nothing where none is announced", () => {
		expect(desktopChannel({ TERM_PROGRAM: "WezTerm" })).toEqual({ protocol: "osc777" });
		expect(desktopChannel({ TERM_PROGRAM: "ghostty" })).toEqual({ protocol: "osc777" });
		expect(desktopChannel({ TERM_PROGRAM: "iTerm.app" })).toEqual({ protocol: "osc9" });
		expect(desktopChannel({ TERM: "xterm-kitty" })).toEqual({ protocol: "osc9" });
		expect(desktopChannel({ WT_SESSION: "abc" })).toEqual({ protocol: "osc9" });
		expect(desktopChannel({ TERM: "xterm-256color", TERM_PROGRAM: "Apple_Terminal" })).toBeUndefined();
		expect(desktopChannel({})).toBeUndefined();
	});

	it("inside tmux or screen, through them to the terminal around them, known by what it exported", () => {
		const tmux = { TMUX: "/tmp/tmux-1/default,1,0", TERM: "tmux-256color", TERM_PROGRAM: "tmux" };
		expect(desktopChannel({ ...tmux, WEZTERM_PANE: "0" })).toEqual({ protocol: "osc777", through: "tmux" });
		expect(desktopChannel({ ...tmux, GHOSTTY_RESOURCES_DIR: "/x" })).toEqual({ protocol: "osc777", through: "tmux" });
		expect(desktopChannel({ ...tmux, LC_TERMINAL: "iTerm2" })).toEqual({ protocol: "osc9", through: "tmux" });
		expect(desktopChannel({ ...tmux, KITTY_WINDOW_ID: "1" })).toEqual({ protocol: "osc9", through: "tmux" });
		expect(desktopChannel({ ...tmux, WT_SESSION: "abc" })).toEqual({ protocol: "osc9", through: "tmux" });
		expect(desktopChannel(tmux)).toBeUndefined();
		expect(desktopChannel({ TERM_PROGRAM: "iTerm.app", STY: "1.pts-0", TERM: "screen" })).toEqual({
			protocol: "osc9",
			through: "screen",
		});
		expect(desktopChannel({ STY: "1.pts-0", TERM: "screen" })).toBeUndefined();
	});
});

describe("passThrough", () => {
	it("wraps in tmux's DCS with each ESC doubled, in screen's DCS as it is, and leaves it alone elsewhere", () => {
		const osc = "\x1b]9;pi: Pick one\x07";
		expect(passThrough(osc, "tmux")).toBe("\x1bPtmux;\x1b\x1b]9;pi: Pick one\x07\x1b\\");
		expect(passThrough(osc, "screen")).toBe("\x1bP\x1b]9;pi: Pick one\x07\x1b\\");
		expect(passThrough(osc, undefined)).toBe(osc);
	});

	it("model text cannot end the passthrough early: the DCS holds exactly one ST, at its end", () => {
		const hostile = "Deploy?\x1b\\\x1b]0;owned\x07\u009c";
		const sequence = callSequence(
			{ bell: false, desktop: { protocol: "osc777", through: "tmux" }, title: false },
			hostile,
			hostile,
		);
		expect(sequence.startsWith("\x1bPtmux;\x1b\x1b]777;notify;")).toBe(true);
		expect(sequence.match(/\x1b\\/g)).toHaveLength(1);
		expect(sequence.endsWith("\x07\x1b\\")).toBe(true);
		expect(sequence).not.toMatch(/\u009c/);
	});
});

describe("attentionChannels and callSequence", () => {
	it("each channel can be turned off", () => {
		const env = { TERM_PROGRAM: "WezTerm" };
		expect(attentionChannels(env, ALL_ON)).toEqual({ bell: true, desktop: { protocol: "osc777" }, title: true });
		expect(attentionChannels(env, { bell: false, desktop: false, title: false })).toEqual({
			bell: false,
			desktop: undefined,
			title: false,
		});
	});

	it("writes the bell and the announced protocol's notification, nothing when all are off", () => {
		expect(callSequence({ bell: true, desktop: { protocol: "osc777" }, title: true }, "pi", "Pick one")).toBe(
			"\x07\x1b]777;notify;pi;Pick one\x07",
		);
		expect(callSequence({ bell: false, desktop: { protocol: "osc9" }, title: true }, "pi", "Pick one")).toBe(
			"\x1b]9;pi: Pick one\x07",
		);
		expect(callSequence({ bell: false, desktop: undefined, title: true }, "pi", "x")).toBe("");
	});

	it("model text cannot end or forge the OSC: escapes, BEL, control characters and ; are gone", () => {
		const hostile = "Deploy?\x07\x1b]0;owned\x07\x1b[31m;rm\u009b2J\nnow";
		const text = oscText(hostile);
		expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f;]/);
		expect(text).toContain("Deploy?");
		expect(text).toContain("now");
		expect([...oscText("x".repeat(500))]).toHaveLength(120);
		const sequence = callSequence({ bell: false, desktop: { protocol: "osc777" }, title: false }, "t", hostile);
		expect(sequence.match(/\x07/g)).toHaveLength(1);
	});
});

/** A pi-tui terminal that records writes, and a TUI around it that can listen for input. */
function fakeTui() {
	const writes: string[] = [];
	const listeners = new Set<(data: string) => undefined>();
	const tui = {
		terminal: { write: (data: string) => void writes.push(data) },
		addInputListener(listener: (data: string) => undefined) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
	const type = (data: string) => {
		for (const listener of listeners) listener(data);
	};
	return { tui: tui as never, writes, listeners, type };
}

describe("startWaitingCall", () => {
	afterEach(() => vi.useRealTimers());

	it("calls once through the terminal, marks the title until it ends, then restores it", () => {
		const { tui, writes } = fakeTui();
		const titles: string[] = [];
		const end = startWaitingCall({
			tui,
			channels: { bell: true, desktop: { protocol: "osc9" }, title: true },
			title: "pi",
			body: "Which database?",
			setTitle: (title) => titles.push(title),
			markedTitle: "⏳ π - project",
			restoredTitle: "π - project",
		});
		expect(writes).toEqual(["\x07\x1b]9;pi: Which database?\x07"]);
		expect(titles).toEqual(["⏳ π - project"]);
		end();
		expect(titles).toEqual(["⏳ π - project", "π - project"]);
	});

	it("with every channel off, writes nothing and leaves the title alone", () => {
		const { tui, writes } = fakeTui();
		const titles: string[] = [];
		const end = startWaitingCall({
			tui,
			channels: { bell: false, desktop: undefined, title: false },
			title: "pi",
			body: "x",
			setTitle: (title) => titles.push(title),
			markedTitle: "⏳ π",
			restoredTitle: "π",
		});
		end();
		expect(writes).toEqual([]);
		expect(titles).toEqual([]);
	});

	it("reminds after the quiet time; a key starts the quiet time again; the end stops it", () => {
		vi.useFakeTimers();
		const { tui, writes, listeners, type } = fakeTui();
		const calls: string[] = [];
		const end = startWaitingCall({
			tui,
			channels: { bell: true, desktop: undefined, title: false },
			title: "pi",
			body: "x",
			setTitle: () => {},
			markedTitle: "⏳ π",
			restoredTitle: "π",
			remindAfterSeconds: 60,
			onCall: (reason) => calls.push(reason),
		});
		expect(writes).toHaveLength(1);
		vi.advanceTimersByTime(59_000);
		type("j");
		vi.advanceTimersByTime(59_000);
		expect(writes).toHaveLength(1);
		vi.advanceTimersByTime(1_000);
		expect(writes).toHaveLength(2);
		vi.advanceTimersByTime(60_000);
		expect(writes).toHaveLength(3);
		end();
		expect(listeners.size).toBe(0);
		vi.advanceTimersByTime(600_000);
		expect(writes).toHaveLength(3);
		// notify.command is told of each call, the first as the form opening.
		expect(calls).toEqual(["opened", "reminder", "reminder"]);
	});
});
