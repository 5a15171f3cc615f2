/** A file of scripted answers, read for a call where no one can answer: what it answers, and every way it may not. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { validate } from "@ask-user/core/contract";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedAnswers } from "../src/events/scripted-answers.ts";
import { answerFromScript } from "../src/form/ask.ts";
import { parseSettings } from "../src/settings/settings.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour is valid");
const { payload } = checked;
const answer = (file: unknown) => scriptedAnswers(payload, JSON.stringify(file), "answers.json");

describe("scripted answers", () => {
	it("answer by id or by prompt, in shorthand or in ask-user:answer's shape, marked as the file's", () => {
		const outcome = answer({
			database: "postgres",
			"Which features belong in the first release?": ["export"],
			layout: { values: ["by-feature"], note: "keep it flat" },
			"a question of another call": "ignored",
		});
		expect(outcome.kind).toBe("answered");
		if (outcome.kind !== "answered") return;
		expect(outcome.details).toMatchObject({ cancelled: false, source: "script", sender: "answers.json" });
		expect(outcome.details.answers).toEqual({
			database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
			features: { values: ["export"], labels: ["CSV export"], indices: [3] },
			layout: { values: ["by-feature"], labels: ["By feature"], indices: [1], note: "keep it flat" },
		});
	});

	it("a question whose id holds control characters is answered by the id as the model's text shows it", () => {
		const id = "db\u001b[31m\u0007x";
		const hostile = validate({
			questions: [{ id, prompt: "Which\u0007 database?", options: [{ value: "pg", label: "PG" }] }],
		});
		if (!hostile.ok) throw new Error("the payload is valid");
		for (const key of ["dbx", "Which database?"]) {
			const outcome = scriptedAnswers(hostile.payload, JSON.stringify({ [key]: "pg" }), "answers.json");
			expect(outcome.kind === "answered" && outcome.details.answers).toEqual({
				[id]: { values: ["pg"], labels: ["PG"], indices: [1] },
			});
		}
	});

	it("a string that is no option's value is the own answer, where the question takes one", () => {
		const outcome = answer({ database: "CockroachDB", features: ["auth"], layout: "by-layer" });
		expect(outcome.kind === "answered" && outcome.details.answers.database).toMatchObject({
			customText: "CockroachDB",
			indices: [],
		});
	});

	it.each([
		["PostgreSQL", 'is the label of the option "postgres"'],
		["mongodb", 'is the label of the option "mongo"'],
		["postgress", 'is no option\'s value but near "postgres"'],
		["SQLite ", 'is the label of the option "sqlite"'],
		["Mongo", 'is no option\'s value but near "mongo"'],
		["sqlit", 'is no option\'s value but near "sqlite"'],
	])("a string that looks like an option (%j) is refused, not taken as the own answer", (written, looks) => {
		expect(answer({ database: written, features: ["auth"], layout: "by-layer" })).toEqual({
			kind: "unused",
			reason: `answers.json does not fit: database: ${JSON.stringify(written)} ${looks}: write the option's value, or { "customText": ${JSON.stringify(written)} } for an own answer`,
		});
	});

	it("an own answer written as customText may look like an option", () => {
		const outcome = answer({ database: { customText: "postgress" }, features: ["auth"], layout: "by-layer" });
		expect(outcome.kind === "answered" && outcome.details.answers.database).toMatchObject({ customText: "postgress" });
	});

	it("is not used when it lacks a question, naming each one it lacks", () => {
		expect(answer({ database: "postgres" })).toEqual({
			kind: "unused",
			reason: 'answers.json has no answer for "features", "layout"',
		});
	});

	it("names a key that looks like a question it lacks: the id mistyped, or in another case", () => {
		expect(answer({ databse: "postgres", Features: ["auth"], layout: "by-layer" })).toEqual({
			kind: "unused",
			reason:
				'answers.json has no answer for "database" (the file has "databse"), "features" (the file has "Features")',
		});
	});

	it("names no key far from the id, nor one that answers another question of the call", () => {
		// Keys of other calls' questions share the file: "dbase" and "lay" are not this call's ids mistyped.
		expect(answer({ dbase: "postgres", features: ["auth"], lay: "by-layer" })).toEqual({
			kind: "unused",
			reason: 'answers.json has no answer for "database", "layout"',
		});
		const twins = validate({
			questions: [
				{ id: "db1", prompt: "First database?", type: "text" },
				{ id: "db2", prompt: "Second database?", type: "text" },
			],
		});
		if (!twins.ok) throw new Error("two text questions are valid");
		expect(scriptedAnswers(twins.payload, JSON.stringify({ db1: "postgres" }), "a.json")).toEqual({
			kind: "unused",
			reason: 'a.json has no answer for "db2"',
		});
	});

	it("compares no id longer than a typo's reach: a model's 20,000-character id costs no quadratic search", () => {
		const long = `q${"x".repeat(20_000)}`;
		const checkedLong = validate({ questions: [{ id: long, prompt: "Long id?", type: "text" }] });
		if (!checkedLong.ok) throw new Error("a long id is valid");
		const outcome = scriptedAnswers(checkedLong.payload, JSON.stringify({ [`${long}y`]: "x" }), "a.json");
		expect(outcome.kind).toBe("unused");
		expect(outcome.kind === "unused" && outcome.reason).not.toContain("the file has");
	});

	it("is not used when an answer does not fit, naming the entry as the file spells it and what it holds", () => {
		const outcome = answer({ database: ["postgres", "sqlite"], features: ["nope"], layout: "by-layer" });
		expect(outcome).toEqual({
			kind: "unused",
			reason:
				"answers.json does not fit: database: a single question takes one answer; " +
				'features[0]: "nope" is not an option\'s value (values: "auth", "search", "export", "audit")',
		});
	});

	it("names an entry keyed by its prompt by that prompt, and each shorthand by what was written", () => {
		const outcome = answer({
			database: { values: ["postgres"], customText: "" },
			"Which features belong in the first release?": ["auth", "nope"],
			layout: "by-nothing",
		});
		expect(outcome).toEqual({
			kind: "unused",
			reason:
				"answers.json does not fit: database.customText: must be a non-empty string; " +
				'"Which features belong in the first rele…[1]: "nope" is not an option\'s value ' +
				'(values: "auth", "search", "export", "audit"); ' +
				'layout: "by-nothing" is not an option\'s value (values: "by-feature", "by-layer")',
		});
	});

	it("says a text question takes a string, never listing options it has not", () => {
		const text = validate({ questions: [{ id: "name", prompt: "What should it be called?", type: "text" }] });
		if (!text.ok) throw new Error("a text question is valid");
		const answerText = (file: unknown) => scriptedAnswers(text.payload, JSON.stringify(file), "a.json");
		expect(answerText({ name: ["Aurora"] })).toEqual({
			kind: "unused",
			reason: "a.json does not fit: name: a text question has no options; it takes a string",
		});
		expect(answerText({ name: { values: ["Aurora"] } })).toEqual({
			kind: "unused",
			reason: "a.json does not fit: name.values: a text question has no options; it takes customText",
		});
		expect(answerText({ name: "Aurora" })).toMatchObject({
			kind: "answered",
			details: { answers: { name: { customText: "Aurora" } } },
		});
	});

	it("is not used when an entry answers nothing: no value and no own answer (a note alone does not answer)", () => {
		expect(answer({ database: [], features: [], layout: {} })).toEqual({
			kind: "unused",
			reason:
				"answers.json does not fit: " +
				"database: [] answers nothing: it takes an option's value or a string (its own answer); " +
				"a note alone does not answer; " +
				"features: [] answers nothing: it takes a list of option values or a string (its own answer); " +
				"a note alone does not answer; " +
				"layout: {} answers nothing: it takes an option's value; a note alone does not answer",
		});
		expect(answer({ database: { note: "later" }, features: ["auth"], layout: "by-layer" })).toEqual({
			kind: "unused",
			reason:
				'answers.json does not fit: database: {"note":"later"} answers nothing: it takes an option\'s value or a ' +
				"string (its own answer); a note alone does not answer",
		});
	});

	it("is not used when an entry holds a field an answer has not, naming it and the fields there are", () => {
		expect(answer({ database: { value: "postgres" }, features: ["auth"], layout: "by-layer" })).toEqual({
			kind: "unused",
			reason: "answers.json does not fit: database.value: not a field of an answer (fields: values, customText, note)",
		});
		expect(answer({ database: 5, features: ["auth"], layout: null })).toEqual({
			kind: "unused",
			reason:
				"answers.json does not fit: database: 5 is no answer: it takes an option's value or a string (its own " +
				'answer), or an object of "values", "customText", "note"; layout: null is no answer: it takes an ' +
				'option\'s value, or an object of "values", "customText", "note"',
		});
	});

	it("is not used when it is not JSON, or not an object", () => {
		expect(scriptedAnswers(payload, "{", "a.json")).toEqual({
			kind: "unused",
			reason: "a.json: is not valid JSON at line 1, column 2 (unexpected end of file)",
		});
		// Where, as a person finds it in an editor: the line, and the column in characters, without the parser's
		// position (46 here, counted from 0 in UTF-16 units) or its own line and column.
		const twoLines = '{"database":"postgres",\n "feature😀":["auth"],,\n}';
		expect(scriptedAnswers(payload, twoLines, "a.json")).toEqual({
			kind: "unused",
			reason: "a.json: is not valid JSON at line 2, column 22 (unexpected character)",
		});
		// Placed where the parser's message names no position too (a token, the end), without the text it may quote.
		expect(scriptedAnswers(payload, '{\n  "database": postgres\n}', "a.json")).toEqual({
			kind: "unused",
			reason: "a.json: is not valid JSON at line 2, column 15 (unexpected character)",
		});
		expect(scriptedAnswers(payload, "", "a.json")).toEqual({
			kind: "unused",
			reason: "a.json: is not valid JSON at line 1, column 1 (unexpected end of file)",
		});
		expect(scriptedAnswers(payload, "[]", "a.json")).toEqual({
			kind: "unused",
			reason: "a.json must hold an object of answers by question id or prompt",
		});
	});

	it("is named by the global settings only: a project's file may not answer for the person", () => {
		expect(parseSettings({ scriptedAnswers: "ci/answers.json" }, "global.json", "global")).toEqual({
			settings: { scriptedAnswers: "ci/answers.json" },
			problems: [],
		});
		expect(parseSettings({ scriptedAnswers: "answers.json" }, ".pi/ask-user.json", "project")).toEqual({
			settings: {},
			problems: [
				".pi/ask-user.json: scriptedAnswers: only the global ask-user.json may name scripted answers (they answer for the person)",
			],
		});
		expect(parseSettings({ scriptedAnswers: "" }, "g.json", "global").problems).toEqual([
			'g.json: scriptedAnswers: must be the path of a JSON file (at most 4096 characters), got ""',
		]);
	});
});

describe("the file named", () => {
	afterEach(() => vi.unstubAllEnvs());

	const FILE = { database: "postgres", features: ["auth"], layout: "by-layer" };

	/** A fresh agent dir (pi's, stubbed) and working directory; `ASK_USER_ANSWERS` is `named`. */
	function dirs(named: string): { agentDir: string; cwd: string } {
		const root = tempDir("ask-user-script");
		const agentDir = join(root, "agent");
		const cwd = join(root, "project");
		mkdirSync(join(agentDir, "ci"), { recursive: true });
		mkdirSync(join(cwd, "ci"), { recursive: true });
		vi.stubEnv("PI_CODING_AGENT_DIR", agentDir);
		vi.stubEnv("ASK_USER_ANSWERS", named);
		return { agentDir, cwd };
	}

	it("ASK_USER_ANSWERS: a relative path is found from the working directory, not pi's agent dir", async () => {
		const { agentDir, cwd } = dirs("ci/answers.json");
		writeFileSync(join(agentDir, "ci", "answers.json"), JSON.stringify({ database: "sqlite" }));
		writeFileSync(join(cwd, "ci", "answers.json"), JSON.stringify(FILE));
		expect(await answerFromScript(payload, cwd, undefined)).toMatchObject({
			kind: "answered",
			details: {
				source: "script",
				sender: join(cwd, "ci", "answers.json"),
				answers: { database: { values: ["postgres"] } },
			},
		});
	});

	it("the setting scriptedAnswers: a relative path is found from pi's agent dir", async () => {
		const { agentDir, cwd } = dirs("");
		writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify({ scriptedAnswers: "ci/answers.json" }));
		writeFileSync(join(agentDir, "ci", "answers.json"), JSON.stringify(FILE));
		writeFileSync(join(cwd, "ci", "answers.json"), JSON.stringify({ database: "sqlite" }));
		expect(await answerFromScript(payload, cwd, undefined)).toMatchObject({
			kind: "answered",
			details: { sender: join(agentDir, "ci", "answers.json") },
		});
	});

	it("a file that is not there: named resolved, with where its relative path was looked up", async () => {
		const { agentDir, cwd } = dirs("ci/missing.json");
		expect(await answerFromScript(payload, cwd, undefined)).toEqual({
			kind: "unused",
			reason: `${join(cwd, "ci", "missing.json")} does not exist (ASK_USER_ANSWERS is "ci/missing.json", relative to the working directory)`,
		});
		vi.stubEnv("ASK_USER_ANSWERS", join(cwd, "absolute.json"));
		expect(await answerFromScript(payload, cwd, undefined)).toEqual({
			kind: "unused",
			reason: `${join(cwd, "absolute.json")} does not exist`,
		});
		vi.stubEnv("ASK_USER_ANSWERS", "");
		writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify({ scriptedAnswers: "gone.json" }));
		expect(await answerFromScript(payload, cwd, undefined)).toEqual({
			kind: "unused",
			reason: `${join(agentDir, "gone.json")} does not exist (the setting scriptedAnswers is "gone.json", relative to pi's agent directory)`,
		});
	});

	it("a file that starts with a byte-order mark (as Windows editors save it) is read", async () => {
		const { cwd } = dirs("answers.json");
		writeFileSync(join(cwd, "answers.json"), `\uFEFF${JSON.stringify(FILE)}`);
		expect(await answerFromScript(payload, cwd, undefined)).toMatchObject({ kind: "answered" });
	});
});
