/**
 * Two bench runs side by side, one on each pi line (0.73.x and 1.x, `scripts/bench-pi-1x.sh`): every figure either
 * run reports, named by what it measures, the two values and their ratio. A figure only one run has shows `–` for
 * the other.
 */
import type { BenchResults } from "../results.ts";
import type { Summary } from "../stats.ts";
import type { KeystrokeResult } from "../suites/keystrokes.ts";
import { loadedName } from "../suites/load.ts";
import { fixed, formatTable } from "./table.ts";

interface Figure {
	/** What was measured, the same words in both runs. */
	readonly name: string;
	readonly unit: "ms" | "KiB" | "MiB" | "×";
	readonly value: number;
}

const KIB = 1024;

/**
 * ask_user's median over each peer's, per fixture, both measured in the run (so each line's ratio sets ask_user
 * against its own line's peers, on the same machine at the same time): per key and first frame.
 */
function peerRatios(results: BenchResults): Figure[] {
	const ratio = (name: string, ours: number | undefined, theirs: number): Figure[] =>
		ours === undefined || theirs <= 0 ? [] : [{ name, unit: "×", value: ours / theirs }];
	const key = (fixture: string, product: string) =>
		results.keystrokes.find((result) => result.fixture === fixture && result.product === product)?.median;
	const frame = (fixture: string, product: string) =>
		results.firstFrame.find((result) => result.fixture === fixture && result.product === product)?.fromExecute.median;
	return [
		...results.keystrokes
			.filter((result) => result.product !== "ask_user")
			.flatMap((peer) =>
				ratio(`key ${peer.fixture} ask_user ÷ ${peer.product} median`, key(peer.fixture, "ask_user"), peer.median),
			),
		...results.firstFrame
			.filter((result) => result.product !== "ask_user")
			.flatMap((peer) =>
				ratio(
					`first frame ${peer.fixture} ask_user ÷ ${peer.product} median`,
					frame(peer.fixture, "ask_user"),
					peer.fromExecute.median,
				),
			),
	];
}

/** ask_user's keys split, pi-tui alone on the same frames, and the per-key time above it (D111): median and p99. */
function floorFigures({ fixture, product, component, piTui, floor }: KeystrokeResult): Figure[] {
	const both = (name: string, summary: Summary | undefined): Figure[] =>
		summary === undefined
			? []
			: [
					{ name: `${name} median`, unit: "ms", value: summary.median },
					{ name: `${name} p99`, unit: "ms", value: summary.p99 },
				];
	if (floor === undefined) return [];
	return [
		...both(`key ${fixture} ${product} own part`, component),
		...both(`key ${fixture} ${product} pi-tui part`, piTui),
		...both(`key ${fixture} pi-tui alone, ${product}'s frames`, floor.keys),
		...both(`key ${fixture} ${product} above pi-tui alone`, floor.overhead),
	];
}

/** The figures of one run that the side-by-side table shows: medians, the p99 of keys, and ratios to the peers. */
function figuresOf(results: BenchResults): Figure[] {
	const ms = (name: string, value: number): Figure => ({ name, unit: "ms", value });
	const memory = results.memory;
	return [
		...results.keystrokes.flatMap((result) => [
			ms(`key ${result.fixture} ${result.product} median`, result.median),
			ms(`key ${result.fixture} ${result.product} p99`, result.p99),
		]),
		...results.keystrokes.flatMap((result) => floorFigures(result)),
		...results.firstFrame.map((result) =>
			ms(`first frame ${result.fixture} ${result.product} median`, result.fromExecute.median),
		),
		...(results.arguments ?? []).map((result) => ms(`arguments ${result.shape} median`, result.total.median)),
		...(results.filter === undefined
			? []
			: [
					ms("filter key max", results.filter.keys.max),
					ms("filter first key median", results.filter.firstKey.median),
					ms("filter / and first key at once median", results.filter.atOnce.median),
				]),
		...(results.elicitation ?? []).map((result) => ms(`elicitation ${result.shape} median`, result.total.median)),
		...results.hostilePreviews.map((result) =>
			ms(`hostile preview ${result.preview} w${result.width} median`, result.firstView.median),
		),
		...(results.pagePreviews ?? []).map((result) => ms(`page preview ${result.preview} median`, result.render.median)),
		...results.bigAnswer.flatMap((result) => [
			ms(`big answer ${result.shape} paste median`, result.paste.median),
			ms(`big answer ${result.shape} key p99`, result.keys.p99),
		]),
		...(results.resize ?? []).map((result) =>
			ms(`resize ${result.screen}, ${result.prompt} drag median`, result.drag.median),
		),
		...results.transcript.flatMap((result) => [
			ms(`transcript ${result.view} w${result.width} render median`, result.render.median),
			ms(`transcript ${result.view} w${result.width} width change median`, result.resize.median),
		]),
		...results.load.flatMap((result) => [
			ms(`load ${loadedName(result)} (${result.cache} cache) median`, result.median),
			...(result.firstCall === undefined
				? []
				: [ms(`load ${loadedName(result)} (${result.cache} cache) first call median`, result.firstCall.median)]),
		]),
		...(results.firstForm ?? []).map((result) =>
			ms(`first form ${result.fixture}, ${result.pause} pause, slowest key`, result.max),
		),
		...(results.coldImport ?? []).map((result) => ms(`cold import ${result.entry} median`, result.median)),
		...(results.mcpServer ?? []).map((result) => ms(`ask-user-mcp ${result.measure} median`, result.median)),
		...(results.piStart ?? []).flatMap((result) => [
			ms("pi start without ask_user median", result.without.median),
			ms("pi start with ask_user median", result.with.median),
			ms("pi start, added by ask_user (median of pairs)", result.added),
			...(result.addedByAny === undefined || result.aboveAny === undefined
				? []
				: [
						ms("pi start, added by an extension that only registers a tool", result.addedByAny),
						ms("pi start, added by ask_user above that extension", result.aboveAny),
					]),
		]),
		...(results.relay ?? []).map((result) =>
			ms("relayed question, child's call to parent's form median", result.median),
		),
		...(memory?.perFlow ?? []).map(
			(result): Figure => ({ name: `heap per flow ${result.fixture}`, unit: "KiB", value: result.heapPerFlow / KIB }),
		),
		...(memory?.peaks ?? []).map(
			(peak): Figure => ({ name: `peak heap growth ${peak.fixture}`, unit: "MiB", value: peak.peakGrowth / 2 ** 20 }),
		),
		...(memory?.leaks ?? []).map(
			(leak): Figure => ({ name: `heap trend ${leak.fixture} (2nd half)`, unit: "KiB", value: leak.heapTrend / KIB }),
		),
		...peerRatios(results),
	];
}

function runName({ meta }: BenchResults): string {
	return `${meta.pi.name} ${meta.pi.version}, Node ${meta.node}, ${meta.date}`;
}

/** Where two runs differ in what makes their figures comparable; empty when they ran alike on one machine. */
function mismatchesOf(before: BenchResults, after: BenchResults): string[] {
	const fields = ["mode", "platform", "cpus", "cpuModel"] as const;
	return fields
		.filter((field) => before.meta[field] !== after.meta[field])
		.map((field) => `meta.${field}: ${before.meta[field]} and ${after.meta[field]}`);
}

/**
 * The table of both runs' figures, `before` the baseline the ratio divides by. Runs of different machines or sizes
 * are refused: their figures say nothing about the lines.
 */
export function formatLines(before: BenchResults, after: BenchResults): string {
	const mismatches = mismatchesOf(before, after);
	if (mismatches.length > 0) throw new Error(`the two runs are not comparable: ${mismatches.join("; ")}`);
	const baseline = new Map(figuresOf(before).map((figure) => [figure.name, figure]));
	const other = new Map(figuresOf(after).map((figure) => [figure.name, figure]));
	const rows = [...new Set([...baseline.keys(), ...other.keys()])].map((name) => {
		const [a, b] = [baseline.get(name), other.get(name)];
		const ratio = a && b && a.value > 0 ? `${fixed(b.value / a.value)}×` : "–";
		return [name, a?.unit ?? b?.unit, fixed(a?.value), fixed(b?.value), ratio];
	});
	const [a, b] = [`pi ${before.meta.pi.version}`, `pi ${after.meta.pi.version}`];
	const header = [
		`ask_user bench on both pi lines (${before.meta.mode}) · ${before.meta.cpus}× ${before.meta.cpuModel}`,
		`  ${a}: ${runName(before)}`,
		`  ${b}: ${runName(after)}`,
	].join("\n");
	const table = formatTable({
		title: "Figures of both runs",
		headers: ["figure", "unit", a, b, `${b} ÷ ${a}`],
		rows,
		notes: [
			"medians unless named p99; – where one run has no such figure (a suite left out, or a pi without it)",
			"ask_user ÷ a peer: ask_user's median over the peer's, both from that line's run (below 1: ask_user is faster)",
		],
	});
	return `${header}\n\n${table}`;
}
