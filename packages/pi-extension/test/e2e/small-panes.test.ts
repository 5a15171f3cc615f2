/**
 * Scenario: the form in the panes people work in, in a real pi: 80×24 and a 44×20 split. The question's prompt
 * shows whole, a tall code preview names its page keys and opens whole with `e`, the help scrolls where it does not
 * fit, and a cancel says how to reopen the form, which then reaches the agent with Discuss first.
 */
import { codePreviews, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { submitPrompt, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { askUserReply, textReply } from "./support/mock-model-script.ts";
import { TOUR_FORM_TEXT } from "./support/tour-details.ts";

/** The start of the preview question's prompt (narrow panes wrap the rest). */
const PREVIEW_PROMPT = "Which publisher implementation";

describe("the form in small panes", () => {
	for (const [width, height] of [
		[80, 24],
		[44, 20],
	] as const) {
		it(
			`${width}×${height}: a tall preview pages and opens whole, the help scrolls or fits, every line fits`,
			async () => {
				await withAskUserTui({ replies: [askUserReply(codePreviews, "call_code"), textReply("ok")] }, async (pi) => {
					const { session } = pi;
					await session.resize(width, height);
					await submitPrompt(session, "pick the implementations");
					const form = await session.waitForText(PREVIEW_PROMPT);
					expect(form).toMatch(/PgDn/); // the preview is taller than its pane: its page keys are named
					for (const line of form.split("\n")) expect([...line].length).toBeLessThanOrEqual(width);

					await session.sendKeys("e"); // the focused option's preview, whole, in the reader
					const reader = await session.waitForText(/Esc close/);
					expect(reader).toContain("── Preview");
					expect(reader).not.toContain("? keys");
					await session.sendKeys("Escape");
					await session.waitForText(PREVIEW_PROMPT);

					await session.sendKeys("?");
					const help = await session.waitForText(/keys|scroll/);
					if (help.includes("other keys close")) {
						// The help does not fit: it scrolls instead of closing on the first key.
						await session.sendKeys("PageDown");
						expect(await session.capture()).toContain("other keys close");
					}
					await session.sendKeys("x"); // any other key closes it
					await session.waitForText(PREVIEW_PROMPT);
					await session.sendKeys("C-c");
					await session.waitForText("ok");
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}

	it(
		"44×20: the prompt shows whole; a cancel names /ask-user, and Discuss first on the reopened form reaches the agent",
		async () => {
			const replies = [askUserReply(tour, "call_tour"), textReply("Cancelled, noted."), textReply("Let's talk.")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await session.resize(44, 20);
				await submitPrompt(session, "set up the service");
				const form = await session.waitForText(TOUR_FORM_TEXT);
				expect(form).not.toMatch(/Which database should the\s*…/);
				await session.sendKeys("2"); // SQLite, on to Features
				await session.sendKeys("Escape");
				await session.waitForText("Discard 1 answer?");
				await session.sendKeys("Escape");
				await session.waitForText("/ask-user reopens it");
				await session.waitForText("Cancelled, noted.");

				await submitPrompt(session, "/ask-user");
				await session.waitForText("Which features belong"); // where the person left it
				await session.sendKeys("Tab");
				await session.waitForText("How should the handlers");
				await session.sendKeys("Tab");
				await session.waitForText("Submit");
				await session.sendKeys("3", "3");
				await session.waitForText("Let's talk.");
				const last = pi.server.requests.at(-1)?.messages.at(-1);
				expect(JSON.stringify(last?.content)).toContain("The user wants to discuss before deciding");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
