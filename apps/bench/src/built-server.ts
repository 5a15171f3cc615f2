/**
 * `ask-user-mcp` as JavaScript, as its tarball ships it: the package's own `scripts/bundle.mjs` run into a fresh
 * folder under `packages/mcp-server/.tmp/` (git ignores it), where Node finds the MCP SDK the bundle leaves to it. No
 * TypeScript loader's modules or time counted.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

const serverDir = dirname(createRequire(import.meta.url).resolve("@ask-user/mcp-server/package.json"));

export interface BuiltServer {
	/** The bundled `bin`, to run with `node`. */
	readonly bin: string;
	readonly remove: () => void;
}

export function buildServer(): BuiltServer {
	const parent = join(serverDir, ".tmp");
	mkdirSync(parent, { recursive: true });
	const dir = mkdtempSync(join(parent, "built-"));
	execFileSync(process.execPath, [join(serverDir, "scripts", "bundle.mjs"), relative(serverDir, dir)], {
		cwd: serverDir,
		stdio: ["ignore", "ignore", "inherit"],
	});
	return { bin: join(dir, "bin.js"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
