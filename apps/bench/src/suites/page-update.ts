/**
 * The form's page following a form while keys change it: one question of 500 options of 60,000 characters each (a
 * 20,000-character description and a 40,000-character preview: 30 MB of model text), served with render-web's
 * `servePage` and followed by one page (server-sent events over a real socket). Per key, the page's update: from the
 * moment the server's update starts (it reads the form's view) to the end of its timer's callback and the ticks
 * that queued (the pieces rendered, compared with the last sent and written), which is how long the update holds the
 * host's event loop; and the bytes the page received for that key. Keys: a focus move (the page shows no focus: nothing is sent),
 * a pick (the tabs and two rows), a character typed into the question's note (the note's part). Targets: p99
 * under 5 ms, no update over 50 ms, and never the whole question again.
 */
import { get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { type AskUserDetails, QuestionnaireFlow, type QuestionnaireView, validate } from "@ask-user/core";
import { servePage } from "@ask-user/render-web";
import { type OpenedPage, openPage } from "@ask-user/test-kit/page-client";
import type { BenchSizes } from "../options.ts";
import { type Summary, summarize } from "../stats.ts";

export const PAGE_OPTIONS = 500;
const DESCRIPTION_CHARACTERS = 20_000;
const PREVIEW_CHARACTERS = 40_000;
/** Each option's preview: lines of 80 characters. */
export const PAGE_PREVIEW = `${"p".repeat(79)}\n`.repeat(PREVIEW_CHARACTERS / 80);
/** The payload's model text, in characters (30 MB of ASCII). */
export const PAGE_PAYLOAD_CHARACTERS = PAGE_OPTIONS * (DESCRIPTION_CHARACTERS + PREVIEW_CHARACTERS);

type PageKey = "focus move" | "pick" | "note typing";

export interface PageUpdateResult {
	readonly key: PageKey;
	/** The page's update for one key, ms. */
	readonly update: Summary;
	/** Bytes the page received for one key (median, max). */
	readonly bytes: { readonly median: number; readonly max: number };
	/** The first view's bytes, for scale: what a key would cost if it sent the question again. */
	readonly firstViewBytes: number;
}

function bigQuestion() {
	const description = "d".repeat(DESCRIPTION_CHARACTERS - 12);
	const options = Array.from({ length: PAGE_OPTIONS }, (_, i) => ({
		value: `v${i}`,
		label: `Option ${i}`,
		description: `${String(i).padStart(11, "0")} ${description}`,
		preview: PAGE_PREVIEW,
	}));
	const checked = validate({ questions: [{ id: "big", prompt: "Which one?", options }] });
	if (!checked.ok) throw new Error("the page-update payload does not validate");
	return checked.payload;
}

/** A page following the form that counts what it receives and keeps none of it (the person's browser is elsewhere). */
interface CountingPage {
	readonly bytes: () => number;
	close(): void;
}

function countingPage(page: OpenedPage): Promise<CountingPage> {
	return new Promise((resolve, reject) => {
		let bytes = 0;
		const url = `${page.base}events?key=${encodeURIComponent(page.key)}`;
		const sent = get(url, { headers: { cookie: page.cookie }, agent: false }, (response) => {
			if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
			response.on("data", (chunk: Buffer) => {
				bytes += chunk.length;
			});
			resolve({ bytes: () => bytes, close: () => sent.destroy() });
		});
		sent.on("error", reject);
	});
}

/** How long a wait of the suite may take: longer is a fault, not slowness. */
const DEADLINE_MS = 10_000;

/** Waits until `done()` holds, polling every millisecond (the first view, before anything is measured). */
async function until(done: () => boolean, what: string): Promise<void> {
	for (let waited = 0; !done(); waited += 1) {
		if (waited > DEADLINE_MS) throw new Error(`page-update: ${what} did not happen within 10 s`);
		await sleep(1);
	}
}

/** The keys of one kind: each changes the form as a person's key in the terminal would. */
function keyOf(kind: PageKey, view: () => QuestionnaireView, at: number): void {
	const current = view();
	if (kind === "focus move") current.focusOption(at % PAGE_OPTIONS);
	else if (kind === "pick") current.chooseValue(`v${at % PAGE_OPTIONS}`);
	else current.changeEditor(`a note ${"x".repeat(at % 200)}`);
}

export async function pageUpdateSuite(sizes: BenchSizes, log: (line: string) => void): Promise<PageUpdateResult[]> {
	log(`page-update: a question of ${PAGE_OPTIONS} options, ${PAGE_PAYLOAD_CHARACTERS / 1e6} MB of text, one page`);
	const flow = new QuestionnaireFlow({ payload: bigQuestion(), onDone: (_details: AskUserDetails) => {} });
	/**
	 * The measured update's end, told with its duration. Awaited, not polled: a polling timer due in the same turn
	 * as the update's timer would run inside the measured turn, and its garbage would count against the update.
	 */
	let updated: ((ms: number) => void) | undefined;
	let measuring = false;
	const page = await servePage({
		form: {
			view: () => {
				if (measuring) {
					const started = performance.now();
					// After the timer's callback and the ticks it queued (its writes'): the update's own work. Not the
					// poll phase that follows, where this same process reads the page's bytes as the page.
					queueMicrotask(() => updated?.(performance.now() - started));
					measuring = false;
				}
				return flow.view;
			},
		},
	});
	/** The next measured update's duration; rejects when it does not come within `DEADLINE_MS`. */
	const nextUpdate = (what: string) =>
		new Promise<number>((resolve, reject) => {
			const deadline = setTimeout(() => reject(new Error(`page-update: ${what} did not happen in time`)), DEADLINE_MS);
			updated = (ms) => {
				clearTimeout(deadline);
				updated = undefined;
				resolve(ms);
			};
		});
	const opened = await openPage(page.url);
	const followed = await countingPage(opened);
	try {
		// The first view is the whole form: the bytes stop growing once it is in.
		let seen = -1;
		await until(() => {
			const now = followed.bytes();
			const still = now > 0 && now === seen;
			seen = now;
			return still;
		}, "the first view");
		const firstViewBytes = followed.bytes();
		const results: PageUpdateResult[] = [];
		// 400 keys of each kind in a full run: the p99 of 100 would be the second slowest key, one stall of the machine
		// away from the slowest.
		const keys = Math.max(5, Math.round(sizes.keys / 5));
		for (const kind of ["focus move", "pick", "note typing"] as const) {
			if (kind === "note typing") flow.view.openEditor("questionNote");
			const durations: number[] = [];
			const bytes: number[] = [];
			for (let at = 0; at < keys + 3; at++) {
				const before = followed.bytes();
				const update = nextUpdate(`the update after a ${kind}`);
				measuring = true;
				keyOf(kind, () => flow.view, at + 1);
				page.changed();
				const ms = await update;
				// The page's bytes arrive on a later turn than the update that wrote them.
				await sleep(5);
				// The first three keys warm up.
				if (at < 3) continue;
				durations.push(ms);
				bytes.push(followed.bytes() - before);
			}
			const byteSummary = summarize(bytes);
			results.push({
				key: kind,
				update: summarize(durations),
				bytes: { median: byteSummary.median, max: byteSummary.max },
				firstViewBytes,
			});
		}
		return results;
	} finally {
		followed.close();
		flow.stop();
		await page.end();
	}
}
