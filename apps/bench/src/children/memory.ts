/**
 * Memory, in a fresh process started with `--expose-gc` (run by `suites/memory.ts`): the heap and RSS one open flow
 * takes, and whether opening and closing many flows leaves anything behind. Every reading follows two full
 * collections. The job comes as JSON in `BENCH_MEMORY_JOB`; prints its per-flow and leak figures.
 */
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { type BenchFixture, benchFixtures, type FixtureName } from "../fixtures.ts";
import { BenchHost } from "../host/bench-host.ts";
import type { Flow } from "../host/flow.ts";
import { NullTerminal } from "../host/null-terminal.ts";
import { loadProduct, openProduct, type Product } from "../products.ts";
import { SCREEN } from "../screen.ts";
import { slope } from "../stats.ts";
import type { LeakCheck, MemoryJob, MemoryResult, PerFlowMemory } from "../suites/memory.ts";

const gc: unknown = Reflect.get(globalThis, "gc");
if (typeof gc !== "function") throw new Error("run with node --expose-gc");
const collect = gc as () => void;

interface Reading {
	readonly heap: number;
	readonly rss: number;
}

function read(): Reading {
	collect();
	collect();
	const { heapUsed, rss } = process.memoryUsage();
	return { heap: heapUsed, rss };
}

/** Readings over the second half of a leak check, for its trend. */
const TREND_STEPS = 10;

/** Keys of one leak-check flow: a move, a toggle, a tab switch, a question note typed and closed. */
const FLOW_KEYS = [
	RAW_KEYS.down,
	RAW_KEYS.space,
	RAW_KEYS.tab,
	"N",
	"n",
	"o",
	"t",
	"e",
	RAW_KEYS.escape,
	RAW_KEYS.shiftTab,
];

const theme = builtInPiTheme("dark");
const job = JSON.parse(process.env.BENCH_MEMORY_JOB ?? "null") as MemoryJob;
const product = await loadProduct("ask_user");

/**
 * The product with a tool of its own registration: one registration shows one form at a time (the others wait their
 * turn, as in pi), so flows held open at once each come from their own, as from pis side by side.
 */
async function separately(of: Product): Promise<Product> {
	return { ...of, tool: await of.register() };
}
const fixtures = benchFixtures();

function fixtureNamed(name: FixtureName): BenchFixture {
	const fixture = fixtures.find((candidate) => candidate.name === name);
	if (fixture === undefined) throw new Error(`no fixture ${name}`);
	return fixture;
}

async function openMany(product: Product, fixture: BenchFixture, flows: number) {
	const open: { readonly host: BenchHost; readonly flow: Flow }[] = [];
	for (let i = 0; i < flows; i++) {
		const host = new BenchHost(new NullTerminal(SCREEN.columns, SCREEN.rows));
		open.push({ host, flow: await openProduct(await separately(product), fixture, host, theme) });
	}
	return async () => {
		for (const { host, flow } of open) {
			await flow.close();
			host.stop();
		}
	};
}

async function perFlow(product: Product, fixture: BenchFixture, flows: number): Promise<PerFlowMemory> {
	// Once untimed first, so code compiled on first use is not counted as the flows' memory.
	await (await openMany(product, fixture, Math.min(flows, 3)))();
	const before = read();
	const closeAll = await openMany(product, fixture, flows);
	const after = read();
	await closeAll();
	return {
		fixture: fixture.name,
		flows,
		heapPerFlow: (after.heap - before.heap) / flows,
		rssPerFlow: (after.rss - before.rss) / flows,
	};
}

async function leakCheck(product: Product, fixture: BenchFixture): Promise<LeakCheck> {
	// One TUI for every flow, as in pi, so whatever a flow leaves on it would pile up.
	const host = new BenchHost(new NullTerminal(SCREEN.columns, SCREEN.rows));
	const cycle = async (count: number) => {
		for (let i = 0; i < count; i++) {
			const flow = await openProduct(product, fixture, host, theme);
			for (const key of FLOW_KEYS) host.press(key);
			await flow.close();
		}
	};
	await cycle(job.warmup);
	const baselines = [read(), read(), read()];
	const baseline = baselines[baselines.length - 1] ?? read();
	const firstHalf = Math.floor(job.flows / 2);
	await cycle(firstHalf);
	const half = read();
	// The second half in tenths, a reading after each: the heap's trend over it.
	const done = [0];
	const trend = [half.heap];
	for (let step = 1; step <= TREND_STEPS; step++) {
		const target = Math.round(((job.flows - firstHalf) * step) / TREND_STEPS);
		await cycle(target - (done[done.length - 1] ?? 0));
		done.push(target);
		trend.push(read().heap);
	}
	const end = read();
	host.stop();
	const heaps = baselines.map((reading) => reading.heap);
	return {
		fixture: fixture.name,
		flows: job.flows,
		heapGrowth: end.heap - baseline.heap,
		heapGrowthAtHalf: half.heap - baseline.heap,
		heapTrend: slope(done, trend) * (job.flows - firstHalf),
		rssGrowth: end.rss - baseline.rss,
		noise: Math.max(...heaps) - Math.min(...heaps),
	};
}

const perFlowResults: PerFlowMemory[] = [];
for (const { fixture, flows } of job.perFlow) {
	const started = performance.now();
	perFlowResults.push(await perFlow(product, fixtureNamed(fixture), flows));
	process.stderr.write(
		`memory: ${flows} ${fixture} flows held open (${(performance.now() - started).toFixed(0)} ms)\n`,
	);
}
const leaks: LeakCheck[] = [];
for (const name of job.leakFixtures) {
	const started = performance.now();
	leaks.push(await leakCheck(product, fixtureNamed(name)));
	process.stderr.write(`memory: leak check on ${name} (${(performance.now() - started).toFixed(0)} ms)\n`);
}
const result: Omit<MemoryResult, "peaks"> = { perFlow: perFlowResults, leaks };
process.stdout.write(JSON.stringify(result));
