/**
 * Load time: the cold import of each extension entry the way pi does it (`children/load-extension.mjs`), each run
 * in a fresh process. "warm" runs find jiti's transform cache filled, as every pi start after the first does;
 * "cold" runs rebuild it (`JITI_REBUILD_FS_CACHE`), as the first start after an install or update does. For a
 * product that loads part of itself on its first call, that part's import is timed too, in the same process.
 */
import { fileURLToPath } from "node:url";
import { runJsonChild } from "../child-process.ts";
import type { BenchSizes } from "../options.ts";
import { piLoader } from "../pi/loader.ts";
import { PRODUCT_DEFERRED, PRODUCT_ENTRIES, type ProductId } from "../products.ts";
import { summarize } from "../stats.ts";

export type TransformCache = "warm" | "cold";

export interface LoadResult {
	readonly product: ProductId;
	readonly cache: TransformCache;
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
	/** The import on the first call, after the load; undefined for a product that loads everything at once. */
	readonly firstCall?: { readonly median: number; readonly samples: readonly number[] };
}

const CHILD = fileURLToPath(new URL("../children/load-extension.mjs", import.meta.url));

/** One fresh process: the load, and the first call's import (null when the product has none). */
async function loadOnce(product: ProductId, cache: TransformCache): Promise<{ ms: number; deferredMs: number | null }> {
	const { loaderPath, jitiUrl, alias } = piLoader();
	const job = { entry: PRODUCT_ENTRIES[product](), deferred: PRODUCT_DEFERRED[product](), loaderPath, jitiUrl, alias };
	const output = await runJsonChild({
		script: CHILD,
		env: { BENCH_LOAD_JOB: JSON.stringify(job), ...(cache === "cold" ? { JITI_REBUILD_FS_CACHE: "true" } : {}) },
	});
	const { ms, deferredMs, tools } = output as { ms?: unknown; deferredMs?: unknown; tools?: unknown };
	const deferredOk = job.deferred === undefined ? deferredMs === null : typeof deferredMs === "number";
	if (typeof ms !== "number" || tools !== 1 || !deferredOk) {
		throw new Error(`loading ${product} gave ${JSON.stringify(output)}`);
	}
	return { ms, deferredMs: typeof deferredMs === "number" ? deferredMs : null };
}

async function measureLoad(product: ProductId, cache: TransformCache, runs: number): Promise<LoadResult> {
	const samples: number[] = [];
	const firstCalls: number[] = [];
	for (let run = 0; run < runs; run++) {
		const { ms, deferredMs } = await loadOnce(product, cache);
		samples.push(ms);
		if (deferredMs !== null) firstCalls.push(deferredMs);
	}
	const firstCall = firstCalls.length > 0 ? { median: summarize(firstCalls).median, samples: firstCalls } : undefined;
	return { product, cache, runs, median: summarize(samples).median, samples, ...(firstCall && { firstCall }) };
}

export async function loadSuite(sizes: BenchSizes, log: (line: string) => void): Promise<LoadResult[]> {
	const plan: readonly [ProductId, TransformCache, number][] = [
		// Cold runs first: they also leave the cache warm for the warm runs.
		["ask_user", "cold", sizes.coldLoadRuns],
		["questionnaire", "cold", sizes.coldLoadRuns],
		["ask_user", "warm", sizes.loadRuns],
		["questionnaire", "warm", sizes.piLoadRuns],
	];
	const results: LoadResult[] = [];
	for (const [product, cache, runs] of plan.filter(([, , runs]) => runs > 0)) {
		const result = await measureLoad(product, cache, runs);
		log(`load ${product} (${cache} transform cache): median ${result.median.toFixed(1)} ms of ${runs} runs`);
		results.push(result);
	}
	return results;
}
