/** Untrusted text (the model's, the person's) made safe for the page: sanitized, bounded, HTML-escaped. */
import { headUnits, MAX_TYPED_CHARACTERS, sanitizeText } from "@ask-user/core/contract";

/** The most UTF-16 units of one text the page shows; the rest is left to the terminal. */
export const MAX_PAGE_TEXT_UNITS = 20_000;

/**
 * The most UTF-16 units of a text the person saved that its box shows: every text within core's
 * `MAX_TYPED_CHARACTERS` whole (a character takes at most two units), so saving it again from the page keeps it.
 */
export const MAX_BOX_TEXT_UNITS = 2 * MAX_TYPED_CHARACTERS;

const ESCAPES: Readonly<Record<string, string>> = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	'"': "&quot;",
	"'": "&#39;",
};

/** Escapes the five characters HTML gives a meaning to, in text and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * Text as the page shows it: cut to `most` units (never inside a surrogate pair, `…` when cut), sanitized as for the
 * terminal (no control characters, no bidi overrides, no invisible characters). Not escaped yet.
 */
export function shownText(text: string, most = MAX_PAGE_TEXT_UNITS): string {
	return sanitizeText(text.length > most ? `${headUnits(text, most)}…` : text);
}

/** Text for the page's HTML: `shownText`, escaped. */
export function pageText(text: string, most = MAX_PAGE_TEXT_UNITS): string {
	return escapeHtml(shownText(text, most));
}
