import { localeOf, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core/contract";
import type { AskUserServerOptions } from "./server-options.ts";
import { type ServerWords, serverWords } from "./server-words.ts";
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

/** A `--timeout` value as a person writes seconds: decimal digits, a fraction after a point. */
const DECIMAL_SECONDS = /^\d+(?:\.\d+)?$/;

/** The command line read: options to serve with, the help to print, or why it cannot be read. */
export type ParsedOptions =
	| { readonly kind: "serve"; readonly options: AskUserServerOptions }
	| { readonly kind: "help"; readonly text: string }
	| { readonly kind: "error"; readonly error: string };

/** Why an argument cannot be read, in the words of the locale the refusal is told in. */
type Refusal = (words: ServerWords) => string;

/**
 * Reads `ask-user-mcp`'s arguments: `--timeout <seconds>` (how long a person has to answer each call, at most the
 * longest timer Node keeps), `--host <address>`, `--locale <language>` (a tag naming a shipped locale, as pi's
 * settings' `locale` is read), `--open` (open the page in the browser when the client shows no forms) and `--help`.
 * An option's value follows it (`--timeout 5`) or its `=` (`--timeout=5`); a next argument starting with `--` is the
 * next option, not its value. Every argument is read before the first
 * refusal is told, in the person's words: the locale a `--locale` names, else `environment` (the environment's).
 */
export function parseOptions(args: readonly string[], environment: MessageLocale): ParsedOptions {
	let timeLimitMs: number | undefined;
	let host: string | undefined;
	let locale: MessageLocale | undefined;
	let open = false;
	const refusals: Refusal[] = [];
	let at = 0;
	/** The value written after the option's `=`, if it has one (`--timeout=5`, as hosts' argument lists often write it). */
	let inline: string | undefined;
	/**
	 * The option's value: after its `=`, else the next argument, none where the arguments end or an option follows.
	 */
	const takeValue = (): string | undefined => {
		if (inline !== undefined) return inline;
		const next = args[at];
		if (next === undefined || next.startsWith("--")) return undefined;
		at++;
		return next;
	};
	while (at < args.length) {
		const written = args[at++] ?? "";
		const equals = written.startsWith("--") ? written.indexOf("=") : -1;
		const arg = equals === -1 ? written : written.slice(0, equals);
		inline = equals === -1 ? undefined : written.slice(equals + 1);
		// An option that takes no value is unknown with one.
		if (inline !== undefined && (arg === "--help" || arg === "--open")) {
			refusals.push((words) => words.unknownArgument(JSON.stringify(written)));
			continue;
		}
		if (arg === "--help" || arg === "-h") return { kind: "help", text: HELP };
		if (arg === "--timeout") {
			const given = takeValue();
			// Plain decimal seconds only: Number() would also read "0x10", "1e3" or " 5 ".
			const seconds = given !== undefined && DECIMAL_SECONDS.test(given) ? Number(given) : Number.NaN;
			if (!(seconds > 0)) {
				const got = given === undefined ? undefined : JSON.stringify(given);
				refusals.push((words) => words.timeoutNeedsSeconds(got));
			} else if (seconds * 1000 > LONGEST_TIMER_MS)
				refusals.push((words) => words.timeoutTooLong(LONGEST_TIMER_MS / 1000, seconds));
			else timeLimitMs = seconds * 1000;
		} else if (arg === "--host") {
			const address = takeValue();
			const option = address === undefined ? args[at] : undefined;
			if (address === undefined || address === "") refusals.push((words) => words.hostNeedsAddress(option));
			else host = address;
		} else if (arg === "--locale") {
			const tag = takeValue();
			const named = tag === undefined ? undefined : localeOf(tag);
			if (tag === undefined) refusals.push((words) => words.localeNeedsLanguage(LOCALES));
			else if (named === undefined) refusals.push((words) => words.localeUnknown(LOCALES, JSON.stringify(tag)));
			else locale = named;
		} else if (arg === "--open") open = true;
		else refusals.push((words) => words.unknownArgument(JSON.stringify(written)));
	}
	const [refusal] = refusals;
	if (refusal === undefined) return { kind: "serve", options: { timeLimitMs, host, locale, open } };
	return { kind: "error", error: `${refusal(serverWords(locale ?? environment))}\n${USAGE}` };
}
