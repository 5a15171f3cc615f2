/**
 * pi's start with and without ask_user: `pi --no-session -p hi` against a mock model on 127.0.0.1
 * (`pi/mock-model.ts`), once with `-e packages/pi-extension` and once without, in pairs (taking turns which runs
 * first), on the Node running the bench. Wall time of each process from spawn to exit; the figure is the median of
 * the pairs' differences, so a slow spell of the shared machine hits both runs of a pair.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
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
		const extension = dirname(dirname(PRODUCT_ENTRIES.ask_user()));
		const bare = [cli, "--no-session", "-p", "hi"];
		const loaded = [cli, "-e", extension, "--no-session", "-p", "hi"];
		const run = (args: readonly string[]) => timedRun(args, home.env, home.cwd);
		await run(loaded);
		await run(bare);
		const without: number[] = [];
		const withIt: number[] = [];
		for (let pair = 0; pair < sizes.piStartRuns; pair++) {
			if (pair % 2 === 0) {
				without.push(await run(bare));
				withIt.push(await run(loaded));
			} else {
				withIt.push(await run(loaded));
				without.push(await run(bare));
			}
		}
		const added = summarize(withIt.map((ms, pair) => ms - (without[pair] ?? ms))).median;
		const result: PiStartResult = {
			runs: sizes.piStartRuns,
			without: { median: summarize(without).median, samples: without },
			with: { median: summarize(withIt).median, samples: withIt },
			added,
		};
		log(
			`pi start: median ${result.without.median.toFixed(0)} ms without ask_user, ${result.with.median.toFixed(0)} ms with it, +${added.toFixed(1)} ms (median of ${result.runs} pairs)`,
		);
		return [result];
	} finally {
		await home.close();
	}
}
