/**
 * Keystroke latency: for each key of the scripted laps, the time from delivering the key to the TUI (pi-tui's input
 * path: `TUI.handleInput` → the focused component's `handleInput`) to the end of the frame it causes (the TUI's
 * render pass, run at once instead of on pi-tui's next tick; see `BenchHost`). The terminal only buffers the bytes
 * then; it parses them between laps, untimed. Every lap starts a fresh flow, opened untimed.
 */
import { type BenchContext, closeOnScreen, openOnScreen, productsFor } from "../context.ts";
import type { BenchFixture, FixtureName } from "../fixtures.ts";
import { keyLaps, shapeOf } from "../key-sequence.ts";
import type { Product, ProductId } from "../products.ts";
import { type Summary, summarize } from "../stats.ts";

export interface KeystrokeResult extends Summary {
	readonly fixture: FixtureName;
	readonly product: ProductId;
	/** Bytes written to the terminal per key, on average. */
	readonly bytesPerKey: number;
}

interface Drive {
	readonly keys: number;
	readonly budgetMs: number;
	/** Called with each key's time in ms; not called while warming up. */
	readonly sample?: (ms: number) => void;
}

/** Sends up to `keys` keys of the laps (stopping early once `budgetMs` is spent); returns keys sent and bytes. */
async function drive(context: BenchContext, product: Product, fixture: BenchFixture, run: Drive) {
	const deadline = performance.now() + run.budgetMs;
	let sent = 0;
	let bytes = 0;
	for (const lap of keyLaps(shapeOf(fixture.input), run.keys)) {
		if (performance.now() > deadline) break;
		const screen = await openOnScreen(context, product, fixture);
		const { host, flow } = screen;
		const before = host.terminal.output.length;
		for (const key of lap) {
			if (performance.now() > deadline) break;
			const start = performance.now();
			host.press(key);
			run.sample?.(performance.now() - start);
			sent++;
			if (flow.ended) throw new Error(`key ${sent} ended ${product.id} on ${fixture.name}: fix the key script`);
		}
		bytes += host.terminal.output.length - before;
		await closeOnScreen(screen);
		// Lets the terminal parse the whole lap's output now rather than during the next lap.
		await host.terminal.flush();
	}
	return { sent, bytes };
}

export async function measureKeystrokes(
	context: BenchContext,
	product: Product,
	fixture: BenchFixture,
): Promise<KeystrokeResult> {
	const { warmupKeys, keys, keyBudgetMs } = context.sizes;
	await drive(context, product, fixture, { keys: warmupKeys, budgetMs: keyBudgetMs });
	const samples: number[] = [];
	const { bytes } = await drive(context, product, fixture, {
		keys,
		budgetMs: keyBudgetMs,
		sample: (ms) => samples.push(ms),
	});
	return {
		fixture: fixture.name,
		product: product.id,
		...summarize(samples),
		bytesPerKey: bytes / samples.length,
	};
}

export async function keystrokeSuite(context: BenchContext, log: (line: string) => void): Promise<KeystrokeResult[]> {
	const results: KeystrokeResult[] = [];
	for (const fixture of context.fixtures) {
		for (const product of productsFor(context, fixture)) {
			const result = await measureKeystrokes(context, product, fixture);
			log(`keystrokes ${fixture.name} ${product.id}: ${result.count} keys, median ${result.median.toFixed(3)} ms`);
			results.push(result);
		}
	}
	return results;
}
