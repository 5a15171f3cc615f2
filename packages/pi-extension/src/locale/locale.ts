import type { MessageLocale } from "@ask-user/core/contract";
import { environmentLocale } from "../registration/environment-locale.ts";

/** The form's language: the settings' `locale`, else the environment's (`environmentLocale`). */
export function chosenLocale(
	setting: MessageLocale | undefined,
	env: Readonly<Record<string, string | undefined>>,
): MessageLocale {
	return setting ?? environmentLocale(env);
}

/**
 * The locale pi's words around the form speak in one session (D86): the transcript of a finished form and pi's
 * notices speak the last form's, else (no form opened in this session yet, e.g. a resumed one) the environment's, as
 * `chosenLocale` reads it; the settings file is not read to draw a line.
 */
export interface LocaleMemory {
	current(): MessageLocale;
	/** Records the locale of the form opening now, its settings read as it opens. */
	remember(locale: MessageLocale): void;
}

/** A session's memory of its forms' locale, the environment's (`env`) until a form opens. */
export function createLocaleMemory(env: Readonly<Record<string, string | undefined>>): LocaleMemory {
	let formLocale: MessageLocale | undefined;
	return {
		current: () => formLocale ?? chosenLocale(undefined, env),
		remember(locale) {
			formLocale = locale;
		},
	};
}
