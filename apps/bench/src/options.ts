/** Command-line options of `pnpm bench` and the sizes of a full and a `--quick` run. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SUITES = [
	"keystrokes",
	"first-form",
	"first-frame",
	"arguments",
	"filter",
	"elicitation",
	"hostile-previews",
	"big-answer",
	"transcript",
	"resize",
	"page-update",
	"load",
	"cold-import",
	"mcp-server",
	"memory",
	"pi-start",
	"relay",
	"playground-start",
] as const;
export type SuiteName = (typeof SUITES)[number];

export interface BenchSizes {
	/** Keys sent untimed before the timed ones, per product and fixture. */
	readonly warmupKeys: number;
	/** Timed keys per product and fixture (~2,000 in a full run)… */
	readonly keys: number;
	/** …unless this much time is used up first (pi's questionnaire redraws every option of the huge fixture). */
	readonly keyBudgetMs: number;
	readonly frameWarmup: number;
	readonly frames: number;
	readonly frameBudgetMs: number;
	/** Fresh processes per load measurement: ask_user and pi's questionnaire with jiti's transform cache warm… */
	readonly loadRuns: number;
	readonly piLoadRuns: number;
	/** …and with it rebuilt (each product). */
	readonly coldLoadRuns: number;
	/** Fresh processes per fixture and pause that time a process's first form. */
	readonly firstFormRuns: number;
	/** Pairs of pi starts, without and with ask_user (`suites/pi-start.ts`). */
	readonly piStartRuns: number;
	/** Questions relayed from a subagent's registration to its parent's (`suites/relay.ts`). */
	readonly relayRuns: number;
	/** Fresh processes per entry of core whose cold import is timed. */
	readonly coldImportRuns: number;
	/** Fresh `ask-user-mcp` processes started, each asked one question per protocol generation. */
	readonly mcpRuns: number;
	/** Fresh starts of the playground per measure (`playground-start`). */
	readonly playgroundRuns: number;
	/** Flows held open at once to measure the memory one flow takes. */
	readonly openFlows: number;
	/**
	 * Flows opened and closed before the leak check's baseline. V8 goes on optimizing a flow's code for the first
	 * few thousand flows of a run (its code and feedback grow the heap, then stay flat; figures in
	 * apps/bench/MEASUREMENTS.md), which a shorter warm-up would count as growth.
	 */
	readonly leakWarmup: number;
	readonly leakFlows: number;
	/** Laps of the `/` filter on 100,000 options, each on a fresh question. */
	readonly filterLaps: number;
}

export interface BenchOptions {
	/** `--help`: print `BENCH_USAGE` and run nothing. */
	readonly help: boolean;
	readonly quick: boolean;
	readonly suites: ReadonlySet<SuiteName>;
	/** Where the JSON results go. */
	readonly out: string;
	readonly sizes: BenchSizes;
}

const FULL: BenchSizes = {
	warmupKeys: 300,
	keys: 2000,
	keyBudgetMs: 8000,
	frameWarmup: 10,
	frames: 60,
	frameBudgetMs: 3000,
	loadRuns: 5,
	piLoadRuns: 3,
	coldLoadRuns: 2,
	firstFormRuns: 3,
	piStartRuns: 10,
	relayRuns: 30,
	coldImportRuns: 10,
	mcpRuns: 10,
	playgroundRuns: 7,
	openFlows: 50,
	leakWarmup: 2000,
	leakFlows: 1000,
	filterLaps: 12,
};

export const QUICK: BenchSizes = {
	warmupKeys: 20,
	keys: 100,
	keyBudgetMs: 1000,
	frameWarmup: 1,
	frames: 3,
	frameBudgetMs: 500,
	loadRuns: 1,
	piLoadRuns: 1,
	coldLoadRuns: 0,
	firstFormRuns: 1,
	piStartRuns: 2,
	relayRuns: 3,
	coldImportRuns: 2,
	mcpRuns: 2,
	playgroundRuns: 2,
	openFlows: 3,
	leakWarmup: 5,
	leakFlows: 20,
	filterLaps: 2,
};

/** The repository root: `apps/bench/src/` is three levels down. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export const BENCH_USAGE = `usage: pnpm --filter @ask-user/bench bench [--quick] [--only ${SUITES.join(",")}] [--out <file.json>]`;

/** A command line `pnpm bench` cannot run: its message names the option and shows the usage. */
export class BenchUsageError extends Error {}

function isSuite(name: string): name is SuiteName {
	return (SUITES as readonly string[]).includes(name);
}

function parseSuites(list: string): Set<SuiteName> {
	const names = list.split(",").filter((name) => name !== "");
	const unknown = names.filter((name) => !isSuite(name));
	if (unknown.length > 0 || names.length === 0) {
		const what = unknown.length > 0 ? `no suite named ${unknown.join(", ")}` : "no suite given";
		throw new BenchUsageError(`--only: ${what}; it takes ${SUITES.join(", ")}\n${BENCH_USAGE}`);
	}
	return new Set(names.filter(isSuite));
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
	let help = false;
	let quick = false;
	let suites: Set<SuiteName> = new Set(SUITES);
	let out: string | undefined;
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		const value = () => {
			const next = argv[++i];
			if (next === undefined) throw new BenchUsageError(`${arg} needs a value\n${BENCH_USAGE}`);
			return next;
		};
		if (arg === "--help" || arg === "-h") help = true;
		else if (arg === "--quick") quick = true;
		else if (arg === "--only") suites = parseSuites(value());
		else if (arg === "--out") out = resolve(value());
		else if (arg !== "--") throw new BenchUsageError(`unknown option ${arg}\n${BENCH_USAGE}`);
	}
	const file = quick ? "quick.json" : "latest.json";
	return { help, quick, suites, out: out ?? resolve(REPO_ROOT, "bench-results", file), sizes: quick ? QUICK : FULL };
}
