import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { sanitizeLine } from "./text/sanitize.ts";

/**
 * `provider` with every suggestion's label and description sanitized before the completion list shows it: file
 * names are untrusted too (a cloned repository can hold a file named with escape sequences). A provider that throws
 * or rejects offers no suggestions: pi's editor does not catch the rejection, and an unhandled one would end pi.
 */
export function sanitizingAutocomplete(provider: AutocompleteProvider): AutocompleteProvider {
	return {
		async getSuggestions(lines, cursorLine, cursorCol, options) {
			try {
				const suggestions = await provider.getSuggestions(lines, cursorLine, cursorCol, options);
				if (suggestions === null) return null;
				const items = suggestions.items.map((item) => ({
					...item,
					label: sanitizeLine(item.label),
					...(item.description === undefined ? {} : { description: sanitizeLine(item.description) }),
				}));
				return { ...suggestions, items };
			} catch {
				return null;
			}
		},
		applyCompletion: (lines, cursorLine, cursorCol, item, prefix) =>
			provider.applyCompletion(lines, cursorLine, cursorCol, item, prefix),
		...(provider.shouldTriggerFileCompletion === undefined
			? {}
			: {
					shouldTriggerFileCompletion: (lines: string[], cursorLine: number, cursorCol: number) =>
						provider.shouldTriggerFileCompletion?.(lines, cursorLine, cursorCol) ?? true,
				}),
	};
}
