/**
 * The settings files are read as pi starts a turn: the turn's first form opens with that read, without touching the
 * file system; the turn's next form, and the next turn, read the files as they are then.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SettingsFilePair } from "../src/registration/no-ui.ts";
import { workOutFormSettings } from "../src/settings/form-settings.ts";
import { createSettingsAhead } from "../src/settings/settings-ahead.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";
import { WAIT } from "./support-unit/wait.ts";

/** Every `stat`, and every file handle closed (a settings read ends with its close). */
const fsCalls = vi.hoisted(() => ({ stats: [] as string[], closed: 0 }));

vi.mock("node:fs/promises", async (importOriginal) => {
	const fs = await importOriginal<typeof import("node:fs/promises")>();
	const stat: typeof fs.stat = ((path: string) => {
		fsCalls.stats.push(String(path));
		return fs.stat(path);
	}) as typeof fs.stat;
	const open = async (...args: Parameters<typeof fs.open>) => {
		const handle = await fs.open(...args);
		const close = handle.close.bind(handle);
		handle.close = () => close().finally(() => fsCalls.closed++);
		return handle;
	};
	return { ...fs, stat, open };
});

/** Every time the settings were worked out of the files' reads (`settingsOfReads`), as the turn started or a form opened. */
const workedOut = vi.hoisted(() => ({ count: 0 }));

vi.mock("../src/settings/settings.ts", async (importOriginal) => {
	const settings = await importOriginal<typeof import("../src/settings/settings.ts")>();
	const settingsOfReads: typeof settings.settingsOfReads = (...args) => {
		workedOut.count++;
		return settings.settingsOfReads(...args);
	};
	return { ...settings, settingsOfReads };
});

const saved = { ...process.env };

afterEach(() => {
	process.env = { ...saved };
	fsCalls.stats.length = 0;
	fsCalls.closed = 0;
	workedOut.count = 0;
});

/** A fresh agent dir and project, with a global settings file and the project's; returns the project. */
function settingsFiles(): { project: string; projectFile: string } {
	const root = tempDir("ask-user-settings-ahead");
	const agentDir = join(root, "agent");
	const project = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(join(project, ".pi"), { recursive: true });
	writeFileSync(join(agentDir, "ask-user.json"), "{}");
	const projectFile = join(project, ".pi", "ask-user.json");
	writeFileSync(projectFile, JSON.stringify({ locale: "de-AT" }));
	process.env.PI_CODING_AGENT_DIR = agentDir;
	return { project, projectFile };
}

async function startTurn(extension: LoadedExtension, cwd: string): Promise<void> {
	for (const handler of extension.handlers.get("turn_start") ?? []) await handler({}, fakeContext({ cwd }));
}

/** Opens the tour in `cwd`, returns the screen's text, then aborts the form (which declines nothing). */
async function shownForm(extension: LoadedExtension, cwd: string): Promise<string> {
	const screen = terminalUi();
	const abort = new AbortController();
	const running = runTool(tour, fakeContext({ ui: screen.ui, cwd }), { extension, signal: abort.signal });
	await screen.opened();
	const shown = screen.terminal.screen().join("\n");
	abort.abort();
	await running;
	return shown;
}

describe("settings read as the turn starts", () => {
	it("the turn's first form uses the read, the next form and the next turn read the files again", async () => {
		const { project, projectFile } = settingsFiles();
		const extension = loadExtension();
		await startTurn(extension, project);
		await vi.waitFor(() => expect(fsCalls.closed).toBe(2), WAIT);
		expect(fsCalls.stats).toHaveLength(2);
		writeFileSync(projectFile, JSON.stringify({ locale: "es" }));

		// What the turn read: no file read as the form opens.
		expect(await shownForm(extension, project)).toContain("Eigene Antwort");
		expect(fsCalls.stats).toHaveLength(2);
		// The same turn's next form reads the files as they are now.
		expect(await shownForm(extension, project)).toContain("Otra respuesta");
		expect(fsCalls.stats).toHaveLength(4);

		writeFileSync(projectFile, JSON.stringify({ locale: "de-AT" }));
		await startTurn(extension, project);
		await vi.waitFor(() => expect(fsCalls.closed).toBe(6), WAIT);
		expect(await shownForm(extension, project)).toContain("Eigene Antwort");
		expect(fsCalls.stats).toHaveLength(6);
	});

	it("a form of another folder than the turn's reads its own files", async () => {
		const turn = settingsFiles();
		const other = settingsFiles();
		writeFileSync(other.projectFile, JSON.stringify({ locale: "es" }));
		const extension = loadExtension();
		await startTurn(extension, turn.project);
		await vi.waitFor(() => expect(fsCalls.closed).toBe(2), WAIT);
		expect(await shownForm(extension, other.project)).toContain("Otra respuesta");
		// The global file was read ahead (the same path for both), the other project's was read as the form opened.
		expect(fsCalls.stats).toEqual([...fsCalls.stats.slice(0, 2), other.projectFile]);
	});
});

describe("settings worked out as the turn starts", () => {
	it("once the form's code is loaded, the turn's first form opens with settings worked out before it", async () => {
		const { project, projectFile } = settingsFiles();
		const extension = loadExtension();
		// A form opened before: its code is loaded.
		expect(await shownForm(extension, project)).toContain("Eigene Antwort");
		expect(workedOut.count).toBe(1);

		// A later turn works them out as soon as the files are read, while the model answers.
		writeFileSync(projectFile, JSON.stringify({ locale: "es" }));
		await startTurn(extension, project);
		await vi.waitFor(() => expect(workedOut.count).toBe(2), WAIT);
		writeFileSync(projectFile, JSON.stringify({ locale: "de-AT" }));
		expect(await shownForm(extension, project)).toContain("Otra respuesta");
		expect(workedOut.count).toBe(2);
		expect(fsCalls.stats).toHaveLength(4);
		// Taken with the reads: the turn's next form reads and works them out again, as the files are now.
		expect(await shownForm(extension, project)).toContain("Eigene Antwort");
		expect(workedOut.count).toBe(3);
		expect(fsCalls.stats).toHaveLength(6);
	});

	it("a form of another folder than the turn's works out its own, from the global file read ahead and its project's", async () => {
		const turn = settingsFiles();
		const other = settingsFiles();
		writeFileSync(other.projectFile, JSON.stringify({ locale: "es" }));
		const extension = loadExtension();
		expect(await shownForm(extension, turn.project)).toContain("Eigene Antwort");
		await startTurn(extension, turn.project);
		await vi.waitFor(() => expect(workedOut.count).toBe(2), WAIT);
		const stats = fsCalls.stats.length;
		expect(await shownForm(extension, other.project)).toContain("Otra respuesta");
		expect(workedOut.count).toBe(3);
		expect(fsCalls.stats.slice(stats)).toEqual([other.projectFile]);
	});
});

describe("a turn's reads and the settings worked out of them", () => {
	/** The two files of a fresh agent dir and project, and a turn started on them; resolves once they are read. */
	async function startedTurn(workOut: (files: SettingsFilePair) => ReturnType<typeof workOutFormSettings>) {
		const { projectFile } = settingsFiles();
		const files: SettingsFilePair = [join(process.env.PI_CODING_AGENT_DIR ?? "", "ask-user.json"), projectFile];
		const ahead = createSettingsAhead();
		await new Promise<void>((resolve) => ahead.start(files, { onLocale: () => resolve(), workOut }));
		return { ahead, files };
	}

	it("are taken once, with the reads, by a form of the same files; not by another folder's", async () => {
		const { ahead, files } = await startedTurn((files) =>
			workOutFormSettings(files, [{ kind: "missing" }, { kind: "missing" }]),
		);
		expect(ahead.takeWorked([files[0], join(files[1], "other")])).toBeUndefined();
		const worked = ahead.takeWorked(files);
		expect(worked?.files).toEqual(files);
		expect(ahead.takeWorked(files)).toBeUndefined();
		expect(ahead.take(files[0])).toBeUndefined();
		expect(ahead.take(files[1])).toBeUndefined();
	});

	it("a failure to work them out keeps nothing, throws nowhere, and leaves the reads to the form", async () => {
		const { ahead, files } = await startedTurn(() => {
			throw new Error("a keymap that cannot be built");
		});
		expect(ahead.takeWorked(files)).toBeUndefined();
		expect(ahead.take(files[0])).toEqual({ kind: "text", text: "{}" });
		expect(ahead.take(files[1])).toMatchObject({ kind: "text" });
	});
});
