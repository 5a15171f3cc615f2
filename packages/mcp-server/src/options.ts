import type { AskUserServerOptions } from "./server-options.ts";

const USAGE = "usage: ask-user-mcp [--timeout <seconds>] [--host <address>] [--open]";

/** The command line read, or why it cannot be. */
export type ParsedOptions =
	| { readonly ok: true; readonly options: AskUserServerOptions }
	| { readonly ok: false; readonly error: string };

/**
 * Reads `ask-user-mcp`'s arguments: `--timeout <seconds>` (how long a person has to answer each call), `--host
 * <address>` (where the page listens: 127.0.0.1 by default) and `--open` (open the page in the browser when the
 * client shows no forms).
 */
export function parseOptions(args: readonly string[]): ParsedOptions {
	let timeLimitMs: number | undefined;
	let host: string | undefined;
	let open = false;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (arg === "--timeout") {
			const seconds = Number(args[++i]);
			if (!Number.isFinite(seconds) || seconds <= 0)
				return { ok: false, error: `--timeout needs a number of seconds above 0\n${USAGE}` };
			timeLimitMs = seconds * 1000;
		} else if (arg === "--host") {
			host = args[++i];
			if (host === undefined || host === "") return { ok: false, error: `--host needs an address\n${USAGE}` };
		} else if (arg === "--open") open = true;
		else return { ok: false, error: `unknown argument ${JSON.stringify(arg)}\n${USAGE}` };
	}
	return { ok: true, options: { timeLimitMs, host, open } };
}
