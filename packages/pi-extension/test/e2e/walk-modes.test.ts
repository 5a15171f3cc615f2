/**
 * What a walk of the form found, in a real pi (D94): with `/` narrowing the list, a first digit whose row is hidden
 * leaves the list as it was (its row is not drawn while Enter says it is not shown) and Esc drops it with the filter;
 * a form reopened with `/ask-user` after Ctrl+C shows its preview from where the person was reading; at 40×12 in
 * German the review's buttons share rows so the answers keep theirs.
 */
import type { AskUserInput } from "@ask-user/core";
import { codePreviews } from "@ask-user/core/fixtures";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import { openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { TRIP } from "./support/places.ts";

/** Six yes-or-no questions, for a review with more answers than a 40×12 pane shows with three stacked buttons. */
const SIX: AskUserInput = {
	questions: Array.from({ length: 6 }, (_, i) => ({
		id: `q${i + 1}`,
		prompt: `Frage ${i + 1}?`,
		options: [
			{ label: "Ja", value: "y" },
			{ label: "Nein", value: "n" },
		],
	})),
};

/** The form's preview pane: the lines from its rule to the footer's blank line. */
function previewOf(screen: string): string[] {
	const lines = screen.split("\n");
	const at = lines.findIndex((line) => line.includes("── Preview"));
	return at === -1 ? [] : lines.slice(at, at + 6);
}

describe("a walk of the form", () => {
	it(
		"with the list narrowed, 1 leaves the list as it was and Enter picks nothing; Esc drops the 1 with the filter",
		async () => {
			await withAskUserTui({ replies: [askUserReply(TRIP, "call_trip"), textReply("Trip noted.")] }, async (pi) => {
				const { session } = pi;
				await openForm(session, "plan the trip", "Where to?");
				await session.sendText("/land");
				await session.sendKeys("Enter");
				await session.waitForText("Esc all options");
				await session.sendKeys("1");
				let screen = await session.waitForText("1… next digit ·");
				expect(screen).not.toContain("Sea ");
				expect(screen).toMatch(/› 14\. \( \) Land 14/);
				await session.sendKeys("Enter");
				screen = await session.waitForText("Row 1 is not shown");
				expect(screen).not.toContain("Sea ");
				expect(screen).toContain("Where to?");
				await session.sendKeys("Escape");
				// Waited for as one frame: a capture taken while pi-tui writes the frame may show its new rows above the old
				// footer. Were the 1 kept, the footer would go on saying it waits, and this wait would fail.
				await session.waitForScreen(
					(shown) => shown.includes("Sea 2") && !shown.includes("next digit"),
					"every option again, without the 1 waiting for its next digit",
				);
				await session.sendKeys("9");
				await session.waitForText("Where from?");
				// Row 9, not 19: the 1 went with the filter.
				await session.sendKeys("Tab");
				screen = await session.waitForText("[ 1 Submit ]");
				expect(screen).toContain("Sea 9");
				expect(screen).not.toContain("Land 19");
				await session.sendKeys("C-c");
				await session.waitForText("Trip noted.");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"a form reopened with /ask-user after Ctrl+C shows its preview from where it was read",
		async () => {
			const replies = [askUserReply(codePreviews, "call_code"), textReply("Stopped."), textReply("ok")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await session.resize(80, 24);
				await openForm(session, "pick the implementations", "── Preview");
				await session.sendKeys("PageDown", "PageDown");
				const read = previewOf(await session.waitForText(/── Preview [2-9]\d*–/));
				await session.sendKeys("C-c");
				await session.waitForText("Stopped.");
				const reopened = await openForm(session, "/ask-user", "── Preview");
				expect(previewOf(reopened)).toEqual(read);
				await session.sendKeys("C-c");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"40×12 in German: the review's buttons share rows, so the answers keep theirs",
		async () => {
			const replies = [askUserReply(SIX, "call_six"), textReply("ok")];
			const env = { agentFiles: { "ask-user.json": JSON.stringify({ locale: "de" }) } };
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				await session.resize(40, 12);
				await openForm(session, "ask six", "Frage 1?");
				await session.sendKeys("BTab");
				const review = await session.waitForText("Absenden");
				const lines = review.split("\n");
				// Two rows of buttons (three stacked ones left a single answer in pi's rows at this size).
				expect(lines).toContain("[ 1 Absenden ] 2 Abbrechen");
				expect(lines).toContain("3 Erst besprechen");
				expect(lines.filter((line) => /^! Q\d: /.test(line))).toHaveLength(2);
				expect(review).toContain("↓ 4 weitere");
				await session.sendKeys("C-c");
				await session.waitForText("ok");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
