/**
 * Load time: the cold import of each extension entry the way pi does it (`children/load-extension.mjs`), each run
 * in a fresh process. "warm" runs find jiti's transform cache filled, as every pi start after the first does;
 * "cold" runs rebuild it (`JITI_REBUILD_FS_CACHE`), as the first start after an install or update does. For a
 * product that loads part of itself on its first call, that first call is timed too, in the same process, up to
 * where the UI would open. ask_user is loaded as its tarball ships it (its bundle, D124) and from its sources, which
 * `pi install git:` and `pi -e` load.
 */
import { fileURLToPath } from "node:url";
import { runJsonChild } from "../child-process.ts";
import type { BenchSizes } from "../options.ts";
import { askUserSources, PRODUCT_ENTRIES, PRODUCT_FIRST_CALL, type ProductId, productLoader } from "../products.ts";
import { summarize } from "../stats.ts";

type TransformCache = "warm" | "cold";

/** ask_user as its tarball ships it (its bundle, D124), or its sources as `pi install git:` and `pi -e` load them. */
type ExtensionForm = "shipped" | "sources";

export interface LoadResult {
	readonly product: ProductId;
	/** ask_user's sources, not its bundle; absent for the bundle and for the peers (and in runs before the bundle). */
	readonly sources?: true;
	readonly cache: TransformCache;
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
	/** The first call after the load, up to where its UI would open; undefined for a product that loads it all at once. */
	readonly firstCall?: { readonly median: number; readonly samples: readonly number[] };
}

/** How a result names what it loaded: the product, ask_user's sources marked. */
export function loadedName({ product, sources }: Pick<LoadResult, "product" | "sources">): string {
	return sources === true ? `${product} (sources)` : product;
}

const CHILD = fileURLToPath(new URL("../children/load-extension.mjs", import.meta.url));

/** One fresh process: the load, and the first call (null when the product has none). */
async function loadOnce(
	product: ProductId,
	form: ExtensionForm,
	cache: TransformCache,
): Promise<{ ms: number; firstCallMs: number | null }> {
	const { loaderPath, jitiUrl, alias } = productLoader(product);
	const firstCall = PRODUCT_FIRST_CALL[product];
	const entry = form === "sources" ? askUserSources() : PRODUCT_ENTRIES[product]();
	const job = { entry, firstCall, loaderPath, jitiUrl, alias };
	const output = await runJsonChild({
		script: CHILD,
		env: { BENCH_LOAD_JOB: JSON.stringify(job), ...(cache === "cold" ? { JITI_REBUILD_FS_CACHE: "true" } : {}) },
	});
	const { ms, firstCallMs, tools } = output as { ms?: unknown; firstCallMs?: unknown; tools?: unknown };
	const firstCallOk = firstCall === undefined ? firstCallMs === null : typeof firstCallMs === "number";
	if (typeof ms !== "number" || tools !== 1 || !firstCallOk) {
		throw new Error(`loading ${product} gave ${JSON.stringify(output)}`);
	}
	return { ms, firstCallMs: typeof firstCallMs === "number" ? firstCallMs : null };
}

async function measureLoad(
	product: ProductId,
	form: ExtensionForm,
	cache: TransformCache,
	runs: number,
): Promise<LoadResult> {
	const samples: number[] = [];
	const firstCalls: number[] = [];
	for (let run = 0; run < runs; run++) {
		const { ms, firstCallMs } = await loadOnce(product, form, cache);
		samples.push(ms);
		if (firstCallMs !== null) firstCalls.push(firstCallMs);
	}
	const firstCall = firstCalls.length > 0 ? { median: summarize(firstCalls).median, samples: firstCalls } : undefined;
	const sources = form === "sources" ? { sources: true as const } : {};
	return {
		product,
		...sources,
		cache,
		runs,
		median: summarize(samples).median,
		samples,
		...(firstCall && { firstCall }),
	};
}

export async function loadSuite(sizes: BenchSizes, log: (line: string) => void): Promise<LoadResult[]> {
	const plan: readonly [ProductId, ExtensionForm, TransformCache, number][] = [
		// Cold runs first: they also leave the cache warm for the warm runs.
		["ask_user", "shipped", "cold", sizes.coldLoadRuns],
		["ask_user", "sources", "cold", sizes.coldLoadRuns],
		["questionnaire", "shipped", "cold", sizes.coldLoadRuns],
		["rpiv", "shipped", "cold", sizes.coldLoadRuns],
		["ask_user", "shipped", "warm", sizes.loadRuns],
		["ask_user", "sources", "warm", sizes.loadRuns],
		["questionnaire", "shipped", "warm", sizes.piLoadRuns],
		["rpiv", "shipped", "warm", sizes.piLoadRuns],
	];
	const results: LoadResult[] = [];
	for (const [product, form, cache, runs] of plan.filter(([, , , runs]) => runs > 0)) {
		const result = await measureLoad(product, form, cache, runs);
		log(`load ${loadedName(result)} (${cache} transform cache): median ${result.median.toFixed(1)} ms of ${runs} runs`);
		results.push(result);
	}
	return results;
}
