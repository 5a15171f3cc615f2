/** The terminal sizes the page may ask for, kept by the page and checked by the server. */

export interface Limit {
	readonly min: number;
	readonly max: number;
}

/**
 * Wide enough for any real window, and small enough that one resize cannot hold the server: a 128 KB prompt took
 * 48 s to lay out at 1000×1000.
 */
export const TERMINAL_LIMITS: { readonly cols: Limit; readonly rows: Limit } = {
	cols: { min: 20, max: 500 },
	rows: { min: 5, max: 200 },
};

/** Whether `value` is a whole number within `limit`. */
export function fitsLimit(value: unknown, limit: Limit): value is number {
	return typeof value === "number" && Number.isInteger(value) && value >= limit.min && value <= limit.max;
}

/** The whole number within `limit` nearest to `value`. */
export function clampToLimit(value: number, limit: Limit): number {
	return Math.min(limit.max, Math.max(limit.min, Math.floor(value)));
}
