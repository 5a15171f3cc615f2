/**
 * Scenario 2: Esc cancels the form (asking first once something is answered); Ctrl+C inside a note editor dismisses
 * the whole flow without saving the draft.
 * Either way the model is told that no answer was given, and pi itself carries on.
 */

import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import {
	expectResultsSentToModel,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
} from "./support/ask-user-pi.ts";
import { cancelledTour, NO_ANSWER, TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

describe("leaving the form without submitting", () => {
	it(
		"Esc with an answer asks first, Esc again cancels: cancelled by the user, the model told not to assume",
		async () => {
			const replies = [askUserReply(tour, "call_esc"), textReply("Understood, nothing chosen.")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("Down", "Space"); // a pick that must not survive the cancel
				await session.waitForText(/› 2\. \(•\) SQLite/);
				await session.sendKeys("Escape");
				await session.waitForText("Discard 1 answer? Esc again to cancel the form");
				// Any other key keeps answering and does nothing else: the pick and the focus stay.
				await session.sendKeys("Down");
				await session.waitForText(/↑↓ move · Enter confirm/);
				expect(await session.capture()).toMatch(/› 2\. \(•\) SQLite/);
				await session.sendKeys("Escape");
				await session.waitForText("Discard 1 answer?");
				await session.sendKeys("Escape");

				await session.waitForText("Understood, nothing chosen.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("user"));
				expect(result?.content).toBe(`The user cancelled the questionnaire without submitting answers.\n${NO_ANSWER}`);
				const screen = await session.waitForText("Cancelled (by the user)");
				expect(screen).not.toContain(TOUR_FORM_TEXT);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"Ctrl+C in a note editor dismisses the flow without saving the draft, and pi keeps running",
		async () => {
			const replies = [
				askUserReply(tour, "call_dismiss"),
				textReply("Dismissed, moving on."),
				textReply("Still here and listening."),
			];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("Space"); // picks PostgreSQL
				await session.waitForText(/› 1\. \(•\) PostgreSQL/);
				await session.sendKeys("N");
				await session.waitForText("Note on Database");
				await session.sendText("unsaved draft note");
				await session.waitForText("unsaved draft note");
				await session.sendKeys("C-c");

				await session.waitForText("Dismissed, moving on.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("dismissed"));
				expect(result?.content).toBe(
					`The user dismissed the questionnaire (Ctrl+C) without submitting answers.\n${NO_ANSWER}`,
				);
				const screen = await session.waitForText("Cancelled (dismissed)");
				expect(screen).not.toContain("unsaved draft note");
				expect(screen).not.toContain(TOUR_FORM_TEXT);

				// Ctrl+C reached the form only: pi did not quit, and its editor takes the next prompt.
				await submitPrompt(session, "are you still there?");
				await session.waitForText("Still here and listening.");
				expect(await session.isDead()).toBe(false);
				expect(pi.server.requests).toHaveLength(3);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
