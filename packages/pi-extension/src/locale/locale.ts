import { environmentLocale, type MessageLocale } from "@ask-user/core/tool-text";

/** The form's language: the settings' `locale`, else the environment's (`environmentLocale`). */
export function chosenLocale(
	setting: MessageLocale | undefined,
	env: Readonly<Record<string, string | undefined>>,
): MessageLocale {
	return setting ?? environmentLocale(env);
}

/**
 * The locale pi's words around the form speak in one session (D86): the transcript of a finished form, a relayed
 * form's title and pi's notices speak the one the settings chose when last read, as a turn started or as a form
 * opened, else (no turn started in this session yet, e.g. a resumed one) the environment's, as `chosenLocale` reads
 * it; the settings file is not read to draw a line.
 */
export interface LocaleMemory {
	current(): MessageLocale;
	/** Records the locale the settings chose, read as the turn started or as the form opening now opens. */
	remember(locale: MessageLocale): void;
}

/** A session's memory of the settings' locale, the environment's (`env`) until they are read. */
export function createLocaleMemory(env: Readonly<Record<string, string | undefined>>): LocaleMemory {
	let formLocale: MessageLocale | undefined;
	return {
		current: () => formLocale ?? chosenLocale(undefined, env),
		remember(locale) {
			formLocale = locale;
		},
	};
}
