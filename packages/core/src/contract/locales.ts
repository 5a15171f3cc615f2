import { GERMAN } from "./locales/de.ts";
import { SPANISH } from "./locales/es.ts";
import { FRENCH } from "./locales/fr.ts";
import { DEFAULT_MESSAGES, englishMessages, type Messages, type PersonMessages } from "./messages.ts";

/** The languages the messages table ships in, English first (the defaults). */
export const MESSAGE_LOCALES = ["en", "de", "fr", "es"] as const;
/** A language the messages table ships in (`MESSAGE_LOCALES`). */
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

const TRANSLATIONS: Readonly<Record<Exclude<MessageLocale, "en">, PersonMessages>> = {
	de: GERMAN,
	fr: FRENCH,
	es: SPANISH,
};

/** How `localeMessages` builds a table. */
export interface LocaleOptions {
	/**
	 * The name the host registers the tool under, which `content` tells the model to call (`ask_user` when absent):
	 * 1 to 64 letters, digits, `_` or `-`, else `localeMessages` throws a `TypeError` naming `toolName`.
	 */
	readonly toolName?: string;
}

/**
 * The table in `locale`: the person's text translated; `content`, which the model reads, English in every locale
 * (`ModelFacingMessage`) and naming the tool `options.toolName`. A base for `defineMessages` like `DEFAULT_MESSAGES`.
 */
export function localeMessages(locale: MessageLocale, options: LocaleOptions = {}): Messages {
	const english = options.toolName === undefined ? DEFAULT_MESSAGES : englishMessages(options.toolName);
	return locale === "en" ? english : { ...english, ...TRANSLATIONS[locale] };
}

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
