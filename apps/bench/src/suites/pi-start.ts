/**
 * pi's start with and without ask_user: `pi --no-session -p hi` against a mock model on 127.0.0.1
 * (`pi/mock-model.ts`), once with `-e` of ask_user as its tarball ships it (its bundle, D124) and once without, in
 * pairs (taking turns which runs first), on the Node running the bench. Wall time of each process from spawn to exit; the figure is the median of
 * the pairs' differences, so a slow spell of the shared machine hits both runs of a pair. Each round also runs pi
 * with an extension that only registers one tool (`-e` of a file written here): what any extension costs pi's start
 * (pi 1.x loads its extension loader only when one is named), the floor ask_user's figure stands on.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchSizes } from "../options.ts";
import { piLoader } from "../pi/loader.ts";
import { startMockPiHome } from "../pi/mock-model.ts";
import { PRODUCT_ENTRIES } from "../products.ts";
import { summarize } from "../stats.ts";

export interface PiStartResult {
	/** Pairs run (after one untimed pair, which fills jiti's transform cache). */
	readonly runs: number;
	readonly without: { readonly median: number; readonly samples: readonly number[] };
	readonly with: { readonly median: number; readonly samples: readonly number[] };
	/** Median of (with − without) over the pairs: what loading the extension adds to pi's start. */
	readonly added: number;
	/** pi with an extension that only registers a tool, run in each round beside the pair. Absent in earlier runs. */
	readonly emptyExtension?: { readonly median: number; readonly samples: readonly number[] };
	/** Median of (empty extension − without): what any extension adds. Absent in earlier runs. */
	readonly addedByAny?: number;
	/** Median of (with − empty extension): what ask_user adds above any extension. Absent in earlier runs. */
	readonly aboveAny?: number;
}

/** An extension that registers one tool and does nothing else. */
const EMPTY_EXTENSION = `export default function (pi) {
	pi.registerTool({
		name: "noop",
		label: "noop",
		description: "Does nothing.",
		parameters: { type: "object", properties: {} },
		execute: async () => ({ content: [{ type: "text", text: "" }], details: undefined }),
	});
}
`;

/** The median of `a[i] − b[i]`. */
function medianDifference(a: readonly number[], b: readonly number[]): number {
	return summarize(a.map((ms, index) => ms - (b[index] ?? ms))).median;
}

/** pi's command-line script, from its package's `bin`. */
function piCli(): string {
	const { packageDir } = piLoader();
	const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { bin?: unknown };
	const bin = typeof manifest.bin === "string" ? manifest.bin : Reflect.get(Object(manifest.bin), "pi");
	if (typeof bin !== "string") throw new Error(`${packageDir}/package.json names no pi bin`);
	return join(packageDir, bin);
}

function timedRun(args: readonly string[], env: Readonly<Record<string, string>>, cwd: string): Promise<number> {
	return new Promise((resolve, reject) => {
		const start = performance.now();
		const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
		let stderr = "";
		child.stderr.on("data", (chunk: Buffer) => {
			stderr += chunk.toString();
		});
		child.on("error", reject);
		child.on("close", (code) => {
			const ms = performance.now() - start;
			if (code === 0) resolve(ms);
			else reject(new Error(`pi ${args.slice(1).join(" ")} exited with ${code}:\n${stderr.trim()}`));
		});
	});
}

export async function piStartSuite(sizes: BenchSizes, log: (line: string) => void): Promise<PiStartResult[]> {
	if (sizes.piStartRuns === 0) return [];
	const home = await startMockPiHome();
	try {
		const cli = piCli();
		const extension = PRODUCT_ENTRIES.ask_user();
		const emptyFile = join(home.cwd, "empty-extension.ts");
		writeFileSync(emptyFile, EMPTY_EXTENSION);
		const bare = [cli, "--no-session", "-p", "hi"];
		const loaded = [cli, "-e", extension, "--no-session", "-p", "hi"];
		const empty = [cli, "-e", emptyFile, "--no-session", "-p", "hi"];
		const run = (args: readonly string[]) => timedRun(args, home.env, home.cwd);
		await run(loaded);
		await run(empty);
		await run(bare);
		const samples = { without: [] as number[], with: [] as number[], empty: [] as number[] };
		const kinds = [
			["without", bare],
			["with", loaded],
			["empty", empty],
		] as const;
		for (let round = 0; round < sizes.piStartRuns; round++) {
			// Each kind goes first in turn.
			for (let step = 0; step < kinds.length; step++) {
				const [kind, args] = kinds[(round + step) % kinds.length] ?? kinds[0];
				samples[kind].push(await run(args));
			}
		}
		const added = medianDifference(samples.with, samples.without);
		const result: PiStartResult = {
			runs: sizes.piStartRuns,
			without: { median: summarize(samples.without).median, samples: samples.without },
			with: { median: summarize(samples.with).median, samples: samples.with },
			added,
			emptyExtension: { median: summarize(samples.empty).median, samples: samples.empty },
			addedByAny: medianDifference(samples.empty, samples.without),
			aboveAny: medianDifference(samples.with, samples.empty),
		};
		log(
			`pi start: median ${result.without.median.toFixed(0)} ms without ask_user, ${result.with.median.toFixed(0)} ms with it, +${added.toFixed(1)} ms (median of ${result.runs} pairs); an extension that only registers a tool +${medianDifference(samples.empty, samples.without).toFixed(1)} ms, ask_user above it +${medianDifference(samples.with, samples.empty).toFixed(1)} ms`,
		);
		return [result];
	} finally {
		await home.close();
	}
}
