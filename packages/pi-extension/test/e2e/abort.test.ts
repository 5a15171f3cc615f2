/**
 * Scenario 5: aborting the run while the questionnaire is open closes it at once with a cancelled result that
 * says why (`cancelReason: "aborted"`).
 *
 * - Interactive: the form has focus, so pi's own Esc never reaches pi (the form uses Esc to cancel); a helper
 *   extension aborts with `ctx.abort()` on Ctrl+G, the same `session.abort()` pi's interrupt key calls.
 * - RPC: the client sends pi's `abort` command while a select dialog is pending; the dialog is released.
 */
import { fileURLToPath } from "node:url";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import {
	EXTENSION_DIR,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
	withMockPi,
} from "./support/ask-user-pi.ts";
import { readToolResults, toolResultsFromEvents } from "./support/read-tool-results.ts";
import { PiRpcClient, type UiAnswer } from "./support/run-pi-rpc.ts";
import { cancelledTour, NO_ANSWER, TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

const INTERRUPT_EXTENSION = fileURLToPath(new URL("./support/interrupt-extension.ts", import.meta.url));
const ABORTED_CONTENT = `The questionnaire was closed because the run was aborted.\n${NO_ANSWER}`;

/** The `tool` message the model got in its latest request. */
function lastToolMessage(requests: readonly { messages: readonly { role: string }[] }[]) {
	return requests.at(-1)?.messages.findLast((message) => message.role === "tool");
}

describe("an abort while the questionnaire is open", () => {
	it(
		"interactive: the form closes at once, pi's editor is back, and the result says aborted",
		async () => {
			const replies = [askUserReply(tour, "call_abort"), textReply("Starting over.")];
			await withAskUserTui({ replies, extraExtensions: [INTERRUPT_EXTENSION] }, async (pi) => {
				const { session, server, env } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("Space"); // a pick that must not survive the abort
				await session.waitForText(/› 1\. \(•\) PostgreSQL/);
				await session.sendKeys("C-g");

				// pi may draw the transcript's result one frame before the editor takes the form's place.
				const screen = await session.waitForScreen(
					(text) => text.includes("Cancelled (run aborted)") && !text.includes(TOUR_FORM_TEXT),
					"the result shown and the form gone",
				);
				expect(screen).not.toContain(TOUR_FORM_TEXT);
				expect(screen).toContain("Operation aborted"); // pi ended the turn: no request with the result
				const [result] = await readToolResults(env.sessionDir, "ask_user");
				expect(result).toEqual({
					toolCallId: "call_abort",
					toolName: "ask_user",
					content: ABORTED_CONTENT,
					details: cancelledTour("aborted"),
					isError: false,
				});
				expect(server.requests).toHaveLength(1);

				// pi's editor has focus again: the next prompt goes out, carrying the aborted result to the model.
				await submitPrompt(session, "try again later");
				await session.waitForText("Starting over.");
				expect(lastToolMessage(server.requests)).toEqual({
					role: "tool",
					content: ABORTED_CONTENT,
					tool_call_id: "call_abort",
				});
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"--mode rpc: the abort command releases the pending select dialog and the result says aborted",
		async () => {
			const replies = [askUserReply(tour, "call_rpc_abort"), textReply("Starting over.")];
			await withMockPi({ replies }, async ({ server, env }) => {
				const lateAnswers: ((answer: UiAnswer) => void)[] = [];
				// The person never answers in time: every dialog stays open until the test answers it late.
				const client = PiRpcClient.start({
					env,
					extensions: [EXTENSION_DIR],
					onUiRequest: () => new Promise<UiAnswer>((resolve) => lateAnswers.push(resolve)),
				});
				try {
					await client.ready();
					const asked = client.waitFor((line) => line.method === "select", 30_000, "the first select dialog");
					const turn = client.prompt("set up the service");
					const dialog = await asked;
					// The first select offers the form's web page (D93); the abort releases it as it would any dialog.
					expect(dialog.title).toBe("How do you want to answer?");
					await client.request({ type: "abort" });
					const events = await turn;

					const [result] = toolResultsFromEvents(events, "ask_user");
					expect(result).toEqual({
						toolCallId: "call_rpc_abort",
						toolName: "ask_user",
						content: ABORTED_CONTENT,
						details: cancelledTour("aborted"),
						isError: false,
					});
					expect(await readToolResults(env.sessionDir, "ask_user")).toEqual([result]);

					// The tool ended although the dialog was never answered: the abort released it. A late answer to it
					// changes nothing, and pi asks nothing more.
					const entry = Array.isArray(dialog.options) ? String(dialog.options[0]) : "";
					for (const answer of lateAnswers) answer({ value: entry });
					await new Promise<void>((resolve) => setImmediate(resolve)); // the client writes the late answer
					await client.request({ type: "get_state" });
					await client.prompt("try again later");
					expect(client.uiRequests.filter((request) => request.method === "select")).toHaveLength(1);
					expect(lastToolMessage(server.requests)).toEqual({
						role: "tool",
						content: ABORTED_CONTENT,
						tool_call_id: "call_rpc_abort",
					});
					expect(await readToolResults(env.sessionDir, "ask_user")).toHaveLength(1);
				} finally {
					await client.stop();
				}
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
