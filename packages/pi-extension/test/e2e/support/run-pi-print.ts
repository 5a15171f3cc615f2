/**
 * Runs pi non-interactively: `pi -p "<prompt>"` (text) or `pi --mode json "<prompt>"` (JSON event lines).
 * stdin is /dev/null: pi reads piped stdin to EOF before starting, so an open pipe would hang it.
 * In both modes `ctx.hasUI` is false.
 */
import { parseTypedLine } from "./jsonl-lines.ts";
import { type PiLaunchOptions, piArgs } from "./pi-args.ts";
import type { PiEnv } from "./pi-env.ts";
import { PI_BIN } from "./pi-paths.ts";
import { type CommandResult, runCommand } from "./run-command.ts";

export interface PiPrintOptions extends PiLaunchOptions {
	env: PiEnv;
	prompt: string;
	/** `text` → `-p`, `json` → `--mode json`. Default `text`. */
	mode?: "text" | "json";
	/** Kills pi (SIGKILL) and rejects after this long. Default 30 s. */
	timeoutMs?: number;
}

export interface PiPrintResult extends CommandResult {
	/** JSON event lines (json mode only). */
	events: { type: string; [key: string]: unknown }[];
}

/** JSONL records split on LF only (U+2028/U+2029 are legal inside JSON strings), trailing CR stripped. */
function jsonEvents(stdout: string): PiPrintResult["events"] {
	return stdout
		.split("\n")
		.map((line) => parseTypedLine(line.endsWith("\r") ? line.slice(0, -1) : line))
		.filter((event) => event !== undefined);
}

/** Runs pi in the env's project directory with `args` (e.g. `install …`, `list`). */
export function runPi(env: PiEnv, args: readonly string[], timeoutMs?: number): Promise<CommandResult> {
	return runCommand(PI_BIN, args, { cwd: env.cwd, env: env.env, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

export async function runPiPrint(options: PiPrintOptions): Promise<PiPrintResult> {
	const mode = options.mode ?? "text";
	const modeArgs = mode === "json" ? ["--mode", "json"] : ["-p"];
	const result = await runPi(options.env, [...piArgs(options), ...modeArgs, options.prompt], options.timeoutMs);
	return { ...result, events: mode === "json" ? jsonEvents(result.stdout) : [] };
}
