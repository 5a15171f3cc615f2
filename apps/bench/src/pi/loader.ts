/**
 * How pi loads an extension, mimicked: pi's `dist/core/extensions/loader.js` creates jiti relative to itself with
 * `{ moduleCache: false, alias }`, where the alias map points pi's packages and typebox at pi's own copies (resolved
 * from the loader: ESM resolution for pi's packages, `require.resolve` for typebox). The map is rebuilt here the
 * same way, from the installed pi and for its line (0.73.x under `@mariozechner`, 1.x under `@earendil-works`), so
 * extensions get exactly the module instances they get inside pi.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti/static";

/** The installed pi: its package's name tells the line (`@mariozechner/pi-coding-agent` 0.73.x, `@earendil-works/…` 1.x). */
export interface PiRelease {
	readonly name: string;
	readonly version: string;
}

export interface PiLoader {
	readonly pi: PiRelease;
	/** pi-coding-agent's package directory. */
	readonly packageDir: string;
	/** pi's extension loader module: pi calls `createJiti(import.meta.url, …)` there. */
	readonly loaderPath: string;
	/** The jiti entry pi imports: `jiti/static` (0.73.x), or `jiti` with its lazy transform (1.x). */
	readonly jitiUrl: string;
	readonly alias: Readonly<Record<string, string>>;
}

const LINE_0_73 = "@mariozechner/pi-coding-agent";
const LINE_1 = "@earendil-works/pi-coding-agent";

function typeboxAliases(loaderPath: string): Record<string, string> {
	const require = createRequire(loaderPath);
	const typebox = require.resolve("typebox");
	const typeboxCompile = require.resolve("typebox/compile");
	const typeboxValue = require.resolve("typebox/value");
	return {
		typebox,
		"typebox/compile": typeboxCompile,
		"typebox/value": typeboxValue,
		"@sinclair/typebox": typebox,
		"@sinclair/typebox/compile": typeboxCompile,
		"@sinclair/typebox/value": typeboxValue,
	};
}

/** pi 0.73.1's `getAliases()` (loader.js), keys in its order. */
function aliasesOf0_73(loaderPath: string, packageDir: string): Record<string, string> {
	const esm = createJiti(loaderPath);
	const resolveEsm = (specifier: string) => fileURLToPath(esm.esmResolve(specifier));
	return {
		"@mariozechner/pi-coding-agent": join(packageDir, "dist", "index.js"),
		"@mariozechner/pi-agent-core": resolveEsm("@mariozechner/pi-agent-core"),
		"@mariozechner/pi-tui": resolveEsm("@mariozechner/pi-tui"),
		"@mariozechner/pi-ai": resolveEsm("@mariozechner/pi-ai"),
		"@mariozechner/pi-ai/oauth": resolveEsm("@mariozechner/pi-ai/oauth"),
		...typeboxAliases(loaderPath),
	};
}

/**
 * pi 1.x's `getAliases()` (loader.js, checked on pi 1.6.0), keys in its order: both scopes point at the
 * `@earendil-works/*` packages, and `pi-ai`'s root at pi's extension view of it (`pi-ai-extension-view.js`).
 */
function aliasesOf1(loaderPath: string, packageDir: string): Record<string, string> {
	const esm = createJiti(loaderPath);
	const resolveEsm = (specifier: string) => fileURLToPath(esm.esmResolve(specifier));
	const piAi = join(dirname(loaderPath), "pi-ai-extension-view.js");
	const targets = {
		"pi-coding-agent": join(packageDir, "dist", "index.js"),
		"pi-agent-core": resolveEsm("@earendil-works/pi-agent-core"),
		"pi-tui": resolveEsm("@earendil-works/pi-tui"),
		"pi-ai/providers/all": resolveEsm("@earendil-works/pi-ai/providers/all"),
		"pi-ai/compat": piAi,
		"pi-ai/models": resolveEsm("@earendil-works/pi-ai/models"),
		"pi-ai/oauth": resolveEsm("@earendil-works/pi-ai/oauth"),
		"pi-ai": piAi,
	};
	const scoped = (scope: string) =>
		Object.fromEntries(Object.entries(targets).map(([name, target]) => [`${scope}/${name}`, target]));
	return { ...scoped("@earendil-works"), ...scoped("@mariozechner"), ...typeboxAliases(loaderPath) };
}

/** The release of the pi installed in `packageDir`; an unknown package name is an error, not a guess. */
export function piReleaseOf(packageDir: string): PiRelease {
	const manifest: unknown = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
	const name = typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "name") : undefined;
	const version = typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "version") : undefined;
	if ((name !== LINE_0_73 && name !== LINE_1) || typeof version !== "string") {
		throw new Error(`${packageDir}/package.json: expected ${LINE_0_73} or ${LINE_1} with a version, got ${name}`);
	}
	return { name, version };
}

let cached: PiLoader | undefined;

export function piLoader(): PiLoader {
	if (cached !== undefined) return cached;
	const packageDir = dirname(dirname(fileURLToPath(import.meta.resolve("@mariozechner/pi-coding-agent"))));
	const loaderPath = join(packageDir, "dist", "core", "extensions", "loader.js");
	const pi = piReleaseOf(packageDir);
	const line1 = pi.name === LINE_1;
	cached = {
		pi,
		packageDir,
		loaderPath,
		jitiUrl: createJiti(loaderPath).esmResolve(line1 ? "jiti" : "jiti/static"),
		alias: line1 ? aliasesOf1(loaderPath, packageDir) : aliasesOf0_73(loaderPath, packageDir),
	};
	return cached;
}

/**
 * `loader` with the names of a peer built for pi's later package scope (`@earendil-works/*`) pointed at the same
 * packages as `@mariozechner/*`: rpiv imports pi under those names, and runs on this pi like the other products.
 * pi 1.x's own map has them already, with the same targets.
 */
export function withPeerAliases(loader: PiLoader): PiLoader {
	const renamed = Object.entries(loader.alias)
		.filter(([name]) => name.startsWith("@mariozechner/"))
		.map(([name, target]) => [name.replace("@mariozechner/", "@earendil-works/"), target] as const);
	return { ...loader, alias: { ...loader.alias, ...Object.fromEntries(renamed) } };
}

/** `@juicesharp/rpiv-ask-user-question`'s extension entry (its `pi.extensions`), installed as a dev dependency. */
export function rpivEntry(): string {
	return fileURLToPath(import.meta.resolve("@juicesharp/rpiv-ask-user-question"));
}

/** pi's own ancestor of ask_user, shipped in the package. */
export function piQuestionnairePath(): string {
	return join(piLoader().packageDir, "examples", "extensions", "questionnaire.ts");
}
