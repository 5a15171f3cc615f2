/**
 * One form at a time across the agent's own questions and those relayed from subagents: each waits its turn, in
 * the order asked.
 */
export interface FormQueue {
	/**
	 * Resolves once the previous forms closed with what to call when this one closes; undefined when `signal`
	 * aborted the wait (the turn is passed on). With no form open, it follows no signal.
	 */
	turn(signal: AbortSignal | undefined): Promise<(() => void) | undefined>;
}

export function createFormQueue(): FormQueue {
	let last: Promise<void> = Promise.resolve();
	/** Forms open or waiting, each until it passes its turn on. */
	let queued = 0;
	return {
		async turn(signal) {
			const before = last;
			let release = () => {};
			last = new Promise((resolve) => {
				release = resolve;
			});
			const idle = queued === 0;
			queued += 1;
			const done = () => {
				queued -= 1;
				release();
			};
			if (idle) return done;
			let stopWaiting = () => {};
			const aborted = new Promise<boolean>((resolve) => {
				if (signal?.aborted) resolve(true);
				const onAbort = () => resolve(true);
				signal?.addEventListener("abort", onAbort, { once: true });
				stopWaiting = () => signal?.removeEventListener("abort", onAbort);
			});
			const waited = await Promise.race([before.then(() => false), aborted]);
			stopWaiting();
			if (!waited) return done;
			// Aborted while waiting: the next form waits only for the ones before this one.
			void before.then(done);
			return undefined;
		},
	};
}
