/**
 * The `/` filter on the 100,000-option question, typed as a person types it: each lap opens the question (untimed),
 * then sends `/`, a text that narrows the list, Backspaces that widen it, a letter that finds nothing and Esc, each
 * key timed as in the keystroke suite (handleInput and the render pass) and followed by a typist's pause, in which
 * the event loop idles as it does in pi. Apart from those laps, `/` and the first letter sent at once (typeahead, a
 * paste: no idle turn between them), the pair timed as one.
 */
import { type BenchContext, closeOnScreen, openOnScreen } from "../context.ts";
import type { FixtureName } from "../fixtures.ts";
import { type Summary, summarize } from "../stats.ts";
import { collectYoungGarbage } from "../young-garbage.ts";

/** A fast typist's gap between keys (about 100 ms at 120 words a minute). */
const TYPING_PAUSE_MS = 50;
const BACKSPACE = "\x7f";
const ESCAPE = "\x1b";
/** One lap's keys after `/`: the first is the first typed key. */
const TYPED = [..."option 12", BACKSPACE, BACKSPACE, BACKSPACE, "x", BACKSPACE, ESCAPE];

export interface FilterResult {
	readonly options: number;
	/** Every key of the laps, `/` and Esc included. */
	readonly keys: Summary;
	/** The first key typed after `/`: the first search of the list. */
	readonly firstKey: Summary;
	/** `/` and the first letter with no idle turn between them, timed together. */
	readonly atOnce: Summary;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function filterSuite(
	context: BenchContext,
	log: (line: string) => void,
	fixtureName: FixtureName = "100k-options",
): Promise<FilterResult> {
	const fixture = context.fixtures.find((candidate) => candidate.name === fixtureName);
	if (fixture === undefined) throw new Error(`no ${fixtureName} fixture`);
	const product = context.products.ask_user;
	const keys: number[] = [];
	const firstKey: number[] = [];
	const atOnce: number[] = [];
	const time = (screen: Awaited<ReturnType<typeof openOnScreen>>, ...pressed: string[]) => {
		const started = performance.now();
		for (const key of pressed) screen.host.press(key);
		return performance.now() - started;
	};
	for (let lap = 0; lap < context.sizes.filterLaps; lap++) {
		const screen = await openOnScreen(context, product, fixture);
		collectYoungGarbage();
		keys.push(time(screen, "/"));
		for (const [i, key] of TYPED.entries()) {
			await pause(TYPING_PAUSE_MS);
			const ms = time(screen, key);
			keys.push(ms);
			if (i === 0) firstKey.push(ms);
		}
		await closeOnScreen(screen);
		const hurried = await openOnScreen(context, product, fixture);
		collectYoungGarbage();
		atOnce.push(time(hurried, "/", TYPED[0] ?? ""));
		await closeOnScreen(hurried);
	}
	const options = fixture.input.questions[0]?.options?.length ?? 0;
	const result = { options, keys: summarize(keys), firstKey: summarize(firstKey), atOnce: summarize(atOnce) };
	log(
		`filter: ${keys.length} keys, max ${result.keys.max.toFixed(1)} ms, first key max ${result.firstKey.max.toFixed(1)} ms`,
	);
	return result;
}
