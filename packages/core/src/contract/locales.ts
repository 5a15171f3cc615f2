import type { MessageLocale } from "./locale-tag.ts";
import { GERMAN } from "./locales/de.ts";
import { SPANISH } from "./locales/es.ts";
import { FRENCH } from "./locales/fr.ts";
import { DEFAULT_MESSAGES, englishMessages, type Messages, type PersonMessages } from "./messages.ts";

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
