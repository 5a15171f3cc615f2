/**
 * `notify.command`: a program of the person's choosing (set in the global settings only) run when a form opens and
 * on each reminder, e.g. a phone push that reaches them outside the terminal. Run without a shell (its argv as the
 * file gives it, nothing of the form's text in it), detached, with no stdin and its output dropped, and killed
 * after `COMMAND_TIME_LIMIT_MS`. What it needs to know comes in its environment, sanitized and cut: the form's text
 * is the model's.
 */
import { spawn } from "node:child_process";
import type { NormalizedPayload } from "@ask-user/core";
import type { CommandProblem } from "../locale/notice-words.ts";
import { describeError } from "../transcript/describe-error.ts";
import { oscText } from "./attention.ts";

/** The most a run may take before it is killed. */
const COMMAND_TIME_LIMIT_MS = 10_000;

/** Why the call was made: the form opened, or a reminder after a quiet time. */
export type CallReason = "opened" | "reminder";

/**
 * The variables the command gets besides pi's own environment: `ASK_USER_TITLE` (the form's title, or its first
 * question's prompt), `ASK_USER_QUESTIONS` and `ASK_USER_REQUIRED` (how many questions, how many required),
 * `ASK_USER_TOOL_CALL_ID` (to answer it through `pi.events`) and `ASK_USER_REASON` (`opened` or `reminder`). Each
 * is one line without control characters, at most 120 characters.
 */
export function commandEnvironment(
	payload: NormalizedPayload,
	toolCallId: string,
	reason: CallReason,
): Record<string, string> {
	return {
		ASK_USER_TITLE: oscText(payload.title ?? payload.questions[0]?.prompt ?? ""),
		ASK_USER_QUESTIONS: String(payload.questions.length),
		ASK_USER_REQUIRED: String(payload.questions.filter((q) => q.required).length),
		ASK_USER_TOOL_CALL_ID: oscText(toolCallId),
		ASK_USER_REASON: reason,
	};
}

/**
 * Runs `argv` once with `variables` added to pi's environment; `report` is told (once, with the program quoted) when
 * it cannot start, ends with a failure, or is killed for taking too long. Never throws, and never keeps pi alive.
 */
export function runNotifyCommand(
	argv: readonly string[],
	variables: Readonly<Record<string, string>>,
	report: (program: string, problem: CommandProblem) => void,
	timeLimitMs = COMMAND_TIME_LIMIT_MS,
): void {
	const [program, ...args] = argv;
	if (program === undefined) return;
	let reported = false;
	const tell = (problem: CommandProblem) => {
		if (reported) return;
		reported = true;
		report(JSON.stringify(program), problem);
	};
	try {
		const child = spawn(program, args, {
			detached: true,
			stdio: "ignore",
			shell: false,
			windowsHide: true,
			env: { ...process.env, ...variables },
		});
		const timer = setTimeout(() => {
			tell({ kind: "stopped", seconds: timeLimitMs / 1000 });
			child.kill("SIGKILL");
		}, timeLimitMs);
		timer.unref();
		child.on("error", (error) => {
			clearTimeout(timer);
			tell({ kind: "notRun", reason: describeError(error) });
		});
		child.on("exit", (code, signal) => {
			clearTimeout(timer);
			if (code !== 0 && code !== null) tell({ kind: "exitCode", code });
			else if (signal !== null) tell({ kind: "signal", signal });
		});
		child.unref();
	} catch (error) {
		tell({ kind: "notRun", reason: describeError(error) });
	}
}
