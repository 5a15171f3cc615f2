/** Summaries of timing samples. Percentiles use the nearest-rank method on the sorted samples. */

export interface Summary {
	readonly count: number;
	readonly median: number;
	readonly p99: number;
	readonly mean: number;
	readonly max: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
	const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
	return sorted[rank - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
	if (samples.length === 0) throw new Error("no samples to summarize");
	const sorted = [...samples].sort((a, b) => a - b);
	return {
		count: sorted.length,
		median: percentile(sorted, 0.5),
		p99: percentile(sorted, 0.99),
		mean: sorted.reduce((sum, sample) => sum + sample, 0) / sorted.length,
		max: sorted[sorted.length - 1] ?? Number.NaN,
	};
}

/** The least-squares slope of `ys` over `xs` (change of y per unit of x); NaN with fewer than two distinct xs. */
export function slope(xs: readonly number[], ys: readonly number[]): number {
	const n = Math.min(xs.length, ys.length);
	const mean = (values: readonly number[]) => values.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
	const [mx, my] = [mean(xs), mean(ys)];
	let covariance = 0;
	let variance = 0;
	for (let i = 0; i < n; i++) {
		const dx = (xs[i] ?? mx) - mx;
		covariance += dx * ((ys[i] ?? my) - my);
		variance += dx * dx;
	}
	return variance > 0 ? covariance / variance : Number.NaN;
}
