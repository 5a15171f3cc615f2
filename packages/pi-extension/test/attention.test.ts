/** The call when a form waits: which channels the environment allows, the bytes written, the title, a reminder. */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	attentionChannels,
	awaitingTitle,
	callSequence,
	desktopProtocol,
	oscText,
} from "../src/on-demand/attention.ts";
import { startWaitingCall } from "../src/on-demand/waiting-call.ts";

const ALL_ON = { bell: true, desktop: true, title: true };

describe("desktopProtocol", () => {
	it("chooses from what the terminal announces, and nothing where none is announced", () => {
		expect(desktopProtocol({ TERM_PROGRAM: "WezTerm" })).toBe("osc777");
		expect(desktopProtocol({ TERM_PROGRAM: "ghostty" })).toBe("osc777");
		expect(desktopProtocol({ TERM_PROGRAM: "iTerm.app" })).toBe("osc9");
		expect(desktopProtocol({ TERM: "xterm-kitty" })).toBe("osc9");
		expect(desktopProtocol({ WT_SESSION: "abc" })).toBe("osc9");
		expect(desktopProtocol({ TERM: "xterm-256color", TERM_PROGRAM: "Apple_Terminal" })).toBeUndefined();
		expect(desktopProtocol({})).toBeUndefined();
	});

	it("none inside tmux or screen, whatever the outer terminal", () => {
		expect(desktopProtocol({ TERM_PROGRAM: "WezTerm", TMUX: "/tmp/tmux-1/default,1,0" })).toBeUndefined();
		expect(desktopProtocol({ TERM_PROGRAM: "iTerm.app", STY: "1.pts-0" })).toBeUndefined();
	});
});

describe("attentionChannels and callSequence", () => {
	it("each channel can be turned off", () => {
		const env = { TERM_PROGRAM: "WezTerm" };
		expect(attentionChannels(env, ALL_ON)).toEqual({ bell: true, desktop: "osc777", title: true });
		expect(attentionChannels(env, { bell: false, desktop: false, title: false })).toEqual({
			bell: false,
			desktop: undefined,
			title: false,
		});
	});

	it("writes the bell and the announced protocol's notification, nothing when all are off", () => {
		expect(callSequence({ bell: true, desktop: "osc777", title: true }, "pi", "Pick one")).toBe(
			"\x07\x1b]777;notify;pi;Pick one\x07",
		);
		expect(callSequence({ bell: false, desktop: "osc9", title: true }, "pi", "Pick one")).toBe(
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
		const sequence = callSequence({ bell: false, desktop: "osc777", title: false }, "t", hostile);
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
			channels: { bell: true, desktop: "osc9", title: true },
			title: "pi",
			body: "Which database?",
			setTitle: (title) => titles.push(title),
			restoredTitle: "π - project",
		});
		expect(writes).toEqual(["\x07\x1b]9;pi: Which database?\x07"]);
		expect(titles).toEqual([awaitingTitle("π - project")]);
		end();
		expect(titles).toEqual([awaitingTitle("π - project"), "π - project"]);
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
			restoredTitle: "π",
		});
		end();
		expect(writes).toEqual([]);
		expect(titles).toEqual([]);
	});

	it("reminds after the quiet time; a key starts the quiet time again; the end stops it", () => {
		vi.useFakeTimers();
		const { tui, writes, listeners, type } = fakeTui();
		const end = startWaitingCall({
			tui,
			channels: { bell: true, desktop: undefined, title: false },
			title: "pi",
			body: "x",
			setTitle: () => {},
			restoredTitle: "π",
			remindAfterSeconds: 60,
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
	});
});
