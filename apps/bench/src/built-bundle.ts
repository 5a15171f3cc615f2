/**
 * A package of ours as its tarball ships it: the package's own `scripts/bundle.mjs` run into a fresh folder under
 * the package's `.tmp/` (git ignores it), where the bundle finds what it leaves to its importer (the MCP server's
 * SDK; XState and, through pi's aliases, pi's packages for the extension). No TypeScript loader's modules counted
 * but pi's own for the extension, which pi loads that way.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export interface BuiltBundle {
	/** The folder the bundle was written to. */
	readonly dir: string;
	readonly remove: () => void;
}

/** `@ask-user/mcp-server`'s folder. */
export const SERVER_DIR = dirname(createRequire(import.meta.url).resolve("@ask-user/mcp-server/package.json"));

/** `@ask-user/pi-extension`'s folder (its `.` export is `src/index.ts`). */
export const EXTENSION_DIR = dirname(dirname(fileURLToPath(import.meta.resolve("@ask-user/pi-extension"))));

export function buildBundle(packageDir: string): BuiltBundle {
	const parent = join(packageDir, ".tmp");
	mkdirSync(parent, { recursive: true });
	const dir = mkdtempSync(join(parent, "built-"));
	execFileSync(process.execPath, [join(packageDir, "scripts", "bundle.mjs"), relative(packageDir, dir)], {
		cwd: packageDir,
		stdio: ["ignore", "ignore", "inherit"],
	});
	return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
