/**
 * Memory: runs `children/memory.ts` in a fresh process with `--expose-gc` (tsx as its loader), so nothing the other
 * suites allocated is in the readings. ask_user only.
 */
import { fileURLToPath } from "node:url";
import { runJsonChild } from "../child-process.ts";
import type { FixtureName } from "../fixtures.ts";
import type { BenchSizes } from "../options.ts";
import { PRODUCT_ENTRIES } from "../products.ts";

export interface MemoryJob {
	/** Fixtures to hold open at once, and how many flows of each. */
	readonly perFlow: readonly { readonly fixture: FixtureName; readonly flows: number }[];
	/** Fixtures whose flows are opened and closed many times on one TUI. */
	readonly leakFixtures: readonly FixtureName[];
	readonly warmup: number;
	readonly flows: number;
}

export interface PerFlowMemory {
	readonly fixture: FixtureName;
	readonly flows: number;
	/** Bytes, averaged over `flows` flows held open at once. */
	readonly heapPerFlow: number;
	readonly rssPerFlow: number;
}

export interface LeakCheck {
	readonly fixture: FixtureName;
	readonly flows: number;
	/** Heap after `flows` flows opened and closed, minus the heap before them (after a warm-up), in bytes. */
	readonly heapGrowth: number;
	/** The same after half of them: a leak grows steadily, noise does not. */
	readonly heapGrowthAtHalf: number;
	/**
	 * The growth over the second half that the heap's trend shows: readings taken every tenth of the second half,
	 * fitted to a line (least squares), its slope times the flows. One reading swings by hundreds of KiB with what
	 * the collector happens to have kept; the trend of eleven does not, while a leak still shows in full.
	 */
	readonly heapTrend: number;
	readonly rssGrowth: number;
	/** The spread of three readings in a row before the flows: what a reading varies by with nothing happening. */
	readonly noise: number;
}

export interface PeakJob {
	readonly fixtures: readonly FixtureName[];
	readonly opens: number;
}

/** Peak heap growth of opening one flow (`children/peak-heap.ts`). */
export interface PeakHeap {
	readonly fixture: FixtureName;
	readonly opens: number;
	/** Bytes, median over the opens: from a collected heap to the first frame, no collection in between. */
	readonly peakGrowth: number;
	/** A collection ran during an open all the same: `peakGrowth` is then a lower bound. */
	readonly collected: boolean;
}

export interface MemoryResult {
	readonly perFlow: readonly PerFlowMemory[];
	readonly leaks: readonly LeakCheck[];
	readonly peaks: readonly PeakHeap[];
}

const CHILD = fileURLToPath(new URL("../children/memory.ts", import.meta.url));
const PEAK_CHILD = fileURLToPath(new URL("../children/peak-heap.ts", import.meta.url));
/** A young generation (MiB per semi-space) that the opens measured fit in without a collection. */
const SEMI_SPACE_MIB = 256;

export async function memorySuite(sizes: BenchSizes, log: (line: string) => void): Promise<MemoryResult> {
	const few = Math.max(2, Math.floor(sizes.openFlows / 10));
	const job: MemoryJob = {
		perFlow: [
			{ fixture: "small", flows: sizes.openFlows },
			{ fixture: "large", flows: sizes.openFlows },
			{ fixture: "preview", flows: sizes.openFlows },
			{ fixture: "huge", flows: few },
			{ fixture: "10k-options", flows: few },
		],
		leakFixtures: ["small", "large"],
		warmup: sizes.leakWarmup,
		flows: sizes.leakFlows,
	};
	// Built here if not yet: the children find it in their environment.
	PRODUCT_ENTRIES.ask_user();
	const output = await runJsonChild({
		script: CHILD,
		nodeArgs: ["--expose-gc", "--import", "tsx"],
		cwd: fileURLToPath(new URL("../..", import.meta.url)),
		env: { BENCH_MEMORY_JOB: JSON.stringify(job) },
	});
	const { perFlow, leaks } = output as Omit<MemoryResult, "peaks">;
	for (const leak of leaks) {
		log(`memory ${leak.fixture}: heap ${(leak.heapGrowth / 1024).toFixed(0)} KiB after ${leak.flows} flows`);
	}
	const peakJob: PeakJob = { fixtures: ["huge", "100k-options"], opens: Math.max(1, Math.min(5, sizes.openFlows)) };
	const semiSpace = `--min-semi-space-size=${SEMI_SPACE_MIB}`;
	const peaks = (await runJsonChild({
		script: PEAK_CHILD,
		nodeArgs: ["--expose-gc", semiSpace, `--max-semi-space-size=${SEMI_SPACE_MIB}`, "--import", "tsx"],
		cwd: fileURLToPath(new URL("../..", import.meta.url)),
		env: { BENCH_PEAK_JOB: JSON.stringify(peakJob) },
	})) as PeakHeap[];
	for (const peak of peaks)
		log(`memory ${peak.fixture}: peak heap growth ${(peak.peakGrowth / 2 ** 20).toFixed(1)} MiB`);
	return { perFlow, leaks, peaks };
}
