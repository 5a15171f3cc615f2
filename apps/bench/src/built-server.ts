/**
 * `ask-user-mcp` as JavaScript: its `bin` bundled with core into one ES module (as core's own tarball bundles its
 * entries), the MCP SDK left to Node to load from the server's `node_modules`, as an install from npm has it. Written
 * into a fresh folder under `packages/mcp-server/.tmp/` (git ignores it) so that Node finds the SDK from there; no
 * TypeScript loader's modules or time counted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { build } from "rolldown";

const serverDir = dirname(createRequire(import.meta.url).resolve("@ask-user/mcp-server/package.json"));

export interface BuiltServer {
	/** The bundled `bin`, to run with `node`. */
	readonly bin: string;
	readonly remove: () => void;
}

export async function buildServer(): Promise<BuiltServer> {
	const manifest = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8")) as {
		readonly bin: Readonly<Record<string, string>>;
		readonly dependencies: Readonly<Record<string, string>>;
	};
	const parent = join(serverDir, ".tmp");
	mkdirSync(parent, { recursive: true });
	const dir = mkdtempSync(join(parent, "built-"));
	const sdk = Object.keys(manifest.dependencies).filter((name) => name.startsWith("@modelcontextprotocol/"));
	await build({
		input: join(serverDir, manifest.bin["ask-user-mcp"] ?? ""),
		external: (id) => sdk.some((name) => id === name || id.startsWith(`${name}/`)),
		platform: "node",
		logLevel: "warn",
		output: { file: join(dir, "bin.js"), format: "es" },
	});
	return { bin: join(dir, "bin.js"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
