import { tour } from "@ask-user/core/fixtures";
import { sanitizeText } from "@ask-user/render-tui/text";
import { describe, expect, it, vi } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { type Reply, scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";

/** Runs the tour questionnaire through scripted RPC dialogs (`custom()` resolves undefined at once). */
async function answerTour(replies: readonly Reply[], signal = new AbortController().signal) {
	const dialogs = scriptedDialogs(replies);
	const updates: unknown[] = [];
	const result = await runTool(tour, fakeContext({ ui: dialogs.ui }), { signal, onUpdate: (u) => updates.push(u) });
	return { result, calls: dialogs.calls, updates, signal };
}

describe("execute: RPC mode asks through select, input, editor and confirm dialogs", () => {
	it("single, multi with Done, preview: the same details shape as the terminal UI", async () => {
		const { result, calls } = await answerTour(["1.", "1.", "3.", "Done", "2.", "Submit"]);
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
			source: "rpc",
		});
		expect(textOf(result)).toContain('The user submitted "Set up the new service" (3 of 3 answered):');
		expect(calls.map((c) => c.method)).toEqual(["select", "select", "select", "select", "select", "select"]);
	});

	it("shows each question as a select: numbered options, Type your own, a note entry, Skip or Done, Back", async () => {
		const { calls } = await answerTour(["1.", "1.", "Done", "1.", "Submit"]);
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
			title: "[2/3] Features*: Which features belong in the first release? (choose any, then Done)",
			options: [
				"1. [✓] Authentication — Email + password, sessions",
				"2. [ ] Search — Full-text search over documents",
				"3. [ ] CSV export",
				"4. [ ] Audit log — Who changed what, when",
				"5. [ ] Type your own…",
				"Add a note…",
				"Done",
				"← Back",
			],
		});
		// Preview questions have no Type your own row; options with previews offer to show them.
		expect(calls[3]?.method === "select" && calls[3].options).toEqual([
			"1. By feature — One folder per feature",
			"2. By layer — routes/, services/, models/",
			"Show a preview…",
			"Add a note…",
			"Skip",
			"← Back",
		]);
	});

	it("Type your own asks an input; on single-select the text is the answer and the flow moves on", async () => {
		const { result, calls } = await answerTour(["4.", "Redis, see @src/db.ts", "Done", "Skip", "Submit"]);
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
		const { result } = await answerTour(["4.", typed, "Done", "Skip", "Submit"]);
		expect(result.details.answers.database?.customText).toBe("Redis now");
	});

	it("blank free text on single-select answers nothing and asks the question again", async () => {
		const { result, calls } = await answerTour(["4.", "   ", "2.", "Done", "Skip", "Submit"]);
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
			"Submit",
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
		const { result } = await answerTour(["Add a note…", "prod runs PG 15", "1.", "Done", "Skip", "Submit"]);
		expect(result.details.answers.database).toEqual({
			values: ["postgres"],
			labels: ["PostgreSQL"],
			indices: [1],
			note: "prod runs PG 15",
		});
	});

	it("skipping every question submits with no answers", async () => {
		const { result } = await answerTour(["Skip", "Done", "Skip", "Submit"]);
		expect(result.details).toMatchObject({ cancelled: false, answers: {} });
		expect(textOf(result)).toContain("(0 of 3 answered)");
	});

	it.each([
		["the first select, nothing answered yet: at once", [undefined]],
		["a select after answers, confirmed", ["1.", undefined, "yes"]],
		["the review, confirmed", ["1.", "Done", "Skip", undefined, "yes"]],
		["the review's Cancel: at once", ["1.", "Done", "Skip", "Cancel"]],
	] as const)("cancelling from %s: no answers, reason user", async (_what, replies) => {
		const { result } = await answerTour(replies);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		expect(textOf(result)).toBe(
			"The user cancelled the questionnaire without submitting answers.\n" +
				"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
		);
	});

	it("a client that dismisses every dialog, the discard's confirmation too, is not asked forever: the form ends dismissed", async () => {
		// pi reads a dismissed confirmation as No: each dismissal would ask the question again, then the discard again.
		const dismissEverything = Array.from({ length: 40 }, (): Reply => undefined);
		const { result, calls } = await answerTour(["1.", ...dismissEverything]);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
		// Ten times the question and its discard, nothing more.
		expect(calls).toHaveLength(1 + 2 * 10);
		expect(calls.at(-1)).toMatchObject({ method: "confirm" });
	});

	it.each(["C.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8", "es_ES.UTF-8"])(
		"a dismissed form names no terminal key (its client has none), in the locale %s too",
		async (locale) => {
			vi.stubEnv("LC_ALL", locale);
			try {
				const { result } = await answerTour(["1.", ...Array.from({ length: 20 }, (): Reply => undefined)]);
				expect(result.details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
				expect(textOf(result)).toBe(
					"The user dismissed the questionnaire without submitting answers.\n" +
						"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
				);
			} finally {
				vi.unstubAllEnvs();
			}
		},
	);

	it("a person who declines the discard and then answers is asked as before", async () => {
		const declines = Array.from({ length: 9 }, (): Reply[] => [undefined, "no"]).flat();
		const { result } = await answerTour(["1.", ...declines, "Done", ...declines, "Skip", "Submit"]);
		expect(result.details).toMatchObject({ cancelled: false });
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

	it("passes one abort signal, which follows the run's, to every dialog", async () => {
		const { calls } = await answerTour([
			"4.",
			"x",
			"5.",
			"y",
			"Add a note…",
			"z",
			"Done",
			"1.",
			undefined,
			"no",
			"Submit",
		]);
		expect(calls).toHaveLength(11);
		const signals = new Set(calls.map((call) => ("signal" in call ? call.signal : undefined)));
		expect(signals.size).toBe(1);
		expect([...signals][0]).toBeInstanceOf(AbortSignal);
	});

	it("shows a waiting partial result while the dialogs are open", async () => {
		const { updates } = await answerTour(["Skip", "Done", "Skip", "Submit"]);
		expect(updates).toEqual([
			{ content: [{ type: "text", text: "Waiting for the user to answer…" }], details: undefined },
		]);
	});

	it("an entry the client made up asks the same question again", async () => {
		const { result, calls } = await answerTour([() => "Postgres please", "1.", "Done", "Skip", "Submit"]);
		expect(calls[1]?.title).toBe(calls[0]?.title);
		expect(result.details.answers.database?.values).toEqual(["postgres"]);
	});

	it("model text reaches the client without escape sequences or control characters", async () => {
		const evil = "\x1b]0;pwned\x07\x1b[2Jred\u202e\nline";
		const payload = {
			questions: [{ id: "q", label: evil, prompt: evil, options: [{ value: "a", label: evil, description: evil }] }],
		};
		const dialogs = scriptedDialogs(["Add a note…", "n", "Skip", "Submit"]);
		await runTool(payload, fakeContext({ ui: dialogs.ui }));
		const texts = dialogs.calls.flatMap((call) => [call.title, ...(call.method === "select" ? call.options : [])]);
		expect(texts).toHaveLength(18);
		for (const text of texts) expect(text).not.toMatch(/[\x00-\x1f\x7f-\x9f\u202a-\u202e]/);
		expect(texts[0]).toBe("[1/1] red line: red line");
	});
});

describe("RPC mode: text questions, recommended options, the form note and Discuss first", () => {
	it("a text question is an input; Esc there leaves its own dialog; the review notes the form and discusses", async () => {
		const payload = {
			questions: [
				{ id: "name", label: "Name", prompt: "What name?", type: "text" },
				{
					id: "db",
					label: "DB",
					prompt: "Which database?",
					options: [
						{ value: "pg", label: "PostgreSQL", recommended: true },
						{ value: "lite", label: "SQLite" },
					],
				},
			],
		};
		const dialogs = scriptedDialogs([
			undefined,
			"1.",
			"Aurora",
			"2.",
			"Add a note on the whole form…",
			"only for now",
			"Discuss first (the agent explains, then asks again)",
		]);
		const result = await runTool(payload, fakeContext({ ui: dialogs.ui }));
		expect(dialogs.calls.map((c) => [c.method, c.title])).toEqual([
			["input", "[1/2] Name: What name?"],
			["select", "[1/2] Name: What name?"],
			["input", "[1/2] Name: What name?"],
			["select", "[2/2] DB: Which database?"],
			["select", "Review: 2 of 2 answered"],
			["input", "Note on the whole form"],
			["select", "Review: 2 of 2 answered"],
		]);
		const db = dialogs.calls[3];
		expect(db?.method === "select" && db.options.slice(0, 2)).toEqual(["1. PostgreSQL (recommended)", "2. SQLite"]);
		const review = dialogs.calls[6];
		expect(review?.method === "select" && review.options.slice(3, 6)).toEqual([
			'Edit the note on the whole form: "only for now"',
			'Change 1. Name: own answer "Aurora"',
			"Change 2. DB: SQLite · recommended, not chosen: PostgreSQL",
		]);
		expect(result.details).toMatchObject({
			cancelled: true,
			cancelReason: "discuss",
			answers: {},
			note: "only for now",
			unsubmittedAnswers: { name: { customText: "Aurora", indices: [] }, db: { values: ["lite"] } },
		});
	});
});

describe("RPC mode loses nothing", () => {
	it("a note on the whole form alone is asked about before a cancel throws it away, as in the terminal", async () => {
		const payload = {
			questions: [{ id: "db", prompt: "Which database?", options: [{ value: "pg", label: "PostgreSQL" }] }],
		};
		const dialogs = scriptedDialogs([
			"Skip",
			"Add a note on the whole form…",
			"only for now",
			undefined,
			"no",
			"Submit",
		]);
		const result = await runTool(payload, fakeContext({ ui: dialogs.ui }));
		expect(dialogs.calls[4]).toMatchObject({ method: "confirm", title: "Discard 1 note?" });
		expect(result.details).toMatchObject({ cancelled: false, answers: {}, note: "only for now" });
	});

	it("Esc in an input returns to its question instead of cancelling", async () => {
		const { result, calls } = await answerTour(["4.", undefined, "2.", "Done", "Skip", "Submit"]);
		expect(calls.slice(0, 3).map((c) => [c.method, c.title])).toEqual([
			["select", "[1/3] Database: Which database should the service use?"],
			["input", "[1/3] Database: Which database should the service use?"],
			["select", "[1/3] Database: Which database should the service use?"],
		]);
		expect(result.details).toMatchObject({ cancelled: false, answers: { database: { values: ["sqlite"] } } });
	});

	it("editing an own answer or a note starts from its current text; Esc keeps it", async () => {
		const { result, calls } = await answerTour([
			"4.",
			"Redis",
			"← Back",
			"4.",
			"Redis 7",
			"← Back",
			"Add a note…",
			"cache only",
			"Edit note",
			undefined,
			"Edit note",
			"cache only, no persistence",
			"Skip",
			"Done",
			"Skip",
			"Submit",
		]);
		expect(calls.filter((c) => c.method === "editor")).toEqual([
			{ method: "editor", title: "[1/3] Database: Which database should the service use?", prefill: "Redis" },
			{ method: "editor", title: "Note on Database", prefill: "cache only" },
			{ method: "editor", title: "Note on Database", prefill: "cache only" },
		]);
		expect(result.details.answers.database).toEqual({
			values: ["Redis 7"],
			labels: ["Redis 7"],
			indices: [],
			customText: "Redis 7",
			note: "cache only, no persistence",
		});
	});

	it("← Back returns to the previous question, showing what was chosen", async () => {
		const { result, calls } = await answerTour(["2.", "← Back", "1.", "Done", "Skip", "Submit"]);
		expect(calls[2]?.method === "select" && calls[2].options.slice(0, 3)).toEqual([
			"1. PostgreSQL — Relational, strong consistency, JSONB for documents",
			"2. [✓] SQLite — One file, zero ops; fine for a single instance",
			"3. MongoDB — Document store, flexible schema",
		]);
		expect(result.details.answers.database?.values).toEqual(["postgres"]);
	});

	it("each option's preview can be read before choosing", async () => {
		const { result, calls } = await answerTour([
			"Skip",
			"Done",
			"Show a preview…",
			"1.",
			"edits are ignored",
			"2.",
			undefined,
			"← Back",
			"2.",
			"Submit",
		]);
		expect(calls[3]).toMatchObject({
			method: "select",
			title: "Previews of Layout: choose one to read",
			options: ["1. By feature", "2. By layer", "← Back"],
		});
		expect(calls[4]).toEqual({
			method: "editor",
			title: "Preview of 1. By feature (read only; close it to go back)",
			prefill: tour.questions[2]?.options?.[0]?.preview,
		});
		expect(calls[6]?.title).toBe("Preview of 2. By layer (read only; close it to go back)");
		expect(result.details.answers).toEqual({ layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] } });
	});

	it("the review lists every answer, warns about required ones, and changing one returns to it", async () => {
		const { result, calls } = await answerTour(["1.", "Done", "Skip", "Change 2.", "2.", "Done", "Submit"]);
		expect(calls[3]).toEqual({
			method: "select",
			title: "Review Set up the new service: 1 of 3 answered · 1 required question unanswered",
			options: [
				"Submit",
				"Cancel",
				"Discuss first (the agent explains, then asks again)",
				"Add a note on the whole form…",
				"Change 1. Database: PostgreSQL",
				"Change 2. Features: (no answer) — required",
				"Change 3. Layout: (no answer)",
				"← Back",
			],
			signal: expect.any(AbortSignal),
		});
		expect(calls.map((c) => c.title.slice(0, 6))).toEqual([
			"[1/3] ",
			"[2/3] ",
			"[3/3] ",
			"Review",
			"[2/3] ",
			"[2/3] ",
			"Review",
		]);
		expect(calls[6]?.method === "select" && calls[6].options[5]).toBe("Change 2. Features: Search");
		expect(result.details.answers).toMatchObject({
			database: { values: ["postgres"] },
			features: { values: ["search"] },
		});
	});

	it("dismissing a select after answers asks first; No keeps every answer", async () => {
		const { result, calls } = await answerTour(["1.", "2.", undefined, "no", "Done", "Skip", "Submit"]);
		expect(calls[3]).toMatchObject({ method: "confirm", title: "Discard 2 answers?" });
		expect(calls[4]?.title).toBe(calls[2]?.title);
		expect(result.details).toMatchObject({
			cancelled: false,
			answers: { database: { values: ["postgres"] }, features: { values: ["search"] } },
		});
	});

	it("typed text is sanitized exactly as in the terminal UI", async () => {
		const typed = "  Redis\x1b[31m on\tport\r\n6379\x07  ";
		const { result } = await answerTour(["4.", typed, "Done", "Skip", "Submit"]);
		expect(result.details.answers.database?.customText).toBe(sanitizeText(typed).trim());
		expect(result.details.answers.database?.customText).toBe("Redis on   port\n6379");
	});

	it("an abort while an editor is open (it takes no signal) ends the flow as aborted", async () => {
		const controller = new AbortController();
		const abortNow: Reply = (call) => {
			const closed = untilAborted(call);
			controller.abort();
			return closed;
		};
		const { result } = await answerTour(["4.", "x", "← Back", "4.", abortNow], controller.signal);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
	});
});

describe("RPC mode: a failure never costs the answers", () => {
	it("a dialog that fails ends the flow with reason error, listing what was answered as not submitted", async () => {
		const { result } = await answerTour([
			"2.",
			() => {
				throw new Error("client went away");
			},
		]);
		expect(result.details).toMatchObject({
			cancelled: true,
			cancelReason: "error",
			answers: {},
			unsubmittedAnswers: { database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] } },
		});
		expect(textOf(result).split("\n")).toEqual([
			"The questionnaire failed before the user submitted it.",
			"Error: client went away",
			"What the user had answered by then (not submitted, 1 of 3):",
			'- "Database" ["database"]: "SQLite" ["sqlite"]',
			"These answers were not submitted: do not take them as the user's decision. Confirm them with the user, or continue only with what is already known.",
		]);
	});
});
