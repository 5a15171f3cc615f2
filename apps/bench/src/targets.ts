/** The targets, checked against what a run measured. A target whose figure was not measured is `n/a`. */
import type { FixtureName } from "./fixtures.ts";
import type { ProductId } from "./products.ts";
import type { FirstFrameResult } from "./suites/first-frame.ts";
import type { HostilePreviewResult } from "./suites/hostile-previews.ts";
import type { KeystrokeResult } from "./suites/keystrokes.ts";
import type { MemoryResult } from "./suites/memory.ts";

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
	readonly firstFrame: readonly FirstFrameResult[];
	readonly hostilePreviews?: readonly HostilePreviewResult[];
	readonly memory?: MemoryResult;
}

/**
 * Heap growth allowed over the second half of the leak check, as the trend of its readings shows it. A flow left
 * reachable would add at least its own size per flow (docs/architecture.md, "Measurements and history"), megabytes
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

export function evaluateTargets(measured: Measured): TargetResult[] {
	const ours = (fixture: FixtureName) => keystroke(measured, fixture, "ask_user");
	const theirs = (fixture: FixtureName) => keystroke(measured, fixture, "questionnaire");
	const opens = (fixture: FixtureName) =>
		measured.firstFrame.find((result) => result.fixture === fixture && result.product === "ask_user")?.fromExecute;
	const leaks = measured.memory?.leaks ?? [];
	return [
		target(
			"per-key median vs pi's questionnaire, small",
			ratio(ours("small")?.median, theirs("small")?.median),
			1,
			"×",
		),
		target(
			"per-key median vs pi's questionnaire, large",
			ratio(ours("large")?.median, theirs("large")?.median),
			1,
			"×",
		),
		target("per-key median, huge / small", ratio(ours("huge")?.median, ours("small")?.median), 2, "×"),
		target("per-key p99, huge", ours("huge")?.p99, 4, "ms", true),
		target("first frame (execute → frame), small", opens("small")?.median, 5, "ms", true),
		target("10,000-option question opens (execute → frame)", opens("10k-options")?.median, 50, "ms", true),
		target("slowest hostile preview first view, widths 20–300", worst(measured.hostilePreviews), 50, "ms", true),
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
