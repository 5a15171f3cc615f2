/**
 * pi's `@` file completion for the form's editors, built as pi builds its own: pi-tui's `CombinedAutocompleteProvider`
 * rooted at the working folder, its fuzzy search on the `fd` binary found where pi looks. For a host that has no
 * provider of pi's to pass (the playground, or pi before it gave its own).
 */
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import type { MessageLocale } from "@ask-user/core/contract";
import { type AutocompleteProvider, CombinedAutocompleteProvider } from "@mariozechner/pi-tui";

/** The answer editor's placeholder where `@` completes file names, in each shipped locale (core's `answerPlaceholder`), shown whole in a 44-column pane. */
export const FILE_COMPLETION_PLACEHOLDERS: Readonly<Record<MessageLocale, string>> = {
	en: "Type your answer, @ for files",
	de: "Antwort eingeben, @ für Dateien",
	fr: "Votre réponse, @ pour les fichiers",
	es: "Escribe tu respuesta, @ para archivos",
};

const EXE = process.platform === "win32" ? ".exe" : "";

/**
 * The `fd` binary that fuzzy `@` file completion needs, found where pi looks: its managed copy in
 * `<agentDir>/bin`, then `fd` or `fdfind` (Debian's name) on `PATH`. Undefined when there is none.
 */
export function findFd(agentDir: string, path: string | undefined = process.env.PATH): string | undefined {
	const candidates = [
		join(agentDir, "bin", `fd${EXE}`),
		...["fd", "fdfind"].flatMap((name) =>
			(path ?? "")
				.split(delimiter)
				.filter((dir) => dir !== "")
				.map((dir) => join(dir, `${name}${EXE}`)),
		),
	];
	return candidates.find((candidate) => existsSync(candidate));
}

/** `@` file completion rooted at `cwd`; `agentDir` is pi's (`getAgentDir()`), where pi keeps its own `fd`. */
export function fileAutocomplete(cwd: string, agentDir: string): AutocompleteProvider {
	return new CombinedAutocompleteProvider([], cwd, findFd(agentDir) ?? null);
}
