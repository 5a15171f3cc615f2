/**
 * Ctrl+G (pi's `app.editor.external`) edits the open answer or note in `$VISUAL`/`$EDITOR`: the TUI
 * stops for the editor and comes back with the saved text, sanitized, in the open editor; the file lived in a
 * private directory, removed after.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AskUserInput, localeMessages } from "@ask-user/core";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const CTRL_G = "\x07";

const input: AskUserInput = {
	questions: [
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ label: "PostgreSQL", value: "postgres" },
				{ label: "SQLite", value: "sqlite" },
			],
		},
	],
};

const work = fileTempDir("ask-user-editor-test");
afterEach(() => vi.unstubAllEnvs());

/**
 * An editor: a node script that records what it was given (the file, its text, the modes of the file and its
 * directory), then writes `output` (JSON-encoded) into the file and exits with `status`.
 */
function fakeEditor(output: string, status = 0): { readonly command: string; readonly record: string } {
	const script = join(work(), `editor-${Math.random().toString(36).slice(2)}.mjs`);
	const record = `${script}.json`;
	writeFileSync(
		script,
		`import { readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
const file = process.argv[2];
writeFileSync(${JSON.stringify(record)}, JSON.stringify({
	file,
	text: readFileSync(file, "utf8"),
	fileMode: statSync(file).mode & 0o777,
	dirMode: statSync(dirname(file)).mode & 0o777,
}));
writeFileSync(file, ${JSON.stringify(output)});
process.exit(${status});
`,
	);
	return { command: `${process.execPath} ${script}`, record };
}

interface Record {
	readonly file: string;
	readonly text: string;
	readonly fileMode: number;
	readonly dirMode: number;
}

/** An editor that deletes the file it was given (as one that saves elsewhere and renames away would), exiting 0. */
function deletingEditor(): string {
	const script = join(work(), `deleting-${Math.random().toString(36).slice(2)}.mjs`);
	writeFileSync(script, `import { unlinkSync } from "node:fs";\nunlinkSync(process.argv[2]);\n`);
	return `${process.execPath} ${script}`;
}

const recorded = (record: string): Record => JSON.parse(readFileSync(record, "utf8")) as Record;

describe("Ctrl+G in an open editor", () => {
	it("puts what the editor saved into the open answer, sanitized, and the file's private directory is gone", async () => {
		const editor = fakeEditor("Kept \x1b[31mred\x1b[0m\nsecond line\n");
		vi.stubEnv("VISUAL", "");
		vi.stubEnv("EDITOR", editor.command);
		const session = await openQuestionnaire(input);
		await session.press(keys.up, keys.enter, ..."draft", CTRL_G);
		const seen = recorded(editor.record);
		expect(seen.text).toBe("draft");
		expect(seen.dirMode).toBe(0o700);
		expect(seen.fileMode).toBe(0o600);
		expect(existsSync(seen.file)).toBe(false);
		expect(existsSync(join(seen.file, ".."))).toBe(false);
		const screen = session.screen().join("\n");
		expect(screen).toContain("Kept red");
		expect(screen).toContain("second line");
		expect(screen).not.toContain("\x1b");
		await session.press(keys.enter);
		await session.press(keys.enter);
		expect(session.result().answers.db?.customText).toBe("Kept red\nsecond line");
	});

	it("edits an option's note, and $VISUAL comes before $EDITOR", async () => {
		const visual = fakeEditor("from visual");
		const other = fakeEditor("from editor");
		vi.stubEnv("VISUAL", visual.command);
		vi.stubEnv("EDITOR", other.command);
		const session = await openQuestionnaire(input);
		await session.press("n", CTRL_G, keys.escape);
		expect(session.screen().some((line) => line.includes("✎ from visual"))).toBe(true);
		expect(existsSync(other.record)).toBe(false);
	});

	it("an editor that fails leaves the text as it was, and says so", async () => {
		const editor = fakeEditor("lost", 1);
		vi.stubEnv("VISUAL", editor.command);
		const session = await openQuestionnaire(input);
		await session.press("n", ..."mine", CTRL_G);
		const screen = session.screen().join("\n");
		expect(screen).toContain("mine");
		expect(screen).not.toContain("lost");
		// The notice names the editor's command, which may be long enough to wrap.
		expect(screen.replace(/\s+/g, " ")).toContain("ended with an error: the text is as it was");
		expect(existsSync(join(recorded(editor.record).file, ".."))).toBe(false);
	});

	it("without $VISUAL or $EDITOR, says how to set one", async () => {
		vi.stubEnv("VISUAL", "");
		vi.stubEnv("EDITOR", "");
		const session = await openQuestionnaire(input);
		await session.press("n", CTRL_G);
		expect(session.screen().join("\n")).toContain("No external editor: set $VISUAL or $EDITOR");
	});

	it("the footer names the key, and pi's remap of app.editor.external applies", async () => {
		const editor = fakeEditor("remapped");
		vi.stubEnv("VISUAL", editor.command);
		const definitions = { ...TUI_KEYBINDINGS, "app.editor.external": { defaultKeys: "ctrl+g" } };
		const keybindings = new KeybindingsManager(definitions as never, { "app.editor.external": "ctrl+e" } as never);
		const session = await openQuestionnaire(input, { keybindings, columns: 160 });
		await session.press("n");
		expect(session.screen().at(-1)).toContain("Ctrl+E external editor");
		await session.press(CTRL_G);
		expect(existsSync(editor.record)).toBe(false);
		await session.press("\x05", keys.escape);
		expect(session.screen().some((line) => line.includes("✎ remapped"))).toBe(true);
	});

	it("an editor that deletes its file: a notice in the form, the draft kept, and the form goes on", async () => {
		vi.stubEnv("VISUAL", deletingEditor());
		const session = await openQuestionnaire(input);
		await session.press(keys.up, keys.enter, ..."my draft", CTRL_G);
		expect(session.results).toEqual([]);
		const screen = session.screen().join("\n");
		expect(screen).toContain("The editor left no file: the text is as it was");
		expect(screen).toContain("my draft");
		await session.press(keys.enter, keys.enter);
		expect(session.result()).toMatchObject({ cancelled: false, answers: { db: { customText: "my draft" } } });
	});

	it("says so in the person's language (German)", async () => {
		vi.stubEnv("VISUAL", deletingEditor());
		const session = await openQuestionnaire(input, { messages: localeMessages("de") });
		await session.press("n", ..."Notiz", CTRL_G);
		expect(session.results).toEqual([]);
		expect(session.screen().join("\n")).toContain(
			"Der Editor hat keine Datei hinterlassen: der Text bleibt, wie er war",
		);
	});

	it("a temporary directory that cannot be made is a notice too, not the end of the form", async () => {
		const editor = fakeEditor("never run");
		vi.stubEnv("VISUAL", editor.command);
		vi.stubEnv("TMPDIR", join(work(), "no-such-directory"));
		const session = await openQuestionnaire(input);
		await session.press("n", ..."kept", CTRL_G);
		expect(session.results).toEqual([]);
		expect(existsSync(editor.record)).toBe(false);
		const screen = session.screen().join("\n").replace(/\s+/g, " ");
		expect(screen).toMatch(/The edited file could not be used \(ENOENT.*\): the text is as it was/);
		expect(screen).toContain("kept");
	});

	it("an editor that is not installed is a notice, and the form goes on", async () => {
		vi.stubEnv("VISUAL", join(work(), "no-such-editor"));
		const session = await openQuestionnaire(input);
		await session.press("n", ..."kept", CTRL_G);
		expect(session.results).toEqual([]);
		expect(session.screen().join("\n").replace(/\s+/g, " ")).toMatch(/no-such-editor did not start \(.*ENOENT/);
	});

	it("a file the editor made too large is refused with a notice, the text as it was", async () => {
		const editor = fakeEditor("x".repeat(500_000));
		vi.stubEnv("VISUAL", editor.command);
		const session = await openQuestionnaire(input);
		await session.press("n", ..."kept", CTRL_G);
		expect(session.results).toEqual([]);
		expect(session.screen().join("\n").replace(/\s+/g, " ")).toContain("Not taken: the edited text is 500,000 bytes");
	});
});

describe("the external editor is the host's service", () => {
	it("without one, Ctrl+G is named nowhere and does nothing: the form starts no process of its own", async () => {
		const session = await openQuestionnaire(input, { externalEditor: undefined });
		await session.press(keys.n);
		expect(session.screen().at(-1)).not.toContain("Ctrl+G");
		await session.press("a", CTRL_G, "b");
		expect(session.screen().join("\n")).toContain("ab");
		await session.press("?");
		expect(session.screen().join("\n")).not.toContain("Ctrl+G");
	});

	it("what the host's editor returns is sanitized and held to the editor's limit", async () => {
		let text = "plain\u001b[31m red\u0007";
		const externalEditor = vi.fn(() => ({ text }));
		const session = await openQuestionnaire(input, { externalEditor });
		await session.press(keys.n, CTRL_G);
		expect(externalEditor).toHaveBeenCalledTimes(1);
		expect(session.screen().join("\n")).toContain("plain red");
		text = "x".repeat(200_001);
		await session.press(CTRL_G);
		expect(session.screen().join("\n")).toContain("plain red");
		expect(session.screen().join("\n")).toMatch(/200,001 characters/);
	});
});
