/**
 * Scenario: the form follows the person. They fold it to read the conversation and unfold it with the draft they
 * were typing; they answer part of a form, pi is killed, `pi -c` offers the form again, and the answers reach the
 * agent as a user message in the `content` format.
 */
import { describe, expect, it } from "vitest";
import { expectResultsSentToModel, submitPrompt, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { askUserReply, textReply } from "./support/mock-model-script.ts";
import { TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

describe("the form follows the person", () => {
	it(
		"Ctrl+O folds the form to one line under the conversation and unfolds it with the draft",
		async () => {
			const replies = [askUserReply(tour, "call_fold"), textReply("Webhooks, noted.")];
			await withAskUserTui({ replies, height: 24 }, async (pi) => {
				const { session } = pi;
				await submitPrompt(session, "set up the service");
				await session.waitForText(TOUR_FORM_TEXT);
				await session.sendKeys("4");
				await session.waitForText("Your answer");
				await session.typeText("Webh");
				await session.waitForText("Webh");

				await session.sendKeys("C-o");
				const folded = await session.waitForText("▸ A question waits · Ctrl+O unfolds · Set up the new service");
				expect(folded).not.toContain(TOUR_FORM_TEXT);
				expect(folded).toContain("set up the service");
				// Typed while folded: nothing reaches the form.
				await session.sendText("zz");
				await session.sendKeys("C-o");
				const unfolded = await session.waitForText("Your answer");
				expect(unfolded).toContain("Webh");
				expect(unfolded).not.toContain("zz");

				await session.typeText("ooks");
				await session.sendKeys("Enter");
				await session.waitForText("Which features belong in the first release?");
				await session.sendKeys("1", "Enter");
				await session.waitForText("How should the handlers be laid out?");
				await session.sendKeys("1");
				await session.waitForText("Review · all 3 answered");
				await session.sendKeys("Enter");

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
});
