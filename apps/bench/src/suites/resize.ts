/**
 * Resizing a form whose prompt is 256 KB of model text: one question opened on a 120×40 terminal, then
 * resized to 250×80 and back, and dragged through every width from 80 to 250 columns (80 rows), on the question
 * screen and with the full-text reader (`e`) open. Each resize is timed from the terminal's resize (pi-tui's
 * handler) to the end of the render pass it asks for. Target: every resize under 50 ms, so a drag does not freeze.
 */
import { RAW_KEYS as keys } from "@ask-user/test-kit/raw-keys";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { type BenchContext, closeOnScreen } from "../context.ts";
import { BenchHost } from "../host/bench-host.ts";
import { openFlow } from "../host/flow.ts";
import { SCREEN } from "../screen.ts";
import { type Summary, summarize } from "../stats.ts";

export const RESIZE_PROMPT_CHARACTERS = 256 * 1024;
const BIG = { columns: 250, rows: 80 } as const;
const DRAG_FROM = 80;

export interface ResizeResult {
	/** `question` or `reader` (the full-text reader open). */
	readonly screen: string;
	/** The prompt's shape: words, or one run of accented letters without a space. */
	readonly prompt: string;
	/** To 250×80 and back to 120×40, each resize a sample. */
	readonly jump: Summary;
	/** Every width from 80 to 250 at 80 rows, each a sample. */
	readonly drag: Summary;
}

const PROMPTS: Readonly<Record<string, string>> = {
	words: "Which of these should the build keep? ".repeat(Math.ceil(RESIZE_PROMPT_CHARACTERS / 38)),
	"no spaces": "\u00e9".repeat(RESIZE_PROMPT_CHARACTERS),
};

/** Laps so far: each lap's prompt is a new string, so no lap finds the lines of the one before in a cache. */
let laps = 0;

function params(prompt: string): unknown {
	laps++;
	return {
		questions: [
			{
				id: "keep",
				prompt: `${laps} ${prompt}`.slice(0, RESIZE_PROMPT_CHARACTERS),
				options: [
					{ value: "yes", label: "Keep it" },
					{ value: "no", label: "Drop it" },
				],
			},
		],
	};
}

async function lap(context: BenchContext, prompt: string, reader: boolean, jump: number[], drag: number[]) {
	const host = new BenchHost(new VirtualTerminal(SCREEN));
	const product = context.products.ask_user;
	const flow = await openFlow({
		tool: product.tool,
		params: params(prompt),
		host,
		theme: context.theme,
		closeKeys: product.closeKeys,
	});
	if (reader) host.press("e");
	const resize = (columns: number, rows: number) => {
		const start = performance.now();
		host.terminal.resize(columns, rows);
		host.render();
		return performance.now() - start;
	};
	jump.push(resize(BIG.columns, BIG.rows), resize(SCREEN.columns, SCREEN.rows));
	for (let columns = DRAG_FROM; columns <= BIG.columns; columns++) drag.push(resize(columns, BIG.rows));
	// Submitted, not dismissed: ask_user opens no other form in a reply after a dismissal.
	if (reader) host.press(keys.escape);
	host.press(keys.enter);
	host.press(keys.enter);
	if (!flow.ended) throw new Error("the resize flow did not end: fix the key script");
	await closeOnScreen({ host, flow });
}

export async function resizeSuite(context: BenchContext, log: (line: string) => void): Promise<ResizeResult[]> {
	const timed = context.sizes.keys >= 1000 ? 3 : 1;
	const results: ResizeResult[] = [];
	for (const screen of ["question", "reader"] as const) {
		for (const [name, prompt] of Object.entries(PROMPTS)) {
			await lap(context, prompt, screen === "reader", [], []);
			const jump: number[] = [];
			const drag: number[] = [];
			for (let index = 0; index < timed; index++) await lap(context, prompt, screen === "reader", jump, drag);
			const result = { screen, prompt: name, jump: summarize(jump), drag: summarize(drag) };
			log(
				`resize ${screen}, ${name}: jump max ${result.jump.max.toFixed(1)} ms, drag median ${result.drag.median.toFixed(1)} ms, p99 ${result.drag.p99.toFixed(1)} ms, max ${result.drag.max.toFixed(1)} ms`,
			);
			results.push(result);
		}
	}
	return results;
}
