// The extension the tarball ships (D124): `src/index.ts` bundled with rolldown, our own packages (core, render-tui,
// render-web) inlined, the lazy-loading boundary's `import()`s left as chunks that load when they did from `src`.
// pi's jiti reads, hashes and evaluates each module apart: the sources' graph is about 190 modules, the bundle's nine.
// Every file is named `.ts`: jiti imports a package's `.js` with Node, whose resolution knows nothing of pi's aliases
// (`@mariozechner/*` to pi's own copies, on pi 1.x to `@earendil-works/*`), and transforms `.ts` with them; the plain
// JavaScript inside is TypeScript too. Left to the importer: Node's modules, pi's packages and TypeBox (the aliased
// peers), and the tarball's runtime dependencies (`publishConfig.dependencies`). Beside it, the entry's declarations
// (`index.d.ts`), from its source alone: its one export names its types (`isolatedDeclarations`).
// Usage: node scripts/bundle.mjs <out folder, relative to the package>
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import ts from "typescript";

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const [outArgument] = process.argv.slice(2);
if (outArgument === undefined) throw new Error("usage: node scripts/bundle.mjs <out folder>");

const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const { dependencies, peerDependencies } = manifest.publishConfig;
const external = [...Object.keys(dependencies), ...Object.keys(peerDependencies)];
const entry = join(packageDir, "src", "index.ts");
const dir = join(packageDir, outArgument);

await build({
	input: { index: entry },
	external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
	platform: "node",
	logLevel: "warn",
	output: {
		dir,
		format: "es",
		entryFileNames: "[name].ts",
		chunkFileNames: "chunks/[name]-[hash].ts",
	},
});

const declared = ts.transpileDeclaration(readFileSync(entry, "utf8"), {
	fileName: entry,
	reportDiagnostics: true,
	compilerOptions: { isolatedDeclarations: true, allowImportingTsExtensions: true, module: ts.ModuleKind.NodeNext },
});
if (declared.diagnostics?.length) {
	const messages = declared.diagnostics.map((diagnostic) =>
		ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
	);
	throw new Error(`src/index.ts cannot be declared on its own:\n${messages.join("\n")}`);
}
writeFileSync(join(dir, "index.d.ts"), declared.outputText);
