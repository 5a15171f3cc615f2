import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { createTypingClock, isTypedText } from "../src/startup/typing-clock.ts";

describe("isTypedText: what counts as typing into pi", () => {
	it.each([
		["a letter", "a"],
		["several letters in one read (fast typing)", "the"],
		["a space", " "],
		["a digit", "2"],
		["a CJK character", "中"],
		["a letter as a kitty key report", "\x1b[97u"],
		["a shifted letter as a kitty key report", "\x1b[97;2u"],
	])("%s is typing", (_name, data) => {
		expect(isTypedText(data)).toBe(true);
	});

	it.each([
		["Enter", "\r"],
		["Esc", "\x1b"],
		["Down", "\x1b[B"],
		["Backspace", "\x7f"],
		["Ctrl+C", "\x03"],
		["a bracketed paste", "\x1b[200~text\x1b[201~"],
		["Enter as a kitty key report", "\x1b[13u"],
		["nothing", ""],
	])("%s is not typing", (_name, data) => {
		expect(isTypedText(data)).toBe(false);
	});
});

describe("createTypingClock", () => {
	function fakeInput() {
		const listeners = new Set<TerminalInputHandler>();
		return {
			ui: {
				onTerminalInput: (listener: TerminalInputHandler) => {
					listeners.add(listener);
					return () => listeners.delete(listener);
				},
			},
			send: (data: string) => [...listeners].map((listener) => listener(data)),
			listeners,
		};
	}

	it("records when text was last typed, never consumes a key; a control key after it means typing stopped", () => {
		let now = 1_000;
		const clock = createTypingClock(() => now);
		const input = fakeInput();
		clock.capture(input.ui);
		expect(clock.lastTypedAt()).toBeUndefined();
		expect(input.send("x")).toEqual([undefined]);
		expect(clock.lastTypedAt()).toBe(1_000);
		now = 1_200;
		input.send("\r");
		expect(clock.lastTypedAt()).toBeUndefined();
		input.send("y");
		expect(clock.lastTypedAt()).toBe(1_200);
	});

	it("a new session replaces the listener instead of adding one", () => {
		const clock = createTypingClock(() => 0);
		const input = fakeInput();
		clock.capture(input.ui);
		clock.capture(input.ui);
		expect(input.listeners.size).toBe(1);
	});
});
