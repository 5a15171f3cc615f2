/** Walking the repository's own files from a test: every folder but installed, built and ignored output. */
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

/** Folders that hold no file of ours: installed packages, git's own, and build, cache and bench output. */
const SKIPPED = new Set(["node_modules", ".git", "dist", ".turbo", "coverage", ".tmp", "bench-results"]);

/** Every file under `dir` whose name `keep` accepts, in the folders of ours. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		if (SKIPPED.has(entry.name) || entry.name.startsWith(".readme-snippets-")) return [];
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return filesUnder(path, keep);
		return keep(entry.name) ? [path] : [];
	});
}
