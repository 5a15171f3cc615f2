/**
 * Waiting out another product's background start-up before anything is measured: rpiv loads its form's modules
 * about 2 s after it registers (its `PREWARM_DELAY_MS`), hundreds of milliseconds of jiti loading in 20–60 ms tasks
 * that otherwise land in whatever the bench measures then (the keystroke suite's first keys, or with `--only filter`
 * the filter's laps). Figures in apps/bench/MEASUREMENTS.md, "filter".
 */

/** How often the event loop is sampled, and the longest turn that still counts as quiet. */
const TICK_MS = 5;
const QUIET_TURN_MS = 15;
/** How long the loop must stay quiet, and the longest the wait lasts. */
const QUIET_FOR_MS = 400;
const MAX_WAIT_MS = 6_000;

/**
 * Resolves once `until` (a `performance.now()` time) has passed and the event loop then ran no turn longer than
 * `QUIET_TURN_MS` for `QUIET_FOR_MS`, or after `MAX_WAIT_MS` whatever it ran.
 */
export function quietLoop(until: number): Promise<void> {
	const started = performance.now();
	return new Promise((resolve) => {
		let last = started;
		let quietSince = Math.max(started, until);
		const timer = setInterval(() => {
			const now = performance.now();
			if (now - last > QUIET_TURN_MS + TICK_MS) quietSince = Math.max(now, until);
			last = now;
			if (now - quietSince >= QUIET_FOR_MS || now - started >= MAX_WAIT_MS) {
				clearInterval(timer);
				resolve();
			}
		}, TICK_MS);
	});
}
