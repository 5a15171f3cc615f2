/**
 * Keystroke latency: for each key of the scripted laps, the time from delivering the key to the TUI (pi-tui's input
 * path: `TUI.handleInput` → the focused component's `handleInput`) to the end of the frame it causes (the TUI's
 * render pass, run at once instead of on pi-tui's next tick; see `BenchHost`), then one idle turn of the event loop,
 * untimed, before the next key. The terminal only buffers the bytes then; it parses them after each lap, untimed.
 * Every lap starts a fresh flow, opened untimed.
 *
 * The cases (fixture × product) take turns: every case warms up, then each sends a quarter of its keys per round,
 * so a slow spell of a busy machine hits all cases alike instead of skewing one of the ratios. Each portion starts
 * after a scavenge (untimed), so no case's keys collect the garbage of the case before it (`young-garbage.ts`).
 */
import { type BenchContext, closeOnScreen, openOnScreen, productsFor } from "../context.ts";
import type { BenchFixture, FixtureName } from "../fixtures.ts";
import { keyLaps } from "../key-sequence.ts";
import type { Product, ProductId } from "../products.ts";
import { type Summary, summarize } from "../stats.ts";
import { collectYoungGarbage } from "../young-garbage.ts";

export interface KeystrokeResult extends Summary {
	readonly fixture: FixtureName;
	readonly product: ProductId;
	/** Bytes written to the terminal per key, on average. */
	readonly bytesPerKey: number;
}

const ROUNDS = 4;

const idleTurn = () => new Promise((resolve) => setImmediate(resolve));

type Screen = Awaited<ReturnType<typeof openOnScreen>>;

/** Sends one case's keys in portions, each portion continuing the laps where the previous one stopped. */
class KeyDriver {
	readonly samples: number[] = [];
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
			this.screen ??= await openOnScreen(this.context, this.product, this.fixture);
			const { host, flow } = this.screen;
			for (; left > 0 && this.position < lap.length && performance.now() < deadline; left--, this.position++) {
				const before = host.terminal.output.length;
				const start = performance.now();
				host.press(lap[this.position] ?? "");
				const ms = performance.now() - start;
				if (flow.ended) throw new Error(`${this.product.id} on ${this.fixture.name} ended: fix the key script`);
				// Each key in its own turn of the event loop, as pi's stdin delivers keys: what a product queued to run
				// when idle (setImmediate) runs between keys, untimed, as it does while a person types.
				await idleTurn();
				if (!record) continue;
				this.samples.push(ms);
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
		const warmup = new KeyDriver(context, product, fixture, warmupKeys);
		await warmup.send(warmupKeys, false, keyBudgetMs / ROUNDS);
		await warmup.closeLap();
	}
	// Each case keeps its flow open between its portions: ask_user's each on its own registration of the tool, as one
	// registration shows one form at a time (the next would wait for it, and the run with it).
	const drivers: KeyDriver[] = [];
	for (const { product, fixture } of cases) {
		const own = product.id === "ask_user" ? { ...product, tool: await product.register() } : product;
		drivers.push(new KeyDriver(context, own, fixture, keys));
	}
	for (let round = 0; round < ROUNDS; round++) {
		// Each round may use its share of the budget, so a slow case still samples every round.
		const share = (keyBudgetMs * (round + 1)) / ROUNDS;
		for (const driver of drivers) {
			collectYoungGarbage();
			await driver.send(Math.ceil(keys / ROUNDS), true, share);
		}
		log(`keystrokes: round ${round + 1} of ${ROUNDS} done`);
	}
	const results: KeystrokeResult[] = [];
	for (const driver of drivers) {
		await driver.closeLap();
		const { samples, fixture, product } = driver;
		const result = { fixture: fixture.name, product: product.id, ...summarize(samples) };
		results.push({ ...result, bytesPerKey: driver.bytes / samples.length });
		log(`keystrokes ${fixture.name} ${product.id}: ${samples.length} keys, median ${result.median.toFixed(3)} ms`);
	}
	return results;
}
