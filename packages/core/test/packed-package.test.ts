/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The tarball `pnpm pack` makes: pnpm applies `publishConfig` to the manifest it ships, and the package's own
 * `package.json` is never written. npm ignores `publishConfig`, so `npm pack` is refused before anything is built.
 * Packed from a copy in the repo's shape, so the working tree is never touched.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(dirname(packageDir));
const PATH = `${join(repoDir, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`;
const workspaceManifest = readFileSync(join(packageDir, "package.json"), "utf8");
const works: string[] = [];

/** A fresh copy of the package in the repo's shape, and an empty folder for the tarball. */
function stage() {
	const work = mkdtempSync(join(tmpdir(), "ask-user-core-pack-"));
	works.push(work);
	const staged = join(work, "packages", "core");
	mkdirSync(staged, { recursive: true });
	for (const entry of ["package.json", "tsconfig.build.json", "src", "scripts", "README.md", "LICENSE"]) {
		cpSync(join(packageDir, entry), join(staged, entry), { recursive: true });
	}
	cpSync(join(repoDir, "tsconfig.base.json"), join(work, "tsconfig.base.json"));
	symlinkSync(join(packageDir, "node_modules"), join(staged, "node_modules"), "dir");
	const out = join(work, "out");
	mkdirSync(out);
	return { staged, out };
}

/** Runs `command` with `--pack-destination` in a fresh copy: what it printed, and the copy and its folder after. */
function run(command: readonly string[], env: NodeJS.ProcessEnv = {}) {
	const { staged, out } = stage();
	try {
		execFileSync(command[0] ?? "npm", [...command.slice(1), "--pack-destination", out], {
			cwd: staged,
			env: { ...process.env, ...env, PATH },
			stdio: ["ignore", "pipe", "pipe"],
		});
		return { staged, out, failed: undefined };
	} catch (error) {
		return { staged, out, failed: String((error as { stderr?: unknown }).stderr ?? error) };
	}
}

/** Packs a fresh copy with pnpm: the tarball's package.json, files and a reader of one, and the copy's manifest after. */
function pnpmPack() {
	const { staged, out, failed } = run(["npx", "-y", "pnpm@12.4.2", "pack"]);
	if (failed !== undefined) throw new Error(`pnpm pack failed: ${failed}`);
	const tarball = readdirSync(out).find((name) => name.endsWith(".tgz"));
	if (tarball === undefined) throw new Error("pnpm pack wrote no tarball");
	const tar = (args: string[]) => execFileSync("tar", [...args, join(out, tarball)], { encoding: "utf8" });
	const read = (file: string) => tar(["-xzO", file, "-f"]);
	return {
		manifest: JSON.parse(read("package/package.json")),
		read,
		files: tar(["-tzf"]).trim().split("\n").sort(),
		after: readFileSync(join(staged, "package.json"), "utf8"),
	};
}

afterAll(() => {
	for (const work of works) rmSync(work, { recursive: true, force: true });
});

describe("the packed package", () => {
	it("pnpm pack ships exports, main and types pointing at the compiled dist, and never writes the manifest", {
		timeout: 240_000,
	}, () => {
		const packed = pnpmPack();
		const exported = (packed.manifest.exports as Record<string, unknown>)["."];
		expect(exported).toEqual({ types: "./dist/index.d.ts", import: "./dist/index.js", default: "./dist/index.js" });
		expect(packed.manifest.main).toBe("./dist/index.js");
		expect(JSON.stringify(packed.manifest.exports)).not.toContain("./src/");
		expect(packed.manifest.publishConfig).toBeUndefined();
		expect(packed.files).toContain("package/dist/index.js");
		// The JavaScript is bundled: one file per entry and one chunk they share, beside tsc's declarations file by
		// file; each source map names sources the tarball ships.
		const scripts = packed.files.filter((file) => file.endsWith(".js"));
		expect(scripts.filter((file: string) => !file.includes("/chunks/")).sort()).toEqual(
			["contract", "elicitation", "fixtures/index", "index", "schema", "tool-text"].map(
				(name) => `package/dist/${name}.js`,
			),
		);
		expect(scripts.filter((file) => file.includes("/chunks/"))).toHaveLength(1);
		expect(packed.files).toContain("package/dist/machine/questionnaire.machine.d.ts");
		const mapped = scripts.filter((script) => packed.files.includes(`${script}.map`));
		// `/contract` and `/tool-text` only re-export from the chunk: nothing of their own to map.
		expect(scripts.filter((script) => !mapped.includes(script))).toEqual([
			"package/dist/contract.js",
			"package/dist/tool-text.js",
		]);
		for (const script of mapped) {
			const map = JSON.parse(packed.read(`${script}.map`)) as { sources: string[] };
			for (const source of map.sources) {
				expect(packed.files, `${script} maps ${source}`).toContain(join(dirname(script), source));
			}
		}
		expect(packed.after).toBe(workspaceManifest);
	});

	it("npm pack is refused before anything is built, naming pnpm, and leaves the package as it was", {
		timeout: 60_000,
	}, () => {
		// Started from a pnpm run (as `pnpm test` starts this test), npm inherits pnpm's user agent: still refused.
		const npm = run(["npm", "pack", "--silent"], {
			npm_config_user_agent: "pnpm/12.4.2 npm/? node/v20.20.2 linux x64",
		});
		expect(npm.failed).toContain("with pnpm (npx -y pnpm@12.4.2 pack, or pnpm publish), not npm");
		expect(readdirSync(npm.out)).toEqual([]);
		expect(existsSync(join(npm.staged, "dist"))).toBe(false);
		expect(readFileSync(join(npm.staged, "package.json"), "utf8")).toBe(workspaceManifest);
	});

	it("engines allows only the Node versions whose require() loads ES modules, and the README says the same", () => {
		const manifest = JSON.parse(workspaceManifest);
		expect(manifest.engines).toEqual({ node: "^20.19.0 || >=22.12.0" });
		const readme = readFileSync(join(packageDir, "README.md"), "utf8");
		expect(readme).toContain("Node ^20.19.0 or >= 22.12.0");
	});
});
