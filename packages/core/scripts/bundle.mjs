// The JavaScript a tarball ships: each published entry (`publishConfig.exports`) bundled from `src` into one ES module,
// and every module two or more entries use in one shared chunk, so a host that imports the root and `/contract` holds
// one copy of each function. Node pays for each module it resolves, reads and compiles: importing the root took about
// thirty of our files, and takes two now (the root and the shared chunk). XState and TypeBox stay imports, of the peer
// and the dependency the host installs. The declarations come from `tsc`, file by file, beside these.
// Usage: node scripts/bundle.mjs <out folder, relative to the package>
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const [outArgument] = process.argv.slice(2);
if (outArgument === undefined) throw new Error("usage: node scripts/bundle.mjs <out folder>");

const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

/** `./dist/fixtures/index.js` → `{ "fixtures/index": "<package>/src/fixtures/index.ts" }`, for each published entry. */
const input = Object.fromEntries(
	Object.values(manifest.publishConfig.exports)
		.map((target) => (typeof target === "string" ? undefined : target.import))
		.filter((file) => typeof file === "string")
		.map((file) => {
			const name = file.replace(/^\.\/dist\//, "").replace(/\.js$/, "");
			return [name, join(packageDir, "src", `${name}.ts`)];
		}),
);

await build({
	input,
	external: [...Object.keys(manifest.peerDependencies ?? {}), ...Object.keys(manifest.dependencies ?? {})],
	platform: "node",
	logLevel: "warn",
	output: {
		dir: join(packageDir, outArgument),
		format: "es",
		chunkFileNames: "chunks/[name]-[hash].js",
		codeSplitting: { groups: [{ name: "shared", minShareCount: 2 }] },
		// The maps point at the TypeScript the tarball ships in `src`, rather than copying it.
		sourcemap: true,
		sourcemapExcludeSources: true,
	},
});
