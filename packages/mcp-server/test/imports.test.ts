/**
 * What the server's modules may import: no pi package (the server runs beside any MCP host, pi's among them, and
 * installs none of pi), no terminal renderer, and no way to a shell: nothing the model sends can become a command.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./support/client.ts";

const SRC = join(PACKAGE_DIR, "src");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
	.filter((name) => name.endsWith(".ts"))
	.map((name) => ({ name, text: readFileSync(join(SRC, name), "utf8") }));

function imports(text: string): string[] {
	return [...text.matchAll(IMPORT)].map((match) => match[1] ?? "");
}

describe("the server's imports", () => {
	it("reads every module of the server", () => {
		expect(sources.map((source) => source.name)).toContain("ask-user-tool.ts");
		expect(imports('import { a } from "@x/y";\nconst b = await import("node:fs");')).toEqual(["@x/y", "node:fs"]);
	});

	it("imports no pi package and no terminal renderer", () => {
		const pi = /^@(?:mariozechner|earendil-works)\/|^@ask-user\/(?:pi-extension|render-tui)\b/;
		const found = sources.flatMap(({ name, text }) =>
			imports(text)
				.filter((s) => pi.test(s))
				.map((s) => `${name}: ${s}`),
		);
		expect(found).toEqual([]);
	});

	it("starts no shell: no module calls exec, and any process it spawns is given its arguments as a list", () => {
		const found = sources.filter(({ text }) => /\bexec(?:Sync|File(?:Sync)?)?\s*\(|\bshell\s*:\s*true\b/.test(text));
		expect(found.map((source) => source.name)).toEqual([]);
	});
});
