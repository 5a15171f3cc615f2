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

/** Packs a fresh copy of the package with `command`; the tarball's package.json and files, and the copy's manifest after. */
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
	return {
		manifest: JSON.parse(tar(["-xzO", "package/package.json", "-f"])),
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
