/**
 * The host service for Ctrl+G (`ExternalEditor`), and pi's way of doing it (`editExternally`): the open answer or
 * note in the person's own editor (`$VISUAL`, else `$EDITOR`), as pi's Ctrl+G does for its
 * prompt: the TUI stops and gives the terminal to the editor, run synchronously on a file holding the text, then
 * starts again and draws the whole screen. The file lives in a private directory of its own (`mkdtemp`, mode 0700,
 * the file 0600), removed afterwards whatever happens. What comes back is untrusted: only a regular file is read, at
 * most a bounded size, and it is sanitized. Nothing on the way ends the form: an editor that is missing, fails, exits
 * with an error or deletes its file, and a file that cannot be written or read, leave the text as it was and say why.
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExternalEditorProblem } from "@ask-user/core";
import { MAX_TYPED_CHARACTERS, sanitizeLine, sanitizeText } from "@ask-user/core/contract";
import type { TUI } from "@mariozechner/pi-tui";
import { characterCount } from "../text/characters.ts";

/** A file larger than this is not read: no text within `MAX_TYPED_CHARACTERS` takes more bytes in UTF-8. */
const MAX_FILE_BYTES = MAX_TYPED_CHARACTERS * 4;
/** The most characters of a system error's text a notice quotes. */
const MAX_REASON_CHARACTERS = 120;

/** The text the editor saved (sanitized), or why the text stays as it was. */
export type ExternalEdit = { readonly text: string } | { readonly problem: ExternalEditorProblem };

/**
 * The host's external editor (Ctrl+G): edits `text` with the terminal handed over meanwhile (`tui` stopped, then
 * started again and fully redrawn), and returns what was saved or why nothing was. `editExternally` is pi's way.
 */
export type ExternalEditor = (tui: TUI, text: string) => ExternalEdit;

/** The command to run, as pi reads it: `$VISUAL`, else `$EDITOR`, split at spaces (`code --wait`). */
function editorCommand(env: NodeJS.ProcessEnv): string[] | undefined {
	const command = (env.VISUAL || env.EDITOR)?.trim();
	return command === undefined || command === "" ? undefined : command.split(/ +/);
}

/** A system error's text for a notice: one sanitized line, bounded. */
function reasonOf(error: unknown): string {
	const line = sanitizeLine(error instanceof Error ? error.message : String(error));
	return line.length > MAX_REASON_CHARACTERS ? `${line.slice(0, MAX_REASON_CHARACTERS)}…` : line;
}

/** Whether `error` says a path does not exist. */
function isMissing(error: unknown): boolean {
	return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * Runs the person's editor on `text` with the TUI stopped meanwhile; the TUI is started again and fully redrawn. An
 * `ExternalEditor`: hosts pass it to the component (`externalEditor`), which never starts a process itself.
 */
export function editExternally(tui: TUI, text: string, env: NodeJS.ProcessEnv = process.env): ExternalEdit {
	const command = editorCommand(env);
	if (command === undefined) return { problem: { kind: "unset" } };
	const [program = "", ...args] = command;
	let directory: string | undefined;
	try {
		directory = mkdtempSync(join(tmpdir(), "ask-user-"));
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
		const editor = sanitizeLine(program);
		if (run.error !== undefined) return { problem: { kind: "notStarted", editor, reason: reasonOf(run.error) } };
		if (run.status !== 0) return { problem: { kind: "failed", editor } };
		return readBack(file);
	} catch (error) {
		return { problem: { kind: "unreadable", reason: reasonOf(error) } };
	} finally {
		if (directory !== undefined) removeQuietly(directory);
	}
}

/** Removes the private directory; one the editor made unremovable stays (private, 0700) rather than end the form. */
function removeQuietly(directory: string): void {
	try {
		rmSync(directory, { recursive: true, force: true });
	} catch {
		// Nothing to tell: the text was taken or refused already, and the directory is the person's alone.
	}
}

/**
 * The saved file's text without the one line break editors add at the end, sanitized; refused past the limits. A
 * file the editor deleted (some save by writing another file and renaming it away) or replaced by something other
 * than a regular file is no text.
 */
function readBack(file: string): ExternalEdit {
	let stat: ReturnType<typeof lstatSync>;
	try {
		stat = lstatSync(file);
	} catch (error) {
		if (isMissing(error)) return { problem: { kind: "noFile" } };
		throw error;
	}
	if (!stat.isFile()) return { problem: { kind: "noFile" } };
	const limit = MAX_TYPED_CHARACTERS;
	if (stat.size > MAX_FILE_BYTES) {
		return { problem: { kind: "tooLarge", amount: stat.size, unit: "bytes", limit } };
	}
	const text = sanitizeText(readFileSync(file, "utf8").replace(/\r?\n$/, ""));
	const characters = characterCount(text);
	if (characters > MAX_TYPED_CHARACTERS) {
		return { problem: { kind: "tooLarge", amount: characters, unit: "characters", limit } };
	}
	return { text };
}
