/**
 * One form at a time across the agent's own questions and those relayed from subagents: each waits its turn, in
 * the order asked.
 */
export interface FormQueue {
	/**
	 * Resolves once the previous forms closed with what to call when this one closes; undefined when `signal`
	 * aborted the wait (the turn is passed on).
	 */
	turn(signal: AbortSignal | undefined): Promise<(() => void) | undefined>;
}

export function createFormQueue(): FormQueue {
	let last: Promise<void> = Promise.resolve();
	return {
		async turn(signal) {
			const before = last;
			let release = () => {};
			last = new Promise((resolve) => {
				release = resolve;
			});
			const aborted = new Promise<boolean>((resolve) => {
				if (signal?.aborted) resolve(true);
				signal?.addEventListener("abort", () => resolve(true), { once: true });
			});
			const waited = await Promise.race([before.then(() => false), aborted]);
			if (!waited) return release;
			// Aborted while waiting: the next form waits only for the ones before this one.
			void before.then(release);
			return undefined;
		},
	};
}
