/**
 * Scenario 1: the tour fixture (single, multi, preview) answered in the real pi by arrows, Space, digits, an `@`
 * file completion in a custom answer, an option note and a question note, then submitted on the review tab.
 */
import type { AskUserDetails } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { expectResultsSentToModel, openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { TOUR_FORM_TEXT, TOUR_QUESTIONS, tour } from "./support/tour-details.ts";

const EXPECTED: AskUserDetails = {
	title: "Set up the new service",
	cancelled: false,
	source: "terminal",
	questions: TOUR_QUESTIONS,
	answers: {
		database: {
			values: ["sqlite"],
			labels: ["SQLite"],
			indices: [2],
			note: "/ask",
			optionNotes: { sqlite: "one file is enough" },
		},
		features: {
			values: ["auth", "export", "audit", "see @src/app.ts"],
			labels: ["Authentication", "CSV export", "Audit log", "see @src/app.ts"],
			indices: [1, 3, 4],
			customText: "see @src/app.ts",
		},
		layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
	},
};

const EXPECTED_CONTENT = [
	'The user submitted "Set up the new service" (3 of 3 answered):',
	'- "Database" ["database"]: "SQLite" ["sqlite"]',
	'  note on "SQLite" ["sqlite"]: "one file is enough"',
	'  note: "/ask"',
	'- "Features" ["features"]: "Authentication" ["auth"]; "CSV export" ["export"]; "Audit log" ["audit"]; own answer: "see @src/app.ts"',
	'- "Layout" ["layout"]: "By layer" ["by-layer"]',
].join("\n");

it(
	"answers single, multi and preview questions with arrows, Space, digits, @ completion and notes, then submits",
	async () => {
		const replies = [askUserReply(tour, "call_tour"), textReply("Thanks, setting it up.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await openForm(session, "set up the service", TOUR_FORM_TEXT);

			// Database (single): arrow to SQLite, Space picks it and stays; an option note, then a question note.
			await session.sendKeys("Down", "Space");
			await session.waitForText(/› 2\. \(•\) SQLite/);
			await session.sendKeys("n");
			await session.waitForText("Note on SQLite");
			await session.sendText("one file is enough");
			await session.sendKeys("Enter");
			await session.waitForText("✎ one file is enough");
			// A note that starts like a slash command: pi 1.x's own completion would list `/ask-user`, and Enter would
			// take it in place of the note. The form's editors offer no command.
			await session.sendKeys("N");
			await session.waitForText("Note on Database");
			await session.sendText("/ask");
			await session.waitForText("/ask");
			await new Promise((resolve) => setTimeout(resolve, 300)); // time for a completion list to come
			await session.sendKeys("Enter");
			await session.waitForText("✎ /ask");
			await session.sendKeys("Enter"); // confirms SQLite and moves on

			// Features (multi): digits toggle 1 and 3, Down + Space toggles 4, digit 5 opens the custom answer.
			await session.waitForText("Which features belong in the first release?");
			await session.sendKeys("1", "3", "Down", "Space");
			await session.waitForText(/› 4\. \[x\] Audit log/);
			await session.sendKeys("5");
			await session.waitForText("Type your answer, @ for files"); // pi's wording of core's placeholder
			await session.typeText("see @src/ap");
			await session.waitForText(/→ app\.ts\s+src\/app\.ts/); // pi's fuzzy file completion (needs fd)
			await session.sendKeys("Tab"); // accepts the completion, as in pi's editor
			await session.waitForScreen(
				(screen) => screen.includes("see @src/app.ts") && !screen.includes("→ app.ts"),
				"the completion accepted and its list closed",
			);
			await session.sendKeys("Enter"); // saves the custom answer and moves on

			// Layout (preview): digit 2 picks "By layer" and moves to the review tab, where Submit is focused.
			await session.waitForText("How should the handlers be laid out?");
			await session.sendKeys("2");
			const review = await session.waitForText("Review · all 3 answered");
			expect(review).toContain("✓ Features (required): Authentication, CSV export, Audit log, “see @src/app.ts”");
			expect(review).toContain("[ 1 Submit ]");
			await session.sendKeys("Enter");

			await session.waitForText("Thanks, setting it up.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.details).toEqual(EXPECTED);
			expect(result?.content).toBe(EXPECTED_CONTENT);
			expect(result?.toolCallId).toBe("call_tour");
			// The transcript shows the answers, and pi's editor is back in place of the form.
			const screen = await session.waitForText("✓ Layout: By layer");
			expect(screen).toContain('✓ Features: Authentication, CSV export, Audit log, (own) "see @src/app.ts"');
			expect(screen).not.toContain(TOUR_FORM_TEXT);
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
