/**
 * How pi loads an extension, mimicked: pi's `dist/core/extensions/loader.js` creates jiti relative to itself with
 * `{ moduleCache: false, alias }`, where the alias map points pi's packages and typebox at pi's own copies (resolved
 * from the loader: ESM resolution for `@mariozechner/*`, `require.resolve` for typebox). The map is rebuilt here
 * the same way, from the installed pi, so extensions get exactly the module instances they get inside pi.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti/static";

export interface PiLoader {
	/** pi-coding-agent's package directory. */
	readonly packageDir: string;
	/** pi's extension loader module: pi calls `createJiti(import.meta.url, …)` there. */
	readonly loaderPath: string;
	/** The `jiti/static` entry pi imports. */
	readonly jitiUrl: string;
	readonly alias: Readonly<Record<string, string>>;
}

/** pi's `getAliases()` (loader.js), keys in its order. */
function aliasesFrom(loaderPath: string, packageDir: string): Record<string, string> {
	const esm = createJiti(loaderPath);
	const resolveEsm = (specifier: string) => fileURLToPath(esm.esmResolve(specifier));
	const require = createRequire(loaderPath);
	const typebox = require.resolve("typebox");
	const typeboxCompile = require.resolve("typebox/compile");
	const typeboxValue = require.resolve("typebox/value");
	return {
		"@mariozechner/pi-coding-agent": join(packageDir, "dist", "index.js"),
		"@mariozechner/pi-agent-core": resolveEsm("@mariozechner/pi-agent-core"),
		"@mariozechner/pi-tui": resolveEsm("@mariozechner/pi-tui"),
		"@mariozechner/pi-ai": resolveEsm("@mariozechner/pi-ai"),
		"@mariozechner/pi-ai/oauth": resolveEsm("@mariozechner/pi-ai/oauth"),
		typebox,
		"typebox/compile": typeboxCompile,
		"typebox/value": typeboxValue,
		"@sinclair/typebox": typebox,
		"@sinclair/typebox/compile": typeboxCompile,
		"@sinclair/typebox/value": typeboxValue,
	};
}

let cached: PiLoader | undefined;

export function piLoader(): PiLoader {
	if (cached !== undefined) return cached;
	const packageDir = dirname(dirname(fileURLToPath(import.meta.resolve("@mariozechner/pi-coding-agent"))));
	const loaderPath = join(packageDir, "dist", "core", "extensions", "loader.js");
	cached = {
		packageDir,
		loaderPath,
		jitiUrl: createJiti(loaderPath).esmResolve("jiti/static"),
		alias: aliasesFrom(loaderPath, packageDir),
	};
	return cached;
}

/**
 * `loader` with the names of a peer built for pi's later package scope (`@earendil-works/*`) pointed at the same
 * packages as `@mariozechner/*`: rpiv imports pi under those names, and runs on this pi like the other products.
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
