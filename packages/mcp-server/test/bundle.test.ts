/**
 * The tarball's JavaScript is `scripts/bundle.mjs`'s bundle, which inlines our own packages (D99): what it leaves to
 * Node are node's modules and the runtime `dependencies`, and those name none of our packages, which are dev
 * dependencies (npm installs nothing of ours with the server).
 */

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./support/client.ts";

const manifest: { readonly dependencies: Record<string, string>; readonly devDependencies: Record<string, string> } =
	JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8"));

const out = fileTempDir("bundle-test", join(PACKAGE_DIR, ".tmp"));

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
	const parts = specifier.split("/");
	return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** A static import or re-export at a line's start (rolldown writes one per line), or a dynamic `import("…")`. */
const MODULE_IMPORT =
	/^(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** Every specifier the bundle's modules import that is not one of its own files. */
function bundleImports(): string[] {
	const files = readdirSync(out(), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
	const specifiers = files.flatMap((name) =>
		[...readFileSync(join(out(), name), "utf8").matchAll(MODULE_IMPORT)].map(
			(match) => match[1] ?? match[2] ?? match[3] ?? "",
		),
	);
	return [...new Set(specifiers.filter((specifier) => !specifier.startsWith(".")))].sort();
}

describe("the bundle the tarball ships", () => {
	it("imports only node's modules and the runtime dependencies, none of our packages", () => {
		execFileSync(process.execPath, [join(PACKAGE_DIR, "scripts", "bundle.mjs"), relative(PACKAGE_DIR, out())], {
			cwd: PACKAGE_DIR,
			stdio: ["ignore", "ignore", "inherit"],
		});
		const imports = bundleImports();
		expect(imports).toContain("@modelcontextprotocol/server");
		const builtins = new Set(builtinModules);
		const outside = imports.filter(
			(specifier) =>
				!specifier.startsWith("node:") &&
				!builtins.has(specifier) &&
				!Object.hasOwn(manifest.dependencies, packageOf(specifier)),
		);
		expect(outside).toEqual([]);
	});

	it("lists our packages as dev dependencies only: the bundle carries them", () => {
		const ours = (list: Record<string, string>) => Object.keys(list).filter((name) => name.startsWith("@ask-user/"));
		expect(ours(manifest.dependencies)).toEqual([]);
		expect(ours(manifest.devDependencies)).toEqual(expect.arrayContaining(["@ask-user/core", "@ask-user/render-web"]));
	});
});
