/**
 * Cold import of `@ask-user/core`'s entries: each entry imported once per fresh Node process, from core built as a
 * tarball ships it (`@ask-user/test-kit/built-core`: each entry bundled, no TypeScript loader's modules or time).
 * What a host pays before its first call: the root and `/contract` load no TypeBox module; `/schema` (the TypeBox
 * schema) and XState alone (the peer the root imports) are measured beside them for scale.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCore } from "@ask-user/test-kit/built-core";
import { runJsonChild } from "../child-process.ts";
import type { BenchSizes } from "../options.ts";
import { summarize } from "../stats.ts";

/** The entries measured: their import specifier, and their file in the built package. */
const ENTRIES = [
	["@ask-user/core", "index"],
	["@ask-user/core/contract", "contract"],
	["@ask-user/core/schema", "schema"],
	["xstate", "xstate-alone"],
] as const;

type ColdImportEntry = (typeof ENTRIES)[number][0];

export interface ColdImportResult {
	readonly entry: ColdImportEntry;
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
}

const CHILD = fileURLToPath(new URL("../children/cold-import.mjs", import.meta.url));

async function importOnce(file: string): Promise<number> {
	const output = await runJsonChild({ script: CHILD, env: { BENCH_IMPORT_FILE: file } });
	const { ms } = output as { ms?: unknown };
	if (typeof ms !== "number") throw new Error(`importing ${file} gave ${JSON.stringify(output)}`);
	return ms;
}

export async function coldImportSuite(sizes: BenchSizes, log: (line: string) => void): Promise<ColdImportResult[]> {
	const core = buildCore();
	// XState as the root resolves it: a module beside the entries that imports it and nothing else.
	writeFileSync(join(core.dir, "xstate-alone.js"), 'import "xstate";\n');
	try {
		const results: ColdImportResult[] = [];
		for (const [entry, name] of ENTRIES) {
			const file = join(core.dir, `${name}.js`);
			const samples: number[] = [];
			for (let run = 0; run < sizes.coldImportRuns; run++) samples.push(await importOnce(file));
			const { median } = summarize(samples);
			log(`cold import ${entry}: median ${median.toFixed(1)} ms of ${samples.length} runs`);
			results.push({ entry, runs: samples.length, median, samples });
		}
		return results;
	} finally {
		core.remove();
	}
}
