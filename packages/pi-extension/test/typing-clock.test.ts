import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createTypingClock, isTypedText } from "../src/form/typing-clock.ts";

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
		expect(clock.typing()).toBeUndefined();
		expect(input.send("x")).toEqual([undefined]);
		expect(clock.typing()?.lastTypedAt).toBe(1_000);
		now = 1_200;
		input.send("\r");
		expect(clock.typing()).toBeUndefined();
		input.send("y");
		expect(clock.typing()?.lastTypedAt).toBe(1_200);
	});

	it("learns the person's pace: the median of their recent gaps between keys, once three gaps were seen", () => {
		let now = 0;
		const clock = createTypingClock(() => now);
		const input = fakeInput();
		clock.capture(input.ui);
		const typeAfter = (gap: number) => {
			now += gap;
			input.send("a");
		};
		typeAfter(0);
		typeAfter(300);
		typeAfter(420);
		expect(clock.typing()?.typicalGapMs).toBeUndefined(); // two gaps: too few to tell
		typeAfter(350);
		expect(clock.typing()?.typicalGapMs).toBe(350);
		typeAfter(5_000); // a pause starts a new run of typing
		expect(clock.typing()).toEqual({ lastTypedAt: now, typicalGapMs: undefined });
	});

	it("keys a form takes are not typing into pi, and a form's closing key leaves nothing recorded", () => {
		let now = 0;
		const clock = createTypingClock(() => now);
		const input = fakeInput();
		clock.capture(input.ui);
		input.send("a");
		const closed = clock.formOpened();
		expect(clock.typing()).toBeUndefined();
		now = 100;
		input.send("1");
		now = 200;
		input.send("1"); // the review's Submit: the form closes on it
		closed();
		closed(); // twice is harmless
		expect(clock.typing()).toBeUndefined();
		now = 300;
		input.send("b");
		expect(clock.typing()?.lastTypedAt).toBe(300);
	});

	it("after a form closed under the person's hands, Enter does not send pi's prompt until they pause", () => {
		let now = 0;
		const clock = createTypingClock(() => now);
		const input = fakeInput();
		clock.capture(input.ui);
		clock.holdEnterWhileTyping(1_000);
		now = 300;
		expect(input.send("x")).toEqual([undefined]); // text still reaches pi's editor
		now = 600;
		expect(input.send("\r")).toEqual([{ consume: true }]);
		now = 900;
		expect(input.send("\x1b[13u")).toEqual([{ consume: true }]); // Enter as a kitty key report
		now = 2_000; // a pause: the person looks, then sends
		expect(input.send("\r")).toEqual([undefined]);
		now = 2_100;
		expect(input.send("\r")).toEqual([undefined]);
	});

	it("the hold follows a remapped submit key: the key that sends pi's prompt is held, Enter then is not", () => {
		let now = 0;
		const remapped = new KeybindingsManager(TUI_KEYBINDINGS, { "tui.input.submit": "ctrl+s" });
		const clock = createTypingClock(
			() => now,
			() => remapped,
		);
		const input = fakeInput();
		clock.capture(input.ui);
		clock.holdEnterWhileTyping(1_000);
		now = 300;
		expect(input.send("\x13")).toEqual([{ consume: true }]); // Ctrl+S, which sends this person's prompt
		now = 600;
		expect(input.send("\r")).toEqual([undefined]); // Enter does not send here: it reaches pi's editor
		now = 2_000;
		expect(input.send("\x13")).toEqual([undefined]);
	});

	it("a new session replaces the listener instead of adding one", () => {
		const clock = createTypingClock(() => 0);
		const input = fakeInput();
		clock.capture(input.ui);
		clock.capture(input.ui);
		expect(input.listeners.size).toBe(1);
	});
});
