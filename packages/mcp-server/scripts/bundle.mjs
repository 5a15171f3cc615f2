// The JavaScript the tarball ships: the `bin` and the root entry bundled from `src` into ES modules (one shared
// chunk), with our own packages inlined — render-web ships TypeScript, which Node does not run from `node_modules` —
// so they are dev dependencies (D99), and the runtime dependencies (the MCP SDK, XState) left to Node to load, as npm
// installs them.
// The declarations come from `tsc`. Usage: node scripts/bundle.mjs <out folder, relative to the package>
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const [outArgument] = process.argv.slice(2);
if (outArgument === undefined) throw new Error("usage: node scripts/bundle.mjs <out folder>");

const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies);

await build({
	input: { bin: join(packageDir, "src", "bin.ts"), index: join(packageDir, "src", "index.ts") },
	external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
	platform: "node",
	logLevel: "warn",
	output: {
		dir: join(packageDir, outArgument),
		format: "es",
		chunkFileNames: "chunks/[name]-[hash].js",
		sourcemap: true,
		sourcemapExcludeSources: true,
	},
});
