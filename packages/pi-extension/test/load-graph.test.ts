import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What pi loads when it starts: the modules reached from the extension entry through static imports (`import type`
 * is erased; `import()` runs later). Only the registration's static data and the lazy-loading boundary, so pi starts
 * without the rest of the extension (D90): a session that offers ask_user loads `startup/session.ts` as it starts,
 * and the statechart and the component load on the first question.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(packageDir, "src", "index.ts");

/** `from "…"` of every static import and re-export that is not type-only. */
const STATIC_IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+"([^"]+)";/gms;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;

/** A workspace package's subpath, resolved through its `exports` map, or undefined for any other package. */
function resolveWorkspace(specifier: string, from: string): string | undefined {
	const match = /^(@ask-user\/[^/]+)(\/.+)?$/.exec(specifier);
	if (match === null) return undefined;
	const [, name = "", subpath = ""] = match;
	const dir = dirname(resolveFrom(from, join("node_modules", name, "package.json")));
	const exports: Record<string, string> = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).exports;
	const target = exports[`.${subpath}`];
	if (target === undefined) throw new Error(`${name} does not export .${subpath}`);
	return realpathSync(join(dir, target));
}

/** The first `relative` found walking up from the folder of `from`. */
function resolveFrom(from: string, relative: string): string {
	for (let dir = dirname(from); ; dir = dirname(dir)) {
		const candidate = join(dir, relative);
		try {
			readFileSync(candidate);
			return candidate;
		} catch {
			if (dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
		}
	}
}

interface LoadGraph {
	/** Source files reached. */
	readonly files: ReadonlySet<string>;
	/** Packages outside the workspace that are imported. */
	readonly packages: ReadonlySet<string>;
	/** `import()` targets met on the way, resolved. */
	readonly deferred: ReadonlySet<string>;
}

function loadGraph(start: string): LoadGraph {
	const files = new Set<string>();
	const packages = new Set<string>();
	const deferred = new Set<string>();
	const visit = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		const source = readFileSync(file, "utf8");
		for (const [, specifier = ""] of source.matchAll(DYNAMIC_IMPORT)) deferred.add(resolve(dirname(file), specifier));
		for (const [, specifier = ""] of source.matchAll(STATIC_IMPORT)) {
			if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
			else {
				const workspaceFile = resolveWorkspace(specifier, file);
				if (workspaceFile === undefined) packages.add(specifier);
				else visit(workspaceFile);
			}
		}
	};
	visit(start);
	return { files, packages, deferred };
}

const names = (files: Iterable<string>) => [...files].map((file) => file.split("/packages/")[1] ?? file);

/** The files of one of `src`'s phase folders, named as `names` does. */
const folder = (name: string) =>
	names(readdirSync(join(packageDir, "src", name)).map((file) => join(packageDir, "src", name, file)));

/** Every source file of the package, named as `names` does. */
const sources = (dir = join(packageDir, "src")): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)],
	);

describe("what pi loads at start", () => {
	const atStart = loadGraph(entry);

	it("the registration's static data (core's schema and tool text) and the boundary: no contract, no session, no XState, no component", () => {
		expect([...atStart.packages].sort()).toEqual([
			"@mariozechner/pi-coding-agent",
			"@mariozechner/pi-tui",
			"node:fs",
			"node:path",
			"typebox",
		]);
		expect(names(atStart.files).sort()).toEqual(
			[
				"core/src/contract/question-types.ts",
				"core/src/contract/schema.ts",
				"core/src/contract/tool-prompt.ts",
				"core/src/schema.ts",
				"core/src/tool-text.ts",
				"pi-extension/src/index.ts",
				...folder("registration"),
			].sort(),
		);
	});

	it("the lazy-loading boundary is one file: every import() of the package is in registration/boundary.ts", () => {
		const importing = sources().filter((file) => /\bimport\(/.test(readFileSync(file, "utf8")));
		expect(names(importing)).toEqual(["pi-extension/src/registration/boundary.ts"]);
		expect(names(atStart.deferred).sort()).toEqual([
			"pi-extension/src/on-demand/answer.ts",
			"pi-extension/src/on-demand/ask.ts",
			"pi-extension/src/startup/session.ts",
			"pi-extension/src/web/serve-open-form.ts",
		]);
	});

	const own = (files: Iterable<string>) => names(files).filter((file) => file.startsWith("pi-extension/"));
	const session = loadGraph(join(packageDir, "src", "startup", "session.ts"));

	it("src/startup/ is what a session that offers ask_user loads as it starts, without XState or the component", () => {
		const loaded = own(session.files).filter((file) => !atStart.files.has(join(packageDir, "..", file)));
		expect(loaded.sort()).toEqual(folder("startup").sort());
		expect(session.packages).not.toContain("xstate");
		expect(
			names(session.files).filter((file) => /machine|connect|component|render-tui\/src\/render\//.test(file)),
		).toEqual([]);
	});

	it("the first question loads the UI, and it does bring XState and the component", () => {
		const onAsk = loadGraph(join(packageDir, "src", "on-demand", "ask.ts"));
		expect(onAsk.packages).toContain("xstate");
		expect(names(onAsk.files)).toContain("render-tui/src/questionnaire.component.ts");
		expect(names(onAsk.files)).toContain("core/src/machine/questionnaire.machine.ts");
	});

	it("src/on-demand/ and src/web/ hold what the first question and the commands load, nothing else", () => {
		const earlier = new Set([...own(atStart.files), ...own(session.files)]);
		const later = [...atStart.deferred].flatMap((file) => own(loadGraph(file).files));
		const onDemand = [...new Set(later)].filter((file) => !earlier.has(file));
		expect(onDemand.sort()).toEqual([...folder("on-demand"), ...folder("web")].sort());
	});
});
