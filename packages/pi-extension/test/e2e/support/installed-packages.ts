/** What an npm install left on disk: package names in a node_modules folder, and where a package turns up. */
import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";

async function entries(dir: string): Promise<Dirent[]> {
	return readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** The packages directly in `nodeModules` (`@scope/name` for scoped ones), sorted; dot folders skipped. */
export async function listPackages(nodeModules: string): Promise<string[]> {
	const names: string[] = [];
	for (const entry of await entries(nodeModules)) {
		if (entry.name.startsWith(".")) continue;
		if (!entry.name.startsWith("@")) {
			names.push(entry.name);
			continue;
		}
		for (const scoped of await entries(join(nodeModules, entry.name))) names.push(`${entry.name}/${scoped.name}`);
	}
	return names.sort();
}

/** Every folder under `root` (symlinks not followed) that is the package `name` inside some node_modules. */
export async function findPackage(root: string, name: string): Promise<string[]> {
	const found: string[] = [];
	const walk = async (dir: string): Promise<void> => {
		for (const entry of await entries(dir)) {
			if (!entry.isDirectory()) continue;
			const path = join(dir, entry.name);
			if (path.endsWith(`/node_modules/${name}`)) found.push(path);
			await walk(path);
		}
	};
	await walk(root);
	return found;
}
