// The playground as plain JavaScript, so `pnpm playground` starts without a TypeScript loader: the command line
// (`src/main.ts`, with our workspace packages inlined and every npm package left to Node, imported from where the
// package that uses it finds it) and the web page's client (`src/web/client/main.ts`, with xterm and CodeMirror), in
// `dist/` (git ignores it). Built again only when a file it was built from, a workspace manifest or the lockfile is
// newer than the build; the list of those files is kept beside the build (`dist/inputs.json`).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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

/** npm packages (and Node's) stay imports, by the path the importing package resolves them to; ours are inlined. */
const npmPackagesExternal = {
	name: "npm-packages-external",
	setup(build) {
		const builtins = new Set(builtinModules);
		build.onResolve({ filter: /^[^./]/ }, async (args) => {
			if (args.path.startsWith("@ask-user/") || args.pluginData === "resolving") return undefined;
			if (args.path.startsWith("node:") || builtins.has(args.path)) return { external: true };
			const { path, errors } = await build.resolve(args.path, {
				resolveDir: args.resolveDir,
				kind: args.kind,
				importer: args.importer,
				pluginData: "resolving",
			});
			return errors.length > 0 ? { errors } : { path, external: true };
		});
	},
};

/** Builds both; `note` says what is being built, for a start that waits on it. */
export async function buildPlayground(note) {
	note("building the playground's command line and its web client (once, and after their sources change)…");
	const { build } = await import("esbuild");
	const client = JSON.parse(readFileSync(join(PLAYGROUND, "src", "web", "client-build.json"), "utf8"));
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
			plugins: [npmPackagesExternal],
		}),
		build({
			...client,
			entryPoints: [join(PLAYGROUND, "src", "web", "client", "main.ts")],
			outfile: join(DIST, "client", "app.js"),
			metafile: true,
		}),
	]);
	const sources = results.flatMap((result) => Object.keys(result.metafile.inputs)).map((path) => resolve(path));
	writeFileSync(INPUTS, `${JSON.stringify([...new Set([...sources, ...manifests()])], null, "\t")}\n`);
}
