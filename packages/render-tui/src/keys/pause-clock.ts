/**
 * A pause between keys as the host reads them, with the time the host could not run taken off: while its event
 * loop is busy with other work, or its process starved of CPU, the keys a person types wait in the terminal and
 * arrive together afterwards, so the gap the host sees is not a gap the person left (D139, D141). While it times a
 * pause, the clock looks at the host's loop (`LoopWatch`): a look that comes late by `STALL_MS` or more says the
 * host could not run for that long.
 */

/** How often a pause clock looks at the host's event loop while it times a pause. */
export const LOOK_EVERY_MS = 50;
/** A look this much later than due, or more, says the host could not run for that long: not a pause. */
const STALL_MS = 50;

/** Runs `look` every `everyMs` milliseconds until the returned function is called. */
export type LoopWatch = (look: () => void, everyMs: number) => () => void;

/** Looks on an interval timer that does not keep the host's process alive. */
export const watchEventLoop: LoopWatch = (look, everyMs) => {
	const timer = setInterval(look, everyMs);
	timer.unref();
	return () => clearInterval(timer);
};

/**
 * Times the pause since the last key against `pauseMs`, on `clock`'s time line. It looks at the host's loop (with
 * `watch`; without it, every gap counts whole) from the first key until the pause is long enough or `stop` is
 * called; a busy host's usual lateness (under `STALL_MS` a look) still counts as pause.
 */
export class PauseClock {
	private readonly clock: () => number;
	private readonly pauseMs: number;
	private readonly watch: LoopWatch | undefined;
	/** When the last key came; undefined before the first. */
	private keyAt: number | undefined;
	/** When the clock last saw the host run: a look, a key. */
	private lookedAt = 0;
	/** How long the host could not run since the last key. */
	private stalledMs = 0;
	/** Stops looking at the host's loop; defined while the clock looks. */
	private stopWatching: (() => void) | undefined;

	constructor(clock: () => number, pauseMs: number, watch: LoopWatch | undefined) {
		this.clock = clock;
		this.pauseMs = pauseMs;
		this.watch = watch;
	}

	/** A key at `at` (now, or earlier when the host read it earlier): the pause counts from it. */
	key(at: number): void {
		this.keyAt = at;
		this.stalledMs = 0;
		this.lookedAt = this.clock();
		if (this.stopWatching === undefined && this.watch !== undefined) {
			this.stopWatching = this.watch(() => this.look(), LOOK_EVERY_MS);
		}
	}

	/** Whether the pause since the last key is long enough by now (true before any key). */
	paused(): boolean {
		if (this.keyAt === undefined) return true;
		const now = this.clock();
		return now - this.keyAt - this.stalledMs - this.lateness(now) >= this.pauseMs;
	}

	/** Stops looking at the host's loop (the pause no longer matters). */
	stop(): void {
		this.stopWatching?.();
		this.stopWatching = undefined;
	}

	/**
	 * A look at the loop: time past a look's due moment, when it is a stall, is kept apart from the pause. Once the
	 * pause is long enough already, the clock stops looking: it stays long enough, however the host runs after.
	 */
	private look(): void {
		const now = this.clock();
		this.stalledMs += this.lateness(now);
		this.lookedAt = now;
		if (this.paused()) this.stop();
	}

	/** How long the host could not run since the last look, seen `now`: 0 unless it is a stall, or not looking. */
	private lateness(now: number): number {
		if (this.stopWatching === undefined) return 0;
		const late = now - this.lookedAt - LOOK_EVERY_MS;
		return late >= STALL_MS ? late : 0;
	}
}
