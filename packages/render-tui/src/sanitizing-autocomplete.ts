import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { sanitizeLine } from "./text/sanitize.ts";

/**
 * The word before the cursor that a completion of `prefix` replaces: from the opening quote for a quoted path
 * (`@"my dir/fi`, which has a space in it), else from the last whitespace.
 */
function wordBefore(before: string, prefix: string): string {
	const opening = prefix.startsWith('@"') ? '@"' : prefix.startsWith('"') ? '"' : undefined;
	const start = opening === undefined ? -1 : before.lastIndexOf(opening);
	return start >= 0 ? before.slice(start) : (/\S*$/.exec(before)?.[0] ?? "");
}

/**
 * The prefix to replace when a completion is accepted: the one it was suggested for, or, when the text was typed
 * further or back since, the whole word now before the cursor. pi's editor keeps showing a completion list while
 * the list for newer text is on its way, and accepting it then passes the older prefix (`@src/a` when `@src/ap` is
 * typed, `@"my dir/f` when `@"my dir/fi` is): the provider would replace too little and leave `@@src/app.ts`.
 */
function currentPrefix(line: string, cursorCol: number, prefix: string): string {
	const before = line.slice(0, cursorCol);
	if (before.endsWith(prefix)) return prefix;
	const word = wordBefore(before, prefix);
	return word.startsWith(prefix) || prefix.startsWith(word) ? word : prefix;
}

/**
 * `provider` with every suggestion's label and description sanitized before the completion list shows it: file
 * names are untrusted too (a cloned repository can hold a file named with escape sequences). A provider that throws
 * or rejects offers no suggestions: pi's editor does not catch the rejection, and an unhandled one would end pi.
 * An accepted completion replaces the word as typed now (`currentPrefix`).
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
			provider.applyCompletion(
				lines,
				cursorLine,
				cursorCol,
				item,
				currentPrefix(lines[cursorLine] ?? "", cursorCol, prefix),
			),
		...(provider.shouldTriggerFileCompletion === undefined
			? {}
			: {
					shouldTriggerFileCompletion: (lines: string[], cursorLine: number, cursorCol: number) =>
						provider.shouldTriggerFileCompletion?.(lines, cursorLine, cursorCol) ?? true,
				}),
	};
}
