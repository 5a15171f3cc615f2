/// <reference types="node" />
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { askOnReadline, FALLBACK_COLUMNS, PROMPT } from "../examples/readline-renderer.ts";
import { tour } from "../src/fixtures/index.ts";
import { buildContent, defineMessages, type Messages, validate } from "../src/index.ts";

/**
 * The second renderer (`examples/readline-renderer.ts`) driven as a person uses it: each line typed one UTF-16 unit
 * at a time into a real readline input stream, after the screen before it has been written to the output stream.
 */
function lineTerminal(input: unknown, messages?: Messages, columns?: number) {
	const checked = validate(input);
	if (!checked.ok) throw new Error("invalid test payload");
	const stdin = new PassThrough();
	// A terminal's width, as `process.stdout.columns` gives it; without one, the renderer's fallback.
	const stdout = Object.assign(new PassThrough({ encoding: "utf8" }), columns === undefined ? {} : { columns });
	let written = "";
	let read = 0;
	let wake: (() => void) | undefined;
	stdout.on("data", (chunk: string) => {
		written += chunk;
		wake?.();
	});
	const done = askOnReadline(checked.payload, { input: stdin, output: stdout }, messages);
	/** The next screen once it is whole (it ends with a line holding the prompt), without that line. */
	const screen = async (): Promise<string> => {
		while (written.length === read || !written.endsWith(PROMPT)) await new Promise<void>((resolve) => (wake = resolve));
		const shown = written.slice(read, -`\n${PROMPT}`.length);
		read = written.length;
		return shown;
	};
	const typeLine = (line: string) => {
		for (const unit of line.split("")) stdin.write(unit);
		stdin.write("\n");
	};
	return {
		screen,
		/** Types a line and returns the screen that answers it. */
		type: async (line: string) => {
			typeLine(line);
			return screen();
		},
		/** Types the line that ends the flow and returns its details. */
		finish: async (line: string) => {
			typeLine(line);
			return done;
		},
		/** Ctrl+D: the input ends. */
		end: () => {
			stdin.end();
			return done;
		},
		output: () => written,
	};
}

describe("examples/readline-renderer.ts: a plain-terminal renderer on the public API", () => {
	it("a whole flow: pick, choose by value, toggle, move on, a note, a preview, the review, submit", async () => {
		const term = lineTerminal(tour);
		const first = await term.screen();
		expect(first.split("\n").slice(0, 4)).toEqual([
			"Set up the new service",
			"[Database]  Features*  Layout  Review",
			"",
			"Which database should the service use?",
		]);
		expect(first).toContain("> 1. ( ) PostgreSQL - Relational, strong consistency, JSONB for documents");
		expect(first).toContain("  4. ( ) Type your own");
		const features = await term.type("2");
		expect(features).toContain("+Database  [Features*]  Layout  Review");
		expect(await term.type("=search")).toContain("> 2. [x] Search - Full-text search over documents");
		expect(await term.type("1")).toContain("> 1. [x] Authentication - Email + password, sessions");
		const layout = await term.type("");
		expect(layout).toContain("[Layout]");
		expect(layout).toContain("> 1. ( ) By feature - One folder per feature\n      | ```\n      | src/");
		expect(await term.type("n Ask the team")).toContain("  note: Ask the team");
		const review = await term.type("2");
		expect(review.split("\n").slice(3)).toEqual([
			"  Database: SQLite",
			"  Features*: Authentication, Search",
			"  Layout: By layer",
			"> 1. Submit",
			"  2. Cancel",
		]);
		const details = await term.finish("1");
		expect(details).toMatchObject({
			cancelled: false,
			answers: {
				database: { values: ["sqlite"] },
				features: { values: ["auth", "search"] },
				layout: { values: ["by-layer"], note: "Ask the team" },
			},
		});
		expect(buildContent(details)).toContain(
			'- "Features" ["features"]: "Authentication" ["auth"]; "Search" ["search"]',
		);
	});

	it("an own answer in the editor; Esc's confirmation: an unknown line keeps answering, q twice cancels", async () => {
		const term = lineTerminal(tour);
		await term.screen();
		expect(await term.type("4")).toContain("Your answer (Type your answer):");
		expect(await term.type("Redis")).toContain("[Features*]");
		expect(await term.type("q")).toContain("Discard 1 answer? q again cancels");
		expect(await term.type("what?")).not.toContain("Discard");
		expect(await term.type("q")).toContain("Discard");
		expect(await term.finish("q")).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
	});

	it("a host's messages reach its screen; the input ending dismisses the form", async () => {
		const messages = defineMessages({ answerPlaceholder: "free text", customOption: "Other", reviewTab: "Check" });
		const term = lineTerminal(tour, messages);
		const first = await term.screen();
		expect(first).toContain("[Database]  Features*  Layout  Check");
		expect(first).toContain("  4. ( ) Other");
		expect(await term.type("4")).toContain("Your answer (free text):");
		expect(await term.end()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("model-written text cannot move the cursor or forge a line", async () => {
		const hostile = "\u001b[2J\u001b]0;owned\u0007Pick\nFake line\u200b";
		const term = lineTerminal({
			title: hostile,
			questions: [{ id: "q", label: hostile, prompt: hostile, options: [{ value: "a", label: hostile }] }],
		});
		await term.screen();
		await term.type("1");
		await term.end();
		expect(term.output()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b]/);
		expect(term.output()).not.toContain("\nFake line");
	});

	it("bidi controls and invisible characters are removed; each line is cut to the terminal's width", async () => {
		const megabyte = "A".repeat(1_000_000);
		const options = [
			{ value: "big", label: megabyte },
			{ value: "rtl", label: "abc\u202efed \u2066iso\u2069 zw\u200bsp", description: "\u{1F600}".repeat(30) },
		];
		const prompt = "Pick\u2028Fake line \u202eevil\u202c";
		const term = lineTerminal({ title: "T\u2067x\u2069", questions: [{ id: "q", prompt, options }] }, undefined, 40);
		const first = (await term.screen()).split("\n");
		expect(first.slice(0, 4)).toEqual(["Tx", "[Q1]  Review", "", "Pick Fake line evil"]);
		expect(first[4]).toBe(`> 1. ( ) ${"A".repeat(30)}…`);
		expect(first[5]).toMatch(/^ {2}2\. \( \) abcfed iso zwsp - (\u{1F600})+…$/u);
		expect(first.every((line) => line.length <= 40)).toBe(true);
		await term.type(">");
		await term.end();
		expect(term.output()).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]|\p{Surrogate}/u);
		expect(term.output().length).toBeLessThan(2_000); // two screens, not the megabyte
	});

	it("without a terminal's width, lines are cut to FALLBACK_COLUMNS", async () => {
		const term = lineTerminal({
			questions: [{ id: "q", prompt: "P".repeat(500), options: [{ value: "a", label: "A" }] }],
		});
		const first = await term.screen();
		expect(first).toContain(`\n${"P".repeat(FALLBACK_COLUMNS - 1)}…\n`);
		await term.end();
	});

	it("imports nothing but the package's public exports, node's modules and xstate", () => {
		const source = readFileSync(new URL("../examples/readline-renderer.ts", import.meta.url), "utf8");
		const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
		const publicEntries = Object.keys(manifest.exports).map((path: string) => `@ask-user/core${path.slice(1)}`);
		const specifiers = [...source.matchAll(/^import[^;]*?from "([^"]+)";/gms)].map(([, from]) => from ?? "");
		expect(specifiers).toContain("@ask-user/core");
		expect(specifiers.filter((s) => !s.startsWith("node:") && s !== "xstate" && !publicEntries.includes(s))).toEqual(
			[],
		);
	});
});
