/**
 * In the real pi: one form with a text question (its tab opens the editor), a recommended option chosen
 * against, a multi-select question with previews (Space ticks two, PgDn scrolls), a note on the whole form from the
 * review (Shift+N) and "Discuss first" (3 3), which ends with a cancelled result carrying the tentative picks.
 */
import type { AskUserDetails } from "@ask-user/core";
import { multiPreviews } from "@ask-user/core/fixtures";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import {
	expectResultsSentToModel,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	waitForForm,
	withAskUserTui,
} from "./support/ask-user-pi.ts";

const helpers = multiPreviews.questions[0];
if (helpers === undefined) throw new Error("the multi-previews fixture has a question");

const payload = {
	title: "New module",
	questions: [
		{ id: "name", label: "Name", prompt: "What should the module be called?", type: "text" },
		{
			id: "runtime",
			label: "Runtime",
			prompt: "Which runtime should it target?",
			options: [
				{ value: "node", label: "Node.js 22", recommended: true },
				{ value: "bun", label: "Bun" },
			],
		},
		helpers,
	],
};

const EXPECTED: AskUserDetails = {
	title: "New module",
	cancelled: true,
	cancelReason: "discuss",
	questions: [
		{ id: "name", label: "Name", prompt: "What should the module be called?", type: "text" },
		{ id: "runtime", label: "Runtime", prompt: "Which runtime should it target?", type: "single" },
		{ id: "helpers", label: "Helpers", prompt: helpers.prompt, type: "multi" },
	],
	answers: {},
	unsubmittedAnswers: {
		name: { values: ["errors-kit"], labels: ["errors-kit"], indices: [], customText: "errors-kit" },
		runtime: {
			values: ["bun"],
			labels: ["Bun"],
			indices: [2],
			unchosenRecommended: [{ value: "node", label: "Node.js 22" }],
		},
		helpers: { values: ["result", "assert"], labels: ["Result type", "assert()"], indices: [1, 2] },
	},
	note: "why Bun over Node here?",
};

const EXPECTED_CONTENT = [
	"The user wants to discuss before deciding, so nothing was submitted.",
	"What the user had picked and noted so far (tentative, 3 of 3 answered):",
	'- "Name" ["name"]: own answer: "errors-kit"',
	'- "Runtime" ["runtime"]: "Bun" ["bun"]',
	'  recommended, not chosen: "Node.js 22" ["node"]',
	'- "Helpers" ["helpers"]: "Result type" ["result"]; "assert()" ["assert"]',
	'Note on the whole form: "why Bun over Node here?"',
	"The user has not decided yet: do not act on these picks. Answer the user's notes and explain what they ask about first, then call ask_user again with the same question ids.",
].join("\n");

it(
	"walks a text question, a recommendation, multi previews, a form note and Discuss first",
	async () => {
		const replies = [askUserReply(payload, "call_extensions"), textReply("Happy to explain Bun first.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await submitPrompt(session, "start the module");

			// The text question's tab opens its editor at once: typing goes straight into the answer.
			await session.waitForText("What should the module be called?");
			await waitForForm(session, "Your answer");
			await session.typeText("errors-kit");
			await session.sendKeys("Enter");

			// The recommended option is marked, not preselected; 2 picks Bun against it and moves on.
			await session.waitForText(/› 1\. \( \) Node\.js 22 \(recommended\)/);
			await session.sendKeys("2");

			// Multi previews: Space ticks Result type, PgDn scrolls its preview, Down + Space ticks assert().
			await session.waitForText(helpers.prompt.slice(0, 40));
			await session.sendKeys("Space", "NPage");
			await session.waitForText(/↑ \d+ more/);
			await session.sendKeys("Down", "Space");
			await session.waitForText(/› 2\. \[x\] assert\(\)/);
			await session.waitForText("// assert.ts");
			await session.sendKeys("Tab");

			// The review: the declined recommendation, then a note on the whole form (Shift+N).
			const review = await session.waitForText("Review · all 3 answered");
			expect(review).toContain("recommended, not chosen: Node.js 22");
			expect(review).toContain("3 Discuss first");
			await session.sendKeys("N");
			await session.waitForText("Note on the whole form");
			await session.typeText("why Bun over Node here?");
			await session.sendKeys("Enter");
			await session.waitForText("✎ Note on the whole form: why Bun over Node here?");

			// Discuss first: 3 focuses and arms it, 3 again ends the form.
			await session.sendKeys("3");
			await session.waitForText("[ 3 Discuss first ]");
			await session.sendKeys("3");

			await session.waitForText("Happy to explain Bun first.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.details).toEqual(EXPECTED);
			expect(result?.content).toBe(EXPECTED_CONTENT);
			const screen = await session.waitForText("Cancelled (to discuss first)");
			expect(screen).toContain('note on the form: "why Bun over Node here?"');
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
