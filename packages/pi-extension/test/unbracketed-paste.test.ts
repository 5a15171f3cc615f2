/** A paste the terminal did not bracket reaches an open form as one bracketed paste, never as keys (D178). */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { joinUnbracketedPastes, looksPasted } from "../src/form/unbracketed-paste.ts";

type Listener = (data: string) => { consume?: boolean; data?: string } | undefined;

/** pi's terminal as the joiner sees it: the input stream, and pi-tui splitting each chunk into keys at once. */
function terminal(formOpen: () => boolean) {
	const input = new EventEmitter();
	let listener: Listener | undefined;
	const ui = {
		onTerminalInput(added: Listener) {
			listener = added;
			return () => {
				listener = undefined;
			};
		},
	};
	// pi-tui's own listener, added before the joiner's (pi starts its terminal first): it splits each chunk into keys.
	let reached: string[] = [];
	input.on("data", (chunk: string) => {
		for (const key of chunk) {
			const result = listener?.(key);
			if (!result?.consume) reached.push(result?.data ?? key);
		}
	});
	const stop = joinUnbracketedPastes(ui, input, formOpen);
	/** The keys the focused component gets for `chunk`. */
	const read = (chunk: string) => {
		reached = [];
		input.emit("data", chunk);
		return reached;
	};
	return { input, read, stop, listening: () => listener !== undefined };
}

describe("looksPasted", () => {
	it.each([
		["a line break with text after it", "START-OF-LOG\r2026 INFO", true],
		["LF lines", "one\ntwo", true],
		["more than a person types while pi is busy", "x".repeat(25), true],
		["ANSI colours in a pasted log", "\x1b[31mERROR\x1b[0m\r\nnext", true],
		["one line with its CRLF", "fix login bug\r\n", true],
		["one line with its CRLF, as tmux sends it", "yes\r\r", true],
		["a line feed after a key", "ok\n", true],
		["keys and an Enter with more keys after it", "3\r2", true],
	])("%s: pasted", (_, chunk, pasted) => {
		expect(looksPasted(chunk)).toBe(pasted);
	});

	it.each([
		["one key", "2"],
		["two digits typed while pi was busy", "11"],
		["an answer and its Enter", "yes\r"],
		["as many characters as a person types while pi is busy", "x".repeat(24)],
		["an arrow key", "\x1b[B"],
		["kitty keys", "\x1b[97u\x1b[98u"],
		["a bracketed paste", "\x1b[200~one\ntwo\x1b[201~"],
		["a piece of a bracketed paste", "one\ntwo\x1b[201~"],
	])("%s: keys", (_, chunk) => {
		expect(looksPasted(chunk)).toBe(false);
	});
});

describe("joinUnbracketedPastes", () => {
	it("while a form is open, a pasted chunk's first key becomes the whole chunk bracketed, the rest are taken", async () => {
		const { read } = terminal(() => true);
		const chunk = "START\r2\r1\r1\r";
		expect(read(chunk)).toEqual([`\x1b[200~${chunk}\x1b[201~`]);
		await Promise.resolve();
		// The next chunk is a person's key again.
		expect(read("2")).toEqual(["2"]);
	});

	it("keys and a chunk read while no form is open go on as they came", () => {
		const { read } = terminal(() => false);
		expect(read("one\ntwo")).toEqual([..."one\ntwo"]);
	});

	it("stops listening to pi and to the input when stopped", () => {
		const { input, stop, listening } = terminal(() => true);
		const before = input.listenerCount("data");
		stop();
		expect(listening()).toBe(false);
		expect(input.listenerCount("data")).toBe(before - 1);
	});
});
