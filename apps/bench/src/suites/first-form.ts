/**
 * A process's first form (D123): each run a fresh process (`children/first-form.ts`) that opens ask_user on a
 * fixture and times every key of one lap: after a person's reading pause on the form, after a wait for the model
 * before the form opened (on a prompt typed into pi, or given on pi's command line), and with no pause at all. The
 * keystroke suite's figures come after warm-up laps; this is what the first form of a pi session costs a key.
 */
import { fileURLToPath } from "node:url";
import { runJsonChild } from "../child-process.ts";
import type { FixtureName } from "../fixtures.ts";
import type { BenchSizes } from "../options.ts";
import { PRODUCT_ENTRIES } from "../products.ts";
import { summarize } from "../stats.ts";

/**
 * A person reading a form's first question before their first key, or waiting for the model's reply to their prompt:
 * longer than the two pauses of D123.
 */
export const READING_MS = 2_500;

/**
 * Where the process's first pause falls: `reading`, `READING_MS` on the open form before its first key; `waiting`, a
 * prompt typed into pi's terminal then `READING_MS` for the model before the form opens, answered without a pause;
 * `launched`, the same with the prompt given on pi's command line (no key into pi: ask_user follows pi's terminal
 * from the session's start); `none`, no pause anywhere (a form within a second of pi's start, answered without
 * stopping: no model asks that fast, but a host with no terminal of its own to follow meets the same).
 */
export type FirstFormPause = "reading" | "waiting" | "launched" | "none";

const PAUSES: readonly FirstFormPause[] = ["reading", "waiting", "launched", "none"];

/** The fixtures a first form is opened on: the review's mark (small), the highlighter's first use (preview). */
const FIXTURES: readonly FixtureName[] = ["small", "preview"];

export interface FirstFormJob {
	readonly fixture: FixtureName;
	readonly pause: FirstFormPause;
}

/**
 * What one process measured: its first form's open (execute to the first frame, ms), then each key of the lap, in
 * order, by its key-script token (a typed text's by its character).
 */
export interface FirstFormRun {
	readonly openMs: number;
	readonly keys: readonly { readonly token: string; readonly ms: number }[];
}

export interface FirstFormResult {
	readonly fixture: FixtureName;
	readonly pause: FirstFormPause;
	readonly runs: number;
	readonly keysPerRun: number;
	/** The first form's open of each run (execute to the first frame: the statechart and the UI loaded), ms. */
	readonly opens: readonly number[];
	/** Every key of every run, ms. */
	readonly median: number;
	readonly max: number;
	/** The slowest key of each run: its place in the lap and its token. */
	readonly slowest: readonly { readonly index: number; readonly token: string; readonly ms: number }[];
}

/** The slowest key of `run`, with its place in the lap. */
function slowestKey(run: FirstFormRun): FirstFormResult["slowest"][number] {
	let worst = { index: -1, token: "", ms: Number.NEGATIVE_INFINITY };
	run.keys.forEach((key, index) => {
		if (key.ms > worst.ms) worst = { index, token: key.token, ms: key.ms };
	});
	return worst;
}

const CHILD = fileURLToPath(new URL("../children/first-form.ts", import.meta.url));

async function runOnce(job: FirstFormJob): Promise<FirstFormRun> {
	// Built here if not yet: the child finds it in its environment.
	PRODUCT_ENTRIES.ask_user();
	const output = await runJsonChild({
		script: CHILD,
		nodeArgs: ["--import", "tsx"],
		cwd: fileURLToPath(new URL("../..", import.meta.url)),
		env: { BENCH_FIRST_FORM_JOB: JSON.stringify(job) },
	});
	const { openMs, keys } = output as Partial<FirstFormRun>;
	if (typeof openMs !== "number" || !Array.isArray(keys) || keys.length === 0) {
		throw new Error(`a first form gave ${JSON.stringify(output)}`);
	}
	return { openMs, keys };
}

export async function firstFormSuite(sizes: BenchSizes, log: (line: string) => void): Promise<FirstFormResult[]> {
	const results: FirstFormResult[] = [];
	for (const fixture of FIXTURES) {
		for (const pause of PAUSES) {
			const runs: FirstFormRun[] = [];
			for (let run = 0; run < sizes.firstFormRuns; run++) runs.push(await runOnce({ fixture, pause }));
			const { median, max } = summarize(runs.flatMap((run) => run.keys.map((key) => key.ms)));
			const slowest = runs.map(slowestKey);
			const opens = runs.map((run) => run.openMs);
			log(
				`first form ${fixture}, ${pause} pause: opened in ${opens.map((ms) => ms.toFixed(1)).join(", ")} ms, ` +
					`slowest key ${max.toFixed(1)} ms of ${runs.length} runs`,
			);
			results.push({
				fixture,
				pause,
				runs: runs.length,
				keysPerRun: runs[0]?.keys.length ?? 0,
				opens,
				median,
				max,
				slowest,
			});
		}
	}
	return results;
}
