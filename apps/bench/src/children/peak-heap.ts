/**
 * Peak heap growth of opening one flow, in a fresh process started with `--expose-gc` and a young generation large
 * enough (`--min-semi-space-size`, run by `suites/memory.ts`) that no collection runs while the flow opens: the heap
 * grown from a collected baseline to its first frame is then every byte allocated on the way, which bounds the peak
 * from above (a collection could only have lowered it). An open during which a collection ran all the same is
 * reported as such (`collected`), its figure then a lower bound. After a warm-up open, so compiled code is not
 * counted. The job comes as JSON in `BENCH_PEAK_JOB` (`{ fixtures, opens }`); prints `PeakHeap[]`.
 */
import { PerformanceObserver } from "node:perf_hooks";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { benchFixtures, type FixtureName } from "../fixtures.ts";
import { BenchHost } from "../host/bench-host.ts";
import { NullTerminal } from "../host/null-terminal.ts";
import { loadProduct, openProduct } from "../products.ts";
import { SCREEN } from "../screen.ts";
import type { PeakHeap, PeakJob } from "../suites/memory.ts";

const gc: unknown = Reflect.get(globalThis, "gc");
if (typeof gc !== "function") throw new Error("run with node --expose-gc");
const collect = gc as () => void;

let collections = 0;
new PerformanceObserver((list) => {
	collections += list.getEntries().length;
}).observe({ entryTypes: ["gc"] });

/** Lets the observer hear of the collections that ran so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const job = JSON.parse(process.env.BENCH_PEAK_JOB ?? "null") as PeakJob;
const product = await loadProduct("ask_user");
const theme = builtInPiTheme("dark");

const fixtures = benchFixtures();

async function openOnce(name: FixtureName): Promise<{ grown: number; collected: boolean }> {
	const fixture = fixtures.find((candidate) => candidate.name === name);
	if (fixture === undefined) throw new Error(`no fixture ${name}`);
	collect();
	collect();
	await settle();
	const before = collections;
	const baseline = process.memoryUsage().heapUsed;
	const host = new BenchHost(new NullTerminal(SCREEN.columns, SCREEN.rows));
	const flow = await openProduct(product, fixture, host, theme);
	const grown = process.memoryUsage().heapUsed - baseline;
	await settle();
	const collected = collections > before;
	await flow.close();
	host.stop();
	return { grown, collected };
}

const results: PeakHeap[] = [];
for (const fixture of job.fixtures) {
	await openOnce(fixture);
	const opens = [];
	for (let i = 0; i < job.opens; i++) opens.push(await openOnce(fixture));
	const grown = opens.map((open) => open.grown).sort((a, b) => a - b);
	results.push({
		fixture,
		opens: opens.length,
		peakGrowth: grown[Math.floor(grown.length / 2)] ?? Number.NaN,
		collected: opens.some((open) => open.collected),
	});
}
process.stdout.write(JSON.stringify(results));
