// The first step of each published package's `prepack`: packing goes through pnpm, which writes the manifest a
// tarball ships without touching the workspace's (`publishConfig` for core's `dist` exports, the root
// `.pnpmfile.mjs` hook `beforePacking` for the pi 1.x peers). npm applies neither: its tarball would export the
// TypeScript sources and lack the pi 1.x peers, so `npm pack` and `npm publish` stop here, with what to run
// instead, before anything is built or written. The package manager is told by `npm_execpath`, which each one sets
// to itself for the scripts it runs (`npm_config_user_agent` is inherited from a pnpm that started npm).
import { basename } from "node:path";

const runner = basename(process.env.npm_execpath ?? "");
const byPnpm = runner === "" ? (process.env.npm_config_user_agent ?? "").startsWith("pnpm/") : runner.includes("pnpm");
if (!byPnpm) {
	const tool = runner.replace(/(-cli)?\.c?js$/, "") || "this package manager";
	process.stderr.write(
		`Pack and publish @ask-user packages with pnpm (npx -y pnpm@12.4.2 pack, or pnpm publish), not ${tool}: ` +
			"only pnpm applies publishConfig and the workspace's beforePacking hook, which the published manifest needs.\n",
	);
	process.exit(1);
}
