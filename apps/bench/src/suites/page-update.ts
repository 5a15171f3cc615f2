/**
 * The form's page following a form while keys change it: one question of 500 options of 60,000 characters each (a
 * 20,000-character description and a 40,000-character preview: 30 MB of model text), served with render-web's
 * `servePage` and followed by one page (server-sent events over a real socket). Per key, the page's update: from the
 * moment the server's update starts (it reads the form's view) to the end of that turn of the event loop (the
 * pieces rendered, compared with the last sent and written), which is how long the update holds the host's event
 * loop; and the bytes the page received for that key. Keys: a focus move (the page shows no focus: nothing is sent),
 * a pick (the tabs and two rows), a character typed into the question's note (the note's part). Target: every
 * update under 5 ms, and never the whole question again.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { type AskUserDetails, QuestionnaireFlow, type QuestionnaireView, validate } from "@ask-user/core";
import { servePage } from "@ask-user/render-web";
import { type FollowedPage, follow, openPage } from "@ask-user/test-kit/page-client";
import type { BenchSizes } from "../options.ts";
import { type Summary, summarize } from "../stats.ts";

export const PAGE_OPTIONS = 500;
const DESCRIPTION_CHARACTERS = 20_000;
const PREVIEW_CHARACTERS = 40_000;
/** The payload's model text, in characters (30 MB of ASCII). */
export const PAGE_PAYLOAD_CHARACTERS = PAGE_OPTIONS * (DESCRIPTION_CHARACTERS + PREVIEW_CHARACTERS);

export type PageKey = "focus move" | "pick" | "note typing";

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
	const preview = `${"p".repeat(79)}\n`.repeat(PREVIEW_CHARACTERS / 80);
	const options = Array.from({ length: PAGE_OPTIONS }, (_, i) => ({
		value: `v${i}`,
		label: `Option ${i}`,
		description: `${String(i).padStart(11, "0")} ${description}`,
		preview,
	}));
	const checked = validate({ questions: [{ id: "big", prompt: "Which one?", options }] });
	if (!checked.ok) throw new Error("the page-update payload does not validate");
	return checked.payload;
}

/** Waits until `done()` holds, polling every millisecond (each key's update comes some 50 ms after it). */
async function until(done: () => boolean, what: string): Promise<void> {
	for (let waited = 0; !done(); waited += 1) {
		if (waited > 10_000) throw new Error(`page-update: ${what} did not happen within 10 s`);
		await sleep(1);
	}
}

/** The keys of one kind: each changes the form as a person's key in the terminal would. */
function keyOf(kind: PageKey, view: () => QuestionnaireView, at: number): void {
	const current = view();
	if (kind === "focus move") current.focusOption(at % PAGE_OPTIONS);
	else if (kind === "pick") current.chooseValue(`v${at % PAGE_OPTIONS}`);
	else current.changeDraft(`a note ${"x".repeat(at % 200)}`);
}

export async function pageUpdateSuite(sizes: BenchSizes, log: (line: string) => void): Promise<PageUpdateResult[]> {
	log(`page-update: a question of ${PAGE_OPTIONS} options, ${PAGE_PAYLOAD_CHARACTERS / 1e6} MB of text, one page`);
	const flow = new QuestionnaireFlow({ payload: bigQuestion(), onDone: (_details: AskUserDetails) => {} });
	/** When the server's current update started (it reads the view first), and the last update's duration. */
	let updates = 0;
	let lastUpdate = 0;
	let measuring = false;
	const page = await servePage({
		form: {
			view: () => {
				if (measuring) {
					const started = performance.now();
					// After the timer's callback: the rest of this turn is the update's own work.
					setImmediate(() => {
						lastUpdate = performance.now() - started;
						updates += 1;
					});
					measuring = false;
				}
				return flow.view;
			},
		},
	});
	const opened = await openPage(page.url);
	const followed: FollowedPage = await follow(opened);
	try {
		await until(() => followed.events.length > 0, "the first view");
		const firstViewBytes = followed.bytes();
		const results: PageUpdateResult[] = [];
		const keys = Math.max(5, Math.round(sizes.keys / 20));
		for (const kind of ["focus move", "pick", "note typing"] as const) {
			if (kind === "note typing") flow.view.openEditor("questionNote");
			const durations: number[] = [];
			const bytes: number[] = [];
			for (let at = 0; at < keys + 3; at++) {
				const before = followed.bytes();
				const seen = updates;
				measuring = true;
				keyOf(kind, () => flow.view, at + 1);
				page.changed();
				await until(() => updates > seen, `the update after a ${kind}`);
				// The page's bytes arrive on a later turn than the update that wrote them.
				await sleep(5);
				// The first three keys warm up.
				if (at < 3) continue;
				durations.push(lastUpdate);
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
