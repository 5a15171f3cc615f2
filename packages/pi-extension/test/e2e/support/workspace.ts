/** The monorepo this package lives in: its root, its pnpm version, and `pnpm pack` of its packages. */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { PI_EXTENSION_ROOT } from "./pi-paths.ts";
import { runChecked } from "./run-command.ts";

/** The repository root (its package.json has `workspaces` and the root `pi` manifest). */
export const REPO_ROOT = resolve(PI_EXTENSION_ROOT, "../..");

/** The pnpm the repo pins in `packageManager` (e.g. `pnpm@12.4.2`), run through npx. */
async function pnpmSpec(): Promise<string> {
	const manifest: unknown = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8"));
	const spec =
		typeof manifest === "object" && manifest !== null && "packageManager" in manifest ? manifest.packageManager : "";
	if (typeof spec !== "string" || !spec.startsWith("pnpm@")) throw new Error(`no pnpm packageManager in ${REPO_ROOT}`);
	return spec.split("+")[0] ?? spec;
}

/** The published packages: every package under `packages/` but the private ones (the test kit). */
async function publishedPackages(): Promise<string[]> {
	const names = await readdir(join(REPO_ROOT, "packages"));
	const published = await Promise.all(
		names.map(async (name) => {
			const manifest: unknown = JSON.parse(await readFile(join(REPO_ROOT, "packages", name, "package.json"), "utf8"));
			const isPrivate = typeof manifest === "object" && manifest !== null && "private" in manifest && manifest.private;
			return isPrivate === true ? [] : [`packages/${name}`];
		}),
	);
	return published.flat();
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
