/** The server's small parts without a process: its command line, what a client declared, the queue, the rounds. */
import { type MessageLocale, readArguments } from "@ask-user/core/contract";
import { inputRequired } from "@modelcontextprotocol/server";
import { describe, expect, it, vi } from "vitest";
import { clientSupport } from "../src/client-support.ts";
import { FormQueue } from "../src/form-queue.ts";
import { OpenRounds } from "../src/open-rounds.ts";
import { parseOptions } from "../src/options.ts";
import { createAskUserServer } from "../src/server.ts";

describe("parseOptions", () => {
	it("reads a time limit in seconds, the page's address and --open", () => {
		expect(parseOptions(["--timeout", "90", "--host", "0.0.0.0", "--open"], "en")).toEqual({
			kind: "serve",
			options: { timeLimitMs: 90_000, host: "0.0.0.0", open: true },
		});
		expect(parseOptions([], "en")).toEqual({
			kind: "serve",
			options: { timeLimitMs: undefined, host: undefined, open: false },
		});
		expect(parseOptions(["--timeout", "2147483.647"], "en")).toMatchObject({ options: { timeLimitMs: 2_147_483_647 } });
	});

	it("reads an option's value after its `=`, as hosts' argument lists often write it", () => {
		expect(parseOptions(["--timeout=90", "--host=0.0.0.0", "--locale=de_DE.UTF-8", "--open"], "en")).toEqual({
			kind: "serve",
			options: { timeLimitMs: 90_000, host: "0.0.0.0", locale: "de", open: true },
		});
		// The value is all after the first `=`, even one that starts with `--` or is empty.
		expect(parseOptions(["--host=--open"], "en")).toMatchObject({ options: { host: "--open", open: false } });
		expect(parseOptions(["--timeout=", "5"], "en")).toMatchObject({
			error: expect.stringMatching(/^--timeout needs a number of seconds above 0, in decimal digits, got ""\n/),
		});
		for (const written of ["--open=yes", "--help=1", "--port=80"]) {
			expect(parseOptions([written], "en")).toMatchObject({
				error: expect.stringMatching(new RegExp(`^unknown argument ${JSON.stringify(written)}`)),
			});
		}
	});

	it("refuses a time limit that is no positive number, a missing address, and any other argument", () => {
		const refused = [
			["--timeout"],
			["--timeout", "0"],
			["--timeout", "soon"],
			["--timeout", "Infinity"],
			["--host"],
			["--host", ""],
			["-x"],
		];
		for (const args of refused) {
			const parsed = parseOptions(args, "en");
			expect(parsed.kind).toBe("error");
			expect(parsed.kind === "error" ? parsed.error : "").toContain("usage: ask-user-mcp");
		}
	});

	it("refuses a time limit not written in decimal digits, quoting the value given", () => {
		for (const given of ["abc", "5s", "-5", "0x10", "1e3", " 5", "0"]) {
			const parsed = parseOptions(["--timeout", given], "en");
			expect(parsed.kind === "error" ? parsed.error.split("\n")[0] : "").toBe(
				`--timeout needs a number of seconds above 0, in decimal digits, got ${JSON.stringify(given)}`,
			);
		}
		expect(parseOptions(["--timeout"], "en")).toMatchObject({
			error: expect.stringMatching(/^--timeout needs a number of seconds above 0, in decimal digits\n/),
		});
		expect(parseOptions(["--timeout", "0.5"], "en")).toMatchObject({ options: { timeLimitMs: 500 } });
	});

	it("refuses a time limit longer than Node's timers keep, naming the flag and the longest", () => {
		for (const seconds of ["2147484", "100000000"]) {
			const parsed = parseOptions(["--timeout", seconds], "en");
			expect(parsed.kind === "error" ? parsed.error.split("\n")[0] : "").toBe(
				`--timeout is at most 2147483.647 seconds (about 24.8 days, the longest timer Node keeps), got ${seconds}`,
			);
		}
	});

	it("refuses --host followed by another option instead of an address", () => {
		const parsed = parseOptions(["--host", "--open"], "en");
		expect(parsed.kind === "error" ? parsed.error.split("\n")[0] : "").toBe(
			"--host needs an address, got the option --open",
		);
	});

	it("reads --locale as pi reads its settings' locale: a shipped language's tag, BCP 47 or POSIX", () => {
		for (const [tag, locale] of [
			["de", "de"],
			["fr_CA.UTF-8", "fr"],
			["es-MX", "es"],
			["EN", "en"],
		] as const) {
			expect(parseOptions(["--locale", tag], "en")).toMatchObject({ kind: "serve", options: { locale } });
		}
		expect(parseOptions([], "en")).toMatchObject({ kind: "serve", options: { locale: undefined } });
	});

	it("refuses a --locale that names no shipped language, or none, naming the option and the languages", () => {
		const first = (args: string[]) => {
			const parsed = parseOptions(args, "en");
			return parsed.kind === "error" ? parsed.error.split("\n")[0] : "";
		};
		expect(first(["--locale", "ja_JP.UTF-8"])).toBe(
			'--locale must name one of the languages en, de, fr, es, got "ja_JP.UTF-8"',
		);
		expect(first(["--locale"])).toBe("--locale needs a language: one of en, de, fr, es");
		expect(first(["--locale", "--open"])).toBe("--locale needs a language: one of en, de, fr, es");
	});

	it("reads --help (and -h) as a request for the usage, whatever else is given", () => {
		for (const args of [["--help"], ["-h"], ["--open", "--help"]]) {
			const parsed = parseOptions(args, "en");
			expect(parsed.kind).toBe("help");
			expect(parsed.kind === "help" ? parsed.text : "").toMatch(/^usage: ask-user-mcp .*\n[\s\S]*--timeout <seconds>/);
			expect(parsed.kind === "help" ? parsed.text : "").toMatch(/--locale <language> .*\(en, de, fr, es;/);
		}
	});

	it("tells a refusal in the locale --locale names, wherever it stands, else the environment's", () => {
		const first = (args: string[], environment: MessageLocale) => {
			const parsed = parseOptions(args, environment);
			return parsed.kind === "error" ? parsed.error.split("\n") : [];
		};
		expect(first(["--timeout", "0"], "de")).toEqual([
			'--timeout braucht eine Anzahl Sekunden über 0, in Dezimalziffern, angegeben: "0"',
			"usage: ask-user-mcp [--timeout <seconds>] [--host <address>] [--locale <language>] [--open]",
		]);
		expect(first(["-x", "--locale", "es"], "de")[0]).toBe('argumento desconocido "-x"');
		expect(first(["--locale", "fr", "--host"], "en")[0]).toBe("--host attend une adresse");
		expect(first(["--host", "--locale", "es"], "de")[0]).toBe(
			"--host necesita una dirección, se indicó la opción --locale",
		);
		// A --locale that names no shipped language is told in the environment's.
		expect(first(["--locale", "ja"], "de")[0]).toBe(
			'--locale muss eine der Sprachen en, de, fr, es nennen, angegeben: "ja"',
		);
		expect(first(["--locale", "ja"], "en")[0]).toBe('--locale must name one of the languages en, de, fr, es, got "ja"');
	});
});

describe("createAskUserServer", () => {
	it("refuses a time limit Node's timers cannot keep, naming the option", () => {
		expect(() => createAskUserServer({ timeLimitMs: 2_147_483_648 })).toThrow(
			"timeLimitMs is at most 2147483647 (milliseconds, about 24.8 days, the longest timer Node keeps), got 2147483648",
		);
		expect(() => createAskUserServer({ timeLimitMs: 0 })).toThrow(
			"timeLimitMs needs a number of milliseconds above 0, got 0",
		);
		expect(() => createAskUserServer({ timeLimitMs: Number.NaN })).toThrow("got NaN");
		expect(createAskUserServer({ timeLimitMs: 2_147_483_647 })).toBeDefined();
		expect(createAskUserServer()).toBeDefined();
	});

	it("refuses a locale that is none of the shipped ones, naming the option", () => {
		// Called from JavaScript, where nothing checks the type.
		const locale = "ja" as "en";
		expect(() => createAskUserServer({ locale })).toThrow('locale must be one of en, de, fr, es, got "ja"');
		expect(createAskUserServer({ locale: "de" })).toBeDefined();
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

	it("is busy from the first turn taken until the last one ends, however often a turn is ended", async () => {
		const queue = new FormQueue();
		const signal = new AbortController().signal;
		expect(queue.busy).toBe(false);
		const first = queue.turn(signal);
		expect(queue.busy).toBe(true);
		const release = await first;
		release?.();
		release?.();
		expect(queue.busy).toBe(false);
		const leaving = new AbortController();
		const left = queue.turn(leaving.signal);
		leaving.abort();
		await left;
		expect(queue.busy).toBe(false);
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

	it("gives the turn back when no retry comes within the lease, and still reads a late retry once", () => {
		vi.useFakeTimers();
		try {
			const rounds = new OpenRounds(1000);
			const release = vi.fn();
			const token = rounds.open(form(release));
			vi.advanceTimersByTime(999);
			expect(release).not.toHaveBeenCalled();
			vi.advanceTimersByTime(1);
			expect(release).toHaveBeenCalledOnce();
			// The person answered the client's form after the lease: the retry finds its form, not a new call.
			expect(rounds.take(token)?.payload).toBe(read.payload);
			expect(rounds.take(token)).toBeUndefined();
		} finally {
			vi.useRealTimers();
		}
	});

	it("remembers the last 32 rounds whose lease ended, and forgets them when the connection closes", () => {
		vi.useFakeTimers();
		try {
			const rounds = new OpenRounds(1000);
			const tokens = Array.from({ length: 34 }, () => rounds.open(form(() => {})));
			vi.advanceTimersByTime(1000);
			expect(rounds.take(tokens[0])).toBeUndefined();
			expect(rounds.take(tokens[1])).toBeUndefined();
			expect(rounds.take(tokens[2])).toBeDefined();
			rounds.endAll();
			expect(rounds.take(tokens[33])).toBeUndefined();
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
