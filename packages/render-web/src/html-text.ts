/** Untrusted text (the model's, the person's) made safe for the page: sanitized, bounded, HTML-escaped. */
import { headUnits, sanitizeText } from "@ask-user/core/contract";

/** The most UTF-16 units of one text the page shows; the rest is left to the terminal. */
export const MAX_PAGE_TEXT_UNITS = 20_000;

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
 * Text for the page: cut to `MAX_PAGE_TEXT_UNITS` (never inside a surrogate pair, `…` when cut), sanitized as for the
 * terminal (no control characters, no bidi overrides, no invisible characters), then escaped.
 */
export function pageText(text: string): string {
	const shown = text.length > MAX_PAGE_TEXT_UNITS ? `${headUnits(text, MAX_PAGE_TEXT_UNITS)}…` : text;
	return escapeHtml(sanitizeText(shown));
}
