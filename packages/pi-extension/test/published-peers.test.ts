/**
 * The pi peers of the published packages (this one and render-tui) cover both pi lines: `@mariozechner/*` 0.73.x
 * and `@earendil-works/*` 1.x, all optional. The 1.x names are declared only in the manifest a tarball ships
 * (`publishConfig`, which the root `.pnpmfile.mjs` hook `beforePacking` applies to the tarball's manifest only):
 * declared in the workspace's, pnpm would install pi 1.x into this workspace beside 0.73.1. Packed here with pnpm
 * as a release is; the e2e install test installs the packed tarballs in a real pi 0.73.1 and checks that no pi of
 * either line comes with them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./e2e/support/workspace.ts";

const works: string[] = [];
const packed = new Map<string, Manifest>();
/** The tarball each package was packed to. */
const tarballs = new Map<string, string>();

interface Manifest {
	readonly pi?: { readonly changelogPath?: string };
	readonly scripts?: Record<string, string>;
	readonly peerDependencies?: Record<string, string>;
	readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>;
}

function manifestAt(path: string): Manifest {
	return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** The manifest in the tarball `pnpm pack` makes of the workspace's package (packed once per package). */
function packedManifest(packageName: string): Manifest {
	const known = packed.get(packageName);
	if (known !== undefined) return known;
	const work = mkdtempSync(join(tmpdir(), "ask-user-peers-"));
	works.push(work);
	execFileSync("npx", ["-y", "pnpm@12.4.2", "pack", "--pack-destination", work], {
		cwd: join(REPO_ROOT, "packages", packageName),
		stdio: "ignore",
	});
	const [tarball] = readdirSync(work).filter((name) => name.endsWith(".tgz"));
	if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${packageName}`);
	const text = execFileSync("tar", ["-xzOf", join(work, tarball), "package/package.json"], { encoding: "utf8" });
	const manifest = JSON.parse(text) as Manifest;
	packed.set(packageName, manifest);
	tarballs.set(packageName, join(work, tarball));
	return manifest;
}

/** The pi 1.x release the 1.x pass checks (`PI_1X_VERSION` in scripts/pi-1x-copy.sh). */
function checkedPi1x(): string {
	const script = readFileSync(join(REPO_ROOT, "scripts", "pi-1x-copy.sh"), "utf8");
	const version = /^PI_1X_VERSION=(\d+\.\d+\.\d+)$/m.exec(script)?.[1];
	if (version === undefined) throw new Error("scripts/pi-1x-copy.sh sets no PI_1X_VERSION");
	return version;
}

/** Whether `version` satisfies the caret range `^A.B.C` (A > 0): the same major, and at least A.B.C. */
function satisfiesCaret(version: string, range: string): boolean {
	const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)?.slice(1).map(Number);
	const parts = version.split(".").map(Number);
	if (floor === undefined || floor[0] === 0) return false;
	const order = parts.reduce((found, part, index) => found || part - (floor[index] ?? 0), 0);
	return parts[0] === floor[0] && order >= 0;
}

afterAll(() => {
	for (const work of works) rmSync(work, { recursive: true, force: true });
});

describe.each([
	["pi-extension", ["pi-ai", "pi-coding-agent", "pi-tui"]],
	["render-tui", ["pi-tui"]],
])("the published @ask-user/%s", (packageName, piPackages) => {
	const workspacePath = join(REPO_ROOT, "packages", packageName, "package.json");

	it("declares every pi peer under both scopes, optional: 0.73.x and the 1.x release the 1.x pass checks", () => {
		const manifest = packedManifest(packageName);
		for (const name of piPackages) {
			expect(manifest.peerDependencies?.[`@mariozechner/${name}`], name).toBe("^0.73.1");
			const range = manifest.peerDependencies?.[`@earendil-works/${name}`] ?? "";
			expect(satisfiesCaret(checkedPi1x(), range), `@earendil-works/${name}@${range}`).toBe(true);
			for (const scope of ["@mariozechner", "@earendil-works"]) {
				expect(manifest.peerDependenciesMeta?.[`${scope}/${name}`], `${scope}/${name}`).toEqual({ optional: true });
			}
		}
	});

	it("keeps the workspace's other peers as they are, ships no publishConfig, and leaves the workspace's manifest", () => {
		const before = readFileSync(workspacePath, "utf8");
		const workspace = manifestAt(workspacePath);
		const manifest = packedManifest(packageName);
		expect(manifest.peerDependencies).toMatchObject(workspace.peerDependencies ?? {});
		expect(manifest.peerDependenciesMeta).toMatchObject(workspace.peerDependenciesMeta ?? {});
		const added = Object.keys(manifest.peerDependencies ?? {}).filter(
			(name) => workspace.peerDependencies?.[name] === undefined,
		);
		expect(added).toEqual(piPackages.map((name) => `@earendil-works/${name}`));
		expect(manifest).not.toHaveProperty("publishConfig");
		expect(readFileSync(workspacePath, "utf8")).toBe(before);
	});

	it("names no pi 1.x package in the workspace's own manifest, so pnpm installs none here", () => {
		const workspace = manifestAt(workspacePath);
		// Packing starts by refusing npm (D75); it may build what the tarball ships, and writes no manifest.
		expect(workspace.scripts?.prepack).toMatch(/^node \.\.\/core\/scripts\/pack-with-pnpm\.mjs(?: && |$)/);
		expect(workspace.scripts).not.toHaveProperty("postpack");
		const declared = JSON.stringify({ ...workspace, publishConfig: undefined });
		expect(declared).not.toContain("@earendil-works");
	});
});

describe("the package's changelog", () => {
	it("is CHANGELOG.md at its root, named by pi.changelogPath, packed, headed as changesets writes it", () => {
		const manifest = packedManifest("pi-extension");
		expect(manifest.pi?.changelogPath).toBe("./CHANGELOG.md");
		const tarball = tarballs.get("pi-extension") ?? "";
		expect(execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n")).toContain("package/CHANGELOG.md");
		const changelog = execFileSync("tar", ["-xzOf", tarball, "package/CHANGELOG.md"], { encoding: "utf8" });
		// `changeset version` keeps this first line and writes each release's `## <version>` under it, as pi reads them.
		expect(changelog.split("\n")[0]).toBe("# @ask-user/pi-extension");
	});
});
