import { fileAutocomplete } from "@ask-user/render-tui/file-autocomplete";
import { type ExtensionUIContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";

export interface AutocompleteSource {
	/**
	 * Captures pi's own provider (its `@` file completion plus whatever other extensions stacked on it), which
	 * completes in pi's working directory `cwd`.
	 */
	capture(ui: Pick<ExtensionUIContext, "addAutocompleteProvider">, cwd: string): void;
	/**
	 * Completion in `cwd`: the captured provider when it is pi's directory, else a file-only one built like pi's (when
	 * an editor first asks), as where none was captured (a subagent's directory).
	 */
	provider(cwd: string): AutocompleteProvider;
}

export function createAutocompleteSource(): AutocompleteSource {
	let captured: AutocompleteProvider | undefined;
	let capturedIn: string | undefined;
	return {
		capture(ui, cwd) {
			capturedIn = cwd;
			// pi calls the factory again whenever it rebuilds its provider, so `captured` stays current.
			ui.addAutocompleteProvider((current) => {
				captured = current;
				return current;
			});
		},
		provider(cwd) {
			return captured !== undefined && cwd === capturedIn ? captured : lazyFileAutocomplete(cwd);
		},
	};
}

/**
 * pi-tui's file completion, built on its first use: building it looks for `fd` on the file system, a tenth of a
 * millisecond of every form's first frame, and most forms open no editor.
 */
function lazyFileAutocomplete(cwd: string): AutocompleteProvider {
	let built: AutocompleteProvider | undefined;
	const provider = () => {
		built ??= fileAutocomplete(cwd, getAgentDir());
		return built;
	};
	return {
		getSuggestions: (lines, line, column, options) => provider().getSuggestions(lines, line, column, options),
		applyCompletion: (lines, line, column, item, prefix) =>
			provider().applyCompletion(lines, line, column, item, prefix),
		// pi-tui's editor completes file names when a provider has no such check.
		shouldTriggerFileCompletion: (lines, line, column) =>
			provider().shouldTriggerFileCompletion?.(lines, line, column) ?? true,
	};
}
