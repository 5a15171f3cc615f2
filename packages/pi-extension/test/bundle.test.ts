/**
 * The extension the tarball ships is `scripts/bundle.mjs`'s bundle (D124): every file `.ts`, so pi's jiti transforms
 * it with pi's aliases; our packages inlined, what it leaves to the importer named by the tarball's manifest; pi's
 * start reaching what it reached from `src` (the registration and the lazy-loading boundary), the rest in chunks
 * loaded later. Loaded here by pi's own loader, and its form's chunk through the boundary.
 */

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AskUserDetails } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { discoverAndLoadExtensions } from "@mariozechner/pi-coding-agent";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeContext, textOf } from "./support-unit/fake-pi.ts";

const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

interface Manifest {
	readonly dependencies: Record<string, string>;
	readonly publishConfig: {
		readonly exports: { readonly ".": { readonly types: string; readonly default: string } };
		readonly dependencies: Record<string, string>;
		readonly peerDependencies: Record<string, string>;
		readonly pi: { readonly extensions: readonly string[] };
	};
}

const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const manifest = manifestOf(PACKAGE_DIR);

const parent = join(PACKAGE_DIR, ".tmp");
const out = fileTempDir("bundle-test", parent);
beforeAll(() => {
	execFileSync(process.execPath, [join(PACKAGE_DIR, "scripts", "bundle.mjs"), relative(PACKAGE_DIR, out())], {
		cwd: PACKAGE_DIR,
		stdio: ["ignore", "ignore", "inherit"],
	});
});

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
	const parts = specifier.split("/");
	return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** A static import or re-export at a line's start (rolldown writes one per line). */
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The bundle's files, relative to its folder, `/`-separated. */
function bundleFiles(): string[] {
	return readdirSync(out(), { recursive: true, encoding: "utf8" })
		.filter((name) => name.includes("."))
		.map((name) => name.split("\\").join("/"))
		.sort();
}

function importsOf(file: string, pattern: RegExp): string[] {
	return [...readFileSync(join(out(), file), "utf8").matchAll(pattern)].map((match) => match[1] ?? match[2] ?? "");
}

/** `specifier` imported by `file`, as a file of the bundle. */
const bundled = (file: string, specifier: string) => posix.normalize(posix.join(posix.dirname(file), specifier));

/** Every file the entry reaches through static imports, the entry included. */
function staticallyReached(entry: string): string[] {
	const reached = new Set<string>();
	const visit = (file: string) => {
		if (reached.has(file)) return;
		reached.add(file);
		for (const specifier of importsOf(file, STATIC_IMPORT))
			if (specifier.startsWith(".")) visit(bundled(file, specifier));
	};
	visit(entry);
	return [...reached].sort();
}

describe("the bundle the tarball ships", () => {
	it("is pi's entry, in files named .ts: pi's jiti would import a package's .js natively, without pi's aliases", () => {
		expect(manifest.publishConfig.pi.extensions).toEqual(["./dist/index.ts"]);
		const files = bundleFiles();
		expect(files).toContain("index.ts");
		expect(files.filter((file) => !file.endsWith(".ts"))).toEqual([]);
	});

	it("declares the entry's export as the sources do, for the tarball's `exports`", () => {
		expect(manifest.publishConfig.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.ts" });
		const declared = readFileSync(join(out(), "index.d.ts"), "utf8");
		expect(declared).toContain('import { type ExtensionAPI } from "@mariozechner/pi-coding-agent";');
		expect(declared).toContain("export default function askUserExtension(pi: ExtensionAPI): void;");
	});

	it("imports Node's modules, the aliased peers and the tarball's dependencies, none of our packages", () => {
		const imports = new Set(
			bundleFiles().flatMap((file) => [...importsOf(file, STATIC_IMPORT), ...importsOf(file, DYNAMIC_IMPORT)]),
		);
		const packages = [...imports].filter((specifier) => !specifier.startsWith(".")).map(packageOf);
		const builtins = new Set(builtinModules);
		const { dependencies, peerDependencies } = manifest.publishConfig;
		const outside = packages.filter(
			(name) =>
				!name.startsWith("node:") &&
				!builtins.has(name) &&
				!Object.hasOwn(dependencies, name) &&
				!Object.hasOwn(peerDependencies, name),
		);
		expect(outside).toEqual([]);
		// Every dependency the tarball names is one the bundle imports.
		expect(Object.keys(dependencies).filter((name) => !packages.includes(name))).toEqual([]);
	});

	it("names each dependency at the version the package that imports it in the sources names", () => {
		const declared = new Map<string, string>();
		for (const dir of ["pi-extension", "render-tui", "render-web", "core"]) {
			for (const [name, version] of Object.entries(manifestOf(join(PACKAGE_DIR, "..", dir)).dependencies ?? {})) {
				declared.set(name, version);
			}
		}
		// And the workspace's manifest names them too, so the bundle built here finds them (the bench loads it).
		const fromBundle = createRequire(join(out(), "index.ts"));
		for (const [name, version] of Object.entries(manifest.publishConfig.dependencies)) {
			expect(declared.get(name), name).toBe(version);
			expect(manifest.dependencies[name], name).toBe(version);
			expect(() => fromBundle.resolve(name), name).not.toThrow();
		}
	});

	it("reaches at pi's start only the registration and the boundary; the session and the form load as chunks", () => {
		const reached = staticallyReached("index.ts");
		const lazy = importsOf("index.ts", STATIC_IMPORT)
			.concat(reached.flatMap((file) => importsOf(file, DYNAMIC_IMPORT).map((specifier) => bundled(file, specifier))))
			.filter((file) => file.startsWith("chunks/"));
		const byName = (name: string) => lazy.find((file) => file.startsWith(`chunks/${name}-`));
		for (const name of ["session", "ask", "answer"]) {
			const chunk = byName(name);
			expect(chunk, name).toBeDefined();
			expect(reached, name).not.toContain(chunk);
		}
		expect(reached.length).toBeLessThanOrEqual(4);
	});

	it("loads in pi's loader, and its form's chunk answers a call where no form can open", async () => {
		const home = mkdtempSync(join(parent, "bundle-home-"));
		try {
			const loaded = await discoverAndLoadExtensions([join(out(), "index.ts")], home, home);
			expect(loaded.errors).toEqual([]);
			const tool = loaded.extensions[0]?.tools.get("ask_user")?.definition;
			expect(tool).toBeDefined();
			const ctx = fakeContext({ hasUI: false, cwd: home });
			const result = await tool?.execute("bundle", tour as never, undefined, undefined, ctx);
			expect((result?.details as AskUserDetails | undefined)?.cancelled).toBe(true);
			expect(result?.details).toMatchObject({ cancelReason: "ui_unavailable" });
			// A form's chunk that failed to load is told as scripted answers not used, with its error.
			const text = result === undefined ? "" : textOf(result);
			expect(text).toMatch(/^ask_user needs an interactive terminal/);
			expect(text).not.toContain("Scripted answers were not used");
		} finally {
			rmSync(home, { recursive: true, force: true });
		}
	});
});
