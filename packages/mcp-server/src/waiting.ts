import type { PageAddress, ServedPage } from "@ask-user/render-web";
import type { ServerContext } from "@modelcontextprotocol/server";

/**
 * How often the waiting call tells the client it is still waiting: well within the per-request timeouts hosts set
 * (pi's is 60 s by default, and a progress notification starts it again).
 */
const PROGRESS_EVERY_MS = 15_000;

/** What a call's progress notifications say while it waits on something other than the page it serves. */
export const WAITING = {
	turn: "Waiting behind another ask_user question: this one is asked once the one before it is answered.",
	url: "Waiting for the answer on the form's page the client opened.",
	form: "Waiting for the answer to the client's form.",
} as const;

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

/** What the person is told with each address after the first, once the one before it was opened. */
const NEW_ADDRESS =
	"The page's last address was opened (each opens once, in one browser); to open the page again, use:";

/** Tells `line` on stderr (the host's server log) and as a log message to the client of the call `ctx` serves. */
export function telling(ctx: ServerContext, tell: (line: string) => void): (line: string) => void {
	return (line) => {
		tell(`ask-user-mcp: ${line}`);
		ctx.mcpReq.log("info", line, "ask-user").catch(() => {});
	};
}

/**
 * Each time the address last given for `page` is opened (`first`, then each one told here), tells `say` a new one:
 * a person who closed the tab, or whose browser `--open` chose, opens the page again with it (D155). Nothing more is
 * told once the page's form ended (`ended`).
 */
export function tellNewAddresses(
	page: ServedPage,
	first: PageAddress,
	ended: Promise<unknown>,
	say: (line: string) => void,
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
			say(`${NEW_ADDRESS} ${next.url}`);
			after(next);
		});
	};
	after(first);
}

/**
 * Tells the person where to answer while a call waits on `page`: on stderr and as a log message to the client
 * (`telling`), the address shown first and then, each time the one told is opened, a new one (`tellNewAddresses`);
 * and in the call's progress notifications, each with the address shown while still unopened.
 */
export function keepWaiting(
	ctx: ServerContext,
	progress: CallProgress,
	page: ServedPage,
	ended: Promise<unknown>,
	why: string,
	tell: (line: string) => void,
): void {
	const say = telling(ctx, tell);
	const line = () => `${why} Answer the questions in a browser: ${page.shownAddress().url}`;
	const first = page.shownAddress();
	say(line());
	tellNewAddresses(page, first, ended, say);
	progress.say(line);
}
