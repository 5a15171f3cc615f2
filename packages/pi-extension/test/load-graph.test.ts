import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What pi loads when it starts: the modules reached from the extension entry through static imports (`import type`
 * is erased; `import()` runs later). The statechart and the component must not be among them, so pi starts without
 * XState and the UI; they load on the first question.
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

describe("what pi loads at start", () => {
	const atStart = loadGraph(entry);

	it("neither XState nor the statechart nor the component", () => {
		expect([...atStart.packages].sort()).toEqual([
			"@mariozechner/pi-coding-agent",
			"@mariozechner/pi-tui",
			// The subagent relay's socket and secret: Node's own modules, the listener cheap.
			"node:crypto",
			"node:fs",
			"node:net",
			"node:os",
			"node:path",
			"typebox",
		]);
		expect(
			names(atStart.files).filter((file) => /machine|connect|component|render-tui\/src\/render\//.test(file)),
		).toEqual([]);
	});

	/** The form, loaded by the first question (or `/ask-user`), and `/answer`, which loads the form with it. */
	const askEntry = join(packageDir, "src", "on-demand", "ask.ts");

	it("the UI is loaded on the first question, and it does bring XState and the component", () => {
		expect(names(atStart.deferred).sort()).toEqual([
			"pi-extension/src/on-demand/answer.ts",
			"pi-extension/src/on-demand/ask.ts",
			"pi-extension/src/web/serve-open-form.ts",
		]);
		const onAsk = loadGraph(askEntry);
		expect(onAsk.packages).toContain("xstate");
		expect(names(onAsk.files)).toContain("render-tui/src/questionnaire.component.ts");
		expect(names(onAsk.files)).toContain("core/src/machine/questionnaire.machine.ts");
	});

	it("src/startup/ holds what pi loads at start and src/on-demand/ and src/web/ what the first question loads, nothing else", () => {
		const own = (files: Iterable<string>) => names(files).filter((file) => file.startsWith("pi-extension/"));
		const startup = own(atStart.files).filter((file) => file !== "pi-extension/src/index.ts");
		expect(startup.sort()).toEqual(folder("startup").sort());
		const deferred = [...atStart.deferred].flatMap((file) => [...loadGraph(file).files]);
		const onDemand = [...new Set(own(deferred))].filter((file) => !atStart.files.has(join(packageDir, "..", file)));
		expect(onDemand.sort()).toEqual([...folder("on-demand"), ...folder("web")].sort());
	});
});
