/**
 * Keys typed into pi just before the form opened are the tail of a sentence meant for pi, not answers: when the
 * person was typing as the form appeared, keys are dropped until they pause. A person or a script that was not
 * typing loses no key, however soon after the form appears the first one arrives.
 */

/** A key typed into pi this soon before the form appeared means the person was typing. */
export const TYPING_GAP_MS = 500;
/** How long after the form appears, or after the last dropped key, a key still counts as typing on. */
export const TYPEAHEAD_MS = 250;

export class TypeaheadGuard {
	private readonly clock: () => number;
	private readonly lastTypedAt: number | undefined;
	/** Keys before this time are dropped; undefined until the form appears, and once a key got through. */
	private until: number | undefined;
	private shown = false;

	/**
	 * `lastTypedAt`: when pi last received typed text before the form opened, on `clock`'s time line; undefined
	 * when nothing was typed (or the host cannot tell).
	 */
	constructor(clock: () => number, lastTypedAt: number | undefined) {
		this.clock = clock;
		this.lastTypedAt = lastTypedAt;
	}

	/** The form is on screen; only the first call counts. */
	appeared(): void {
		if (this.shown) return;
		this.shown = true;
		const now = this.clock();
		const typing = this.lastTypedAt !== undefined && now - this.lastTypedAt < TYPING_GAP_MS;
		this.until = typing ? now + TYPEAHEAD_MS : undefined;
	}

	/**
	 * Whether a key arriving now is typeahead, to be dropped. Typing that goes on keeps the guard up (each dropped
	 * key extends it); the first key after a pause gets through and ends the guard for good.
	 */
	drops(): boolean {
		this.appeared();
		if (this.until === undefined) return false;
		const now = this.clock();
		if (now < this.until) {
			this.until = now + TYPEAHEAD_MS;
			return true;
		}
		this.until = undefined;
		return false;
	}
}
