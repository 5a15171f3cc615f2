import { sanitizeLine } from "@ask-user/core/contract";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";

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
 * Whether pi's provider would list its slash commands for the line at `cursorCol`: the text before the cursor starts
 * with `/` (after spaces) and has no space yet. In an answer or a note a command means nothing, and taking one puts
 * it in place of what was typed (`/usr` saved as `/ask-user`).
 */
function asksForCommand(line: string, cursorCol: number): boolean {
	const before = line.slice(0, cursorCol).trimStart();
	return before.startsWith("/") && !before.includes(" ");
}

type Completion = ReturnType<AutocompleteProvider["applyCompletion"]>;

/**
 * What a provider call returned, or undefined when it threw or returned a promise where a plain value is due (a
 * provider written in JavaScript can): the promise's rejection is caught, as an unhandled one would end pi.
 */
function plainResult<T>(call: () => T): T | undefined {
	try {
		const result: unknown = call();
		if (typeof result === "object" && result !== null && "then" in result && typeof result.then === "function") {
			Promise.resolve(result).catch(() => undefined);
			return undefined;
		}
		return result as T;
	} catch {
		return undefined;
	}
}

function isCompletion(value: unknown): value is Completion {
	if (typeof value !== "object" || value === null) return false;
	const { lines, cursorLine, cursorCol } = value as Partial<Record<keyof Completion, unknown>>;
	return (
		Array.isArray(lines) &&
		lines.every((line) => typeof line === "string") &&
		typeof cursorLine === "number" &&
		typeof cursorCol === "number"
	);
}

/**
 * `provider` with every suggestion's label and description sanitized before the completion list shows it: file
 * names are untrusted too (a cloned repository can hold a file named with escape sequences). pi's slash commands are
 * never offered (`asksForCommand`): a path typed from `/` completes on Tab, as pi's own editor completes it. A provider that throws
 * or rejects offers no suggestions: pi's editor does not catch the rejection, and an unhandled one would end pi.
 * Likewise a failing `applyCompletion` leaves the text as it was, and a failing `shouldTriggerFileCompletion`
 * triggers nothing. An accepted completion replaces the word as typed now (`currentPrefix`).
 */
export function sanitizingAutocomplete(provider: AutocompleteProvider): AutocompleteProvider {
	return {
		async getSuggestions(lines, cursorLine, cursorCol, options) {
			if (options.force !== true && asksForCommand(lines[cursorLine] ?? "", cursorCol)) return null;
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
		applyCompletion(lines, cursorLine, cursorCol, item, prefix) {
			const completion = plainResult(() =>
				provider.applyCompletion(
					lines,
					cursorLine,
					cursorCol,
					item,
					currentPrefix(lines[cursorLine] ?? "", cursorCol, prefix),
				),
			);
			return isCompletion(completion) ? completion : { lines, cursorLine, cursorCol };
		},
		...(provider.shouldTriggerFileCompletion === undefined
			? {}
			: {
					shouldTriggerFileCompletion: (lines: string[], cursorLine: number, cursorCol: number) => {
						const trigger = plainResult(
							() => provider.shouldTriggerFileCompletion?.(lines, cursorLine, cursorCol) ?? true,
						);
						return typeof trigger === "boolean" ? trigger : false;
					},
				}),
	};
}
