/**
 * Editing a 100,000-character answer: for each shape of `@ask-user/test-kit/big-text` (a BOM, zero-width
 * and format characters, line and paragraph separators, emoji, CJK, escape sequences), the paste into "Type your
 * own", then keys while the answer is open: typing at its end, moving, Home and End, Backspace, and saving and
 * reopening it. Each key timed as in the keystrokes suite, from `TUI.handleInput` to the end of the render pass, on
 * a 120×40 terminal. Target: every key under 50 ms.
 */
import { bigTextSamples } from "@ask-user/test-kit/big-text";
import { RAW_KEYS as keys } from "@ask-user/test-kit/raw-keys";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { BenchContext } from "../context.ts";
import { BenchHost } from "../host/bench-host.ts";
import { openFlow } from "../host/flow.ts";
import { SCREEN } from "../screen.ts";
import { type Summary, summarize } from "../stats.ts";

/** Characters pasted: a thousand short of the limit, so the typed keys stay within it. */
export const BIG_ANSWER_CHARACTERS = 99_000;

export interface BigAnswerResult {
	readonly shape: string;
	/** The paste of the whole text, one sample per lap. */
	readonly paste: Summary;
	/** Every other key with the text open. */
	readonly keys: Summary;
}

const PARAMS = {
	questions: [
		{
			id: "log",
			prompt: "What does the log say?",
			options: [
				{ value: "ok", label: "Nothing wrong" },
				{ value: "retry", label: "Retry it" },
			],
		},
	],
};

/** Keys with the answer open: net no change to the text, and one save and reopen. */
const EDIT_KEYS = [
	..."typed",
	keys.left,
	keys.left,
	keys.right,
	keys.home,
	keys.end,
	...Array.from({ length: 5 }, () => keys.backspace),
	keys.enter,
	keys.shiftTab,
	keys.enter,
];

/**
 * One lap: a fresh flow, "Type your own" opened (untimed), the paste, `rounds` times the edit keys, then the
 * answer saved and submitted (untimed).
 */
async function lap(context: BenchContext, text: string, rounds: number, paste: number[], edits: number[]) {
	const host = new BenchHost(new VirtualTerminal(SCREEN));
	const product = context.products.ask_user;
	const flow = await openFlow({
		tool: product.tool,
		params: PARAMS,
		host,
		theme: context.theme,
		closeKeys: product.closeKeys,
	});
	host.press(keys.up);
	host.press(keys.enter);
	const time = (key: string) => {
		const start = performance.now();
		host.press(key);
		return performance.now() - start;
	};
	paste.push(time(`\x1b[200~${text}\x1b[201~`));
	for (let round = 0; round < rounds; round++) for (const key of EDIT_KEYS) edits.push(time(key));
	if (flow.ended) throw new Error("the big answer flow ended: fix the key script");
	// Submitted, not dismissed: ask_user opens no other form in a reply after a dismissal.
	host.press(keys.enter);
	host.press(keys.enter);
	await flow.close();
	host.stop();
	await host.terminal.flush();
}

export async function bigAnswerSuite(context: BenchContext, log: (line: string) => void): Promise<BigAnswerResult[]> {
	// A full run sends 2,000 keys a case elsewhere: here 3 laps of 10 rounds of 17 keys a shape; --quick, 1 of 2.
	const full = context.sizes.keys >= 1000;
	const laps = full ? 3 : 1;
	const rounds = full ? 10 : 2;
	const results: BigAnswerResult[] = [];
	for (const sample of bigTextSamples(BIG_ANSWER_CHARACTERS)) {
		await lap(context, sample.text, 1, [], []);
		const paste: number[] = [];
		const edits: number[] = [];
		for (let index = 0; index < laps; index++) await lap(context, sample.text, rounds, paste, edits);
		const result = { shape: sample.name, paste: summarize(paste), keys: summarize(edits) };
		log(
			`big answer ${sample.name}: paste ${result.paste.median.toFixed(1)} ms, keys p99 ${result.keys.p99.toFixed(1)} ms`,
		);
		results.push(result);
	}
	return results;
}
