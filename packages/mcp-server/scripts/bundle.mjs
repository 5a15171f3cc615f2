// The JavaScript the tarball ships, bundled from `src` into ES modules with our own packages inlined (render-web
// ships TypeScript, which Node does not run from `node_modules`), so they are dev dependencies (D99). Two builds:
// - the root entry (`createAskUserServer` for a host's own process) leaves the runtime dependencies that are not ours
//   (the MCP SDK, XState) to Node, as npm installs them, so the host and the server share one SDK;
// - the `bin` is built for its start: the MCP SDK and zod inlined (about 110 modules Node would otherwise resolve and
//   load one by one), minified, and the page (render-web, core's machine, XState) left in a chunk of its own that
//   the first page imports. What `initialize` and `tools/list` need is one file.
// The declarations come from `tsc`. Usage: node scripts/bundle.mjs <out folder, relative to the package>
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const [outArgument] = process.argv.slice(2);
if (outArgument === undefined) throw new Error("usage: node scripts/bundle.mjs <out folder>");
const dir = join(packageDir, outArgument);

const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const dependencies = Object.keys(manifest.dependencies);
const externalOf = (names) => (id) => names.some((name) => id === name || id.startsWith(`${name}/`));
const output = { dir, format: "es", sourcemap: true, sourcemapExcludeSources: true };

await build({
	input: { index: join(packageDir, "src", "index.ts") },
	external: externalOf(dependencies),
	platform: "node",
	logLevel: "warn",
	output: { ...output, chunkFileNames: "chunks/[name]-[hash].js" },
});
await build({
	input: { bin: join(packageDir, "src", "bin.ts") },
	external: externalOf(dependencies.filter((name) => !name.startsWith("@modelcontextprotocol/"))),
	platform: "node",
	logLevel: "warn",
	output: { ...output, chunkFileNames: "chunks/bin-[name]-[hash].js", minify: true },
});
