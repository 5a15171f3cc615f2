/**
 * Time to first frame: a fresh virtual terminal and TUI per open (made before the clock starts: pi has its terminal
 * already), then the tool's `execute` with a fake `ctx.ui.custom` that mounts the component as pi does and renders at
 * once. Two spans end at the end of that first render pass: from the call of `execute` (validation, the tool's setup,
 * the component, the frame) and from the call of the tool's component factory (creating the component, mounting it,
 * the frame).
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

async function measureFirstFrame(
	context: BenchContext,
	product: Product,
	fixture: BenchFixture,
): Promise<FirstFrameResult> {
	const { frameWarmup, frames, frameBudgetMs } = context.sizes;
	for (let i = 0; i < frameWarmup; i++) await openOnce(context, product, fixture);
	const execute: number[] = [];
	const factory: number[] = [];
	const deadline = performance.now() + frameBudgetMs;
	while (execute.length < frames && (execute.length < 3 || performance.now() < deadline)) {
		const spans = await openOnce(context, product, fixture);
		execute.push(spans.execute);
		factory.push(spans.factory);
	}
	return {
		fixture: fixture.name,
		product: product.id,
		fromExecute: summarize(execute),
		fromFactory: summarize(factory),
	};
}

export async function firstFrameSuite(context: BenchContext, log: (line: string) => void): Promise<FirstFrameResult[]> {
	const results: FirstFrameResult[] = [];
	for (const fixture of context.fixtures) {
		for (const product of productsFor(context, fixture)) {
			const result = await measureFirstFrame(context, product, fixture);
			log(`first frame ${fixture.name} ${product.id}: median ${result.fromExecute.median.toFixed(2)} ms from execute`);
			results.push(result);
		}
	}
	return results;
}
