/**
 * Time to first frame: a fresh virtual terminal and TUI per open (made before the clock starts: pi has its terminal
 * already), then the tool's `execute` with a fake `ctx.ui.custom` that mounts the component as pi does and renders at
 * once. Two spans end at the end of that first render pass: from the call of `execute` (validation, the tool's setup,
 * the component, the frame) and from the call of the tool's component factory (creating the component, mounting it,
 * the frame). The products open a fixture in turns, one open each a round.
 */
import { type BenchContext, closeOnScreen, openOnScreen, productsFor } from "../context.ts";
import type { BenchFixture, FixtureName } from "../fixtures.ts";
import type { Product, ProductId } from "../products.ts";
import { type Summary, summarize } from "../stats.ts";

export interface FirstFrameResult {
	readonly fixture: FixtureName;
	readonly product: ProductId;
	readonly fromExecute: Summary;
	readonly fromFactory: Summary;
}

async function openOnce(context: BenchContext, product: Product, fixture: BenchFixture) {
	const screen = await openOnScreen(context, product, fixture);
	const { executedAt, createdAt, firstFrameAt } = screen.flow;
	await closeOnScreen(screen);
	return { execute: firstFrameAt - executedAt, factory: firstFrameAt - createdAt };
}

/** One product's timed opens of a fixture, and the time they took (to hold it to its budget). */
interface Samples {
	readonly product: Product;
	readonly execute: number[];
	readonly factory: number[];
	spentMs: number;
}

/** Whether `samples` still needs opens: fewer than `frames`, unless it has three and has used up its budget. */
function wanting(samples: Samples, { frames, frameBudgetMs }: BenchContext["sizes"]): boolean {
	const count = samples.execute.length;
	return count < frames && (count < 3 || samples.spentMs < frameBudgetMs);
}

/**
 * Every product's first frames of `fixture`, taken in turns (one open of each, the order turned every round), so
 * that what the machine does meanwhile (a busy neighbour, a collection another product's open left behind) falls
 * on each product alike and the ratios compare opens made side by side.
 */
async function measureFirstFrames(
	context: BenchContext,
	products: readonly Product[],
	fixture: BenchFixture,
): Promise<FirstFrameResult[]> {
	for (const product of products) {
		for (let i = 0; i < context.sizes.frameWarmup; i++) await openOnce(context, product, fixture);
	}
	const all: Samples[] = products.map((product) => ({ product, execute: [], factory: [], spentMs: 0 }));
	for (let round = 0; all.some((samples) => wanting(samples, context.sizes)); round++) {
		for (let turn = 0; turn < all.length; turn++) {
			const samples = all[(round + turn) % all.length];
			if (samples === undefined || !wanting(samples, context.sizes)) continue;
			const started = performance.now();
			const spans = await openOnce(context, samples.product, fixture);
			samples.spentMs += performance.now() - started;
			samples.execute.push(spans.execute);
			samples.factory.push(spans.factory);
		}
	}
	return all.map(({ product, execute, factory }) => ({
		fixture: fixture.name,
		product: product.id,
		fromExecute: summarize(execute),
		fromFactory: summarize(factory),
	}));
}

export async function firstFrameSuite(context: BenchContext, log: (line: string) => void): Promise<FirstFrameResult[]> {
	const results: FirstFrameResult[] = [];
	for (const fixture of context.fixtures) {
		for (const result of await measureFirstFrames(context, productsFor(context, fixture), fixture)) {
			log(
				`first frame ${fixture.name} ${result.product}: median ${result.fromExecute.median.toFixed(2)} ms from execute`,
			);
			results.push(result);
		}
	}
	return results;
}
