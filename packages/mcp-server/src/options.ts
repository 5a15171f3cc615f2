import type { AskUserServerOptions } from "./server-options.ts";

const USAGE = "usage: ask-user-mcp [--timeout <seconds>]";

/** The command line read, or why it cannot be. */
export type ParsedOptions =
	| { readonly ok: true; readonly options: AskUserServerOptions }
	| { readonly ok: false; readonly error: string };

/** Reads `ask-user-mcp`'s arguments: `--timeout <seconds>`, how long a person has to answer each call. */
export function parseOptions(args: readonly string[]): ParsedOptions {
	let timeLimitMs: number | undefined;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (arg === "--timeout") {
			const seconds = Number(args[++i]);
			if (!Number.isFinite(seconds) || seconds <= 0)
				return { ok: false, error: `--timeout needs a number of seconds above 0\n${USAGE}` };
			timeLimitMs = seconds * 1000;
		} else return { ok: false, error: `unknown argument ${JSON.stringify(arg)}\n${USAGE}` };
	}
	return { ok: true, options: { timeLimitMs } };
}
