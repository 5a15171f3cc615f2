// The package.json a tarball ships, for `npm pack` as for `pnpm pack`: npm ignores `publishConfig.exports`, so
// `prepack` writes the manifest with `publishConfig` applied (exports, main and types pointing at the compiled
// `dist`), and `postpack` puts the workspace's manifest (exports pointing at the TypeScript sources) back.
// Usage: node scripts/pack-manifest.mjs apply | restore
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

const MANIFEST = "package.json";
const KEPT = ".package.workspace.json";
const [command] = process.argv.slice(2);

if (command === "apply") {
	if (existsSync(KEPT)) {
		throw new Error(
			`${KEPT} exists: an earlier pack did not finish; run "node scripts/pack-manifest.mjs restore" first`,
		);
	}
	const text = readFileSync(MANIFEST, "utf8");
	const { publishConfig, ...manifest } = JSON.parse(text);
	writeFileSync(KEPT, text);
	writeFileSync(MANIFEST, `${JSON.stringify({ ...manifest, ...publishConfig }, null, "\t")}\n`);
} else if (command === "restore") {
	if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
} else {
	throw new Error(`unknown command ${JSON.stringify(command)}: use apply or restore`);
}
