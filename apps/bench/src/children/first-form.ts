/**
 * A process's first form, key by key: in this fresh process, ask_user is loaded as pi loads it in its interactive
 * mode, at a terminal, and opens one fixture (its first call loads the statechart and the UI: timed apart, execute
 * to the first frame); after the job's pause (`FirstFormPause`: a person reading the form, or waiting for the model
 * after typing a prompt into pi or after starting pi with one, or none) every key of one lap of the keystroke script
 * is timed as in the keystroke suite, one idle turn after each. What the keystroke suite's warm-up laps hide shows
 * here: code compiled on its first use in a process, pi-tui's emoji expression (D123). The job comes as JSON in
 * `BENCH_FIRST_FORM_JOB`; prints `FirstFormRun`.
 */

import { parseKeyScript } from "@ask-user/test-kit/key-script";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { benchFixtures } from "../fixtures.ts";
import { BenchHost, idleTurn } from "../host/bench-host.ts";
import { NullTerminal } from "../host/null-terminal.ts";
import { lapScript } from "../key-sequence.ts";
import { typeIntoPi } from "../pi/load-extension.ts";
import { loadProduct, openProduct } from "../products.ts";
import { SCREEN } from "../screen.ts";
import { type FirstFormJob, type FirstFormRun, READING_MS } from "../suites/first-form.ts";

/** Idle turns after the first frame before the pause, as the keystroke suite gives a lap's flow. */
const SETTLE_TURNS = 10;

/** The prompt a `waiting` run types into pi, a key every `PROMPT_KEY_MS`, then Enter. */
const PROMPT = "set up the service";
const PROMPT_KEY_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const job = JSON.parse(process.env.BENCH_FIRST_FORM_JOB ?? "null") as FirstFormJob;
const fixture = benchFixtures().find((candidate) => candidate.name === job.fixture);
if (fixture === undefined) throw new Error(`no fixture ${job.fixture}`);
/**
 * Starts `load`'s session as pi's interactive mode does, at a terminal, where ask_user follows pi's terminal from the
 * session's start (D123): this child's stdout, a pipe to the bench, reads as a terminal for that start only.
 */
async function loadedAtTerminal<T>(load: () => Promise<T>): Promise<T> {
	Object.defineProperty(process.stdout, "isTTY", { value: true, configurable: true });
	try {
		return await load();
	} finally {
		Reflect.deleteProperty(process.stdout, "isTTY");
	}
}

const product = await loadedAtTerminal(() => loadProduct("ask_user"));
const host = new BenchHost(new NullTerminal(SCREEN.columns, SCREEN.rows));
if (job.pause === "waiting") {
	for (const key of [...PROMPT, "\r"]) {
		typeIntoPi(key);
		await sleep(PROMPT_KEY_MS);
	}
}
if (job.pause === "waiting" || job.pause === "launched") await sleep(READING_MS);
const flow = await openProduct(product, fixture, host, builtInPiTheme("dark"));
for (let turn = 0; turn < SETTLE_TURNS; turn++) await idleTurn();
if (job.pause === "reading") await sleep(READING_MS);
const keys: { token: string; ms: number }[] = [];
for (const { token, inputs } of parseKeyScript(lapScript(product.shape(fixture), product.keys))) {
	for (const input of inputs) {
		const started = performance.now();
		host.press(input);
		// A step of several inputs types text, a character each: the character names the key.
		keys.push({ token: inputs.length > 1 ? `typed ${JSON.stringify(input)}` : token, ms: performance.now() - started });
		await idleTurn();
	}
}
await flow.close();
host.stop();
const run: FirstFormRun = { openMs: flow.firstFrameAt - flow.executedAt, keys };
process.stdout.write(JSON.stringify(run));
