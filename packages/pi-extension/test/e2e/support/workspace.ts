/** The monorepo this package lives in: its root, its pnpm version, and `pnpm pack` of its packages. */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

export interface WatchedPack {
	/** Each tracked file under `packages/` that read differently from its text at the start, at any moment. */
	readonly changed: readonly string[];
	/** Whether `killWhen` held and the pack was killed (SIGKILL to its whole process group) before it ended. */
	readonly killed: boolean;
}

/** The files of the workspace's packages that git tracks and a pack could rewrite: each package's manifest. */
function workspaceManifests(): string[] {
	return ["core", "render-tui", "render-web", "pi-extension"].map((name) =>
		join(REPO_ROOT, "packages", name, "package.json"),
	);
}

/**
 * `pnpm pack` of the workspace's package `name` into `destination`, its manifests read every 2 ms while it runs;
 * killed (with everything it started) as soon as `killWhen()` holds, if given.
 */
export async function packWatching(name: string, destination: string, killWhen?: () => boolean): Promise<WatchedPack> {
	const pnpm = await pnpmSpec();
	const watched = workspaceManifests();
	const before = new Map(watched.map((path) => [path, readFileSync(path, "utf8")]));
	const changed = new Set<string>();
	const child = spawn("npx", ["-y", pnpm, "pack", "--pack-destination", destination], {
		cwd: join(REPO_ROOT, "packages", name),
		detached: true,
		stdio: "ignore",
	});
	let killed = false;
	const poll = setInterval(() => {
		for (const path of watched) {
			const now = existsSync(path) ? readFileSync(path, "utf8") : "";
			if (now !== before.get(path)) changed.add(path);
		}
		if (!killed && killWhen?.() === true && child.pid !== undefined) {
			killed = true;
			process.kill(-child.pid, "SIGKILL");
		}
	}, 2);
	await new Promise((resolve) => child.on("close", resolve));
	clearInterval(poll);
	return { changed: [...changed], killed };
}
