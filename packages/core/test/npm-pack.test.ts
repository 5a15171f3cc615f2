/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm pack` and `pnpm pack` give the same tarball: npm ignores `publishConfig.exports`, so `prepack` writes the
 * published manifest itself and `postpack` puts the workspace's back. Packed from a copy in the repo's shape, so
 * the working tree is never touched.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(dirname(packageDir));
const PATH = `${join(repoDir, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`;
const workspaceManifest = readFileSync(join(packageDir, "package.json"), "utf8");
const works: string[] = [];

/**
 * Packs a fresh copy of the package with `command`: the tarball's package.json, files and a reader of one, and the
 * copy's manifest after.
 */
function pack(command: readonly string[]) {
	const work = mkdtempSync(join(tmpdir(), "ask-user-core-npm-pack-"));
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
	execFileSync(command[0] ?? "npm", [...command.slice(1), "--pack-destination", out], {
		cwd: staged,
		env: { ...process.env, PATH },
		stdio: ["ignore", "pipe", "pipe"],
	});
	const tarball = readdirSync(out).find((name) => name.endsWith(".tgz"));
	if (tarball === undefined) throw new Error(`${command.join(" ")} wrote no tarball`);
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

describe("the packed package, with npm and with pnpm", () => {
	it("npm pack ships exports, main and types pointing at the compiled dist, like pnpm pack", {
		timeout: 240_000,
	}, () => {
		const npm = pack(["npm", "pack", "--silent"]);
		const pnpm = pack(["npx", "-y", "pnpm@12.4.2", "pack"]);
		const exported = (npm.manifest.exports as Record<string, unknown>)["."];
		expect(exported).toEqual({ types: "./dist/index.d.ts", import: "./dist/index.js", default: "./dist/index.js" });
		expect(npm.manifest.main).toBe("./dist/index.js");
		expect(JSON.stringify(npm.manifest.exports)).not.toContain("./src/");
		expect(npm.manifest.publishConfig).toBeUndefined();
		for (const field of ["exports", "main", "types", "engines", "dependencies", "peerDependencies", "files"]) {
			expect(npm.manifest[field], field).toEqual(pnpm.manifest[field]);
		}
		expect(npm.files).toEqual(pnpm.files);
		expect(npm.files).toContain("package/dist/index.js");
		// The JavaScript is bundled: one file per entry and one chunk they share, beside tsc's declarations file by
		// file; each source map names sources the tarball ships.
		const scripts = npm.files.filter((file) => file.endsWith(".js"));
		expect(scripts.filter((file: string) => !file.includes("/chunks/")).sort()).toEqual(
			["contract", "elicitation", "fixtures/index", "index", "schema"].map((name) => `package/dist/${name}.js`),
		);
		expect(scripts.filter((file) => file.includes("/chunks/"))).toHaveLength(1);
		expect(npm.files).toContain("package/dist/machine/questionnaire.machine.d.ts");
		const mapped = scripts.filter((script) => npm.files.includes(`${script}.map`));
		// `/contract` only re-exports from the chunk: nothing of its own to map.
		expect(scripts.filter((script) => !mapped.includes(script))).toEqual(["package/dist/contract.js"]);
		for (const script of mapped) {
			const map = JSON.parse(npm.read(`${script}.map`)) as { sources: string[] };
			for (const source of map.sources) {
				expect(npm.files, `${script} maps ${source}`).toContain(join(dirname(script), source));
			}
		}
		// Both put the workspace's manifest back.
		expect(npm.after).toBe(workspaceManifest);
		expect(pnpm.after).toBe(workspaceManifest);
	});

	it("engines allows only the Node versions whose require() loads ES modules, and the README says the same", () => {
		const manifest = JSON.parse(workspaceManifest);
		expect(manifest.engines).toEqual({ node: "^20.19.0 || >=22.12.0" });
		const readme = readFileSync(join(packageDir, "README.md"), "utf8");
		expect(readme).toContain("Node ^20.19.0 or >= 22.12.0");
	});
});
