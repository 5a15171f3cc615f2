import { type AutocompleteItem, CombinedAutocompleteProvider } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { sanitizingAutocomplete } from "../src/sanitizing-autocomplete.ts";

const provider = sanitizingAutocomplete(new CombinedAutocompleteProvider([], process.cwd()));
const app: AutocompleteItem = { value: "@src/app.ts", label: "app.ts" };

/** The line after accepting `item`, suggested for `prefix`, with the cursor at the end of `typed`. */
function accept(typed: string, prefix: string, item = app): string {
	return provider.applyCompletion([typed], 0, typed.length, item, prefix).lines[0] ?? "";
}

describe("accepting a completion", () => {
	it("replaces the prefix it was suggested for", () => {
		expect(accept("see @src/ap", "@src/ap")).toBe("see @src/app.ts ");
	});

	it("replaces the whole word when more was typed since the list was made (no @@src/app.ts)", () => {
		expect(accept("see @src/ap", "@src/a")).toBe("see @src/app.ts ");
		expect(accept("see @src/app.t", "@s")).toBe("see @src/app.ts ");
	});

	it("replaces the whole word when some was deleted since", () => {
		expect(accept("see @src/", "@src/ap")).toBe("see @src/app.ts ");
	});

	// What pi's CombinedAutocompleteProvider (with fd) suggests for `@"my dir/f` in a folder holding `my dir/file.txt`.
	const quoted: AutocompleteItem = { value: '@"my dir/file.txt"', label: "file.txt" };

	it('replaces a quoted path with a space in it whole, typed further or back since (no @@"my dir/…)', () => {
		expect(accept('see @"my dir/f', '@"my dir/f', quoted)).toBe('see @"my dir/file.txt" ');
		expect(accept('see @"my dir/fi', '@"my dir/f', quoted)).toBe('see @"my dir/file.txt" ');
		expect(accept('see @"my dir/file.t', '@"my', quoted)).toBe('see @"my dir/file.txt" ');
		expect(accept('see @"my d', '@"my dir/f', quoted)).toBe('see @"my dir/file.txt" ');
	});

	it("keeps text after the cursor and before the word", () => {
		const line = "a @src/ap b";
		const result = provider.applyCompletion([line], 0, "a @src/ap".length, app, "@src/a");
		expect(result.lines[0]).toBe("a @src/app.ts  b");
	});
});

describe("suggestions", () => {
	it("come with labels and descriptions cleaned of escape sequences", async () => {
		const hostile = sanitizingAutocomplete({
			getSuggestions: async () => ({
				items: [{ value: "@x", label: "\x1b[31mevil\x1b]0;title\x07", description: "a\x1b[2Jb" }],
				prefix: "@",
			}),
			applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
		});
		const signal = new AbortController().signal;
		const suggestions = await hostile.getSuggestions(["@"], 0, 1, { signal, force: false });
		expect(suggestions?.items).toEqual([{ value: "@x", label: "evil", description: "ab" }]);
	});
});

describe("a failing provider never reaches the editor", () => {
	const signal = new AbortController().signal;
	const failing = (fail: () => never) =>
		sanitizingAutocomplete({
			getSuggestions: async () => fail(),
			applyCompletion: () => fail(),
			shouldTriggerFileCompletion: () => fail(),
		});
	const rejecting = sanitizingAutocomplete({
		getSuggestions: () => Promise.reject(new Error("fd died")),
		// A provider written in JavaScript may return promises where plain values are due.
		applyCompletion: () => Promise.reject(new Error("late")) as never,
		shouldTriggerFileCompletion: () => Promise.reject(new Error("late")) as never,
	});
	const throwing = failing(() => {
		throw new Error("provider bug");
	});

	it.each([
		["throws", throwing],
		["rejects", rejecting],
	])("when it %s: no suggestions, the text unchanged, no file completion triggered", async (_how, wrapped) => {
		await expect(wrapped.getSuggestions(["@sr"], 0, 3, { signal })).resolves.toBeNull();
		expect(wrapped.applyCompletion(["see @sr"], 0, 7, app, "@sr")).toEqual({
			lines: ["see @sr"],
			cursorLine: 0,
			cursorCol: 7,
		});
		expect(wrapped.shouldTriggerFileCompletion?.(["@sr"], 0, 3)).toBe(false);
		// Rejections are handled: an unhandled one would fail this test run.
		await new Promise((resolve) => setTimeout(resolve, 10));
	});

	it("a malformed completion leaves the text as it was", () => {
		const odd = sanitizingAutocomplete({
			getSuggestions: async () => null,
			applyCompletion: () => ({ lines: "not lines" }) as never,
		});
		expect(odd.applyCompletion(["a"], 0, 1, app, "a")).toEqual({ lines: ["a"], cursorLine: 0, cursorCol: 1 });
	});
});

describe("no slash command in an answer or a note", () => {
	// pi's own provider, as pi 1.x gives it to extensions: its commands with the file completion.
	const commands = [{ name: "ask-user", description: "Reopen the form" }, { name: "quit" }];
	const withCommands = sanitizingAutocomplete(new CombinedAutocompleteProvider(commands, process.cwd()));
	const suggest = (line: string, force = false) =>
		withCommands.getSuggestions([line], 0, line.length, { signal: new AbortController().signal, force });

	it("lists none for a line that starts with `/`, however it goes on", async () => {
		for (const line of ["/", "/u", "/usr", "  /qu", "/ask-user"]) expect(await suggest(line), line).toBeNull();
	});

	it("still completes a path on Tab, and after a space as before, never with a command", async () => {
		const forced = await suggest(`${process.cwd()}/pack`, true);
		expect(forced?.items.map((item) => item.label)).toContain("package.json");
		const after = await suggest("see /u");
		expect(after?.items.map((item) => item.label) ?? []).not.toContain("ask-user");
	});
});
