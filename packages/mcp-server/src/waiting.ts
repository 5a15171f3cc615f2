import type { PageAddress, ServedPage } from "@ask-user/render-web";
import type { ServerContext } from "@modelcontextprotocol/server";
import type { ServerWords } from "./server-words.ts";

/**
 * How often the waiting call tells the client it is still waiting: well within the per-request timeouts hosts set
 * (pi's is 60 s by default, and a progress notification starts it again).
 */
const PROGRESS_EVERY_MS = 15_000;

/** A call's progress notifications, one count for the whole call (a client reads only rising progress). */
export interface CallProgress {
	/** From now on, tells `line()` at once and every 15 s, in place of what was told before. */
	readonly say: (line: () => string) => void;
	/** Tells nothing more (the call ended or moved on to a round the client answers). */
	readonly stop: () => void;
}

/**
 * The progress notifications of the call `ctx` serves, when the client asked for them (its `progressToken`): each
 * resets a host's per-request timeout, so a call that waits (its turn, the page, the client's form) is not cut off
 * (D150).
 */
export function callProgress(ctx: ServerContext): CallProgress {
	const progressToken = ctx.mcpReq._meta?.progressToken;
	let timer: NodeJS.Timeout | undefined;
	const stop = () => clearInterval(timer);
	if (progressToken === undefined) return { say: () => {}, stop };
	let progress = 0;
	return {
		say: (line) => {
			stop();
			const notify = () => {
				progress++;
				ctx.mcpReq
					.notify({ method: "notifications/progress", params: { progressToken, progress, message: line() } })
					.catch(() => {});
			};
			notify();
			timer = setInterval(notify, PROGRESS_EVERY_MS);
		},
		stop,
	};
}

/** Tells `line` on stderr (the host's server log) and as a log message to the client of the call `ctx` serves. */
export function telling(ctx: ServerContext, tell: (line: string) => void): (line: string) => void {
	return (line) => {
		tell(`ask-user-mcp: ${line}`);
		ctx.mcpReq.log("info", line, "ask-user").catch(() => {});
	};
}

/**
 * Each time the address last given for `page` is opened (`first`, then each one told here), tells `say` a new one:
 * a person who closed the tab, or whose browser `--open` chose, opens the page again with it (D155), in `words`.
 * Nothing more is told once the page's form ended (`ended`).
 */
export function tellNewAddresses(
	page: ServedPage,
	first: PageAddress,
	ended: Promise<unknown>,
	say: (line: string) => void,
	words: ServerWords,
): void {
	let over = false;
	const end = () => {
		over = true;
	};
	ended.then(end, end);
	const after = (address: PageAddress) => {
		void address.opened.then(() => {
			if (over) return;
			const next = page.shownAddress();
			say(words.newAddress(next.url));
			after(next);
		});
	};
	after(first);
}

/**
 * Tells the person where to answer while a call waits on `page`: on stderr and as a log message to the client
 * (`telling`), the address shown first and then, each time the one told is opened, a new one (`tellNewAddresses`);
 * and in the call's progress notifications, each with the address shown while still unopened; `why` first, all in
 * `words`.
 */
export function keepWaiting(
	ctx: ServerContext,
	progress: CallProgress,
	page: ServedPage,
	ended: Promise<unknown>,
	why: string,
	tell: (line: string) => void,
	words: ServerWords,
): void {
	const say = telling(ctx, tell);
	const line = () => `${why} ${words.answerInBrowser(page.shownAddress().url)}`;
	const first = page.shownAddress();
	say(line());
	tellNewAddresses(page, first, ended, say, words);
	progress.say(line);
}
