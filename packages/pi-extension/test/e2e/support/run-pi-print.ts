/**
 * Runs pi non-interactively: `pi -p "<prompt>"` (text) or `pi --mode json "<prompt>"` (JSON event lines).
 * stdin is /dev/null: pi reads piped stdin to EOF before starting, so an open pipe would hang it.
 * In both modes `ctx.hasUI` is false.
 */
import { spawn } from "node:child_process";
import { onJsonlLines, parseTypedLine } from "./jsonl-lines.ts";
import { type PiLaunchOptions, piArgs } from "./pi-args.ts";
import type { PiEnv } from "./pi-env.ts";
import { PI_BIN } from "./pi-paths.ts";

export interface PiPrintOptions extends PiLaunchOptions {
	env: PiEnv;
	prompt: string;
	/** `text` → `-p`, `json` → `--mode json`. Default `text`. */
	mode?: "text" | "json";
	/** Kills pi (SIGKILL) and rejects after this long. Default 30 s. */
	timeoutMs?: number;
}

export interface PiPrintResult {
	code: number | null;
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
	/** JSON event lines (json mode only). */
	events: { type: string; [key: string]: unknown }[];
	/** From spawn to exit. */
	durationMs: number;
}

export function runPiPrint(options: PiPrintOptions): Promise<PiPrintResult> {
	const mode = options.mode ?? "text";
	const modeArgs = mode === "json" ? ["--mode", "json"] : ["-p"];
	const args = [...piArgs(options), ...modeArgs, options.prompt];
	const started = Date.now();
	const child = spawn(PI_BIN, args, { cwd: options.env.cwd, env: options.env.env, stdio: ["ignore", "pipe", "pipe"] });
	let stdout = "";
	let stderr = "";
	const events: PiPrintResult["events"] = [];
	child.stdout.setEncoding("utf8");
	child.stderr.setEncoding("utf8");
	child.stdout.on("data", (chunk: string) => {
		stdout += chunk;
	});
	child.stderr.on("data", (chunk: string) => {
		stderr += chunk;
	});
	if (mode === "json") {
		onJsonlLines(child.stdout, (line) => {
			const event = parseTypedLine(line);
			if (event) events.push(event);
		});
	}
	return new Promise((resolve, reject) => {
		const timeoutMs = options.timeoutMs ?? 30_000;
		const timer = setTimeout(() => {
			child.kill("SIGKILL");
			reject(new Error(`pi ${mode} run timed out after ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`));
		}, timeoutMs);
		child.on("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on("close", (code, signal) => {
			clearTimeout(timer);
			resolve({ code, signal, stdout, stderr, events, durationMs: Date.now() - started });
		});
	});
}
