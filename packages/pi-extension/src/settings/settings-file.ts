/**
 * Reads a settings file as untrusted input: only a regular file (a FIFO would block the read for good, `/dev/zero`
 * would fill memory), at most `MAX_SETTINGS_BYTES`, within `READ_TIME_LIMIT_MS`, and given up at once when the run
 * is aborted. The file is checked before it is opened (so no device or FIFO is ever opened) and again once open
 * (it may have been swapped in between); the open never blocks (`O_NONBLOCK`).
 */
import { constants, type Stats } from "node:fs";
import { open, stat } from "node:fs/promises";
import type { FileProblem } from "./settings-words.ts";

/** The most bytes a settings file may hold: a real one is a few hundred. */
const MAX_SETTINGS_BYTES = 64 * 1024;

/** UTF-8's byte-order mark, decoded. */
const BOM = "\uFEFF";

/** How long a read may take (a hung network drive): a local file takes well under a millisecond. */
const READ_TIME_LIMIT_MS = 2_000;

/** A file's text; `missing` when there is none; `refused` saying why it was not read; `aborted` when the run was. */
export type FileRead =
	| { readonly kind: "text"; readonly text: string }
	| { readonly kind: "missing" }
	| { readonly kind: "refused"; readonly problem: FileProblem }
	| { readonly kind: "aborted" };

/** What a file that is not a regular one is, for the message. */
function kindOf(info: Stats): FileProblem & { kind: "notRegular" } {
	if (info.isDirectory()) return { kind: "notRegular", what: "directory" };
	if (info.isFIFO()) return { kind: "notRegular", what: "fifo" };
	if (info.isCharacterDevice() || info.isBlockDevice()) return { kind: "notRegular", what: "device" };
	if (info.isSocket()) return { kind: "notRegular", what: "socket" };
	return { kind: "notRegular", what: "other" };
}

/** Why a file of `info` is not read, or `undefined` when it may be. */
function refusalOf(info: Stats): FileProblem | undefined {
	if (!info.isFile()) return kindOf(info);
	if (info.size > MAX_SETTINGS_BYTES) return { kind: "tooLarge", bytes: info.size, max: MAX_SETTINGS_BYTES };
	return undefined;
}

async function readRegularFile(file: string): Promise<FileRead> {
	let info: Stats;
	try {
		info = await stat(file);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return code === "ENOENT"
			? { kind: "missing" }
			: { kind: "refused", problem: { kind: "unreadable", code: `${code}` } };
	}
	const refused = refusalOf(info);
	if (refused !== undefined) return { kind: "refused", problem: refused };
	const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
	try {
		const openedRefused = refusalOf(await handle.stat());
		if (openedRefused !== undefined) return { kind: "refused", problem: openedRefused };
		// One byte more than allowed tells a file that grew since it was checked.
		const buffer = Buffer.alloc(MAX_SETTINGS_BYTES + 1);
		let length = 0;
		for (;;) {
			const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
			if (bytesRead === 0) break;
			length += bytesRead;
			if (length === buffer.length) {
				return { kind: "refused", problem: { kind: "grew", max: MAX_SETTINGS_BYTES } };
			}
		}
		const text = buffer.toString("utf8", 0, length);
		// A byte-order mark some editors write first (Windows Notepad) is no part of the JSON.
		return { kind: "text", text: text.startsWith(BOM) ? text.slice(BOM.length) : text };
	} finally {
		await handle.close();
	}
}

/**
 * `file`'s text, read within the bounds above. A read given up (time, abort) goes on in the background and closes
 * its file when it ends; nothing waits for it.
 */
export function readSettingsFile(file: string, signal: AbortSignal | undefined): Promise<FileRead> {
	if (signal?.aborted) return Promise.resolve({ kind: "aborted" });
	return new Promise<FileRead>((resolve) => {
		const finish = (result: FileRead) => {
			clearTimeout(timer);
			signal?.removeEventListener("abort", onAbort);
			resolve(result);
		};
		const onAbort = () => finish({ kind: "aborted" });
		const timer = setTimeout(
			() => finish({ kind: "refused", problem: { kind: "slow", seconds: READ_TIME_LIMIT_MS / 1000 } }),
			READ_TIME_LIMIT_MS,
		);
		signal?.addEventListener("abort", onAbort, { once: true });
		readRegularFile(file).then(finish, (error: unknown) =>
			finish({
				kind: "refused",
				problem: { kind: "unreadable", code: (error as NodeJS.ErrnoException).code ?? "error" },
			}),
		);
	});
}
