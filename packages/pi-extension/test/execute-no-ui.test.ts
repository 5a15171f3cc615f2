import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CUSTOM_OPTION_LABEL, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { createEventBus } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswerDesk } from "../src/events/answer-desk.ts";
import { createLocaleMemory } from "../src/locale/locale.ts";
import { executeAskUser } from "../src/tool/execute.ts";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";

describe("the tool offered to the model", () => {
	const saved = process.env.PI_CODING_AGENT_DIR;
	afterEach(() => {
		if (saved === undefined) delete process.env.PI_CODING_AGENT_DIR;
		else process.env.PI_CODING_AGENT_DIR = saved;
	});

	/** The active tools after pi's session_start, with this global ask-user.json (none when undefined). */
	async function activeAfterStart(hasUI: boolean, settings?: unknown): Promise<string[]> {
		const dir = tempDir("ask-user-no-ui");
		if (settings !== undefined) writeFileSync(join(dir, "ask-user.json"), JSON.stringify(settings));
		process.env.PI_CODING_AGENT_DIR = dir;
		const extension = loadExtension();
		const ui = { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await extension.sessionStart(fakeContext({ hasUI, cwd: dir, ui }));
		return extension.activeTools();
	}

	it("without UI and dialogs (print mode): withdrawn, the other tools kept", async () => {
		expect(await activeAfterStart(false)).toEqual(["read", "bash"]);
	});

	it("kept where a form can open (interactive and RPC mode: ctx.hasUI)", async () => {
		expect(await activeAfterStart(true)).toEqual(["read", "bash", "ask_user"]);
	});

	it("kept without UI when the settings say offerWithoutUI", async () => {
		expect(await activeAfterStart(false, { offerWithoutUI: true })).toEqual(["read", "bash", "ask_user"]);
		expect(await activeAfterStart(false, { offerWithoutUI: false })).toEqual(["read", "bash"]);
	});
});

describe("execute: no interactive UI (print and json modes)", () => {
	it("content lists every question and option so the caller can ask another way", async () => {
		const result = await runTool(tour, fakeContext({ hasUI: false }));
		const text = textOf(result);
		expect(text.split("\n")[0]).toBe("ask_user needs an interactive terminal, and none is available in this mode.");
		expect(text).toContain('"Set up the new service"');
		for (const question of tour.questions) {
			expect(text).toContain(`["${question.id}"]`);
			expect(text).toContain(question.prompt);
			for (const option of question.options ?? []) expect(text).toContain(`"${option.label}" ["${option.value}"]`);
		}
		expect(text).toContain(`4. ${CUSTOM_OPTION_LABEL}`);
		expect(text).toMatch(/No answer was given: do not assume any answer/);
	});

	it("a relay named in the environment that no pi answers: the result names it, so the model knows why", async () => {
		vi.stubEnv("ASK_USER_RELAY", "/nonexistent/ask-user-relay/relay.sock");
		vi.stubEnv("ASK_USER_RELAY_SECRET", "s");
		try {
			const lines = textOf(await runTool(tour, fakeContext({ hasUI: false }))).split("\n");
			expect(lines[0]).toBe("ask_user needs an interactive terminal, and none is available in this mode.");
			expect(lines[1]).toBe(
				'The parent pi\'s relay named in ASK_USER_RELAY ("/nonexistent/ask-user-relay/relay.sock") could not be reached: no pi listens there to show the form.',
			);
		} finally {
			vi.unstubAllEnvs();
		}
	});

	it("details are cancelled with the normalized questions and no answers", async () => {
		const result = await runTool(tour, fakeContext({ hasUI: false }));
		expect(result.details).toEqual({
			title: "Set up the new service",
			cancelled: true,
			cancelReason: "ui_unavailable",
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {},
		});
	});

	it("labels fall back to Q1, Q2 in the details", async () => {
		const payload = { questions: [{ id: "a", prompt: "A?", options: [{ value: "x", label: "X" }] }] };
		const checked = validate(payload);
		expect(checked.ok).toBe(true);
		const result = await runTool(payload, fakeContext({ hasUI: false }));
		expect(result.details.questions).toEqual([{ id: "a", label: "Q1", prompt: "A?", type: "single" }]);
	});
});

describe("execute: scripted answers not used, told on stderr (pi -p prints only the model's reply)", () => {
	afterEach(() => vi.unstubAllEnvs());

	/** A working directory with `answers.json` holding `text` (none when undefined), named by ASK_USER_ANSWERS. */
	function project(text?: string, named = "answers.json"): string {
		const cwd = tempDir("ask-user-script-stderr");
		vi.stubEnv("PI_CODING_AGENT_DIR", cwd);
		vi.stubEnv("ASK_USER_ANSWERS", named);
		if (text !== undefined) writeFileSync(join(cwd, "answers.json"), text);
		return cwd;
	}

	/** Runs `payload` without a UI in `cwd`: the result and every write to stderr. */
	async function run(payload: unknown, cwd: string, env: Readonly<Record<string, string>> = {}) {
		const writes: string[] = [];
		const events = createEventBus();
		const result = await executeAskUser("call-1", payload, undefined, undefined, fakeContext({ hasUI: false, cwd }), {
			autocompleteProvider: () => ({}) as never,
			events,
			desk: createAnswerDesk(events),
			locale: createLocaleMemory(env),
			stderr: { write: (text: string) => writes.push(text) },
		});
		return { result, writes };
	}

	it("one line per call, with the reason the model reads, naming a key that looks like the missing id", async () => {
		const cwd = project(JSON.stringify({ databse: "postgres", features: ["auth"], layout: "by-layer" }));
		const reason = `${join(cwd, "answers.json")} has no answer for "database" (the file has "databse")`;
		const { result, writes } = await run(tour, cwd);
		expect(textOf(result)).toContain(`Scripted answers were not used: ${reason}.`);
		expect(writes).toEqual([`ask-user: scripted answers were not used for this ask_user call: ${reason}\n`]);
		expect((await run(tour, cwd)).writes).toHaveLength(1);
	});

	it("a file that is not JSON, or an entry that does not fit: told too", async () => {
		const invalid = await run(tour, project("{ database: postgres"));
		expect(invalid.writes).toEqual([
			expect.stringMatching(
				/^ask-user: scripted answers were not used for this ask_user call: \/.*answers\.json: is not valid JSON at line 1, column 3 \(unexpected character\)\n$/,
			),
		]);
		const unfit = await run(tour, project(JSON.stringify({ database: "postgress", features: ["auth"], layout: "x" })));
		expect(unfit.writes).toHaveLength(1);
		expect(unfit.writes[0]).toContain('does not fit: database: "postgress" is no option\'s value but near "postgres"');
	});

	it("the content's reason is one line: no line of the file that is not JSON, nor of a path with a line break", async () => {
		const lines = (result: Awaited<ReturnType<typeof run>>["result"]) => textOf(result).split("\n");
		const invalid = await run(tour, project('{\n  "env": s\n}'));
		const told = lines(invalid.result);
		expect(told).not.toContain('  "env": s');
		expect(told).not.toContain("}");
		const at = told.findIndex((line) => line.startsWith("Scripted answers were not used: "));
		expect(told[at]).toMatch(/answers\.json: is not valid JSON at line 2, column 10 \(unexpected character\)\.$/);
		expect(told[at + 1]).toMatch(/^Ask the user these questions another way/);
		const cwd = project(undefined, "ci\nanswers.json");
		const broken = lines((await run(tour, cwd)).result);
		const named = broken.findIndex((line) => line.startsWith("Scripted answers were not used: "));
		expect(broken[named]).toBe(
			`Scripted answers were not used: ${JSON.stringify(join(cwd, "ci\nanswers.json"))} does not exist ` +
				'(ASK_USER_ANSWERS is "ci\\nanswers.json", relative to the working directory).',
		);
		expect(broken[named + 1]).toMatch(/^Ask the user these questions another way/);
	});

	it("the line is sanitized for the terminal and cut, whatever the file's name and the questions hold", async () => {
		const cwd = project(undefined, "answ\x1b[31mers\u202e.json");
		const escaped = await run(tour, cwd);
		expect(escaped.writes).toHaveLength(1);
		// The path pi resolved is quoted, its escape sequence escaped; the direction override is gone.
		expect(escaped.writes[0]).toContain(`${JSON.stringify(join(cwd, "answ\x1b[31mers.json"))} does not exist`);
		expect(escaped.writes[0]?.slice(0, -1)).not.toMatch(/[\x00-\x1f\u202e]/);
		const many = {
			questions: Array.from({ length: 400 }, (_, i) => ({ id: `q${i}`, prompt: `Q${i}?`, type: "text" })),
		};
		const cut = await run(many, project("{}"));
		expect(cut.writes).toHaveLength(1);
		expect(cut.writes[0]?.length).toBeLessThan(2_100);
		expect(cut.writes[0]).toMatch(/…\n$/);
		expect(textOf(cut.result)).toContain('"q399"');
	});

	it.each([
		["de_DE.UTF-8", "vorgegebene Antworten wurden für diesen ask_user-Aufruf nicht verwendet: "],
		["fr_FR.UTF-8", "les réponses scriptées n’ont pas servi pour cet appel à ask_user\u00a0: "],
		["es_ES.UTF-8", "las respuestas programadas no se usaron en esta llamada a ask_user: "],
	])("in the environment's language (%s); the reason stays the model's English", async (locale, words) => {
		const cwd = project("[]");
		const { writes } = await run(tour, cwd, { LC_ALL: locale });
		const reason = `${join(cwd, "answers.json")} must hold an object of answers by question id or prompt`;
		expect(writes).toEqual([`ask-user: ${words}${reason}\n`]);
	});

	it("nothing when no file is named, or when the file answers", async () => {
		const none = project();
		vi.stubEnv("ASK_USER_ANSWERS", "");
		expect((await run(tour, none)).writes).toEqual([]);
		const answering = await run(
			tour,
			project(JSON.stringify({ database: "postgres", features: ["auth"], layout: "by-layer" })),
		);
		expect(answering.result.details).toMatchObject({ cancelled: false, source: "script" });
		expect(answering.writes).toEqual([]);
	});

	it("the process's stderr by default", async () => {
		const cwd = project("{}");
		const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
		try {
			await runTool(tour, fakeContext({ hasUI: false, cwd }));
			expect(write.mock.calls.map(([text]) => text)).toEqual([
				expect.stringMatching(/^ask-user: scripted answers were not used for this ask_user call: .*has no answer/),
			]);
		} finally {
			write.mockRestore();
		}
	});
});
