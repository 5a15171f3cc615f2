/**
 * Scenario: the form fits the person and pi. Keys remapped in pi's keybindings.json and the project's ask-user.json
 * apply in the form (and its footer names them); another extension answers the open form through pi.events.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { expectResultsSentToModel, submitPrompt, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { askUserReply, textReply } from "./support/mock-model-script.ts";
import { DEFAULT_PROJECT_FILES } from "./support/pi-env.ts";
import { cancelledTour, TOUR_FORM_TEXT, TOUR_QUESTIONS, tour } from "./support/tour-details.ts";

const ANSWER_EXTENSION = fileURLToPath(new URL("./support/answer-extension.ts", import.meta.url));

describe("the form fits pi and the person", () => {
	it(
		"pi's remapped keys and the project's action keys apply, and the footer names them",
		async () => {
			const replies = [askUserReply(tour, "call_keys"), textReply("Dismissed with your key.")];
			const env = {
				agentFiles: { "keybindings.json": JSON.stringify({ "tui.select.down": "j" }) },
				files: { ...DEFAULT_PROJECT_FILES, ".pi/ask-user.json": JSON.stringify({ keys: { dismiss: "ctrl+q" } }) },
			};
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				await submitPrompt(session, "set up the service");
				await session.waitForText(TOUR_FORM_TEXT);
				await session.waitForText("↑j move");
				await session.sendKeys("j");
				await session.waitForText(/› 2\. \( \) SQLite/);
				await session.sendKeys("C-q");

				await session.waitForText("Dismissed with your key.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("dismissed"));
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"another extension answers the open form through pi.events; the result says so",
		async () => {
			const replies = [askUserReply(tour, "call_event"), textReply("SQLite it is.")];
			await withAskUserTui({ replies, extraExtensions: [ANSWER_EXTENSION] }, async (pi) => {
				const { session } = pi;
				await submitPrompt(session, "set up the service");
				await session.waitForText(TOUR_FORM_TEXT);

				await session.waitForText("SQLite it is.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual({
					title: tour.title,
					cancelled: false,
					source: "event",
					questions: TOUR_QUESTIONS,
					answers: { database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] } },
				});
				expect(await session.waitForText("SQLite it is.")).not.toContain(TOUR_FORM_TEXT);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
