/** Runs a Node script in a fresh process and reads the one JSON value it prints on stdout. */
import { spawn } from "node:child_process";

export interface ChildRun {
	readonly script: string;
	/** Node flags before the script, e.g. `--expose-gc`. */
	readonly nodeArgs?: readonly string[];
	readonly env?: Readonly<Record<string, string>>;
	readonly cwd?: string;
}

export function runJsonChild({ script, nodeArgs = [], env = {}, cwd }: ChildRun): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [...nodeArgs, script], {
			cwd,
			env: { ...process.env, ...env },
			stdio: ["ignore", "pipe", "pipe"],
		});
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk: Buffer) => {
			stdout += chunk.toString();
		});
		child.stderr.on("data", (chunk: Buffer) => {
			stderr += chunk.toString();
		});
		child.on("error", reject);
		child.on("close", (code) => {
			if (code !== 0) {
				reject(new Error(`${script} exited with ${code}:\n${stderr.trim()}`));
				return;
			}
			try {
				resolve(JSON.parse(stdout));
			} catch {
				reject(new Error(`${script} printed no JSON:\n${stdout}\n${stderr}`));
			}
		});
	});
}
