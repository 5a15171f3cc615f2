/**
 * The shipped locales and how a language tag names one, alone: no messages table is loaded with them, so a host can
 * read the environment's language as it starts (`@ask-user/core/tool-text` exports them too).
 */

/** The languages the messages table ships in, English first (the defaults). */
export const MESSAGE_LOCALES = ["en", "de", "fr", "es"] as const;
/** A language the messages table ships in (`MESSAGE_LOCALES`). */
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/**
 * The shipped locale a language tag names, or undefined: a BCP 47 tag (`de`, `de-AT`) or a POSIX locale
 * (`fr_CA.UTF-8`, `es_ES@euro`), its language read case-insensitively; `C` and `POSIX` are English.
 */
export function localeOf(tag: string): MessageLocale | undefined {
	const language =
		tag
			.trim()
			.toLowerCase()
			.split(/[-_.@]/, 1)[0] ?? "";
	if (language === "c" || language === "posix") return "en";
	return MESSAGE_LOCALES.find((locale) => locale === language);
}

/**
 * The environment's language as POSIX reads it for messages (the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`);
 * English when that names no shipped locale (`ja_JP.UTF-8`, `C`) or none is set. What a host speaks where nothing
 * else chose a locale: pi's extension (its commands' descriptions, forms whose settings choose none) and the MCP
 * server (without `--locale`).
 */
export function environmentLocale(env: Readonly<Record<string, string | undefined>>): MessageLocale {
	const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== "");
	return (tag === undefined ? undefined : localeOf(tag)) ?? "en";
}
