/**
 * The `locale` setting, read alone: the session's notices and transcript speak it before any form has opened, from
 * the files read as the turn started (`settings-ahead.ts`), without loading the rest of the settings' reading.
 */
import { isFields, localeOf, type MessageLocale } from "@ask-user/core/contract";
import type { FileRead } from "./settings-file.ts";

/** The locale a `locale` field names, or undefined when it names none that ships. */
export function settingLocale(value: unknown): MessageLocale | undefined {
	return typeof value === "string" ? localeOf(value) : undefined;
}

/**
 * The locale the files set, each read as `settings.ts` reads it: a later file's (the project's) over an earlier one's
 * (the global's); a file that is missing, refused, not JSON or with no valid `locale` sets none.
 */
export function readLocale(reads: readonly FileRead[]): MessageLocale | undefined {
	let locale: MessageLocale | undefined;
	for (const read of reads) {
		if (read.kind !== "text") continue;
		let raw: unknown;
		try {
			raw = JSON.parse(read.text);
		} catch {
			continue;
		}
		locale = (isFields(raw) ? settingLocale(raw.locale) : undefined) ?? locale;
	}
	return locale;
}
