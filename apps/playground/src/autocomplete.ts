import { findFd } from "@ask-user/pi-extension/fd-path";
import { CombinedAutocompleteProvider } from "@mariozechner/pi-tui";

/** pi's `@` file completion for the editors, rooted at `cwd`; fuzzy search needs the `fd` binary, found as pi does. */
export function fileAutocomplete(cwd: string): CombinedAutocompleteProvider {
	return new CombinedAutocompleteProvider([], cwd, findFd() ?? null);
}
