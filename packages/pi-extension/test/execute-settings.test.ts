/** The settings at work through the tool: pi's keybindings and the action keys, the call, the time limit, problems. */
import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdirSync, openSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { minimal, tour } from "@ask-user/core/fixtures";
import { hostileProjectSettings } from "@ask-user/test-kit/hostile-settings";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import type { KeybindingsManager } from "@mariozechner/pi-coding-agent";
import {
	type KeybindingsConfig,
	setKeybindings,
	TUI_KEYBINDINGS,
	KeybindingsManager as TuiKeybindingsManager,
} from "@mariozechner/pi-tui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { transcriptWords } from "../src/transcript/transcript-words.ts";
import { envRecorder } from "./support-unit/env-recorder.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";
import { scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";
import { type TerminalUiOptions, terminalUi } from "./support-unit/terminal-ui.ts";
import { WAIT } from "./support-unit/wait.ts";

/** Paths whose reads never end, as on a hung network drive; `calls` counts the reads that hung. */
const hanging = vi.hoisted(() => ({ paths: new Set<string>(), calls: 0 }));

vi.mock("node:fs/promises", async (importOriginal) => {
	const { withHangingReads } = await import("./support-unit/hanging-reads.ts");
	return withHangingReads(await importOriginal<typeof import("node:fs/promises")>(), hanging);
});

const saved = { ...process.env };
let project = "";

/** A fresh agent dir and project, each with the given ask-user.json (none when undefined). */
function settingsFiles(global?: unknown, local?: unknown): void {
	const root = tempDir("ask-user-execute-settings");
	const agentDir = join(root, "agent");
	project = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(join(project, ".pi"), { recursive: true });
	if (global !== undefined) writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify(global));
	if (local !== undefined) writeFileSync(join(project, ".pi", "ask-user.json"), JSON.stringify(local));
	process.env.PI_CODING_AGENT_DIR = agentDir;
}

async function open(payload: unknown, options: TerminalUiOptions = {}, extension?: LoadedExtension) {
	const screen = terminalUi(options);
	const writes: string[] = [];
	const write = screen.terminal.write.bind(screen.terminal);
	vi.spyOn(screen.terminal, "write").mockImplementation((data: string) => {
		writes.push(data);
		write(data);
	});
	const ctx = fakeContext({ ui: screen.ui, cwd: project, sessionName: "work" });
	const running = runTool(payload, ctx, extension === undefined ? {} : { extension });
	await screen.opened();
	return { screen, running, writes };
}

beforeEach(() => {
	process.env.TERM_PROGRAM = "WezTerm";
	delete process.env.TMUX;
	delete process.env.STY;
});

afterEach(() => {
	process.env = { ...saved };
	hanging.paths.clear();
	hanging.calls = 0;
});

/** The project's `.pi/ask-user.json`. */
const projectFile = () => join(project, ".pi", "ask-user.json");

describe("a call when waiting", () => {
	it("rings, notifies in the announced protocol and marks the title until the form closes", async () => {
		settingsFiles();
		const { screen, running, writes } = await open(minimal);
		expect(writes.join("")).toContain("\x07\x1b]777;notify;pi: an answer is awaited;Should the migration run now?\x07");
		const piTitle = `π - work - ${basename(project)}`;
		expect(screen.titles).toEqual([`⏳ answer awaited · ${piTitle}`]);
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(screen.titles).toEqual([`⏳ answer awaited · ${piTitle}`, piTitle]);
	});

	it("each channel off in the settings: no bell, no notification, no title", async () => {
		settingsFiles({ notify: { bell: false, desktop: false } }, { notify: { title: false } });
		const { screen, running, writes } = await open(minimal);
		expect(writes.filter((data) => data.startsWith("\x07") || data.includes("\x1b]777;notify"))).toEqual([]);
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(screen.titles).toEqual([]);
	});
});

describe("notify.command", () => {
	it("the global file's command runs when the form opens, with the title and counts in its environment", async () => {
		const { argv, recorded } = envRecorder();
		settingsFiles({ notify: { command: argv } });
		const { screen, running } = await open(tour);
		await waitUntil(() => recorded() !== undefined, 10_000);
		expect(recorded()?.env).toEqual({
			ASK_USER_TITLE: "Set up the new service",
			ASK_USER_QUESTIONS: "3",
			ASK_USER_REQUIRED: "1",
			ASK_USER_TOOL_CALL_ID: "call-1",
			ASK_USER_REASON: "opened",
		});
		await screen.press(RAW_KEYS.escape);
		await running;
	});

	it("a project file may not set one: refused with a warning, never run", async () => {
		const { argv, recorded } = envRecorder();
		settingsFiles({}, { notify: { command: argv } });
		const { screen, running } = await open(minimal);
		expect(screen.notices).toEqual([
			`ask-user settings: ${projectFile()}: notify.command: only the global ask-user.json may set a command (a project file comes with any repository); ignored`,
		]);
		await screen.press(RAW_KEYS.escape);
		await running;
		// Given the time a run takes where one would happen (the test above waits for it the same way).
		await new Promise((resolve) => setTimeout(resolve, 500));
		expect(recorded()).toBeUndefined();
	});
});

describe("keys", () => {
	it("pi's remapped keys and the project's action keys apply, and the footer names them", async () => {
		settingsFiles({ keys: { dismiss: "ctrl+x" } }, { keys: { dismiss: "ctrl+q" } });
		const keybindings = new TuiKeybindingsManager(TUI_KEYBINDINGS, { "tui.select.down": "j" }) as KeybindingsManager;
		const { screen, running } = await open(tour, { keybindings });
		expect(screen.terminal.screen().join("\n")).toContain("↑ j move");
		await screen.press("j", RAW_KEYS.ctrlC, "\x18");
		expect(screen.mounted()).toBeDefined();
		await screen.press("\x11");
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("a key another action has is refused, named with its file and field, and the action keeps its own key", async () => {
		settingsFiles({ keys: { help: "e", optionNote: ["q"], fold: "?" } });
		const globalFile = join(process.env.PI_CODING_AGENT_DIR ?? "", "ask-user.json");
		const { screen, running } = await open(tour);
		expect(screen.notices).toEqual([
			expect.stringContaining(`${globalFile}: keys.help: "e" is refused`),
			`ask-user settings: ${globalFile}: keys.fold: "?" is refused: help (keys.help) already has it; fold keeps Ctrl+O; ignored`,
		]);
		await screen.press(RAW_KEYS.ctrlO);
		expect(screen.terminal.screen().join("\n")).not.toContain("Which database");
		await screen.press(RAW_KEYS.ctrlO, RAW_KEYS.ctrlC);
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("a key pi's remapped keybindings give the form is refused too, in the settings' locale", async () => {
		settingsFiles({ locale: "de", keys: { agentMessage: "ctrl+f" } }, { keys: { filter: "alt+k" } });
		const globalFile = join(process.env.PI_CODING_AGENT_DIR ?? "", "ask-user.json");
		const config: KeybindingsConfig = {
			"tui.select.up": ["up", "alt+k"],
			"tui.select.pageDown": ["pageDown", "ctrl+f"],
		};
		const keybindings = new TuiKeybindingsManager(TUI_KEYBINDINGS, config) as KeybindingsManager;
		// pi sets its keybindings for every component as it starts; the form gets the same ones.
		setKeybindings(keybindings);
		try {
			const { screen, running } = await open(tour, { keybindings });
			expect(screen.notices).toEqual([
				`ask-user-Einstellungen: ${projectFile()}: keys.filter: "alt+k" ist abgelehnt: pis tui.select.up (keybindings.json) hat sie schon; filter behält /; nicht beachtet`,
				`ask-user-Einstellungen: ${globalFile}: keys.agentMessage: "ctrl+f" ist abgelehnt: pis tui.select.pageDown (keybindings.json) hat sie schon; agentMessage behält a; nicht beachtet`,
			]);
			await screen.press("?", RAW_KEYS.end);
			const help = screen.terminal.screen().join("\n");
			expect(help).toMatch(/^\/ +\S/m);
			expect(help).toMatch(/^a +\S/m);
			await screen.press(RAW_KEYS.ctrlC);
			await running;
		} finally {
			setKeybindings(new TuiKeybindingsManager(TUI_KEYBINDINGS));
		}
	});

	it("the model is told the dismiss key the settings bound, not Ctrl+C", async () => {
		settingsFiles({}, { keys: { dismiss: "ctrl+q" } });
		const { screen, running } = await open(tour);
		await screen.press("\x11");
		const text = textOf(await running);
		expect(text).toMatch(/^The user dismissed the questionnaire \(Ctrl\+Q\) without submitting/);
		expect(text).not.toContain("Ctrl+C");
	});

	it("with two dismiss keys bound, the model is told no key (which one was pressed is not known)", async () => {
		settingsFiles({}, { keys: { dismiss: ["ctrl+q", "f2"] } });
		const { screen, running } = await open(tour);
		await screen.press("\x11");
		expect(textOf(await running)).toMatch(/^The user dismissed the questionnaire without submitting/);
	});

	it("keys.discuss ends the form from the review to discuss first, and the footer names it", async () => {
		settingsFiles({ keys: { discuss: "ctrl+d" } });
		const { screen, running } = await open(tour);
		await screen.press(RAW_KEYS.enter, RAW_KEYS.shiftTab, RAW_KEYS.shiftTab);
		expect(screen.terminal.screen().join("\n")).toContain("Ctrl+D discuss first");
		await screen.press("\x04");
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "discuss" });
		expect(textOf(result)).toContain("The user wants to discuss before deciding");
	});

	it("an invalid setting is reported once in a session through notify and the default used", async () => {
		settingsFiles({ keys: { dismiss: "ctrl+ü" }, timeoutMinutes: 0 });
		const extension = loadExtension();
		for (let round = 0; round < 2; round++) {
			// A new turn each round: a dismissed form turns down the rest of its turn's questions (D18).
			for (const handler of extension.handlers.get("turn_start") ?? []) await handler({}, fakeContext());
			const { screen, running } = await open(minimal, {}, extension);
			expect(screen.notices).toHaveLength(round === 0 ? 2 : 0);
			await screen.press(RAW_KEYS.ctrlC);
			expect((await running).details.cancelReason).toBe("dismissed");
			if (round === 0) expect(screen.notices[0]).toMatch(/keys\.dismiss: "ctrl\+ü" is not a key id.*; ignored$/);
		}
	});
});

describe("locale", () => {
	it("the settings' locale translates the form; the model still reads English", async () => {
		settingsFiles({ locale: "fr" }, { locale: "de-AT" });
		process.env.LC_ALL = "es_ES.UTF-8";
		const { screen, running } = await open(tour);
		const shown = screen.terminal.screen().join("\n");
		expect(shown).toContain("Übersicht");
		expect(shown).toContain("Eigene Antwort");
		expect(shown).not.toContain("Type your own");
		await screen.press(RAW_KEYS.escape);
		expect(textOf(await running)).toContain("The user cancelled the questionnaire without submitting answers.");
	});

	it("the terminal's title while the form waits speaks the settings' locale", async () => {
		settingsFiles({ locale: "de" });
		const { screen, running } = await open(minimal);
		const piTitle = `π - work - ${basename(project)}`;
		await vi.waitFor(() => expect(screen.titles).toEqual([`⏳ Antwort erwartet · ${piTitle}`]));
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(screen.titles.at(-1)).toBe(piTitle);
	});

	it("without a setting, the environment's (LC_ALL, then LC_MESSAGES, then LANG)", async () => {
		settingsFiles();
		delete process.env.LC_ALL;
		process.env.LC_MESSAGES = "es_ES.UTF-8";
		process.env.LANG = "fr_FR.UTF-8";
		const { screen, running } = await open(tour);
		expect(screen.terminal.screen().join("\n")).toContain("Otra respuesta");
		await screen.press(RAW_KEYS.escape);
		await running;
	});

	it("a locale not shipped is reported (in the environment's language) and the environment's used", async () => {
		settingsFiles({}, { locale: "tlh" });
		process.env.LC_ALL = "de_DE.UTF-8";
		const { screen, running } = await open(tour);
		expect(screen.notices).toEqual([
			`ask-user-Einstellungen: ${projectFile()}: locale: muss eine von en, de, fr, es nennen (z. B. "de" oder "de-AT"), ist "tlh"; nicht beachtet`,
		]);
		expect(screen.terminal.screen().join("\n")).toContain("Eigene Antwort");
		await screen.press(RAW_KEYS.escape);
		await running;
	});

	it("the settings' warnings and pi's notices speak the locale the settings choose", async () => {
		settingsFiles({ locale: "fr" }, { timeoutMinutes: 1 });
		const { screen, running } = await open(tour);
		expect(screen.notices).toEqual([
			`réglages d’ask-user\u00a0: ${projectFile()}: timeoutMinutes\u00a0: 1 est inférieur à 5, le minimum qu’un fichier de projet peut définir (le ask-user.json global peut définir moins)\u00a0; non pris en compte`,
		]);
		expect(screen.terminal.screen().join("\n")).toContain("Autre réponse");
		await screen.press(RAW_KEYS.escape);
		await running;
	});

	it("the session's transcript speaks the last form's locale after it; another session's, the environment's", async () => {
		settingsFiles({ locale: "de" });
		const [session, other] = [loadExtension(), loadExtension()];
		const drawn = ({ tool }: LoadedExtension) =>
			tool
				.renderResult?.(
					{ content: [], details: undefined },
					{ expanded: false, isPartial: true },
					identityTheme as never,
					{} as never,
				)
				.render(200);
		expect(drawn(session)).toEqual(["Waiting for the user to answer…"]);
		const { screen, running } = await open(tour, {}, session);
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(drawn(session)).toEqual([transcriptWords("de").waiting]);
		expect(drawn(other)).toEqual(["Waiting for the user to answer…"]);
	});
});

describe("timeoutMinutes", () => {
	it("shows the time left, then ends the form as timed out with content that says so", async () => {
		settingsFiles({ timeoutMinutes: 0.01 });
		const { screen, running } = await open(minimal);
		expect(screen.terminal.screen().join("\n")).toMatch(/0:01 left · /);
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "timeout", answers: {} });
		expect(textOf(result).split("\n").slice(0, 2)).toEqual([
			"The questionnaire timed out: the user gave no answer in the time allowed.",
			"No key was pressed for 0.01 minutes.",
		]);
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.notices).toEqual(["ask-user: the form timed out; /ask-user reopens it as you left it."]);
	});

	it("never ends work in progress: each key starts the limit again; what was answered reaches the model, apart", async () => {
		settingsFiles({ timeoutMinutes: 0.01 }); // 600 ms
		const { screen, running } = await open(tour);
		const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
		await pause(400);
		await screen.press("2"); // SQLite, on to Features
		await pause(400);
		await screen.press("\x1b[B");
		await pause(400); // 1.2 s since the form opened, 0.4 s since the last key
		expect(screen.mounted()).toBeDefined();
		const result = await running;
		expect(result.details).toMatchObject({
			cancelled: true,
			cancelReason: "timeout",
			answers: {},
			unsubmittedAnswers: { database: { values: ["sqlite"] } },
		});
		expect(textOf(result)).toContain("do not call ask_user again until the user writes to you");
	});

	it("while a draft is open, the footer says the limit waits for it in place of a time standing still", async () => {
		settingsFiles({ timeoutMinutes: 0.01, locale: "en" }); // 600 ms
		const { screen, running } = await open(tour);
		await screen.press("n", "x");
		await new Promise((resolve) => setTimeout(resolve, 1_500)); // past the limit: the end waits for the draft
		expect(screen.mounted()).toBeDefined();
		expect(screen.terminal.screen().join("\n")).toMatch(/time limit waiting: you are typing a note · /);
		expect(screen.terminal.screen().join("\n")).not.toMatch(/\d:\d\d left/);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
	});

	it("says why it waits in the form's language (German), for an answer's draft", async () => {
		settingsFiles({ timeoutMinutes: 0.01, locale: "de" });
		const { screen, running } = await open(tour);
		await screen.press(RAW_KEYS.up, RAW_KEYS.enter, "x");
		expect(screen.terminal.screen().join("\n")).toMatch(/Zeitlimit wartet: Sie schreiben eine Antwort · /);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
	});

	it("holds in pi's dialogs too (RPC mode): the open dialog closes and the result says timeout", async () => {
		settingsFiles({ timeoutMinutes: 0.005 });
		const dialogs = scriptedDialogs([untilAborted]);
		const result = await runTool(minimal, fakeContext({ ui: dialogs.ui, cwd: project }));
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "timeout", answers: {} });
		expect(result.details.source).toBeUndefined();
		expect(textOf(result)).toContain("No key was pressed for 0.005 minutes.");
		expect(dialogs.calls).toHaveLength(1);
	});

	it("is off by default: the footer shows no time", async () => {
		settingsFiles();
		const { screen, running } = await open(minimal);
		expect(screen.terminal.screen().join("\n")).not.toMatch(/ left · /);
		await screen.press(RAW_KEYS.escape);
		await running;
	});
});

describe("a project's settings file is untrusted", () => {
	it("a hostile file writes no escape to the screen, binds no key and sets no limit: the form works as by default", async () => {
		settingsFiles(undefined, hostileProjectSettings);
		const { screen, running, writes } = await open(tour);
		expect(screen.notices).toHaveLength(8);
		expect(findUnsafeLine(screen.notices)).toBeUndefined();
		expect(screen.notices.join("\n")).toContain('keys.dismiss: "down" is refused: the form moves');
		expect(screen.notices.join("\n")).toContain("timeoutMinutes: 0.0001 is less than 5");
		expect(writes.join("")).not.toContain("\x1b]52");
		expect(screen.terminal.screen().join("\n")).not.toMatch(/ left · /);
		// Down moves, Enter confirms, `a` does nothing: the form is still open.
		await screen.press(RAW_KEYS.down, RAW_KEYS.enter, "a");
		expect(screen.mounted()).toBeDefined();
		await screen.press(RAW_KEYS.ctrlC);
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("the global file may bind a key that types (`q` dismisses outside an editor), never one the form moves with", async () => {
		settingsFiles({ keys: { dismiss: ["q"], help: "down" } });
		const { screen, running } = await open(tour);
		expect(screen.notices).toEqual([
			expect.stringMatching(/agent\/ask-user\.json: keys\.help: "down" is refused: the form moves/),
		]);
		await screen.press(RAW_KEYS.down);
		expect(screen.mounted()).toBeDefined();
		await screen.press("q");
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("a FIFO is not read: the form opens at once with a warning, and an abort closes it", async () => {
		settingsFiles();
		execFileSync("mkfifo", [projectFile()]);
		try {
			const abort = new AbortController();
			const screen = terminalUi();
			const running = runTool(minimal, fakeContext({ ui: screen.ui, cwd: project }), { signal: abort.signal });
			await screen.opened();
			expect(screen.notices).toEqual([
				expect.stringMatching(/\.pi\/ask-user\.json: is a FIFO, not a regular file; ignored$/),
			]);
			abort.abort();
			expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		} finally {
			// A reader stuck opening the FIFO (the old code) is let go.
			try {
				closeSync(openSync(projectFile(), constants.O_WRONLY | constants.O_NONBLOCK));
			} catch {
				// No reader waits.
			}
		}
	});

	it("an abort while the settings are read wins: no form opens, no warning shows", async () => {
		settingsFiles(undefined, { timeoutMinutes: 5 });
		hanging.paths.add(projectFile());
		const abort = new AbortController();
		const custom = vi.fn();
		const notify = vi.fn();
		const running = runTool(minimal, fakeContext({ ui: { custom, notify, setTitle: () => {} }, cwd: project }), {
			signal: abort.signal,
		});
		await vi.waitFor(() => expect(hanging.calls).toBe(1), WAIT);
		abort.abort();
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		expect(custom).not.toHaveBeenCalled();
		expect(notify).not.toHaveBeenCalled();
	});
});
