/** The server's small parts without a process: its command line, what a client declared, the queue, the rounds. */
import { readArguments } from "@ask-user/core/contract";
import { inputRequired } from "@modelcontextprotocol/server";
import { describe, expect, it, vi } from "vitest";
import { clientSupport } from "../src/client-support.ts";
import { FormQueue } from "../src/form-queue.ts";
import { OpenRounds } from "../src/open-rounds.ts";
import { parseOptions } from "../src/options.ts";

describe("parseOptions", () => {
	it("reads a time limit in seconds, the page's address and --open", () => {
		expect(parseOptions(["--timeout", "90", "--host", "0.0.0.0", "--open"])).toEqual({
			ok: true,
			options: { timeLimitMs: 90_000, host: "0.0.0.0", open: true },
		});
		expect(parseOptions([])).toEqual({ ok: true, options: { timeLimitMs: undefined, host: undefined, open: false } });
	});

	it("refuses a time limit that is no positive number, and any other argument", () => {
		const refused = [
			["--timeout"],
			["--timeout", "0"],
			["--timeout", "soon"],
			["--timeout", "Infinity"],
			["--host"],
			["-x"],
		];
		for (const args of refused) {
			const parsed = parseOptions(args);
			expect(parsed.ok).toBe(false);
			expect(parsed.ok ? "" : parsed.error).toContain("usage: ask-user-mcp");
		}
	});
});

describe("clientSupport", () => {
	it("reads form mode from an elicitation capability that names no mode (2025-06-18), and each named mode", () => {
		expect(clientSupport(undefined)).toEqual({ form: false, url: false });
		expect(clientSupport({})).toEqual({ form: false, url: false });
		expect(clientSupport({ elicitation: {} })).toEqual({ form: true, url: false });
		expect(clientSupport({ elicitation: { url: {} } })).toEqual({ form: false, url: true });
		expect(clientSupport({ elicitation: { form: {}, url: {} } })).toEqual({ form: true, url: true });
	});
});

describe("FormQueue", () => {
	it("gives the turn to one caller at a time, in order", async () => {
		const queue = new FormQueue();
		const signal = new AbortController().signal;
		const order: string[] = [];
		const first = await queue.turn(signal);
		const second = queue.turn(signal).then((release) => {
			order.push("second");
			return release;
		});
		await Promise.resolve();
		expect(order).toEqual([]);
		first?.();
		(await second)?.();
		expect(order).toEqual(["second"]);
	});

	it("lets a caller that stops waiting go, and the one behind it have its turn", async () => {
		const queue = new FormQueue();
		const first = await queue.turn(new AbortController().signal);
		const leaving = new AbortController();
		const left = queue.turn(leaving.signal);
		const third = queue.turn(new AbortController().signal);
		leaving.abort();
		expect(await left).toBeUndefined();
		first?.();
		expect(await third).toBeTypeOf("function");
	});
});

describe("OpenRounds", () => {
	const read = readArguments({ questions: [{ id: "q", prompt: "Why?", type: "text" }] });
	if (!read.ok) throw new Error("invalid");
	const form = (release: () => void) => ({
		payload: read.payload,
		request: () => inputRequired.elicit({ message: "m", requestedSchema: { type: "object", properties: {} } }),
		release,
	});

	it("finds a form by its token once, and nothing for any other value", () => {
		const rounds = new OpenRounds(60_000);
		const token = rounds.open(form(() => {}));
		expect(rounds.take("forged")).toBeUndefined();
		expect(rounds.take(undefined)).toBeUndefined();
		expect(rounds.take({ token })).toBeUndefined();
		expect(rounds.take(token)?.payload).toBe(read.payload);
		expect(rounds.take(token)).toBeUndefined();
	});

	it("gives the turn back when no retry comes within the lease", () => {
		vi.useFakeTimers();
		try {
			const rounds = new OpenRounds(1000);
			const release = vi.fn();
			const token = rounds.open(form(release));
			vi.advanceTimersByTime(999);
			expect(release).not.toHaveBeenCalled();
			vi.advanceTimersByTime(1);
			expect(release).toHaveBeenCalledOnce();
			expect(rounds.take(token)).toBeUndefined();
		} finally {
			vi.useRealTimers();
		}
	});

	it("ends every form still waiting for its retry when the connection closes, and only once", () => {
		const rounds = new OpenRounds(60_000);
		const releases = [vi.fn(), vi.fn()];
		const tokens = releases.map((release) => rounds.open(form(release)));
		rounds.endAll();
		rounds.endAll();
		for (const release of releases) expect(release).toHaveBeenCalledOnce();
		for (const token of tokens) expect(rounds.take(token)).toBeUndefined();
	});
});
