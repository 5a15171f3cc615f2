/**
 * `pnpm bench`: keystroke latency, time to first frame, load time and memory of ask_user, side by side with pi's
 * own questionnaire example where it can show the payload. Prints tables (progress goes to stderr) and writes the
 * JSON results (bench-results/latest.json, or quick.json with --quick). Figures only: it never fails on a target.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { dirname } from "node:path";
import { createContext } from "./context.ts";
import { BENCH_USAGE, BenchUsageError, parseBenchArgs, type SuiteName } from "./options.ts";
import { piLoader } from "./pi/loader.ts";
import { removeBuiltBundle } from "./products.ts";
import { formatReport } from "./report/tables.ts";
import { type BenchResults, METHODS } from "./results.ts";
import { SCREEN } from "./screen.ts";
import { argumentsSuite } from "./suites/arguments.ts";
import { bigAnswerSuite } from "./suites/big-answer.ts";
import { coldImportSuite } from "./suites/cold-import.ts";
import { elicitationSuite } from "./suites/elicitation.ts";
import { filterSuite } from "./suites/filter.ts";
import { firstFormSuite } from "./suites/first-form.ts";
import { firstFrameSuite } from "./suites/first-frame.ts";
import { hostilePreviewSuite } from "./suites/hostile-previews.ts";
import { keystrokeSuite } from "./suites/keystrokes.ts";
import { loadSuite } from "./suites/load.ts";
import { mcpServerSuite } from "./suites/mcp-server.ts";
import { memorySuite } from "./suites/memory.ts";
import { pagePreviewSuite } from "./suites/page-previews.ts";
import { pageUpdateSuite } from "./suites/page-update.ts";
import { piStartSuite } from "./suites/pi-start.ts";
import { playgroundStartSuite } from "./suites/playground-start.ts";
import { relaySuite } from "./suites/relay.ts";
import { resizeSuite } from "./suites/resize.ts";
import { transcriptSuite } from "./suites/transcript.ts";
import { evaluateTargets } from "./targets.ts";

function benchOptions(argv: readonly string[]) {
	try {
		return parseBenchArgs(argv);
	} catch (error) {
		if (!(error instanceof BenchUsageError)) throw error;
		process.stderr.write(`pnpm bench: ${error.message}\n`);
		process.exit(2);
	}
}

const options = benchOptions(process.argv.slice(2));
if (options.help) {
	process.stdout.write(`${BENCH_USAGE}\n`);
	process.exit(0);
}
// ask_user's bundle is built on first use (`products.ts`); gone with the run, whichever way it ends.
process.once("exit", removeBuiltBundle);
const log = (line: string) => process.stderr.write(`${line}\n`);
const started = performance.now();

const IN_PROCESS: readonly SuiteName[] = [
	"keystrokes",
	"first-frame",
	"arguments",
	"filter",
	"elicitation",
	"hostile-previews",
	"big-answer",
	"resize",
	"transcript",
];
const inProcess = IN_PROCESS.some((suite) => options.suites.has(suite));
const context = inProcess ? await createContext(options.sizes) : undefined;
const keystrokes = context && options.suites.has("keystrokes") ? await keystrokeSuite(context, log) : [];
const firstFrame = context && options.suites.has("first-frame") ? await firstFrameSuite(context, log) : [];
const argumentsResults = context && options.suites.has("arguments") ? await argumentsSuite(context, log) : [];
const filter = context && options.suites.has("filter") ? await filterSuite(context, log) : undefined;
const elicitation = context && options.suites.has("elicitation") ? elicitationSuite(context, log) : [];
const hostilePreviews =
	context && options.suites.has("hostile-previews") ? await hostilePreviewSuite(context, log) : [];
const transcript = context && options.suites.has("transcript") ? transcriptSuite(context, log) : [];
const bigAnswer = context && options.suites.has("big-answer") ? await bigAnswerSuite(context, log) : [];
const resize = context && options.suites.has("resize") ? await resizeSuite(context, log) : [];
const firstForm = options.suites.has("first-form") ? await firstFormSuite(options.sizes, log) : [];
const pageUpdate = options.suites.has("page-update") ? await pageUpdateSuite(options.sizes, log) : [];
const pagePreviews = options.suites.has("page-update") ? await pagePreviewSuite(options.sizes, log) : [];
const load = options.suites.has("load") ? await loadSuite(options.sizes, log) : [];
const coldImport = options.suites.has("cold-import") ? await coldImportSuite(options.sizes, log) : [];
const mcpServer = options.suites.has("mcp-server") ? await mcpServerSuite(options.sizes, log) : [];
const memory = options.suites.has("memory") ? await memorySuite(options.sizes, log) : undefined;
const piStart = options.suites.has("pi-start") ? await piStartSuite(options.sizes, log) : [];
const relay = options.suites.has("relay") ? await relaySuite(options.sizes, log) : [];
const playgroundStart = options.suites.has("playground-start") ? await playgroundStartSuite(options.sizes, log) : [];

const cpu = cpus();
const results: BenchResults = {
	meta: {
		date: new Date().toISOString(),
		mode: options.quick ? "quick" : "full",
		node: process.versions.node,
		pi: piLoader().pi,
		platform: `${process.platform}-${process.arch}`,
		cpus: cpu.length,
		cpuModel: cpu[0]?.model.trim() ?? "unknown",
		screen: SCREEN,
		fixtures: (context?.fixtures ?? []).map(({ name, description }) => ({ name, description })),
		durationMs: performance.now() - started,
		methods: METHODS,
	},
	keystrokes,
	firstForm,
	firstFrame,
	arguments: argumentsResults,
	...(filter === undefined ? {} : { filter }),
	elicitation,
	hostilePreviews,
	bigAnswer,
	resize,
	transcript,
	pageUpdate,
	pagePreviews,
	load,
	coldImport,
	mcpServer,
	piStart,
	relay,
	playgroundStart,
	...(memory === undefined ? {} : { memory }),
	targets: evaluateTargets({
		coldImport,
		mcpServer,
		piStart,
		relay,
		playgroundStart,
		keystrokes,
		firstForm,
		firstFrame,
		arguments: argumentsResults,
		...(filter === undefined ? {} : { filter }),
		elicitation,
		hostilePreviews,
		transcript,
		pageUpdate,
		pagePreviews,
		...(memory === undefined ? {} : { memory }),
	}),
};

await mkdir(dirname(options.out), { recursive: true });
await writeFile(options.out, `${JSON.stringify(results, null, "\t")}\n`);
process.stdout.write(
	`${formatReport(results)}\n\nJSON: ${options.out} (${(results.meta.durationMs / 1000).toFixed(0)} s)\n`,
);
