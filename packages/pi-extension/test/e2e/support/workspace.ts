/** The monorepo this package lives in: its root, its pnpm version, and `pnpm pack` of its packages. */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { PI_EXTENSION_ROOT } from "./pi-paths.ts";
import { runChecked } from "./run-command.ts";

/** The repository root (its package.json has `workspaces` and the root `pi` manifest). */
export const REPO_ROOT = resolve(PI_EXTENSION_ROOT, "../..");

async function rootManifest(): Promise<{ readonly packageManager?: unknown; readonly workspaces?: unknown }> {
	const manifest: unknown = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8"));
	return typeof manifest === "object" && manifest !== null ? manifest : {};
}

/** The pnpm the repo pins in `packageManager` (e.g. `pnpm@12.4.2`), run through npx. */
async function pnpmSpec(): Promise<string> {
	const spec = (await rootManifest()).packageManager;
	if (typeof spec !== "string" || !spec.startsWith("pnpm@")) throw new Error(`no pnpm packageManager in ${REPO_ROOT}`);
	return spec.split("+")[0] ?? spec;
}

/** The published packages: the root's npm `workspaces` (what `pi install git:` links), not the private test kit. */
async function publishedPackages(): Promise<string[]> {
	const { workspaces } = await rootManifest();
	if (!Array.isArray(workspaces) || !workspaces.every((w) => typeof w === "string")) {
		throw new Error(`no workspaces list in ${REPO_ROOT}/package.json`);
	}
	return workspaces;
}

/**
 * `pnpm pack` of every published package into `destination` (pnpm applies `publishConfig` and runs each package's
 * `prepack`, e.g. core's build). Returns the tarball paths.
 */
export async function packWorkspacePackages(destination: string): Promise<string[]> {
	const pnpm = await pnpmSpec();
	const filters = (await publishedPackages()).flatMap((path) => ["--filter", `./${path}`]);
	const args = ["-y", pnpm, "-r", ...filters, "pack", "--pack-destination", destination];
	await runChecked("npx", args, { cwd: REPO_ROOT, timeoutMs: 120_000 });
	const names = await readdir(destination);
	return names.filter((name) => name.endsWith(".tgz")).map((name) => join(destination, name));
}
