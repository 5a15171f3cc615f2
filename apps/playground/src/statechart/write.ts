import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { REPO_ROOT, statechartFiles } from "./files.ts";

/** `pnpm statechart`: regenerates docs/statechart.md and docs/statechart.json from the machine. */
for (const file of statechartFiles()) {
	const path = join(REPO_ROOT, file.path);
	await mkdir(dirname(path), { recursive: true });
	await writeFile(path, file.content);
	console.log(`wrote ${file.path}`);
}
