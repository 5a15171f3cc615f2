/**
 * Scenario: the form follows the person. They fold it to read the conversation and unfold it with the draft they
 * were typing; they answer part of a form, pi is killed, `pi -c` offers the form again, and the answers reach the
 * agent as a user message in the `content` format.
 */

import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { describe, expect, it } from "vitest";
import { resultText } from "../../src/tool/result.ts";
import {
	EXTENSION_DIR,
	expectResultsSentToModel,
	lastMessageToModel,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
	withMockPi,
} from "./support/ask-user-pi.ts";
import { type PiEnv, piFullscreen } from "./support/pi-env.ts";
import { type TmuxSession, waitForPiReady, withPiInTmux } from "./support/tmux-session.ts";
import { RESUMED_TOUR, TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

/** The number of the first line of the analysis on the screen, or Infinity when none is shown. */
function topLine(screen: string): number {
	const found = /Line (\d+) of the analysis\./.exec(screen);
	return found === null ? Number.POSITIVE_INFINITY : Number(found[1]);
}

/** pi started in `session` on `env`, the tour opened and answered up to its features question (SQLite picked). */
async function tourAtFeatures(session: TmuxSession, env: PiEnv): Promise<void> {
	await waitForPiReady(session, env);
	await openForm(session, "set up the service", TOUR_FORM_TEXT);
	await session.sendKeys("2"); // SQLite, then the features
	await session.waitForText("Which features belong in the first release?");
}

/** From the tour's features question: the first feature, the first layout, then Submit on the review. */
async function finishTour(session: TmuxSession): Promise<void> {
	await session.waitForText("Which features belong in the first release?");
	// Key by key, as a person types: keys sent in one write can reach the form in one read, which it takes for a paste.
	await session.sendKeys("1");
	await session.waitForText(/› 1\. \[x\] Authentication/);
	await session.sendKeys("Enter");
	await session.waitForText("How should the handlers be laid out?");
	await session.sendKeys("1");
	await session.waitForText("Review · all 3 answered");
	await session.sendKeys("Enter");
}

describe("the form follows the person", () => {
	it(
		"Ctrl+O folds the form to one line under the conversation and unfolds it with the draft",
		async () => {
			const replies = [askUserReply(tour, "call_fold"), textReply("Webhooks, noted.")];
			await withAskUserTui({ replies, height: 24 }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("4");
				await session.waitForText("Your answer");
				await session.typeText("Webh");
				await session.waitForText("Webh");

				await session.sendKeys("C-o");
				// One frame: the folded line without the form under it (a capture while pi-tui writes may show both).
				const folded = await session.waitForScreen(
					(shown) =>
						shown.includes("▸ A question waits · Ctrl+O unfolds · Set up the new service") &&
						!shown.includes(TOUR_FORM_TEXT),
					"the folded line in place of the form",
				);
				expect(folded).toContain("set up the service");
				// Typed while folded: nothing reaches the form.
				await session.sendText("zz");
				await session.sendKeys("C-o");
				// The editor's line comes a moment after its heading: a capture while pi-tui writes may hold only the heading.
				const unfolded = await session.waitForScreen(
					(shown) => shown.includes("Your answer") && shown.includes("Webh"),
					"the form unfolded with its draft",
				);
				expect(unfolded).not.toContain("zz");

				await session.typeText("ooks");
				await session.sendKeys("Enter");
				await finishTour(session);

				await session.waitForText("Webhooks, noted.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toMatchObject({
					cancelled: false,
					answers: { database: { values: ["Webhooks"], labels: ["Webhooks"], indices: [], customText: "Webhooks" } },
				});
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"folded, the form takes no PgUp/PgDn or Ctrl+Home/End: pi 1.x's fullscreen transcript scrolls; unfolded, the form has them",
		async () => {
			const analysis = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the analysis.`).join("\n\n");
			const replies = [textReply(analysis), askUserReply(tour, "call_scroll"), textReply("Webhooks, noted.")];
			await withAskUserTui({ replies, height: 24 }, async (pi) => {
				const { session } = pi;
				await submitPrompt(session, "analyse the service");
				await session.waitForText("Line 40 of the analysis.");
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("C-o");
				const folded = await session.waitForScreen(
					(shown) => shown.includes("▸ A question waits") && !shown.includes(TOUR_FORM_TEXT),
					"the folded line in place of the form",
				);
				const bottom = topLine(folded);
				if (piFullscreen()) {
					await session.sendKeys("PPage");
					const pagedUp = await session.waitForScreen(
						(shown) => topLine(shown) < bottom,
						"the transcript scrolled up a page",
					);
					expect(pagedUp).toContain("▸ A question waits");
					await session.sendKeys("C-Home");
					await session.waitForText("Line 1 of the analysis.");
					await session.sendKeys("C-End");
					await session.waitForScreen((shown) => topLine(shown) === bottom, "the transcript back at its end");
					await session.sendKeys("PPage", "NPage");
					await session.waitForScreen((shown) => topLine(shown) === bottom, "paged up and down again");
				} else {
					// The terminal's own scrollback is the transcript here: the folded form lets the keys by, acting on none.
					await session.sendKeys("PPage", "C-Home", "NPage", "C-End");
					await new Promise((resolve) => setTimeout(resolve, 500));
					expect(await session.capture()).toContain("▸ A question waits");
				}

				// Unfolded, the keys are the form's again: pi does not scroll its transcript to the top.
				await session.sendKeys("C-o");
				await session.waitForText(TOUR_FORM_TEXT);
				await session.sendKeys("C-Home");
				await new Promise((resolve) => setTimeout(resolve, 500));
				const unfolded = await session.capture();
				expect(unfolded).toContain(TOUR_FORM_TEXT);
				expect(unfolded).not.toContain("Line 1 of the analysis.");
				await session.sendKeys("4");
				await session.waitForText("Your answer");
				await session.typeText("Webhooks");
				await session.sendKeys("Enter");
				await finishTour(session);
				await session.waitForText("Webhooks, noted.");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"after pi is killed in the middle of a form, pi -c offers it, and the answers reach the agent as a user message",
		async () => {
			const replies = [askUserReply(tour, "call_resume"), textReply("Got your answers.")];
			await withMockPi({ replies }, async ({ server, env }) => {
				const extensions = [EXTENSION_DIR];
				await withPiInTmux({ env, extensions }, async (session) => {
					await tourAtFeatures(session, env);
					await session.sendKeys("N");
					await session.waitForText("Note on Features");
					await session.sendText("needs HA");
					await session.sendKeys("Enter");
					await session.waitForText("✎ needs HA");
					// Killed at once, inside the pause after which progress is stored: pi's shutdown stores it.
				});

				await withPiInTmux({ env, extensions, args: ["-c"] }, async (session) => {
					await session.waitForText("Reopen the interrupted question?", { timeoutMs: 20_000 });
					await session.sendKeys("Enter"); // Yes
					const reopened = await session.waitForText("✎ needs HA");
					expect(reopened).toContain("Which features belong in the first release?");
					await finishTour(session);
					await session.waitForText("Got your answers.");
				});

				expect(lastMessageToModel(server.requests)).toEqual({ role: "user", text: resultText(RESUMED_TOUR) });
			});
		},
		TUI_TEST_TIMEOUT_MS * 2,
	);

	it(
		"a No to that offer is remembered: pi -c after a /quit offers nothing, and /ask-user still reopens the form",
		async () => {
			const replies = [askUserReply(tour, "call_declined")];
			await withMockPi({ replies }, async ({ env }) => {
				const extensions = [EXTENSION_DIR];
				await withPiInTmux({ env, extensions }, async (session) => {
					await tourAtFeatures(session, env);
					// Killed at once, inside the pause after which progress is stored: pi's shutdown stores it.
				});

				await withPiInTmux({ env, extensions, args: ["-c"] }, async (session) => {
					await session.waitForText("Reopen the interrupted question?", { timeoutMs: 20_000 });
					await session.sendKeys("Down", "Enter"); // No
					await session.waitForNoText("Reopen the interrupted question?");
					await submitPrompt(session, "/quit");
					await waitUntil(
						() => session.isDead(),
						10_000,
						() => "pi to quit",
					);
				});

				await withPiInTmux({ env, extensions, args: ["-c"] }, async (session) => {
					await waitForPiReady(session, env);
					// The offer comes as pi's start-up ends: a while after the footer, on a busy machine.
					await new Promise((resolve) => setTimeout(resolve, 2000));
					expect(await session.capture()).not.toContain("Reopen the interrupted question?");
					await session.sendText("/ask-user");
					await session.waitForText("Reopen the latest unanswered");
					await session.sendKeys("Enter");
					await session.waitForText("Which features belong in the first release?");
				});
			});
		},
		TUI_TEST_TIMEOUT_MS * 2,
	);

	it(
		"a tick made just before pi is stopped with SIGTERM is there when pi -c reopens the form",
		async () => {
			const replies = [askUserReply(tour, "call_sigterm"), textReply("Got your answers.")];
			await withMockPi({ replies }, async ({ env }) => {
				const extensions = [EXTENSION_DIR];
				await withPiInTmux({ env, extensions }, async (session) => {
					await tourAtFeatures(session, env);
					await session.sendKeys("1");
					await session.waitForText("1. [x] Authentication");
					// Stopped at once, inside the pause after which progress is stored (`docker stop`, `kill`).
					await session.stopWith("SIGTERM");
				});

				await withPiInTmux({ env, extensions, args: ["-c"] }, async (session) => {
					// pi 0.73 dies on SIGTERM before its shutdown, the form still open; pi 1.x aborts its run as it shuts
					// down, and the aborted result ends the session. Either way the form was interrupted, and is offered.
					await session.waitForText("Reopen the interrupted question?", { timeoutMs: 20_000 });
					await session.sendKeys("Enter"); // Yes
					const reopened = await session.waitForText("Which features belong in the first release?");
					expect(reopened).toContain("1. [x] Authentication");
				});
			});
		},
		TUI_TEST_TIMEOUT_MS * 2,
	);

	it(
		"/ask-user reopens a cancelled form with its answers; the submitted answers reach the agent",
		async () => {
			const replies = [askUserReply(tour, "call_cancelled"), textReply("No answer then."), textReply("Thanks.")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("3"); // MongoDB, then the features
				await session.waitForText("Which features belong in the first release?");
				await session.sendKeys("Escape");
				await session.waitForText("Discard 1 answer?");
				await session.sendKeys("Escape");
				await session.waitForText("No answer then.");

				await session.sendText("/ask-user");
				await session.waitForText("Reopen the latest unanswered");
				await session.sendKeys("Enter");
				const reopened = await session.waitForText("Which features belong in the first release?");
				expect(reopened).toContain("■");
				// A person reads the form first: an Enter right after the command's own is taken (D77).
				await new Promise((resolve) => setTimeout(resolve, 600));
				await finishTour(session);
				await session.waitForText("Thanks.");
				const { role, text } = lastMessageToModel(pi.server.requests);
				expect(role).toBe("user");
				expect(text).toContain('The user submitted "Set up the new service" (3 of 3 answered):');
				expect(text).toContain('- "Database" ["database"]: "MongoDB" ["mongo"]');
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
