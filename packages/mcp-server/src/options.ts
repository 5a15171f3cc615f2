import { localeOf, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core/contract";
import type { AskUserServerOptions } from "./server-options.ts";
import { LONGEST_TIMER_MS } from "./time-limit.ts";

const USAGE = "usage: ask-user-mcp [--timeout <seconds>] [--host <address>] [--locale <language>] [--open]";

/** The shipped locales, as `--help` and a refused `--locale` name them. */
const LOCALES = MESSAGE_LOCALES.join(", ");

/** What `--help` prints: the usage and what each option does. */
const HELP = [
	USAGE,
	"",
	"ask_user for MCP hosts: an MCP server on stdio that asks the person a short questionnaire.",
	"",
	"  --timeout <seconds>  how long the person has to answer each call, at most",
	`                       ${LONGEST_TIMER_MS / 1000} (a day by default), starting again on each action on`,
	"                       the page; then the call ends as cancelled, with what was answered",
	"  --host <address>     where the page listens (127.0.0.1 by default; 0.0.0.0 reaches your network)",
	`  --locale <language>  the language of what the person reads (${LOCALES}; de-AT or de_DE.UTF-8`,
	"                       name German too): the client's form, the server's progress and log lines, the",
	"                       page; by default the environment's (LC_ALL, LC_MESSAGES, LANG), else English",
	"  --open               open the page in your browser when the host cannot show it",
	"  --help               print this and exit",
].join("\n");

/** The command line read: options to serve with, the help to print, or why it cannot be read. */
export type ParsedOptions =
	| { readonly kind: "serve"; readonly options: AskUserServerOptions }
	| { readonly kind: "help"; readonly text: string }
	| { readonly kind: "error"; readonly error: string };

const refused = (error: string): ParsedOptions => ({ kind: "error", error: `${error}\n${USAGE}` });

/**
 * Reads `ask-user-mcp`'s arguments: `--timeout <seconds>` (how long a person has to answer each call, at most the
 * longest timer Node keeps), `--host <address>` (where the page listens: 127.0.0.1 by default; a value starting with
 * `--` is the next option, not an address), `--locale <language>` (a tag naming a shipped locale, as pi's settings'
 * `locale` is read), `--open` (open the page in the browser when the client shows no forms) and `--help`.
 */
export function parseOptions(args: readonly string[]): ParsedOptions {
	let timeLimitMs: number | undefined;
	let host: string | undefined;
	let locale: MessageLocale | undefined;
	let open = false;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (arg === "--help" || arg === "-h") return { kind: "help", text: HELP };
		if (arg === "--timeout") {
			const seconds = Number(args[++i]);
			if (!Number.isFinite(seconds) || seconds <= 0) return refused("--timeout needs a number of seconds above 0");
			if (seconds * 1000 > LONGEST_TIMER_MS)
				return refused(
					`--timeout is at most ${LONGEST_TIMER_MS / 1000} seconds (about 24.8 days, the longest timer Node keeps), got ${args[i]}`,
				);
			timeLimitMs = seconds * 1000;
		} else if (arg === "--host") {
			host = args[++i];
			if (host === undefined || host === "" || host.startsWith("--"))
				return refused(`--host needs an address${host?.startsWith("--") ? `, got the option ${host}` : ""}`);
		} else if (arg === "--locale") {
			const tag = args[++i];
			locale = tag === undefined ? undefined : localeOf(tag);
			if (locale === undefined)
				return refused(
					tag === undefined || tag.startsWith("--")
						? `--locale needs a language: one of ${LOCALES}`
						: `--locale must name one of the languages ${LOCALES}, got ${JSON.stringify(tag)}`,
				);
		} else if (arg === "--open") open = true;
		else return refused(`unknown argument ${JSON.stringify(arg)}`);
	}
	return { kind: "serve", options: { timeLimitMs, host, locale, open } };
}
