import { fileAutocomplete } from "@ask-user/render-tui/file-autocomplete";
import { type ExtensionUIContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";

export interface AutocompleteSource {
	/** Captures pi's own provider (its `@` file completion plus whatever other extensions stacked on it). */
	capture(ui: Pick<ExtensionUIContext, "addAutocompleteProvider">): void;
	/** The captured provider, or a file-only one built like pi's when none was captured. */
	provider(cwd: string): AutocompleteProvider;
}

export function createAutocompleteSource(): AutocompleteSource {
	let captured: AutocompleteProvider | undefined;
	return {
		capture(ui) {
			// pi calls the factory again whenever it rebuilds its provider, so `captured` stays current.
			ui.addAutocompleteProvider((current) => {
				captured = current;
				return current;
			});
		},
		provider(cwd) {
			return captured ?? fileAutocomplete(cwd, getAgentDir());
		},
	};
}
