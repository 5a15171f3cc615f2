/**
 * One form at a time: a call waits for the calls before it to finish asking. `turn` resolves with the function that
 * ends the turn, or with undefined when `signal` aborts first (the call no longer waits).
 */
export class FormQueue {
	private tail: Promise<void> = Promise.resolve();
	/** The turns taken or waited for and not yet ended. */
	private held = 0;

	/** Whether a call asking now would wait behind another. */
	get busy(): boolean {
		return this.held > 0;
	}

	turn(signal: AbortSignal): Promise<(() => void) | undefined> {
		let ended = () => {};
		const end = new Promise<void>((resolve) => {
			ended = resolve;
		});
		this.held++;
		let released = false;
		const release = () => {
			if (released) return;
			released = true;
			this.held--;
			ended();
		};
		const before = this.tail;
		this.tail = before.then(() => end);
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
