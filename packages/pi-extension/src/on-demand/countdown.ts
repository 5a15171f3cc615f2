/**
 * The opt-in time limit of a form: ends it after `minutes` and says how long is left, refreshed once a minute
 * while more than two minutes are left and once a second after that.
 */

/** `12 min left`, or `1:05 left` in the last two minutes. */
export function timeLeftText(ms: number): string {
	const seconds = Math.max(0, Math.ceil(ms / 1000));
	if (seconds > 120) return `${Math.ceil(seconds / 60)} min left`;
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} left`;
}

/** How long until the shown text changes: to the next whole second, or whole minute above two minutes. */
function untilNextChange(ms: number): number {
	return ms > 121_000 ? ((ms - 1) % 60_000) + 1 : ((ms - 1) % 1000) + 1;
}

export interface Countdown {
	/** The time left, for the form's footer. */
	notice(): string;
	stop(): void;
}

/** Starts the clock: `refresh` when the shown text may change, `expire` once at the end. */
export function startCountdown(minutes: number, refresh: () => void, expire: () => void): Countdown {
	const deadline = Date.now() + minutes * 60_000;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const left = () => deadline - Date.now();
	const tick = () => {
		const ms = left();
		if (ms <= 0) {
			timer = undefined;
			expire();
			return;
		}
		refresh();
		timer = setTimeout(tick, untilNextChange(ms));
	};
	timer = setTimeout(tick, untilNextChange(left()));
	return {
		notice: () => timeLeftText(left()),
		stop: () => clearTimeout(timer),
	};
}
