/**
 * One form at a time: a call waits for the calls before it to finish asking. `turn` resolves with the function that
 * ends the turn, or with undefined when `signal` aborts first (the call no longer waits).
 */
export class FormQueue {
	private tail: Promise<void> = Promise.resolve();

	turn(signal: AbortSignal): Promise<(() => void) | undefined> {
		let release = () => {};
		const ended = new Promise<void>((resolve) => {
			release = resolve;
		});
		const before = this.tail;
		this.tail = before.then(() => ended);
		return new Promise((resolve) => {
			const abort = () => {
				release();
				resolve(undefined);
			};
			if (signal.aborted) return abort();
			signal.addEventListener("abort", abort, { once: true });
			void before.then(() => {
				signal.removeEventListener("abort", abort);
				if (!signal.aborted) resolve(release);
			});
		});
	}
}
