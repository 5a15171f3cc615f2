// The playground as plain JavaScript, so `pnpm playground` starts without a TypeScript loader: the command line
// (`src/main.ts`, with our workspace packages inlined and npm packages left to Node, imported from where the package
// that uses it finds it) and the web page's client (`src/web/client/main.ts`, with xterm and CodeMirror), in `dist/`
// (git ignores it). Of pi-coding-agent, the command line inlines only the modules that hold what the playground takes
// from it (`PI_PARTS`), not its index and the 971 modules that loads; typebox is inlined too (`INLINED_PACKAGES`).
// Built again only when a file it was built from (outside node_modules), a workspace manifest or the lockfile is newer
// than the build; the list of those files is kept beside the build (`dist/inputs.json`).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PLAYGROUND = dirname(dirname(fileURLToPath(import.meta.url)));
const ROOT = resolve(PLAYGROUND, "../..");
const DIST = join(PLAYGROUND, "dist");
const INPUTS = join(DIST, "inputs.json");
/** The client, where the command line's bundle finds it (`src/web/bundle.ts` reads it relative to itself). */
const CLIENT_FROM_CLI = "../client/app.js";

/** The files every build depends on beside its sources: this script, the lockfile, every workspace manifest. */
function manifests() {
	const workspaces = ["apps", "packages"].flatMap((folder) =>
		readdirSync(join(ROOT, folder)).map((name) => join(ROOT, folder, name, "package.json")),
	);
	return [fileURLToPath(import.meta.url), join(ROOT, "pnpm-lock.yaml"), join(ROOT, "package.json"), ...workspaces];
}

function modified(path) {
	try {
		return statSync(path).mtimeMs;
	} catch {
		return Number.POSITIVE_INFINITY;
	}
}

/** Whether the build is missing, or older than a file it was built from. */
export function isStale() {
	let inputs;
	try {
		inputs = JSON.parse(readFileSync(INPUTS, "utf8"));
	} catch {
		return true;
	}
	const built = modified(INPUTS);
	return inputs.some((path) => modified(path) > built);
}

/**
 * npm packages made of hundreds of small ES modules, inlined: Node would open, link and evaluate each of typebox's
 * 683 files at every start (pi's theme module validates its themes with it, our contract's schema is built with it).
 */
const INLINED_PACKAGES = new Set(["typebox"]);

/** The npm package a bare import names: `typebox/compile` is typebox, `@scope/name/x` is `@scope/name`. */
function packageOf(specifier) {
	const parts = specifier.split("/");
	return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** `args.path` resolved as esbuild would without the plugin asking (its `pluginData` tells the plugin it is itself). */
function resolvedAsUsual(build, args) {
	return build.resolve(args.path, {
		resolveDir: args.resolveDir,
		kind: args.kind,
		importer: args.importer,
		pluginData: "resolving",
	});
}

/**
 * npm packages (and Node's) stay imports, by the path the importing package resolves them to; ours, and
 * `INLINED_PACKAGES`, are inlined.
 */
const npmPackagesExternal = {
	name: "npm-packages-external",
	setup(build) {
		const builtins = new Set(builtinModules);
		build.onResolve({ filter: /^[^./]/ }, async (args) => {
			if (args.path.startsWith("@ask-user/") || args.pluginData === "resolving") return undefined;
			if (INLINED_PACKAGES.has(packageOf(args.path))) return undefined;
			if (args.path.startsWith("node:") || builtins.has(args.path)) return { external: true };
			const { path, errors } = await resolvedAsUsual(build, args);
			return errors.length > 0 ? { errors } : { path, external: true };
		});
	},
};

/**
 * What the playground takes from `@mariozechner/pi-coding-agent` (its sources, and test-kit's `pi-theme`). The build
 * inlines, for each, the module of pi that pi's own index re-exports it from (with what that module imports of pi),
 * instead of importing pi's index and the 971 modules it loads (most of the start's time). A name missing here fails
 * the build.
 */
const PI_PARTS = ["Theme", "initTheme", "getMarkdownTheme", "getSelectListTheme", "getAgentDir"];
/** esbuild's namespace of the module standing in for pi-coding-agent's index (`piCodingAgentParts`). */
const PI_PARTS_NAMESPACE = "pi-parts";
/** A module of pi-coding-agent, under either of its package names (pi 1.x is `@earendil-works/…`). */
const PI_MODULE = /[\\/]pi-coding-agent[\\/]dist[\\/].*\.js$/;

/** `export { a, b as c } from "./x.js"` in pi's index: each exported name and the module it comes from. */
function reExports(index) {
	const sources = new Map();
	for (const [, names, from] of readFileSync(index, "utf8").matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
		for (const name of names.split(",")) {
			const [local, exported = local] = name.trim().split(/\s+as\s+/);
			if (exported) sources.set(exported, { local, path: resolve(dirname(index), from) });
		}
	}
	return sources;
}

/** pi-coding-agent as only the modules of `PI_PARTS`, imported by their paths (which pi's `exports` would refuse). */
const piCodingAgentParts = {
	name: "pi-coding-agent-parts",
	setup(build) {
		build.onResolve({ filter: /^@mariozechner\/pi-coding-agent$/ }, async (args) => {
			if (args.pluginData === "resolving") return undefined;
			const { path, errors } = await resolvedAsUsual(build, args);
			return errors.length > 0 ? { errors } : { path, namespace: PI_PARTS_NAMESPACE };
		});
		build.onLoad({ filter: /.*/, namespace: PI_PARTS_NAMESPACE }, ({ path }) => {
			const sources = reExports(path);
			const lines = PI_PARTS.map((name) => {
				const source = sources.get(name);
				if (source === undefined) throw new Error(`pi-coding-agent's index (${path}) exports no ${name}`);
				const alias = source.local === name ? name : `${source.local} as ${name}`;
				return `export { ${alias} } from ${JSON.stringify(source.path)};`;
			});
			return { contents: lines.join("\n"), resolveDir: dirname(path) };
		});
		// Inlined, pi's modules still see their own location: pi finds its themes and package.json from it.
		build.onLoad({ filter: PI_MODULE }, ({ path }) => ({
			contents: readFileSync(path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
			loader: "js",
		}));
	},
};

/** Builds both; `note` says what is being built, for a start that waits on it. */
export async function buildPlayground(note) {
	note("building the playground's command line and its web client (once, and after their sources change)…");
	const { build } = await import("esbuild");
	const client = JSON.parse(readFileSync(join(PLAYGROUND, "src", "web", "client-build.json"), "utf8"));
	// Chunks of an earlier build would stay beside the new ones.
	rmSync(join(DIST, "cli"), { recursive: true, force: true });
	mkdirSync(DIST, { recursive: true });
	const results = await Promise.all([
		build({
			entryPoints: [join(PLAYGROUND, "src", "main.ts")],
			bundle: true,
			splitting: true,
			format: "esm",
			platform: "node",
			target: "node20",
			outdir: join(DIST, "cli"),
			metafile: true,
			logLevel: "warning",
			define: { "process.env.PLAYGROUND_PREBUILT_CLIENT": JSON.stringify(CLIENT_FROM_CLI) },
			plugins: [piCodingAgentParts, npmPackagesExternal],
		}),
		build({
			...client,
			entryPoints: [join(PLAYGROUND, "src", "web", "client", "main.ts")],
			outfile: join(DIST, "client", "app.js"),
			metafile: true,
		}),
	]);
	// The stand-in for pi's index is listed as the index it was made from.
	// npm packages' files (and the stand-in made from pi's index) change with the lockfile, which is listed: not
	// listing them keeps the check at every start to our couple of hundred files.
	const sources = results
		.flatMap((result) => Object.keys(result.metafile.inputs))
		.filter((path) => !path.startsWith(`${PI_PARTS_NAMESPACE}:`) && !path.split(/[\\/]/).includes("node_modules"))
		.map((path) => resolve(path));
	writeFileSync(INPUTS, `${JSON.stringify([...new Set([...sources, ...manifests()])], null, "\t")}\n`);
}
