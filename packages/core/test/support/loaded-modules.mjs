// @ts-check
/**
 * Run by `node loaded-modules.mjs <file>` in a fresh process: imports `file` with `record-resolve.mjs` as resolve
 * hook and prints the URLs of every module the import loaded, as one JSON array (builtins included, as `node:…`).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const file = process.argv[2];
if (file === undefined) throw new Error("usage: node loaded-modules.mjs <file>");
const dir = mkdtempSync(join(tmpdir(), "ask-user-loaded-"));
const log = join(dir, "urls");
try {
	register("./record-resolve.mjs", import.meta.url, { data: { log } });
	await import(pathToFileURL(file).href);
	const urls = readFileSync(log, "utf8")
		.split("\n")
		.filter((url) => url !== "");
	process.stdout.write(JSON.stringify([...new Set(urls)]));
} finally {
	rmSync(dir, { recursive: true, force: true });
}
