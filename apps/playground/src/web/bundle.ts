import { build } from "esbuild";

const ENTRY = new URL("./client/main.ts", import.meta.url).pathname;

/** The page's script: the client and xterm, bundled from npm into one file in memory, so the page works offline. */
export async function bundleClient(): Promise<string> {
	const result = await build({
		entryPoints: [ENTRY],
		bundle: true,
		write: false,
		format: "esm",
		platform: "browser",
		target: "es2022",
		minify: true,
		legalComments: "none",
		logLevel: "silent",
	});
	const [file] = result.outputFiles;
	if (file === undefined) throw new Error("esbuild produced no bundle");
	return file.text;
}
