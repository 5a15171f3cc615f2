/**
 * Each package's files import other packages by name (their public entry points, or this kit), never by a relative
 * path into another package's folder: no test reaches into another package's `test/`, and the benchmark and the
 * playground use only what the packages export. Files at the workspace root, such as `vitest.shared.ts`, belong to
 * no package.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, ROOT } from "./support/repository-files.ts";

const SOURCE = /\.(?:ts|mts|mjs|js)$/;
/** `from "./x"`, `import "./x"`, `import("./x")`: the relative specifiers of static and dynamic imports. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']*)["']/g;

function packageDirs(): string[] {
	return ["packages", "apps"].flatMap((group) =>
		readdirSync(join(ROOT, group), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => join(ROOT, group, entry.name)),
	);
}

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => SOURCE.test(name));

const isInside = (dir: string, path: string) => !relative(dir, path).startsWith("..");

/** Whether `specifier`, imported by `file` of `packageDir`, resolves into another package's folder. */
function crossesInto(packages: readonly string[], packageDir: string, file: string, specifier: string): boolean {
	const target = resolve(dirname(file), specifier);
	return packages.some((dir) => dir !== packageDir && isInside(dir, target));
}

/** Relative imports of `file` that resolve into another package's folder, as `file -> specifier`. */
function crossings(packages: readonly string[], packageDir: string, file: string): string[] {
	const text = readFileSync(file, "utf8");
	return [...text.matchAll(RELATIVE_IMPORT)]
		.map((match) => match[1] ?? "")
		.filter((specifier) => crossesInto(packages, packageDir, file, specifier))
		.map((specifier) => `${relative(ROOT, file)} -> ${specifier}`);
}

describe("package boundaries", () => {
	const packages = packageDirs();

	it("finds the workspace's packages and apps", () => {
		const names = packages.map((dir) => relative(ROOT, dir));
		expect(names).toEqual(expect.arrayContaining(["packages/core", "packages/test-kit", "apps/bench"]));
	});

	it("spots a relative import that leaves its package", () => {
		const dir = join(ROOT, "packages", "pi-extension");
		const fake = join(dir, "test", "x.test.ts");
		// Built from pieces, so this file itself holds no such import.
		const line = ["import { a } from ", '"../../core/test/support/fuzz-seed.ts"', ";"].join("");
		const matches = [...line.matchAll(RELATIVE_IMPORT)].map((match) => match[1]);
		expect(matches).toEqual(["../../core/test/support/fuzz-seed.ts"]);
		expect(crossesInto(packages, dir, fake, matches[0] ?? "")).toBe(true);
	});

	it("lets a package import a workspace-root file, which belongs to no package", () => {
		const dir = join(ROOT, "packages", "pi-extension");
		expect(crossesInto(packages, dir, join(dir, "vitest.config.ts"), "../../vitest.shared.ts")).toBe(false);
	});

	it.each(packageDirs().map((dir) => [relative(ROOT, dir), dir]))(
		"%s imports no other package by path",
		(_name, dir) => {
			expect(sourceFiles(dir).flatMap((file) => crossings(packages, dir, file))).toEqual([]);
		},
	);
});
