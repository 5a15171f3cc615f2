import { manualClock, manualLoop } from "@ask-user/test-kit/manual-loop";
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
		const clock = createTypingClock({ now: () => now });
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
		const clock = createTypingClock({ now: () => now });
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
		const clock = createTypingClock({ now: () => now });
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
		const clock = createTypingClock({ now: () => now });
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

	it("pi held up while the person types on after a time limit is no pause: the Enter in the burst is held", () => {
		const clock = manualClock();
		const loop = manualLoop(clock);
		const typing = createTypingClock({ now: clock.now, watch: loop.watch });
		const input = fakeInput();
		typing.capture(input.ui);
		expect(loop.watching().started).toBe(0); // nothing held, nothing watched
		typing.holdEnterWhileTyping(1_500);
		loop.run(200);
		expect(input.send("x")).toEqual([undefined]);
		loop.stall(1_800); // pi could not run: the keys typed meanwhile wait in the terminal
		expect(input.send("y")).toEqual([undefined]);
		expect(input.send("\r")).toEqual([{ consume: true }]); // read in the same burst: still typing on
		loop.run(300);
		loop.lookAfter(1_600); // a stall seen at a late look
		expect(input.send("\r")).toEqual([{ consume: true }]);
		loop.run(1_500); // a real pause: the hold ends, and so do its looks
		expect(loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
		expect(input.send("\r")).toEqual([undefined]);
	});

	it("a new hold replaces the last one and its looks", () => {
		const clock = manualClock();
		const loop = manualLoop(clock);
		const typing = createTypingClock({ now: clock.now, watch: loop.watch });
		typing.holdEnterWhileTyping(1_500);
		typing.holdEnterWhileTyping(1_500);
		expect(loop.watching()).toEqual({ looking: true, started: 2, stopped: 1 });
	});

	it("the hold follows a remapped submit key: the key that sends pi's prompt is held, Enter then is not", () => {
		let now = 0;
		const remapped = new KeybindingsManager(TUI_KEYBINDINGS, { "tui.input.submit": "ctrl+s" });
		const clock = createTypingClock({ now: () => now }, () => remapped);
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
		const clock = createTypingClock({ now: () => 0 });
		const input = fakeInput();
		clock.capture(input.ui);
		clock.capture(input.ui);
		expect(input.listeners.size).toBe(1);
	});
});
