/**
 * First view of each hostile preview (`@ask-user/test-kit/hostile-previews`: deep quotes and lists, links, invisible
 * text) at widths 20, 80 and 300: one preview question whose first option carries the preview, opened through the
 * tool's `execute` on a fresh terminal of that width, timed from `execute` to the end of the first render pass (the
 * first view shows the focused option's preview). Target: under 50 ms for every shape and width.
 */
import { type HostilePreview, hostilePreviews } from "@ask-user/test-kit/hostile-previews";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { type BenchContext, closeOnScreen } from "../context.ts";
import { BenchHost } from "../host/bench-host.ts";
import { openFlow } from "../host/flow.ts";
import type { Product } from "../products.ts";
import { SCREEN } from "../screen.ts";
import { type Summary, summarize } from "../stats.ts";

export const HOSTILE_PREVIEW_WIDTHS = [20, 80, 300] as const;

export interface HostilePreviewResult {
	readonly preview: string;
	readonly width: number;
	readonly firstView: Summary;
}

function payload(preview: HostilePreview): unknown {
	return {
		questions: [
			{
				id: "layout",
				prompt: "Which layout?",
				type: "preview",
				options: [
					{ value: "hostile", label: preview.name, preview: preview.text },
					{ value: "plain", label: "Plain", preview: "# Plain\n\nA short preview." },
				],
			},
		],
	};
}

async function openOnce(product: Product, context: BenchContext, params: unknown, width: number): Promise<number> {
	const host = new BenchHost(new VirtualTerminal({ columns: width, rows: SCREEN.rows }));
	const flow = await openFlow({ tool: product.tool, params, host, theme: context.theme, closeKeys: product.closeKeys });
	const span = flow.firstFrameAt - flow.executedAt;
	await closeOnScreen({ host, flow });
	return span;
}

export async function measureHostilePreview(
	context: BenchContext,
	preview: HostilePreview,
	width: number,
): Promise<HostilePreviewResult> {
	const { frameWarmup, frames, frameBudgetMs } = context.sizes;
	const product = context.products.ask_user;
	const params = payload(preview);
	// One warm-up at most: a slow shape takes seconds per open.
	if (frameWarmup > 0) await openOnce(product, context, params, width);
	const samples: number[] = [];
	const deadline = performance.now() + frameBudgetMs;
	while (samples.length < frames && (samples.length < 1 || performance.now() < deadline)) {
		samples.push(await openOnce(product, context, params, width));
	}
	return { preview: preview.name, width, firstView: summarize(samples) };
}

export async function hostilePreviewSuite(
	context: BenchContext,
	log: (line: string) => void,
): Promise<HostilePreviewResult[]> {
	const results: HostilePreviewResult[] = [];
	for (const preview of hostilePreviews) {
		for (const width of HOSTILE_PREVIEW_WIDTHS) {
			const result = await measureHostilePreview(context, preview, width);
			log(`hostile preview ${preview.name} at ${width}: median ${result.firstView.median.toFixed(2)} ms`);
			results.push(result);
		}
	}
	return results;
}
