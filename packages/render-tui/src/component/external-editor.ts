/**
 * The open answer or note in the person's own editor (`$VISUAL`, else `$EDITOR`), as pi's Ctrl+G does for its
 * prompt: the TUI stops and gives the terminal to the editor, run synchronously on a file holding the text, then
 * starts again and draws the whole screen. The file lives in a private directory of its own (`mkdtemp`, mode 0700,
 * the file 0600), removed afterwards whatever happens. What comes back is untrusted: only a regular file is read, at
 * most a bounded size, and it is sanitized; an editor that fails or exits with an error leaves the text as it was.
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TUI } from "@mariozechner/pi-tui";
import { characterCount } from "../text/characters.ts";
import { sanitizeLine, sanitizeText } from "../text/sanitize.ts";
import { MAX_EDITOR_CHARACTERS } from "./editor-text.ts";

/** A file larger than this is not read: no text within `MAX_EDITOR_CHARACTERS` takes more bytes in UTF-8. */
const MAX_FILE_BYTES = MAX_EDITOR_CHARACTERS * 4;

/** The text the editor saved (sanitized), or why the text stays as it was. */
export type ExternalEdit = { readonly text: string } | { readonly notice: string };

/** The command to run, as pi reads it: `$VISUAL`, else `$EDITOR`, split at spaces (`code --wait`). */
function editorCommand(env: NodeJS.ProcessEnv): string[] | undefined {
	const command = (env.VISUAL || env.EDITOR)?.trim();
	return command === undefined || command === "" ? undefined : command.split(/ +/);
}

/** Runs the person's editor on `text` with the TUI stopped meanwhile; the TUI is started again and fully redrawn. */
export function editExternally(tui: TUI, text: string, env: NodeJS.ProcessEnv = process.env): ExternalEdit {
	const command = editorCommand(env);
	if (command === undefined) return { notice: "No external editor: set $VISUAL or $EDITOR" };
	const [program = "", ...args] = command;
	const directory = mkdtempSync(join(tmpdir(), "ask-user-"));
	try {
		const file = join(directory, "answer.md");
		writeFileSync(file, text, { encoding: "utf8", mode: 0o600, flag: "wx" });
		tui.stop();
		let run: ReturnType<typeof spawnSync>;
		try {
			run = spawnSync(program, [...args, file], { stdio: "inherit", shell: process.platform === "win32" });
		} finally {
			tui.start();
			tui.requestRender(true);
		}
		const name = sanitizeLine(program);
		if (run.error !== undefined) return { notice: `${name} did not start (${sanitizeLine(run.error.message)})` };
		if (run.status !== 0) return { notice: `${name} ended with an error: the text is as it was` };
		return readBack(file);
	} finally {
		rmSync(directory, { recursive: true, force: true });
	}
}

/** The saved file's text without the one line break editors add at the end, sanitized; refused past the limits. */
function readBack(file: string): ExternalEdit {
	const stat = lstatSync(file);
	if (!stat.isFile()) return { notice: "The editor left no file: the text is as it was" };
	const refused = (size: string) =>
		`Not taken: the edited text is ${size}, and an answer holds at most ${MAX_EDITOR_CHARACTERS.toLocaleString("en-US")} characters. The text is as it was.`;
	if (stat.size > MAX_FILE_BYTES) return { notice: refused(`${stat.size.toLocaleString("en-US")} bytes`) };
	const text = sanitizeText(readFileSync(file, "utf8").replace(/\r?\n$/, ""));
	const characters = characterCount(text);
	if (characters > MAX_EDITOR_CHARACTERS)
		return { notice: refused(`${characters.toLocaleString("en-US")} characters`) };
	return { text };
}
