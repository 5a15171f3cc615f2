/**
 * `/ask-user` and its subcommands take the same number of Enters, and an Enter typed on right after a command never
 * answers the form it opens (D77).
 */
import { manualClock, manualLoop } from "@ask-user/test-kit/manual-loop";
import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { COMMAND_ENTER_HOLD_MS, createTypingClock } from "../src/form/typing-clock.ts";
import { noticeWords } from "../src/locale/notice-words.ts";
import { loadExtension } from "./support-unit/fake-pi.ts";

describe("/ask-user's argument completions", () => {
	it("offer nothing once an argument is typed whole, so the first Enter runs it as it runs /ask-user", async () => {
		const extension = loadExtension();
		expect(await extension.completions("ask-user", "web")).toBeNull();
		expect(await extension.completions("ask-user", "list")).toBeNull();
		expect(await extension.completions("ask-user", "web ")).toBeNull();
		expect((await extension.completions("ask-user", "we"))?.map((item) => item.value)).toEqual(["web"]);
		expect((await extension.completions("ask-user", "l"))?.map((item) => item.value)).toEqual(["list"]);
	});

	it("describe list and web in the session's language", async () => {
		const saved = { LC_ALL: process.env.LC_ALL, LANG: process.env.LANG };
		process.env.LC_ALL = "";
		process.env.LANG = "de_DE.UTF-8";
		try {
			const extension = loadExtension();
			const items = (await extension.completions("ask-user", "")) ?? [];
			expect(items.map((item) => item.description)).toEqual([
				noticeWords("de").listArgument,
				noticeWords("de").webArgument,
			]);
			expect(items.map((item) => item.description)).not.toContain(noticeWords("en").webArgument);
		} finally {
			for (const [name, value] of Object.entries(saved)) {
				if (value === undefined) delete process.env[name];
				else process.env[name] = value;
			}
		}
	});
});

describe("the submit key typed again right after a command", () => {
	function listening(now: () => number, watch?: ReturnType<typeof manualLoop>["watch"]) {
		const clock = createTypingClock({ now, watch });
		const listeners = new Set<TerminalInputHandler>();
		clock.capture({
			onTerminalInput: (listener) => {
				listeners.add(listener);
				return () => listeners.delete(listener);
			},
		});
		const send = (data: string) => [...listeners].map((listener) => listener(data));
		return { clock, send };
	}

	/** Listening on a hand-turned clock, with pi's event loop looked at by hand. */
	function listeningWatched() {
		const time = manualClock();
		const loop = manualLoop(time);
		return { loop, ...listening(time.now, loop.watch) };
	}

	it("is taken within the hold, whether a form is open yet or not; other keys and later Enters are not", () => {
		let now = 1_000;
		const { clock, send } = listening(() => now);
		clock.commandRan();
		now += 50;
		expect(send("\r")).toEqual([{ consume: true }]); // before the form opened
		const formClosed = clock.formOpened();
		now += 100;
		expect(send("\r")).toEqual([{ consume: true }]); // the form is open: it never sees this Enter
		expect(send("\x1b[13u")).toEqual([{ consume: true }]); // Enter as a kitty key report
		expect(send("2")).toEqual([undefined]); // a digit is an answer: it reaches the form
		now = 1_000 + COMMAND_ENTER_HOLD_MS;
		expect(send("\r")).toEqual([undefined]); // after the hold, Enter answers as usual
		formClosed();
	});

	it("ends at the first other key: an answer typed at once is confirmed by its Enter, within the hold too", () => {
		let now = 1_000;
		const { clock, send } = listening(() => now);
		clock.commandRan();
		const formClosed = clock.formOpened();
		now += 100;
		expect(send("2")).toEqual([undefined]);
		for (const digit of "8080") expect(send(digit)).toEqual([undefined]);
		now += 100;
		expect(send("\r")).toEqual([undefined]); // confirms the answer, though within COMMAND_ENTER_HOLD_MS
		formClosed();
	});

	it("is taken when pi, held up right after the command, reads it late; the hold ends on its time after", () => {
		const { clock, send, loop } = listeningWatched();
		clock.commandRan();
		const formClosed = clock.formOpened();
		loop.run(100);
		loop.stall(900); // pi could not run: the Enter typed meanwhile is read after it
		expect(send("\r")).toEqual([{ consume: true }]);
		loop.run(300);
		loop.lookAfter(800); // a stall seen at a late look
		expect(send("\r")).toEqual([{ consume: true }]);
		loop.run(COMMAND_ENTER_HOLD_MS); // the hold is over, and so are its looks
		expect(loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
		expect(send("\r")).toEqual([undefined]);
		formClosed();
	});

	it("another key ends the hold and its looks at once", () => {
		const { clock, send, loop } = listeningWatched();
		clock.commandRan();
		loop.run(100);
		expect(send("2")).toEqual([undefined]);
		expect(loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
	});

	it("no command, no hold: Enter after a prompt reaches what has the focus", () => {
		const { send } = listening(() => 0);
		expect(send("\r")).toEqual([undefined]);
	});
});
