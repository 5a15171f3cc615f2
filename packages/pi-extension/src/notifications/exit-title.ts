/**
 * The terminal title put back when pi exits or dies while a form has it marked "answer awaited": pi's own exit
 * (`/quit`, SIGTERM, a hung-up terminal, a fatal error: all end in `process.exit`, whose `exit` event runs here),
 * an uncaught exception, and a SIGINT, SIGTERM or SIGHUP that nothing else handles (its default would end the
 * process without an `exit` event). An exit handler cannot wait for a stream, so the title is written with a
 * synchronous write to the terminal, and a failed write (the terminal is gone) is ignored.
 */
import { writeSync } from "node:fs";
import { titleSequence } from "./attention.ts";

type ExitEvent = "exit" | NodeJS.Signals;

/** What the restore needs of the process: its events, a way to end it by a signal, a synchronous terminal write. */
export interface ExitHost {
	on(event: ExitEvent, listener: () => void): void;
	off(event: ExitEvent, listener: () => void): void;
	listenerCount(event: ExitEvent): number;
	/**
	 * How many listeners per signal defer to any other one, as `signal-exit` does (pi's file locks load it): each
	 * ends the process only when no listener but its own is left, so with this one there, none would.
	 */
	deferringListeners(): number;
	/** Ends the process by `signal`, as the signal's default would have. */
	raise(signal: NodeJS.Signals): void;
	/** Writes to the terminal at once (throws when it cannot). */
	writeNow(bytes: string): void;
}

/** The signals that end pi by default; SIGHUP does not exist on Windows. */
const ENDING_SIGNALS: readonly NodeJS.Signals[] =
	process.platform === "win32" ? ["SIGINT", "SIGTERM"] : ["SIGINT", "SIGTERM", "SIGHUP"];

/** `signal-exit`'s shared counter of its loaded instances: v3 under a property, v4 under a registered symbol. */
function signalExitCount(key: string | symbol): number {
	const emitter: unknown = Reflect.get(process, key);
	const count: unknown = typeof emitter === "object" && emitter !== null ? Reflect.get(emitter, "count") : undefined;
	return typeof count === "number" ? count : 0;
}

const processHost: ExitHost = {
	on: (event, listener) => process.on(event, listener),
	off: (event, listener) => process.off(event, listener),
	listenerCount: (event) => process.listenerCount(event),
	deferringListeners: () =>
		signalExitCount("__signal_exit_emitter__") + signalExitCount(Symbol.for("signal-exit emitter")),
	raise: (signal) => process.kill(process.pid, signal),
	writeNow(bytes) {
		// Only to a terminal: where stdout is a pipe (pi's RPC mode) the bytes would corrupt the stream.
		if (process.stdout.isTTY) writeSync(process.stdout.fd, bytes);
	},
};

/**
 * Restores `title` if the process ends before the returned stop is called (the form closed: its own restore ran).
 * A signal that another listener handles is left to it (pi ends through `process.exit`, and while suspended it
 * ignores SIGINT and lives on); one that only this and deferring listeners hear restores the title, removes this,
 * and raises the signal again: the deferring ones then end the process, or its default does.
 */
export function restoreTitleOnExit(title: string, host: ExitHost = processHost): () => void {
	let restored = false;
	const restore = () => {
		if (restored) return;
		restored = true;
		try {
			host.writeNow(titleSequence(title));
		} catch {
			// The terminal is gone (EIO after a hang-up): there is no title to restore.
		}
	};
	const onSignal = (signal: NodeJS.Signals) => {
		if (host.listenerCount(signal) - 1 > host.deferringListeners()) return;
		restore();
		stop();
		host.raise(signal);
	};
	const signalListeners = ENDING_SIGNALS.map((signal) => [signal, () => onSignal(signal)] as const);
	const stop = () => {
		host.off("exit", restore);
		for (const [signal, listener] of signalListeners) host.off(signal, listener);
	};
	host.on("exit", restore);
	for (const [signal, listener] of signalListeners) host.on(signal, listener);
	return stop;
}
