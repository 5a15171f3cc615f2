import { localeOf, type MessageLocale } from "@ask-user/core/tool-text";

/**
 * The environment's language as POSIX reads it for messages (the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`);
 * English when that names no shipped locale (`ja_JP.UTF-8`, `C`) or none is set. Read as pi loads the extension (the
 * commands' descriptions), where no settings file can be read yet, and where a form's settings choose no locale.
 */
export function environmentLocale(env: Readonly<Record<string, string | undefined>>): MessageLocale {
	const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== "");
	return (tag === undefined ? undefined : localeOf(tag)) ?? "en";
}
