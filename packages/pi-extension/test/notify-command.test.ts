/** `notify.command`: a real program runs without a shell, with the form's title and counts in its environment. */
import type { NormalizedPayload } from "@ask-user/core";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { describe, expect, it } from "vitest";
import { noticeWords } from "../src/locale/notice-words.ts";
import { commandEnvironment, runNotifyCommand } from "../src/notifications/notify-command.ts";
import { envRecorder } from "./support-unit/env-recorder.ts";

const payload = (title: string | undefined): NormalizedPayload => ({
	...(title === undefined ? {} : { title }),
	questions: [
		{ id: "a", type: "single", prompt: "First?", label: "A", required: true, allowsCustom: true, options: [] },
		{ id: "b", type: "text", prompt: "Second?", label: "B", required: false, allowsCustom: true, options: [] },
	],
});

describe("commandEnvironment", () => {
	it("the title (or the first prompt), the counts, the call id and the reason, each one clean short line", () => {
		expect(commandEnvironment(payload("Set up"), "call-1", "opened")).toEqual({
			ASK_USER_TITLE: "Set up",
			ASK_USER_QUESTIONS: "2",
			ASK_USER_REQUIRED: "1",
			ASK_USER_TOOL_CALL_ID: "call-1",
			ASK_USER_REASON: "opened",
		});
		const hostile = commandEnvironment(
			payload(`\x1b]0;owned\x07\u202eDeploy\n$(rm -rf ~)${"x".repeat(500)}`),
			"c\x1b",
			"reminder",
		);
		expect(hostile.ASK_USER_TITLE).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
		expect(hostile.ASK_USER_TITLE?.startsWith("Deploy $(rm -rf ~)x")).toBe(true);
		expect([...(hostile.ASK_USER_TITLE ?? "")].length).toBeLessThanOrEqual(120);
		expect(hostile.ASK_USER_TOOL_CALL_ID).toBe("c");
		expect(commandEnvironment(payload(undefined), "c", "opened").ASK_USER_TITLE).toBe("First?");
	});
});

describe("runNotifyCommand", () => {
	it("runs the program with its arguments as given (no shell) and the variables in its environment", async () => {
		const { argv, recorded } = envRecorder();
		const problems: string[] = [];
		runNotifyCommand(
			[...argv, "$HOME", "; echo hi"],
			{ ASK_USER_TITLE: "Pick `one`", ASK_USER_QUESTIONS: "3" },
			(program) => problems.push(program),
		);
		await waitUntil(() => recorded() !== undefined, 10_000);
		expect(recorded()).toEqual({
			env: { ASK_USER_TITLE: "Pick `one`", ASK_USER_QUESTIONS: "3" },
			argv: ["$HOME", "; echo hi"],
		});
		expect(problems).toEqual([]);
	});

	it("a program that is missing, fails or runs too long is reported once; pi goes on", async () => {
		const problems: string[] = [];
		const report: Parameters<typeof runNotifyCommand>[2] = (program, problem) =>
			problems.push(noticeWords("en").commandProblem(program, problem));
		runNotifyCommand(["/nonexistent/ask-user-notify"], {}, report);
		runNotifyCommand([process.execPath, "-e", "process.exit(3)"], {}, report);
		runNotifyCommand([process.execPath, "-e", "setTimeout(() => {}, 60000)"], {}, report, 300);
		await waitUntil(() => problems.length === 3, 10_000);
		expect(problems.sort()).toEqual(
			[
				`notify.command "/nonexistent/ask-user-notify" could not run (Error: spawn /nonexistent/ask-user-notify ENOENT)`,
				`notify.command ${JSON.stringify(process.execPath)} ended with exit code 3`,
				`notify.command ${JSON.stringify(process.execPath)} was stopped after 0.3 s`,
			].sort(),
		);
	});
});
