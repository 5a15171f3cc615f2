/**
 * Work that must run however pi ends: its own exit (`/quit`, SIGTERM, a hung-up terminal, a fatal error: all end in
 * `process.exit`, whose `exit` event runs it), an uncaught exception, and a SIGINT, SIGTERM or SIGHUP that nothing
 * else handles (its default would end the process without an `exit` event). An exit handler cannot wait: the work
 * is synchronous.
 */

type ProcessEvent = "exit" | NodeJS.Signals;

/** What the work needs of the process: its events, and a way to end it by a signal. */
export interface ProcessEndHost {
	on(event: ProcessEvent, listener: () => void): void;
	off(event: ProcessEvent, listener: () => void): void;
	listeners(event: ProcessEvent): readonly object[];
	/**
	 * How many listeners per signal defer to any other one, as `signal-exit` does (pi's file locks load it): each
	 * ends the process only when no listener but its own is left, so with this one there, none would.
	 */
	deferringListeners(): number;
	/** Ends the process by `signal`, as the signal's default would have. */
	raise(signal: NodeJS.Signals): void;
}

/**
 * Marks the signal listeners `onProcessEnd` adds (a registered symbol: any copy of this module marks them alike).
 * They do not count as another listener that handles the signal: each runs its work, and the signal goes on.
 */
const PROCESS_END = Symbol.for("ask-user.process-end");

/** The signals that end pi by default; SIGHUP does not exist on Windows. */
const ENDING_SIGNALS: readonly NodeJS.Signals[] =
	process.platform === "win32" ? ["SIGINT", "SIGTERM"] : ["SIGINT", "SIGTERM", "SIGHUP"];

/** `signal-exit`'s shared counter of its loaded instances: v3 under a property, v4 under a registered symbol. */
function signalExitCount(key: string | symbol): number {
	const emitter: unknown = Reflect.get(process, key);
	const count: unknown = typeof emitter === "object" && emitter !== null ? Reflect.get(emitter, "count") : undefined;
	return typeof count === "number" ? count : 0;
}

export const processEndHost: ProcessEndHost = {
	on: (event, listener) => process.on(event, listener),
	off: (event, listener) => process.off(event, listener),
	listeners: (event) => (event === "exit" ? process.listeners("exit") : process.listeners(event)),
	deferringListeners: () =>
		signalExitCount("__signal_exit_emitter__") + signalExitCount(Symbol.for("signal-exit emitter")),
	raise: (signal) => process.kill(process.pid, signal),
};

/** The work a process's end runs, and the one set of listeners that runs it. */
interface Ending {
	readonly works: Set<() => void>;
	/** Takes the listeners off the process (no work is left, or the process is ending). */
	readonly stop: () => void;
}

/**
 * Where the process keeps its `Ending`: on the `exit` listener `onProcessEnd` adds, under a registered symbol, so
 * that every copy of this module (a bundle beside the sources, a loader's fresh copy per session) finds it. The
 * version in its name changes with `Ending`'s shape.
 */
const ENDING = Symbol.for("ask-user.process-end.ending/1");

/** The `Ending` on `host`'s `exit` listeners, if a registration is listening. */
function endingOf(host: ProcessEndHost): Ending | undefined {
	for (const listener of host.listeners("exit")) {
		const ending: unknown = Reflect.get(listener, ENDING);
		if (ending !== undefined) return ending as Ending;
	}
	return undefined;
}

/**
 * Listens for `host`'s end on behalf of every registration, its listeners taken off when the last one stops. One set
 * serves them all: a form per session, in a process that runs several at once, would otherwise add four listeners
 * each (Node warns past ten per event), and a signal would be raised again once per registration.
 */
function listen(host: ProcessEndHost): Ending {
	const works = new Set<() => void>();
	const runAll = () => {
		const pending = [...works];
		stop();
		for (const work of pending) work();
	};
	const onSignal = (signal: NodeJS.Signals) => {
		const others = host.listeners(signal).filter((listener) => !(PROCESS_END in listener)).length;
		if (others > host.deferringListeners()) return;
		runAll();
		host.raise(signal);
	};
	const signalListeners = ENDING_SIGNALS.map(
		(signal) => [signal, Object.assign(() => onSignal(signal), { [PROCESS_END]: true })] as const,
	);
	const stop = () => {
		works.clear();
		host.off("exit", onExit);
		for (const [signal, listener] of signalListeners) host.off(signal, listener);
	};
	const ending: Ending = { works, stop };
	const onExit = Object.assign(() => runAll(), { [PROCESS_END]: true, [ENDING]: ending });
	host.on("exit", onExit);
	for (const [signal, listener] of signalListeners) host.on(signal, listener);
	return ending;
}

/**
 * Runs `work` once if the process ends before the returned stop is called. A signal that another listener handles
 * is left to it (pi ends through `process.exit`, and while suspended it ignores SIGINT and lives on); one that only
 * listeners added here and deferring ones hear runs every registered work, removes the listeners, and raises the
 * signal again: the deferring ones then end the process, or its default does.
 */
export function onProcessEnd(work: () => void, host: ProcessEndHost = processEndHost): () => void {
	const ending = endingOf(host) ?? listen(host);
	// Its own function, so that the same work registered twice runs twice and each stop removes one.
	const registered = () => work();
	ending.works.add(registered);
	return () => {
		if (ending.works.delete(registered) && ending.works.size === 0) ending.stop();
	};
}
