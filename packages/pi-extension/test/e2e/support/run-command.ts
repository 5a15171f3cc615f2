/** Runs a program to completion with a deadline, collecting its output (stdin is /dev/null). */
import { spawn } from "node:child_process";

export interface CommandOptions {
	cwd: string;
	/** The complete environment (not merged with process.env). Defaults to process.env. */
	env?: NodeJS.ProcessEnv;
	/** Kills the program (SIGKILL) and rejects after this long. Default 30 s. */
	timeoutMs?: number;
}

export interface CommandResult {
	code: number | null;
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
	/** From spawn to exit. */
	durationMs: number;
}

/** Resolves with the exit status and output, whatever the exit code; rejects on a spawn error or the deadline. */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
	const started = Date.now();
	const child = spawn(command, args, {
		cwd: options.cwd,
		env: options.env ?? process.env,
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.setEncoding("utf8");
	child.stderr.setEncoding("utf8");
	child.stdout.on("data", (chunk: string) => {
		stdout += chunk;
	});
	child.stderr.on("data", (chunk: string) => {
		stderr += chunk;
	});
	const shown = [command, ...args].join(" ");
	return new Promise((resolve, reject) => {
		const timeoutMs = options.timeoutMs ?? 30_000;
		const timer = setTimeout(() => {
			child.kill("SIGKILL");
			reject(new Error(`${shown} timed out after ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`));
		}, timeoutMs);
		child.on("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on("close", (code, signal) => {
			clearTimeout(timer);
			resolve({ code, signal, stdout, stderr, durationMs: Date.now() - started });
		});
	});
}

/** Like `runCommand`, but rejects (with the output) unless the program exits with code 0. */
export async function runChecked(
	command: string,
	args: readonly string[],
	options: CommandOptions,
): Promise<CommandResult> {
	const result = await runCommand(command, args, options);
	if (result.code !== 0) {
		const shown = [command, ...args].join(" ");
		throw new Error(
			`${shown} exited with ${result.code ?? result.signal}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`,
		);
	}
	return result;
}
