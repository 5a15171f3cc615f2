import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { CombinedAutocompleteProvider } from "@mariozechner/pi-tui";

/** Debian installs fd as `fdfind`. */
const FD_NAMES = ["fd", "fdfind"];

function findOnPath(names: readonly string[]): string | undefined {
	const directories = (process.env.PATH ?? "").split(delimiter).filter((directory) => directory !== "");
	return directories
		.flatMap((directory) => names.map((name) => join(directory, name)))
		.find((path) => existsSync(path));
}

/** pi's `@` file completion for the editors, rooted at `cwd`; fuzzy search needs the `fd` binary on PATH. */
export function fileAutocomplete(cwd: string): CombinedAutocompleteProvider {
	return new CombinedAutocompleteProvider([], cwd, findOnPath(FD_NAMES) ?? null);
}
