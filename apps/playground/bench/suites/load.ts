/**
 * Load time: the cold import of each extension entry the way pi does it (`children/load-extension.mjs`), each run
 * in a fresh process. "warm" runs find jiti's transform cache filled, as every pi start after the first does;
 * "cold" runs rebuild it (`JITI_REBUILD_FS_CACHE`), as the first start after an install or update does.
 */
import { fileURLToPath } from "node:url";
import { runJsonChild } from "../child-process.ts";
import type { BenchSizes } from "../options.ts";
import { piLoader } from "../pi/loader.ts";
import { PRODUCT_ENTRIES, type ProductId } from "../products.ts";
import { summarize } from "../stats.ts";

export type TransformCache = "warm" | "cold";

export interface LoadResult {
	readonly product: ProductId;
	readonly cache: TransformCache;
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
}

const CHILD = fileURLToPath(new URL("../children/load-extension.mjs", import.meta.url));

async function loadOnce(product: ProductId, cache: TransformCache): Promise<number> {
	const { loaderPath, jitiUrl, alias } = piLoader();
	const job = { entry: PRODUCT_ENTRIES[product](), loaderPath, jitiUrl, alias };
	const output = await runJsonChild({
		script: CHILD,
		env: { BENCH_LOAD_JOB: JSON.stringify(job), ...(cache === "cold" ? { JITI_REBUILD_FS_CACHE: "true" } : {}) },
	});
	const { ms, tools } = output as { ms?: unknown; tools?: unknown };
	if (typeof ms !== "number" || tools !== 1) throw new Error(`loading ${product} gave ${JSON.stringify(output)}`);
	return ms;
}

async function measureLoad(product: ProductId, cache: TransformCache, runs: number): Promise<LoadResult> {
	const samples: number[] = [];
	for (let run = 0; run < runs; run++) samples.push(await loadOnce(product, cache));
	return { product, cache, runs, median: summarize(samples).median, samples };
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
