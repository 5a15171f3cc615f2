/**
 * Scenario: pi ends while a form is open. The terminal title marked "answer awaited" is put back: tmux keeps the
 * dead pane and the title the program last set.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { askUserReply } from "@ask-user/test-kit/mock-model-script";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { describe, expect, it } from "vitest";
import { openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import type { TmuxSession } from "./support/tmux-session.ts";
import { TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

const exec = promisify(execFile);

async function paneTitle(session: TmuxSession): Promise<string> {
	const tmux = process.env.ASK_USER_E2E_TMUX ?? "tmux";
	const args = ["-L", session.socketName, "display-message", "-p", "-t", "main", "#{pane_title}"];
	return (await exec(tmux, args)).stdout.trim();
}

describe("the terminal title when pi ends with a form open", () => {
	it.each(["SIGINT", "SIGTERM"] as const)(
		"is put back after %s",
		async (signal) => {
			await withAskUserTui({ replies: [askUserReply(tour, "call_title")] }, async ({ session }) => {
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				expect(await paneTitle(session)).toMatch(/^⏳ answer awaited · π - /);
				process.kill(session.pid, signal);
				await waitUntil(
					() => session.isDead(),
					10_000,
					() => `pi to end after ${signal}`,
				);
				expect(await paneTitle(session)).toMatch(/^π - /);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
