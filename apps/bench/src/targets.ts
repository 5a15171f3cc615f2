/**
 * The bench's targets (what a user should feel), checked against what a run measured. A target whose figure was not
 * measured is `n/a`.
 */
import type { FixtureName, PeerId } from "./fixtures.ts";
import { PEER_NAMES, type ProductId } from "./products.ts";
import type { ArgumentsResult } from "./suites/arguments.ts";
import type { ColdImportResult } from "./suites/cold-import.ts";
import type { ElicitationBenchResult } from "./suites/elicitation.ts";
import type { FilterResult } from "./suites/filter.ts";
import { type FirstFormPause, type FirstFormResult, READING_MS } from "./suites/first-form.ts";
import type { FirstFrameResult } from "./suites/first-frame.ts";
import type { HostilePreviewResult } from "./suites/hostile-previews.ts";
import type { KeystrokeResult } from "./suites/keystrokes.ts";
import type { McpServerResult } from "./suites/mcp-server.ts";
import type { MemoryResult } from "./suites/memory.ts";
import type { PagePreviewResult } from "./suites/page-previews.ts";
import type { PageUpdateResult } from "./suites/page-update.ts";
import type { PiStartResult } from "./suites/pi-start.ts";
import type { PlaygroundStartResult } from "./suites/playground-start.ts";
import type { RelayResult } from "./suites/relay.ts";
import type { TranscriptResult } from "./suites/transcript.ts";

export interface TargetResult {
	readonly target: string;
	/** The measured figure, in `unit`. */
	readonly value?: number;
	readonly unit: string;
	/** The figure must be at most this. */
	readonly limit: number;
	readonly pass?: boolean;
}

export interface Measured {
	readonly keystrokes: readonly KeystrokeResult[];
	readonly firstForm?: readonly FirstFormResult[];
	readonly firstFrame: readonly FirstFrameResult[];
	readonly arguments?: readonly ArgumentsResult[];
	readonly filter?: FilterResult;
	readonly elicitation?: readonly ElicitationBenchResult[];
	readonly hostilePreviews?: readonly HostilePreviewResult[];
	readonly transcript?: readonly TranscriptResult[];
	readonly pageUpdate?: readonly PageUpdateResult[];
	readonly pagePreviews?: readonly PagePreviewResult[];
	readonly coldImport?: readonly ColdImportResult[];
	readonly mcpServer?: readonly McpServerResult[];
	readonly piStart?: readonly PiStartResult[];
	readonly relay?: readonly RelayResult[];
	readonly playgroundStart?: readonly PlaygroundStartResult[];
	readonly memory?: MemoryResult;
}

/**
 * Heap growth allowed over the second half of the leak check, as the trend of its readings shows it. A flow left
 * reachable would add at least its own size per flow (apps/bench/MEASUREMENTS.md, "memory"), megabytes
 * over the second half.
 */
export const LEAK_LIMIT_BYTES = 256 * 1024;

function keystroke(measured: Measured, fixture: FixtureName, product: ProductId): KeystrokeResult | undefined {
	return measured.keystrokes.find((result) => result.fixture === fixture && result.product === product);
}

function ratio(a: number | undefined, b: number | undefined): number | undefined {
	return a === undefined || b === undefined ? undefined : a / b;
}

function target(name: string, value: number | undefined, limit: number, unit: string, strict = false): TargetResult {
	const pass = value === undefined ? undefined : strict ? value < limit : value <= limit;
	return {
		target: name,
		...(value === undefined ? {} : { value }),
		unit,
		limit,
		...(pass === undefined ? {} : { pass }),
	};
}

/** The slowest median first view over every hostile preview and width; undefined when none was measured. */
function worst(results: readonly HostilePreviewResult[] | undefined): number | undefined {
	return results === undefined || results.length === 0
		? undefined
		: Math.max(...results.map((result) => result.firstView.median));
}

/** The page's worst `figure` over the kinds of key; undefined when the suite did not run. */
function slowestPage(results: readonly PageUpdateResult[] | undefined, figure: "p99" | "max"): number | undefined {
	return results === undefined || results.length === 0
		? undefined
		: Math.max(...results.map((result) => result.update[figure]));
}

/** The slowest median transcript render or width change over every view and width; undefined when none was measured. */
function slowestTranscript(results: readonly TranscriptResult[] | undefined): number | undefined {
	return results === undefined || results.length === 0
		? undefined
		: Math.max(...results.flatMap((result) => [result.render.median, result.resize.median]));
}

/** One 60 Hz frame, in ms: no key may take longer. */
const FRAME_MS = 1000 / 60;

/** A first form's pause, as its target names it. */
const FIRST_FORM_PAUSES: Readonly<Record<FirstFormPause, string>> = {
	reading: `after ${READING_MS / 1000} s reading`,
	waiting: `after ${READING_MS / 1000} s waiting for the model`,
	launched: `after ${READING_MS / 1000} s waiting for the model, pi started with the prompt`,
	none: "no pause",
};

/** Peak heap growth allowed for opening the 300 × 300 form, in MiB. */
const PEAK_HEAP_LIMIT_MIB = 30;

/** A fresh process imports core's root or `/contract` in less than this, in ms: no TypeBox module loads. */
const COLD_IMPORT_LIMIT_MS = 30;

/** `ask-user-mcp` is ready this soon after it is spawned, and sends the form this soon after the call, in ms. */
const MCP_START_LIMIT_MS = 300;
const MCP_FIRST_ELICITATION_LIMIT_MS = 50;

/** `pnpm playground` draws the tour's form, and `--web` prints its address, this soon after pnpm hands over, in ms. */
const PLAYGROUND_FORM_LIMIT_MS = 1000;
const PLAYGROUND_WEB_LIMIT_MS = 2000;

/** A key's p99 must stay under this, in ms… */
const KEY_P99_LIMIT_MS = 2;
/** …unless pi-tui alone, given the same frames, has a p99 above this (D112)… */
const FLOOR_P99_HIGH_MS = 1.5;
/** …when ask_user's per-key time above pi-tui alone must have a p99 under this, in ms. */
const OVERHEAD_P99_LIMIT_MS = 0.5;

/** Which p99 a fixture's keys are held to, and its limit in ms. */
export interface KeyP99Rule {
	/** `p99`: ask_user's per-key p99; `over p99`: the p99 of its per-key time above pi-tui alone. */
	readonly figure: "p99" | "over p99";
	readonly value: number | undefined;
	readonly limit: number;
}

/**
 * The p99 rule of ask_user's keys (D112): its p99 under 2 ms; where pi-tui alone, replaying the same frames, has a
 * p99 above 1.5 ms, the p99 of its per-key time above that floor under 0.5 ms instead.
 */
export function keyP99Rule(result: KeystrokeResult | undefined): KeyP99Rule {
	const floor = result?.floor;
	return floor !== undefined && floor.keys.p99 > FLOOR_P99_HIGH_MS
		? { figure: "over p99", value: floor.overhead.p99, limit: OVERHEAD_P99_LIMIT_MS }
		: { figure: "p99", value: result?.p99, limit: KEY_P99_LIMIT_MS };
}

/** The target of `keyP99Rule` for ask_user's keys on `fixture`. */
export function keyP99Target(fixture: string, result: KeystrokeResult | undefined): TargetResult {
	const { figure, value, limit } = keyP99Rule(result);
	const name =
		figure === "p99"
			? `per-key p99, ${fixture}`
			: `per-key p99 above pi-tui alone (its p99 over ${FLOOR_P99_HIGH_MS} ms), ${fixture}`;
	return target(name, value, limit, "ms", true);
}

/** The fixtures every key of which is timed, in the order they are reported. */
const TYPED: readonly FixtureName[] = ["small", "large", "preview", "huge", "10k-options"];

export function evaluateTargets(measured: Measured): TargetResult[] {
	const ours = (fixture: FixtureName) => keystroke(measured, fixture, "ask_user");
	const opensOf = (fixture: FixtureName, product: ProductId) =>
		measured.firstFrame.find((result) => result.fixture === fixture && result.product === product)?.fromExecute;
	const opens = (fixture: FixtureName) => opensOf(fixture, "ask_user");
	const leaks = measured.memory?.leaks ?? [];
	const peers = [...new Set([...measured.keystrokes, ...measured.firstFrame].map((result) => result.product))].filter(
		(product): product is PeerId => product !== "ask_user",
	);
	const versus = TYPED.flatMap((fixture) =>
		peers
			.filter((peer) => keystroke(measured, fixture, peer) !== undefined)
			.map((peer) =>
				target(
					`per-key median vs ${PEER_NAMES[peer]}, ${fixture}`,
					ratio(ours(fixture)?.median, keystroke(measured, fixture, peer)?.median),
					1,
					"×",
				),
			),
	);
	// Every fixture a peer opened too, in the same run: at or below it.
	const firstFrameVersus = [...new Set(measured.firstFrame.map((result) => result.fixture))].flatMap((fixture) =>
		peers
			.filter((peer) => opensOf(fixture, peer) !== undefined && opens(fixture) !== undefined)
			.map((peer) =>
				target(
					`first frame vs ${PEER_NAMES[peer]}, ${fixture}`,
					ratio(opens(fixture)?.median, opensOf(fixture, peer)?.median),
					1,
					"×",
				),
			),
	);
	const perKey = TYPED.filter((fixture) => ours(fixture) !== undefined).flatMap((fixture) => [
		target(`slowest key (of every key timed), ${fixture}`, ours(fixture)?.max, Number(FRAME_MS.toFixed(1)), "ms", true),
		keyP99Target(fixture, ours(fixture)),
	]);
	const firstForm = (measured.firstForm ?? []).map((result) =>
		target(
			`slowest key of a process's first form, ${result.fixture}, ${FIRST_FORM_PAUSES[result.pause]}`,
			result.max,
			Number(FRAME_MS.toFixed(1)),
			"ms",
			true,
		),
	);
	const peak = measured.memory?.peaks.find((result) => result.fixture === "huge");
	return [
		...versus,
		...firstFrameVersus,
		...perKey,
		...firstForm,
		target("per-key median, huge / small", ratio(ours("huge")?.median, ours("small")?.median), 2, "×"),
		target("first frame (execute → frame), small", opens("small")?.median, 5, "ms", true),
		target("first frame (execute → frame), huge", opens("huge")?.median, 20, "ms", true),
		target("10,000-option question opens (execute → frame)", opens("10k-options")?.median, 50, "ms", true),
		target("100,000-option question opens (execute → frame)", opens("100k-options")?.median, 20, "ms", true),
		target("slowest hostile preview first view, widths 20–300", worst(measured.hostilePreviews), 50, "ms", true),
		...(measured.arguments ?? []).map((result) =>
			target(`prepareArguments + validate, ${result.shape}`, result.total.median, 100, "ms", true),
		),
		target(
			"the / filter's slowest key on 100,000 options",
			measured.filter?.keys.max,
			Number(FRAME_MS.toFixed(1)),
			"ms",
			true,
		),
		...(measured.elicitation ?? [])
			.filter((result) => result.reported)
			.map((result) =>
				target(
					`payloadFromElicitation + elicitationResult, ${result.size.toLocaleString("en")} ${result.shape}`,
					result.total.median,
					200,
					"ms",
					true,
				),
			),
		target(
			"transcript of 50,000 questions, render or width change, widths 44–250",
			slowestTranscript(measured.transcript),
			100,
			"ms",
			true,
		),
		target(
			"the page's update per key, 30 MB payload (worst p99)",
			slowestPage(measured.pageUpdate, "p99"),
			5,
			"ms",
			true,
		),
		target("the page's slowest update, 30 MB payload", slowestPage(measured.pageUpdate, "max"), 50, "ms", true),
		target(
			"the page's slowest preview opened, hostile and long previews",
			measured.pagePreviews?.length
				? Math.max(...measured.pagePreviews.map((result) => result.render.median))
				: undefined,
			50,
			"ms",
			true,
		),
		...(["@ask-user/core", "@ask-user/core/contract"] as const).map((entry) =>
			target(
				`cold import of ${entry} (no TypeBox)`,
				measured.coldImport?.find((result) => result.entry === entry)?.median,
				COLD_IMPORT_LIMIT_MS,
				"ms",
				true,
			),
		),
		...(measured.mcpServer ?? [])
			.filter((result) => result.measure !== "node alone")
			.map((result) =>
				target(
					`ask-user-mcp ${result.measure}`,
					result.median,
					result.measure === "start" ? MCP_START_LIMIT_MS : MCP_FIRST_ELICITATION_LIMIT_MS,
					"ms",
					true,
				),
			),
		target("pi's start, added by loading ask_user (median of pairs)", measured.piStart?.[0]?.added, 30, "ms", true),
		target("relayed question, child's call to the parent's form", measured.relay?.[0]?.median, 100, "ms", true),
		...(measured.playgroundStart ?? []).map((result) =>
			target(
				`pnpm playground, ${result.measure}`,
				result.median,
				result.measure.startsWith("terminal") ? PLAYGROUND_FORM_LIMIT_MS : PLAYGROUND_WEB_LIMIT_MS,
				"ms",
				true,
			),
		),
		target("peak heap growth opening huge", peak && peak.peakGrowth / 2 ** 20, PEAK_HEAP_LIMIT_MIB, "MiB", true),
		...leaks.map((leak) =>
			target(
				`heap trend, flows ${leak.flows / 2}–${leak.flows} of ${leak.fixture}`,
				leak.heapTrend / 1024,
				LEAK_LIMIT_BYTES / 1024,
				"KiB",
			),
		),
	];
}
