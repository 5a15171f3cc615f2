/**
 * Keystroke latency: for each key of the scripted laps, the time from delivering the key to the TUI (pi-tui's input
 * path: `TUI.handleInput` → the focused component's `handleInput`) to the end of the frame it causes (the TUI's
 * render pass, run at once instead of on pi-tui's next tick; see `BenchHost`), then one idle turn of the event loop,
 * untimed, before the next key. The terminal only buffers the bytes then; it parses them after each lap, untimed.
 * Every lap starts a fresh flow, opened untimed, and ten idle turns before its first key (a person's first key comes
 * long after the form appears).
 *
 * The cases (fixture × product) take turns: every case warms up, then each sends a quarter of its keys per round,
 * so a slow spell of a busy machine hits all cases alike instead of skewing one of the ratios. Each portion starts
 * after a scavenge (untimed), so no case's keys collect the garbage of the case before it (`young-garbage.ts`), nor
 * find the lines it measured in pi-tui's width cache (`width-cache.ts`).
 *
 * Each key's time is split, without changing what it measures, into the product's own (its component's
 * `handleInput` and `render(width)`, `ComponentProbe`) and pi-tui's (the rest: its input path and render pass). And
 * ask_user's frames are kept (untimed, `FrameTape`) and replayed right after each of its portions through pi-tui
 * alone (`keystroke-floor.ts`), a case of its own with the same warm-up, scavenge and idle turns: the floor its keys
 * stand on, and per key how far above it they are. Decision D111.
 */
import { type BenchContext, closeOnScreen, openOnScreen, productsFor } from "../context.ts";
import type { BenchFixture, FixtureName } from "../fixtures.ts";
import { idleTurn } from "../host/bench-host.ts";
import { ComponentProbe } from "../host/component-probe.ts";
import { FrameTape } from "../host/frame-tape.ts";
import { keyLaps } from "../key-sequence.ts";
import type { Product, ProductId } from "../products.ts";
import { type Summary, summarize } from "../stats.ts";
import { forgetMeasuredWidths } from "../width-cache.ts";
import { collectYoungGarbage } from "../young-garbage.ts";
import { FloorDriver } from "./keystroke-floor.ts";

/** ask_user's keys against the same frames through pi-tui alone (D111). */
interface FloorResult {
	/** Per key, the replay of ask_user's frame through pi-tui with a component that only returns it. */
	readonly keys: Summary;
	/** Per key, ask_user's time less the floor's for the same key. */
	readonly overhead: Summary;
	/** Bytes the floor's TUI wrote per key: ask_user's `bytesPerKey` when it replayed the same frames. */
	readonly bytesPerKey: number;
}

export interface KeystrokeResult extends Summary {
	readonly fixture: FixtureName;
	readonly product: ProductId;
	/** Bytes written to the terminal per key, on average. */
	readonly bytesPerKey: number;
	/** Per key, the product's component: its `handleInput` and `render(width)`. Absent in runs before D111. */
	readonly component?: Summary;
	/** Per key, the rest of the key's time: pi-tui's input path and render pass. Absent in runs before D111. */
	readonly piTui?: Summary;
	/** ask_user's only. Absent in runs before D111. */
	readonly floor?: FloorResult;
}

const ROUNDS = 4;

/** Before each case's portion, untimed: pi-tui's width cache emptied, then a scavenge (D54, D111). */
function startPortion(): void {
	forgetMeasuredWidths();
	collectYoungGarbage();
}

type Screen = Awaited<ReturnType<typeof openOnScreen>>;

/** Idle turns of the event loop between a lap's open and its first key. */
const SETTLE_TURNS = 10;

/** Sends one case's keys in portions, each portion continuing the laps where the previous one stopped. */
class KeyDriver {
	readonly samples: number[] = [];
	/** Of each timed key, the time spent in the component's own methods. */
	readonly own: number[] = [];
	readonly probe = new ComponentProbe();
	bytes = 0;
	/** Wall time used so far, opening and closing flows included. */
	spentMs = 0;
	private readonly laps: readonly (readonly string[])[];
	private lap = 0;
	private position = 0;
	private screen: Screen | undefined;

	constructor(
		private readonly context: BenchContext,
		readonly product: Product,
		readonly fixture: BenchFixture,
		keys: number,
		/** Where every frame goes, for the floor to replay. */
		readonly tape?: FrameTape,
	) {
		this.laps = keyLaps(product.shape(fixture), keys, product.keys);
	}

	/**
	 * Sends up to `count` more keys, timing each when `record` is set, and stops early once the wall time used by
	 * this driver reaches `spendLimitMs`.
	 */
	async send(count: number, record: boolean, spendLimitMs: number): Promise<void> {
		const started = performance.now();
		const deadline = started + spendLimitMs - this.spentMs;
		let left = count;
		while (left > 0 && this.lap < this.laps.length && performance.now() < deadline) {
			const lap = this.laps[this.lap] ?? [];
			if (this.screen === undefined) {
				this.screen = await openOnScreen(this.context, this.product, this.fixture, this.probe);
				this.tape?.open(this.probe.lines);
				// A person's first key comes hundreds of milliseconds after the form appears: the idle work a product
				// queued as it opened (setImmediate) runs before it, untimed, for every product alike.
				for (let turn = 0; turn < SETTLE_TURNS; turn++) await idleTurn();
			}
			const { host, flow } = this.screen;
			const { probe, tape } = this;
			for (; left > 0 && this.position < lap.length && performance.now() < deadline; left--, this.position++) {
				const key = lap[this.position] ?? "";
				const [before, ownBefore, rendersBefore] = [host.terminal.output.length, probe.ownMs, probe.renders];
				const start = performance.now();
				host.press(key);
				const ms = performance.now() - start;
				tape?.key(key, record, probe.renders > rendersBefore ? probe.lines : undefined);
				if (flow.ended) throw new Error(`${this.product.id} on ${this.fixture.name} ended: fix the key script`);
				// Each key in its own turn of the event loop, as pi's stdin delivers keys: what a product queued to run
				// when idle (setImmediate) runs between keys, untimed, as it does while a person types.
				await idleTurn();
				if (!record) continue;
				this.samples.push(ms);
				this.own.push(probe.ownMs - ownBefore);
				this.bytes += host.terminal.output.length - before;
			}
			if (this.position >= lap.length) {
				await this.closeLap();
				this.lap++;
				this.position = 0;
			}
		}
		this.spentMs += performance.now() - started;
	}

	/** Closes the open flow, if any, and lets the terminal parse the lap's output (untimed). */
	async closeLap(): Promise<void> {
		const { screen } = this;
		if (screen === undefined) return;
		this.screen = undefined;
		await closeOnScreen(screen);
		await screen.host.terminal.flush();
	}
}

export async function keystrokeSuite(context: BenchContext, log: (line: string) => void): Promise<KeystrokeResult[]> {
	const { warmupKeys, keys, keyBudgetMs } = context.sizes;
	const cases = context.fixtures
		.filter((fixture) => fixture.typed)
		.flatMap((fixture) => productsFor(context, fixture).map((product) => ({ product, fixture })));
	for (const { product, fixture } of cases) {
		const tape = product.id === "ask_user" ? new FrameTape() : undefined;
		const warmup = new KeyDriver(context, product, fixture, warmupKeys, tape);
		await warmup.send(warmupKeys, false, keyBudgetMs / ROUNDS);
		await warmup.closeLap();
		if (tape === undefined) continue;
		const floor = new FloorDriver(tape);
		forgetMeasuredWidths();
		await floor.replay();
		await floor.closeLap();
	}
	// Each case keeps its flow open between its portions: ask_user's each on its own registration of the tool, as one
	// registration shows one form at a time (the next would wait for it, and the run with it). ask_user's floor
	// replays each of its portions right after it.
	const drivers: { readonly driver: KeyDriver; readonly floor?: FloorDriver }[] = [];
	for (const { product, fixture } of cases) {
		if (product.id !== "ask_user") {
			drivers.push({ driver: new KeyDriver(context, product, fixture, keys) });
			continue;
		}
		const tape = new FrameTape();
		const own = { ...product, tool: await product.register() };
		drivers.push({ driver: new KeyDriver(context, own, fixture, keys, tape), floor: new FloorDriver(tape) });
	}
	for (let round = 0; round < ROUNDS; round++) {
		// Each round may use its share of the budget, so a slow case still samples every round.
		const share = (keyBudgetMs * (round + 1)) / ROUNDS;
		for (const { driver, floor } of drivers) {
			startPortion();
			await driver.send(Math.ceil(keys / ROUNDS), true, share);
			if (floor === undefined) continue;
			startPortion();
			await floor.replay();
		}
		log(`keystrokes: round ${round + 1} of ${ROUNDS} done`);
	}
	const results: KeystrokeResult[] = [];
	for (const { driver, floor } of drivers) {
		await driver.closeLap();
		await floor?.closeLap();
		if (driver.samples.length === 0) {
			// A loaded machine can spend a case's whole budget before its first timed key (a --quick run's).
			log(`keystrokes ${driver.fixture.name} ${driver.product.id}: no key timed within the budget, left out`);
			continue;
		}
		const result = keystrokeResult(driver, floor);
		results.push(result);
		const { count, median, fixture, product } = result;
		const above = result.floor === undefined ? "" : `, floor ${result.floor.keys.median.toFixed(3)} ms`;
		log(`keystrokes ${fixture} ${product}: ${count} keys, median ${median.toFixed(3)} ms${above}`);
	}
	return results;
}

/** Per key, `a[i] - b[i]`; both lists hold the same keys in the same order. */
function differences(a: readonly number[], b: readonly number[], what: string): number[] {
	if (a.length !== b.length) throw new Error(`${what}: ${a.length} keys against ${b.length}`);
	return a.map((value, index) => value - (b[index] ?? Number.NaN));
}

function keystrokeResult(driver: KeyDriver, floor: FloorDriver | undefined): KeystrokeResult {
	const { samples, own, fixture, product } = driver;
	const name = `${product.id} on ${fixture.name}`;
	const result: KeystrokeResult = {
		fixture: fixture.name,
		product: product.id,
		...summarize(samples),
		bytesPerKey: driver.bytes / samples.length,
		component: summarize(own),
		piTui: summarize(differences(samples, own, `${name}, the split`)),
	};
	if (floor === undefined) return result;
	const overhead = differences(samples, floor.samples, `${name}, the floor`);
	const keys = summarize(floor.samples);
	return { ...result, floor: { keys, overhead: summarize(overhead), bytesPerKey: floor.bytes / keys.count } };
}
