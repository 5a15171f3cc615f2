/**
 * The opt-in time limit of a form: ends it after `minutes` without a key and says how long is left, refreshed once
 * a minute while more than two minutes are left and once a second after that. It never ends work in progress: any
 * key starts the limit again, and while the person has unsaved text open the end waits, and the footer says why in
 * place of the time left (a time that stood still near its end would look like a clock about to end the form).
 */

import { DEFAULT_MESSAGES, type FormWords } from "@ask-user/core/contract";

/** How long the end waits, each time, while the person has unsaved text open. */
export const BUSY_GRACE_MS = 60_000;

/** The words of the time left, in the form's locale. */
export type TimeLeftWords = Pick<FormWords, "timeLeftMinutes" | "timeLeftClock">;

/** `12 min left`, or `1:05 left` in the last two minutes, in `words`. */
export function timeLeftText(ms: number, words: TimeLeftWords = DEFAULT_MESSAGES): string {
	const seconds = Math.max(0, Math.ceil(ms / 1000));
	if (seconds > 120) return words.timeLeftMinutes(Math.ceil(seconds / 60));
	return words.timeLeftClock(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`);
}

/** How long until the shown text changes: to the next whole second, or whole minute above two minutes. */
function untilNextChange(ms: number): number {
	return ms > 121_000 ? ((ms - 1) % 60_000) + 1 : ((ms - 1) % 1000) + 1;
}

export interface Countdown {
	/** The time left, or why the end waits, for the form's footer. */
	notice(): string;
	/** The person pressed a key: the whole limit starts again. */
	restart(): void;
	stop(): void;
}

export interface CountdownHooks {
	/** When the shown text may change. */
	readonly refresh: () => void;
	/** Once, at the end. */
	readonly expire: () => void;
	/**
	 * Why the end waits, shown in place of the time left: the person has unsaved text open (an editor with a draft);
	 * undefined while it does not. A waiting end comes `BUSY_GRACE_MS` later, and waits again while there is a why.
	 */
	readonly waiting?: (() => string | undefined) | undefined;
	/** The words of the time left (English when absent). */
	readonly words?: TimeLeftWords;
}

/** Starts the clock. */
export function startCountdown(minutes: number, hooks: CountdownHooks): Countdown {
	const limit = minutes * 60_000;
	let deadline = Date.now() + limit;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let stopped = false;
	const left = () => deadline - Date.now();
	const schedule = () => {
		clearTimeout(timer);
		timer = setTimeout(tick, untilNextChange(left()));
	};
	const tick = () => {
		const ms = left();
		if (ms <= 0 && hooks.waiting?.() !== undefined) deadline = Date.now() + Math.min(limit, BUSY_GRACE_MS);
		else if (ms <= 0) {
			timer = undefined;
			stopped = true;
			hooks.expire();
			return;
		}
		hooks.refresh();
		schedule();
	};
	schedule();
	return {
		notice: () => hooks.waiting?.() ?? timeLeftText(left(), hooks.words),
		restart() {
			if (stopped) return;
			deadline = Date.now() + limit;
			schedule();
		},
		stop() {
			stopped = true;
			clearTimeout(timer);
		},
	};
}
