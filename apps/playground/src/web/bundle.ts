import { readFile } from "node:fs/promises";
import type { BuildOptions } from "esbuild";
import clientBuild from "./client-build.json" with { type: "json" };

/** The page's script as the playground's build (`scripts/build.mjs`) and a run from source both bundle it. */
const CLIENT_BUILD: BuildOptions = clientBuild as BuildOptions;

/**
 * Where the playground's build put the client, relative to the command line's bundle: the build defines it, so a run
 * from source (tests, `tsx src/main.ts`) finds it unset and bundles the client itself.
 */
const PREBUILT = process.env.PLAYGROUND_PREBUILT_CLIENT;

/** The page's script: the client and xterm in one file, so the page works offline. */
export async function bundleClient(): Promise<string> {
	if (PREBUILT !== undefined) return readFile(new URL(PREBUILT, import.meta.url), "utf8");
	// esbuild only here: a built playground never loads it.
	const { build } = await import("esbuild");
	const result = await build({
		...CLIENT_BUILD,
		entryPoints: [new URL("./client/main.ts", import.meta.url).pathname],
		write: false,
	});
	const [file] = result.outputFiles;
	if (file === undefined) throw new Error("esbuild produced no bundle");
	return file.text;
}
