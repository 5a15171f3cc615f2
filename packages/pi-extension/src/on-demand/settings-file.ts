/**
 * Reads a settings file as untrusted input: only a regular file (a FIFO would block the read for good, `/dev/zero`
 * would fill memory), at most `MAX_SETTINGS_BYTES`, within `READ_TIME_LIMIT_MS`, and given up at once when the run
 * is aborted. The file is checked before it is opened (so no device or FIFO is ever opened) and again once open
 * (it may have been swapped in between); the open never blocks (`O_NONBLOCK`).
 */
import { constants, type Stats } from "node:fs";
import { open, stat } from "node:fs/promises";

/** The most bytes a settings file may hold: a real one is a few hundred. */
const MAX_SETTINGS_BYTES = 64 * 1024;

/** How long a read may take (a hung network drive): a local file takes well under a millisecond. */
const READ_TIME_LIMIT_MS = 2_000;

/** A file's text; `missing` when there is none; `refused` saying why it was not read; `aborted` when the run was. */
export type FileRead =
	| { readonly kind: "text"; readonly text: string }
	| { readonly kind: "missing" }
	| { readonly kind: "refused"; readonly reason: string }
	| { readonly kind: "aborted" };

/** What a file that is not a regular one is, for the message. */
function kindOf(info: Stats): string {
	if (info.isDirectory()) return "a directory";
	if (info.isFIFO()) return "a FIFO";
	if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
	if (info.isSocket()) return "a socket";
	return "not a regular file";
}

/** Why a file of `info` is not read, or `undefined` when it may be. */
function refusalOf(info: Stats): string | undefined {
	if (!info.isFile()) return `is ${kindOf(info)}, not a regular file`;
	if (info.size > MAX_SETTINGS_BYTES) return `holds ${info.size} bytes, more than ${MAX_SETTINGS_BYTES}`;
	return undefined;
}

async function readRegularFile(file: string): Promise<FileRead> {
	let info: Stats;
	try {
		info = await stat(file);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return code === "ENOENT" ? { kind: "missing" } : { kind: "refused", reason: `cannot be read (${code})` };
	}
	const refused = refusalOf(info);
	if (refused !== undefined) return { kind: "refused", reason: refused };
	const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
	try {
		const openedRefused = refusalOf(await handle.stat());
		if (openedRefused !== undefined) return { kind: "refused", reason: openedRefused };
		// One byte more than allowed tells a file that grew since it was checked.
		const buffer = Buffer.alloc(MAX_SETTINGS_BYTES + 1);
		let length = 0;
		for (;;) {
			const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
			if (bytesRead === 0) break;
			length += bytesRead;
			if (length === buffer.length) {
				return { kind: "refused", reason: `holds more than ${MAX_SETTINGS_BYTES} bytes` };
			}
		}
		return { kind: "text", text: buffer.toString("utf8", 0, length) };
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
			() => finish({ kind: "refused", reason: `took more than ${READ_TIME_LIMIT_MS / 1000} s to read` }),
			READ_TIME_LIMIT_MS,
		);
		signal?.addEventListener("abort", onAbort, { once: true });
		readRegularFile(file).then(finish, (error: unknown) =>
			finish({ kind: "refused", reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})` }),
		);
	});
}
