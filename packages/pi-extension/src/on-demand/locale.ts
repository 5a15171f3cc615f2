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
