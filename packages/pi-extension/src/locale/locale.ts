import { localeOf, type MessageLocale } from "@ask-user/core/contract";

/**
 * The form's language: the settings' `locale`, else the environment's as POSIX reads it for messages (the first set
 * of `LC_ALL`, `LC_MESSAGES`, `LANG`); English when that names no shipped locale (`ja_JP.UTF-8`, `C`) or none is set.
 */
export function chosenLocale(
	setting: MessageLocale | undefined,
	env: Readonly<Record<string, string | undefined>>,
): MessageLocale {
	if (setting !== undefined) return setting;
	const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== "");
	return (tag === undefined ? undefined : localeOf(tag)) ?? "en";
}

/** The locale the last form spoke, its settings read as it opened. */
let formLocale: MessageLocale | undefined;

/** Records the locale of the form opening now (the transcript of its result speaks it); undefined forgets it. */
export function rememberFormLocale(locale: MessageLocale | undefined): void {
	formLocale = locale;
}

/**
 * The locale pi's transcript of a finished form speaks (D86): the last form's, else (no form opened since pi started,
 * e.g. a resumed session) the environment's, as `chosenLocale` reads it; the settings file is not read to draw a line.
 */
export function transcriptLocale(env: Readonly<Record<string, string | undefined>> = process.env): MessageLocale {
	return formLocale ?? chosenLocale(undefined, env);
}
