/**
 * `pnpm playground`'s start after pnpm hands over, in fresh processes: `apps/playground/scripts/start.mjs` (the
 * playground built to plain JavaScript, built once untimed before the runs) on the `tour` fixture, in a terminal (a
 * pseudo-terminal from `script`) to its form's first frame on screen, and with `--web` to its printed address.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BenchSizes } from "../options.ts";
import { summarize } from "../stats.ts";

const PLAYGROUND = fileURLToPath(new URL("../../../playground/", import.meta.url));

const MEASURES = [
	{
		measure: "terminal, to the form's first frame",
		args: ["--fixture", "tour"],
		// The tour's first question, drawn with the form.
		shown: "Which database should the service use?",
	},
	{
		measure: "--web, to the printed address",
		args: ["--web", "--port", "0", "--fixture", "tour"],
		shown: "ask_user playground: http://",
	},
] as const;

export interface PlaygroundStartResult {
	readonly measure: (typeof MEASURES)[number]["measure"];
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
}

/** Gives up on a start this slow: something is wrong, not slow. */
const DEADLINE_MS = 60_000;

/** Ms from spawning the playground in a pseudo-terminal until `shown` is in its output; the process is then ended. */
function startOnce(args: readonly string[], shown: string): Promise<number> {
	const command = [process.execPath, "scripts/start.mjs", ...args].map((word) => `'${word}'`).join(" ");
	return new Promise((resolve, reject) => {
		const started = performance.now();
		// Its own process group, ended whole: `script`, the shell it starts and the playground.
		const child = spawn("script", ["-qfec", command, "/dev/null"], {
			cwd: PLAYGROUND,
			detached: true,
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...process.env, COLUMNS: "100", LINES: "30" },
		});
		let output = "";
		let done = false;
		const end = (error?: Error) => {
			if (done) return;
			done = true;
			clearTimeout(deadline);
			const ms = performance.now() - started;
			try {
				process.kill(-(child.pid ?? 0), "SIGKILL");
			} catch {
				// Already gone.
			}
			if (error === undefined) resolve(ms);
			else reject(error);
		};
		const deadline = setTimeout(
			() => end(new Error(`the playground showed no "${shown}" in ${DEADLINE_MS} ms`)),
			DEADLINE_MS,
		);
		const read = (chunk: Buffer) => {
			output += chunk.toString("utf8");
			if (output.includes(shown)) end();
		};
		child.stdout.on("data", read);
		child.stderr.on("data", read);
		child.on("error", (error) => end(error));
		child.on("close", () => end(new Error(`the playground ended before showing "${shown}": ${output.slice(-500)}`)));
	});
}

export async function playgroundStartSuite(
	sizes: BenchSizes,
	log: (line: string) => void,
): Promise<PlaygroundStartResult[]> {
	// Untimed: builds the playground when its build is missing or stale, and warms the disk cache.
	await startOnce(MEASURES[1].args, MEASURES[1].shown);
	const samples: number[][] = MEASURES.map(() => []);
	// Taking turns, so a busy moment of the machine lands on both.
	for (let run = 0; run < sizes.playgroundRuns; run++) {
		for (const [index, { args, shown }] of MEASURES.entries()) samples[index]?.push(await startOnce(args, shown));
	}
	return MEASURES.map(({ measure }, index) => {
		const runs = samples[index] ?? [];
		const { median } = summarize(runs);
		log(`playground ${measure}: median ${median.toFixed(0)} ms of ${runs.length} runs`);
		return { measure, runs: runs.length, median, samples: runs };
	});
}
