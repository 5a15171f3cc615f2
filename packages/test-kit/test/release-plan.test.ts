/**
 * The release path: `pnpm changeset version` reads pnpm-workspace.yaml's packages, not the root package.json's
 * `"workspaces"` (which lists only what pi's git install needs, D2), so changesets for the MCP server and the apps
 * are versioned too. Run on a copy of the repository's manifests and changesets: nothing of the clone is rewritten.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../src/temp-dir.ts";
import { ROOT } from "./support/repository-files.ts";

interface Manifest {
	readonly name: string;
	readonly version: string;
	readonly private?: boolean;
	readonly workspaces?: readonly string[];
	readonly dependencies?: Readonly<Record<string, string>>;
	readonly peerDependencies?: Readonly<Record<string, string>>;
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

const packageDirs = (): string[] =>
	["packages", "apps"].flatMap((group) =>
		readdirSync(join(ROOT, group), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => join(group, entry.name)),
	);

/** A folder holding the repository's manifests and changesets, with its installed tools linked in. */
function manifestsCopy(): string {
	const copy = tempDir("ask-user-release-plan");
	for (const file of ["package.json", "pnpm-workspace.yaml", ".changeset"]) {
		cpSync(join(ROOT, file), join(copy, file), { recursive: true });
	}
	for (const dir of packageDirs()) {
		mkdirSync(join(copy, dir), { recursive: true });
		cpSync(join(ROOT, dir, "package.json"), join(copy, dir, "package.json"));
	}
	symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
	return copy;
}

const changesetsNaming = (name: string): number =>
	readdirSync(join(ROOT, ".changeset"))
		.filter((file) => file.endsWith(".md") && file !== "README.md")
		.filter((file) => readFileSync(join(ROOT, ".changeset", file), "utf8").includes(`"${name}":`)).length;

describe("the release path (changeset version)", () => {
	it("versions every published package a changeset names, the MCP server included, and every plain range on them", () => {
		const copy = manifestsCopy();
		execFileSync(join(ROOT, "node_modules", ".bin", "changeset"), ["version"], {
			cwd: copy,
			stdio: "pipe",
			env: { ...process.env, CI: "1" },
		});
		const published = packageDirs().filter((dir) => readManifest(join(ROOT, dir)).private !== true);
		expect(published).toContain("packages/mcp-server");
		const bumped = published.filter((dir) => changesetsNaming(readManifest(join(ROOT, dir)).name) > 0);
		expect(bumped).toContain("packages/mcp-server");
		for (const dir of bumped) {
			const after = readManifest(join(copy, dir)).version;
			expect(after, dir).not.toBe(readManifest(join(ROOT, dir)).version);
			expect(readFileSync(join(copy, dir, "CHANGELOG.md"), "utf8"), dir).toContain(`## ${after}`);
		}
		const versions = new Map(
			packageDirs().map((dir) => [readManifest(join(copy, dir)).name, readManifest(join(copy, dir)).version]),
		);
		for (const dir of packageDirs()) {
			const { dependencies, peerDependencies } = readManifest(join(copy, dir));
			for (const [name, range] of Object.entries({ ...dependencies, ...peerDependencies })) {
				const local = versions.get(name);
				if (local !== undefined) expect(range, `${dir} -> ${name}`).toBe(local);
			}
		}
		expect(readManifest(copy).workspaces).toEqual(readManifest(ROOT).workspaces);
		expect(readdirSync(join(copy, ".changeset")).filter((file) => file.endsWith(".md"))).toEqual(
			readdirSync(join(ROOT, ".changeset")).filter((file) => file === "README.md"),
		);
		expect(dirname(copy)).not.toBe(ROOT);
	});
});
