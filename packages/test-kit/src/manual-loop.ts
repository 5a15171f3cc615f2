/**
 * A clock and a host event loop turned by hand, for what times pauses between keys and looks at the host's loop
 * while it does (render-tui's `PauseClock` and what uses it).
 */

/** A clock the test moves by hand. */
export function manualClock(start = 10_000) {
	let now = start;
	return { now: () => now, advance: (ms: number) => (now += ms) };
}

/**
 * The host's event loop looked at by hand, through `watch` (a `LoopWatch`): `run(ms)` moves the clock `ms` with a
 * look at each interval the watch asked for while something watches (the loop runs), `stall(ms)` moves it with no
 * look (the loop could not run), `lookAfter(ms)` moves it and looks once (a look that came late).
 */
export function manualLoop(clock: ReturnType<typeof manualClock>) {
	let look: (() => void) | undefined;
	let interval = 0;
	let started = 0;
	let stopped = 0;
	return {
		watch: (run: () => void, everyMs: number) => {
			look = run;
			interval = everyMs;
			started += 1;
			return () => {
				look = undefined;
				stopped += 1;
			};
		},
		run(ms: number) {
			if (look === undefined) {
				clock.advance(ms);
				return;
			}
			for (let left = ms; left > 0; left -= interval) {
				clock.advance(Math.min(interval, left));
				if (left >= interval) look?.();
			}
		},
		stall: (ms: number) => clock.advance(ms),
		/** One look, `ms` after the clock's time now. */
		lookAfter(ms: number) {
			clock.advance(ms);
			look?.();
		},
		/** The interval the watch asked to look at (0 before any watch). */
		interval: () => interval,
		/** Whether something looks now, and how often a watch started and stopped. */
		watching: () => ({ looking: look !== undefined, started, stopped }),
	};
}
