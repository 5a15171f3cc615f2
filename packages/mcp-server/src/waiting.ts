import type { ServerContext } from "@modelcontextprotocol/server";

/**
 * How often the waiting call tells the client it is still waiting: well within the per-request timeouts hosts set
 * (pi's is 60 s by default, and a progress notification starts it again).
 */
const PROGRESS_EVERY_MS = 15_000;

/**
 * Tells the person where to answer while a call waits on the page: once on stderr (the host's server log) and as a
 * log message to the client, then as progress notifications at once and every 15 s when the client asked for
 * progress (its `progressToken`), each with the address to open (`url()`: the one shown while still unopened).
 */
export function keepWaiting(
	ctx: ServerContext,
	url: () => string,
	why: string,
	tell: (line: string) => void,
): { readonly stop: () => void } {
	const line = () => `${why} Answer the questions in a browser: ${url()}`;
	tell(`ask-user-mcp: ${line()}`);
	ctx.mcpReq.log("info", line(), "ask-user").catch(() => {});
	const progressToken = ctx.mcpReq._meta?.progressToken;
	if (progressToken === undefined) return { stop: () => {} };
	let progress = 0;
	const notify = () => {
		progress++;
		ctx.mcpReq
			.notify({ method: "notifications/progress", params: { progressToken, progress, message: line() } })
			.catch(() => {});
	};
	notify();
	const timer = setInterval(notify, PROGRESS_EVERY_MS);
	return { stop: () => clearInterval(timer) };
}
