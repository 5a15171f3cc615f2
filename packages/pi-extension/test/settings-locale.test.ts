/**
 * The `locale` setting is spoken from a turn's start (its files are read then, D107), not only once a form has opened:
 * the first relayed form's title and the first notice without a UI speak it, whatever the environment says.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readLocale } from "../src/settings/settings-locale.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";
import { WAIT } from "./support-unit/wait.ts";

afterEach(() => vi.unstubAllEnvs());

/** A project whose global settings (in a fresh agent dir) hold `settings`, in an environment that names no locale. */
function frenchSettings(settings: object = { locale: "fr" }): string {
	const root = tempDir("ask-user-settings-locale");
	const agentDir = join(root, "agent");
	const project = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(project);
	writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify(settings));
	vi.stubEnv("PI_CODING_AGENT_DIR", agentDir);
	vi.stubEnv("LC_ALL", "");
	vi.stubEnv("LC_MESSAGES", "");
	vi.stubEnv("LANG", "C.UTF-8");
	return project;
}

/** A pi with no UI in `cwd` (a subagent, `pi -p`), its first prompt `task`. */
const noUI = (cwd: string, task = "Task: pick") =>
	fakeContext({
		hasUI: false,
		cwd,
		ui: { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} },
		branch: () => [{ type: "message", message: { role: "user", content: task } }] as never,
	});

/** pi's `turn_start`, then as long as the turn's reads take (the model answers meanwhile). */
async function startTurn(extension: LoadedExtension, cwd: string): Promise<void> {
	for (const handler of extension.handlers.get("turn_start") ?? []) await handler({}, fakeContext({ cwd }));
	await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("the locale setting, from the turn's start", () => {
	it("the first call without a UI tells why its scripted answers were not used in the setting's language", async () => {
		const cwd = frenchSettings();
		writeFileSync(join(cwd, "answers.json"), "{ database: postgres");
		vi.stubEnv("ASK_USER_ANSWERS", "answers.json");
		const extension = loadExtension();
		await extension.sessionStart(noUI(cwd));
		await startTurn(extension, cwd);
		const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
		try {
			await runTool(tour, noUI(cwd), { extension });
			expect(write.mock.calls.map(([text]) => text)).toEqual([
				expect.stringMatching(/^ask-user: les réponses scriptées n’ont pas servi pour cet appel à ask_user\u00a0: /),
			]);
		} finally {
			write.mockRestore();
		}
	});

	it("the first relayed form is titled in the setting's language", async () => {
		const cwd = frenchSettings();
		const screen = terminalUi({ columns: 100 });
		const parent = loadExtension();
		const ui = { ...screen.ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await parent.sessionStart(fakeContext({ ui, cwd }));
		await startTurn(parent, cwd);
		const run = new AbortController();
		const asking = runTool(tour, noUI(cwd), { extension: loadExtension(), signal: run.signal });
		try {
			await screen.opened();
			await vi.waitFor(() => expect(screen.terminal.screen().join("\n")).toContain("Autre réponse"), WAIT);
			expect(screen.terminal.screen()).toContainEqual(
				expect.stringMatching(/^Demandé par le sous-agent dans .*project\u00a0: “Task: pick”/),
			);
		} finally {
			run.abort();
			await asking;
			for (const handler of parent.handlers.get("session_shutdown") ?? []) handler({}, fakeContext());
		}
	});

	it("a call drawn before the turn's settings are read speaks them from the next frame on", async () => {
		const cwd = frenchSettings({ locale: "de" });
		const extension = loadExtension();
		await extension.sessionStart(noUI(cwd));
		const theme = { fg: (_color: string, text: string) => text, bold: (text: string) => text } as never;
		// pi 1.x draws a call once, as it starts: here before the turn's reads have ended.
		for (const handler of extension.handlers.get("turn_start") ?? []) await handler({}, fakeContext({ cwd }));
		const call = extension.tool.renderCall?.(tour, theme, {} as never);
		const waiting = extension.tool.renderResult?.(
			{ content: [{ type: "text", text: "" }], details: undefined },
			{ expanded: false, isPartial: true },
			theme,
			{} as never,
		);
		expect(call?.render(120)).toEqual([expect.stringMatching(/ · 3 questions: /)]);
		await vi.waitFor(() => expect(call?.render(120)).toEqual([expect.stringMatching(/ · 3 Fragen: /)]), WAIT);
		expect(waiting?.render(120)).toEqual(["Wartet auf die Antwort…"]);
	});

	it("reads the project's locale over the global one; a file that is not JSON or names none sets nothing", () => {
		const text = (settings: string) => ({ kind: "text", text: settings }) as const;
		expect(readLocale([text('{"locale":"fr"}'), text('{"locale":"de-AT"}')])).toBe("de");
		expect(readLocale([text('{"locale":"fr"}'), text("{ locale")])).toBe("fr");
		expect(readLocale([text('{"locale":"fr"}'), text('{"locale":"xx"}'), { kind: "missing" }])).toBe("fr");
		expect(readLocale([text("[]"), { kind: "refused", problem: { kind: "grew", max: 1 } }])).toBeUndefined();
	});
});
