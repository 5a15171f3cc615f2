/**
 * The terminal title put back when pi exits or dies while a form has it marked "answer awaited" (however it ends:
 * `onProcessEnd`). An exit handler cannot wait for a stream, so the title is written with a synchronous write to the
 * terminal, and a failed write (the terminal is gone) is ignored.
 */
import { writeSync } from "node:fs";
import { onProcessEnd, type ProcessEndHost, processEndHost } from "../process-end/process-end.ts";
import { titleSequence } from "./attention.ts";

/** The process as the restore needs it, and a synchronous terminal write. */
export interface ExitHost extends ProcessEndHost {
	/** Writes to the terminal at once (throws when it cannot). */
	writeNow(bytes: string): void;
}

const processHost: ExitHost = {
	...processEndHost,
	writeNow(bytes) {
		// Only to a terminal: where stdout is a pipe (pi's RPC mode) the bytes would corrupt the stream.
		if (process.stdout.isTTY) writeSync(process.stdout.fd, bytes);
	},
};

/** Restores `title` if the process ends before the returned stop is called (the form closed: its own restore ran). */
export function restoreTitleOnExit(title: string, host: ExitHost = processHost): () => void {
	return onProcessEnd(() => {
		try {
			host.writeNow(titleSequence(title));
		} catch {
			// The terminal is gone (EIO after a hang-up): there is no title to restore.
		}
	}, host);
}
