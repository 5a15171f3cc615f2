import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface CliRun {
	readonly code: number | null;
	readonly stdout: string;
	readonly stderr: string;
}

const PLAYGROUND = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A run must have exited by itself by then (a leaked handle keeps it alive); it is killed and the test fails. Each
 * run starts tsx, which takes several seconds when the machine is busy.
 */
const EXIT_DEADLINE_MS = 45_000;

/** For `describe`: each run starts tsx (seconds), and tests run in parallel on few cores. */
export const CLI_TEST_OPTIONS = { timeout: EXIT_DEADLINE_MS + 5_000 };

/** The playground from its sources, through tsx. */
const FROM_SOURCE = ["node_modules/.bin/tsx", "src/main.ts"] as const;

/** The playground as `pnpm playground` runs it: built first when its build is missing or older than its sources. */
export const AS_STARTED = [process.execPath, "scripts/start.mjs"] as const;

/**
 * Runs the playground as a child process (`tsx src/main.ts …`, or `start`) and waits until it exits by itself: a run
 * that leaks a handle (a socket, a timer) is killed after a deadline and rejected.
 */
export function runCli(args: readonly string[], start: readonly string[] = FROM_SOURCE): Promise<CliRun> {
	return new Promise((resolve, reject) => {
		const [command = "", ...startArgs] = start;
		const child = spawn(command, [...startArgs, ...args], {
			cwd: PLAYGROUND,
			env: { ...process.env, INIT_CWD: PLAYGROUND, NO_COLOR: "1" },
			stdio: ["ignore", "pipe", "pipe"],
		});
		let stdout = "";
		let stderr = "";
		child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
			stdout += chunk;
		});
		child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
			stderr += chunk;
		});
		const deadline = setTimeout(() => {
			child.kill();
			reject(new Error(`the playground did not exit by itself within ${EXIT_DEADLINE_MS} ms: ${args.join(" ")}`));
		}, EXIT_DEADLINE_MS);
		child.on("error", reject);
		child.on("close", (code) => {
			clearTimeout(deadline);
			resolve({ code, stdout, stderr });
		});
	});
}

/** Answers every question of the `tour` fixture (with a note, an option note and free text) and submits. */
export const TOUR_SCRIPT = [
	"N text:small%20team Enter", // question note on Database (Enter saves a note and stays)
	"Down Enter", // Database: SQLite, next tab
	"Space Down Down Space", // Features: Authentication and CSV export
	"n text:needs%20UTF-8 Enter", // option note on CSV export
	"Down Down Enter text:webhooks Enter", // Type your own: "webhooks", next tab
	"Down Enter", // Layout: By layer, on to the review
	"Enter", // Submit
].join(" ");

export const TOUR_ANSWERS = {
	database: { values: ["sqlite"], labels: ["SQLite"], indices: [2], note: "small team" },
	features: {
		values: ["auth", "export", "webhooks"],
		labels: ["Authentication", "CSV export", "webhooks"],
		indices: [1, 3],
		customText: "webhooks",
		optionNotes: { export: "needs UTF-8" },
	},
	layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
};
