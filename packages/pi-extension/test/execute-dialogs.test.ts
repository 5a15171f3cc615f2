import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { type Reply, scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";

/** Runs the tour questionnaire through scripted RPC dialogs (`custom()` resolves undefined at once). */
async function answerTour(replies: readonly Reply[], signal = new AbortController().signal) {
	const dialogs = scriptedDialogs(replies);
	const updates: unknown[] = [];
	const result = await runTool(tour, fakeContext({ ui: dialogs.ui }), { signal, onUpdate: (u) => updates.push(u) });
	return { result, calls: dialogs.calls, updates, signal };
}

describe("execute: RPC mode asks through select and input dialogs", () => {
	it("single, multi with Done, preview: the same details shape as the terminal UI", async () => {
		const { result, calls } = await answerTour(["1.", "1.", "3.", "Done", "2."]);
		expect(result.details).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {
				database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
				features: { values: ["auth", "export"], labels: ["Authentication", "CSV export"], indices: [1, 3] },
				layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
			},
		});
		expect(textOf(result)).toContain('The user submitted "Set up the new service" (3 of 3 answered):');
		expect(calls.map((c) => c.method)).toEqual(["select", "select", "select", "select", "select"]);
	});

	it("shows each question as a select: numbered options, Type your own, a note entry, Skip or Done", async () => {
		const { calls } = await answerTour(["1.", "1.", "Done", "1."]);
		expect(calls[0]).toMatchObject({
			title: "[1/3] Database: Which database should the service use?",
			options: [
				"1. PostgreSQL — Relational, strong consistency, JSONB for documents",
				"2. SQLite — One file, zero ops; fine for a single instance",
				"3. MongoDB — Document store, flexible schema",
				"4. Type your own…",
				"Add a note…",
				"Skip",
			],
		});
		expect(calls[2]).toMatchObject({
			title: "[2/3] Features: Which features belong in the first release? (choose any, then Done)",
			options: [
				"1. [✓] Authentication — Email + password, sessions",
				"2. [ ] Search — Full-text search over documents",
				"3. [ ] CSV export",
				"4. [ ] Audit log — Who changed what, when",
				"5. [ ] Type your own…",
				"Add a note…",
				"Done",
			],
		});
		// Preview questions have no Type your own row.
		expect(calls[3]?.method === "select" && calls[3].options).toEqual([
			"1. By feature — One folder per feature",
			"2. By layer — routes/, services/, models/",
			"Add a note…",
			"Skip",
		]);
	});

	it("Type your own asks an input; on single-select the text is the answer and the flow moves on", async () => {
		const { result, calls } = await answerTour(["4.", "Redis, see @src/db.ts", "Done", "Skip"]);
		expect(calls[1]).toMatchObject({
			method: "input",
			title: "[1/3] Database: Which database should the service use?",
		});
		expect(result.details.answers).toEqual({
			database: {
				values: ["Redis, see @src/db.ts"],
				labels: ["Redis, see @src/db.ts"],
				indices: [],
				customText: "Redis, see @src/db.ts",
			},
		});
		expect(textOf(result)).toContain("(1 of 3 answered)");
	});

	it("typed text is sanitized as in the terminal: no controls, escape sequences or invisible characters", async () => {
		const typed = "Redis\x1b[31m\u200b\u{e0041}\u{e0042} now\u202e";
		const { result } = await answerTour(["4.", typed, "Done", "Skip"]);
		expect(result.details.answers.database?.customText).toBe("Redis now");
	});

	it("blank free text on single-select answers nothing and asks the question again", async () => {
		const { result, calls } = await answerTour(["4.", "   ", "2.", "Done", "Skip"]);
		expect(calls[2]?.title).toContain("[1/3] Database");
		expect(result.details.answers.database).toEqual({ values: ["sqlite"], labels: ["SQLite"], indices: [2] });
	});

	it("multi-select keeps options when free text is saved, and takes a question note", async () => {
		const { result, calls } = await answerTour([
			"Skip",
			"2.",
			"5.",
			"GraphQL API",
			"Add a note…",
			"keep it small",
			"Done",
			"1.",
		]);
		expect(calls.map((c) => c.method)).toEqual([
			"select",
			"select",
			"select",
			"input",
			"select",
			"input",
			"select",
			"select",
		]);
		expect(calls[4]?.method === "select" && calls[4].options).toContain('5. [✓] Type your own: "GraphQL API"');
		expect(calls[5]).toMatchObject({ method: "input", title: "Note on Features" });
		expect(calls[6]?.method === "select" && calls[6].options).toContain('Edit note: "keep it small"');
		expect(result.details.answers).toEqual({
			features: {
				values: ["search", "GraphQL API"],
				labels: ["Search", "GraphQL API"],
				indices: [2],
				customText: "GraphQL API",
				note: "keep it small",
			},
			layout: { values: ["by-feature"], labels: ["By feature"], indices: [1] },
		});
	});

	it("a note on a single-select question keeps the question open until an option is picked", async () => {
		const { result } = await answerTour(["Add a note…", "prod runs PG 15", "1.", "Done", "Skip"]);
		expect(result.details.answers.database).toEqual({
			values: ["postgres"],
			labels: ["PostgreSQL"],
			indices: [1],
			note: "prod runs PG 15",
		});
	});

	it("skipping every question submits with no answers", async () => {
		const { result } = await answerTour(["Skip", "Done", "Skip"]);
		expect(result.details).toMatchObject({ cancelled: false, answers: {} });
		expect(textOf(result)).toContain("(0 of 3 answered)");
	});

	it.each([
		["a select", ["1.", undefined]],
		["an input", ["4.", undefined]],
	] as const)("dismissing %s midway cancels: no answers, reason user", async (_what, replies) => {
		const { result } = await answerTour(replies);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		expect(textOf(result)).toBe(
			"The user cancelled the questionnaire without submitting answers.\n" +
				"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
		);
	});

	it("an abort while a dialog is open ends the flow as aborted", async () => {
		const controller = new AbortController();
		const abortNow: Reply = (call) => {
			const closed = untilAborted(call);
			controller.abort();
			return closed;
		};
		const { result } = await answerTour(["1.", abortNow], controller.signal);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(textOf(result)).toContain("The questionnaire was closed because the run was aborted.");
	});

	it("passes the abort signal to every dialog", async () => {
		const { calls, signal } = await answerTour(["4.", "x", "5.", "y", "Add a note…", "z", "Done", "1."]);
		expect(calls).toHaveLength(8);
		for (const call of calls) expect(call.signal).toBe(signal);
	});

	it("shows a waiting partial result while the dialogs are open", async () => {
		const { updates } = await answerTour(["Skip", "Done", "Skip"]);
		expect(updates).toEqual([
			{ content: [{ type: "text", text: "Waiting for the user to answer…" }], details: undefined },
		]);
	});

	it("an entry the client made up asks the same question again", async () => {
		const { result, calls } = await answerTour([() => "Postgres please", "1.", "Done", "Skip"]);
		expect(calls[1]?.title).toBe(calls[0]?.title);
		expect(result.details.answers.database?.values).toEqual(["postgres"]);
	});

	it("model text reaches the client without escape sequences or control characters", async () => {
		const evil = "\x1b]0;pwned\x07\x1b[2Jred\u202e\nline";
		const payload = {
			questions: [{ id: "q", label: evil, prompt: evil, options: [{ value: "a", label: evil, description: evil }] }],
		};
		const dialogs = scriptedDialogs(["Add a note…", "n", "Skip"]);
		await runTool(payload, fakeContext({ ui: dialogs.ui }));
		const texts = dialogs.calls.flatMap((call) => [call.title, ...(call.method === "select" ? call.options : [])]);
		expect(texts).toHaveLength(11);
		for (const text of texts) expect(text).not.toMatch(/[\x00-\x1f\x7f-\x9f\u202a-\u202e]/);
		expect(texts[0]).toBe("[1/1] red line: red line");
	});
});
