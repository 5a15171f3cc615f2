/** The longest delay Node's timers keep (2³¹ − 1 ms): a longer one fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Why `timeLimitMs` (`createAskUserServer`'s option) cannot be used, or undefined when it can: a number of
 * milliseconds above 0 and at most the longest timer Node keeps (a longer one would end every call at once).
 */
export function timeLimitRefusal(timeLimitMs: number | undefined): string | undefined {
	if (timeLimitMs === undefined) return undefined;
	if (!(timeLimitMs > 0)) return `timeLimitMs needs a number of milliseconds above 0, got ${timeLimitMs}`;
	if (timeLimitMs > LONGEST_TIMER_MS)
		return `timeLimitMs is at most ${LONGEST_TIMER_MS} (milliseconds, about 24.8 days, the longest timer Node keeps), got ${timeLimitMs}`;
	return undefined;
}
