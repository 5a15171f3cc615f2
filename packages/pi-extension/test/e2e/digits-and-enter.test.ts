/**
 * Scenario (D77), in a real pi: on a list of 25 rows a typed `2` waits through a pause of a second for its next digit
 * or Enter, as the footer says (it once picked row 2 after 0.4 s); with `/` narrowing the list to rows 14, 19 and
 * 22, `3` picks nothing and `1` then Enter picks no hidden row. `/ask-user web` runs on its first Enter like
 * `/ask-user`, and a habitual second Enter after `/ask-user` does not answer the form it reopens, also when pi is
 * held up as it comes and reads it late. When a form times out under the person's hands, the Enter they type on
 * does not send pi's prompt until they pause (D17), also when pi is held up meanwhile (D141).
 */
import { fileURLToPath } from "node:url";
import type { AskUserInput } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import {
	lastMessageToModel,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
} from "./support/ask-user-pi.ts";
import { TRIP } from "./support/places.ts";

/** Holds pi's event loop up for 0.9 s on SIGUSR2. */
const STALL_EXTENSION = fileURLToPath(new URL("./support/stall-extension.ts", import.meta.url));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A pause far longer than the 0.4 s after which a waiting digit once picked its row. */
const PAUSE_MS = 1_000;

const COLOR: AskUserInput = {
	questions: [
		{
			id: "color",
			prompt: "Which colour should the button be?",
			options: ["Red", "Green", "Blue"].map((label) => ({ value: label.toLowerCase(), label })),
		},
	],
};

describe("digits never surprise", () => {
	it(
		"a typed 2 waits through a pause; with the list narrowed, 3 and 1 Enter pick no hidden row, 1 9 picks row 19",
		async () => {
			const replies = [askUserReply(TRIP, "call_trip"), textReply("Trip noted.")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await openForm(session, "plan the trip", "Where to?");
				await sleep(PAUSE_MS); // the person reads the list
				await session.sendKeys("2");
				await session.waitForText("2… next digit, or Enter for row 2");
				await sleep(PAUSE_MS);
				let screen = await session.capture();
				expect(screen).toContain("Where to?");
				expect(screen).toContain("2… next digit, or Enter for row 2");
				expect(screen).not.toContain("Where from?");
				await session.sendKeys("0");
				await session.waitForText("Where from?");

				await session.sendText("/land");
				await session.sendKeys("Enter");
				await session.waitForText("Esc all options");
				await session.sendKeys("3");
				await session.waitForText("No row shown starts with 3");
				await sleep(PAUSE_MS);
				screen = await session.capture();
				expect(screen).toContain("Where from?");
				expect(screen).not.toContain("Sea 3");
				await session.sendKeys("1");
				await session.waitForText("1… next digit ·");
				await session.sendKeys("Enter");
				await session.waitForText("Row 1 is not shown");
				await sleep(PAUSE_MS);
				expect(await session.capture()).toContain("Where from?");
				await session.sendKeys("9");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText("Trip noted.");
				const { text } = lastMessageToModel(pi.server.requests);
				expect(text).toContain('["to"]: "Sea 20" ["p20"]');
				expect(text).toContain('["from"]: "Land 19" ["p19"]');
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});

describe("Enter after a command", () => {
	it(
		"/ask-user web runs on its first Enter, as /ask-user does",
		async () => {
			await withAskUserTui({ replies: [] }, async (pi) => {
				await submitPrompt(pi.session, "/ask-user web");
				await pi.session.waitForText("the next form will be served as a page", { timeoutMs: 5_000 });
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	for (const stall of [false, true]) {
		const held = stall ? ", read late by a pi held up meanwhile" : "";
		it(
			`a second Enter right after /ask-user${held} does not answer the reopened form`,
			async () => {
				const replies = [askUserReply(COLOR, "call_color"), textReply("No answer then."), textReply("Thanks.")];
				const extraExtensions = stall ? [STALL_EXTENSION] : [];
				await withAskUserTui({ replies, extraExtensions }, async (pi) => {
					const { session } = pi;
					await openForm(session, "style the button", "Which colour should the button be?");
					await session.sendKeys("Escape"); // nothing answered: cancelled at once
					await session.waitForText("No answer then.");
					for (let attempt = 1; ; attempt += 1) {
						await session.sendText("/ask-user");
						await session.waitForText("Reopen the latest unanswered");
						const sent = Date.now();
						await session.sendKeys("Enter");
						await session.waitForText("Which colour should the button be?", { intervalMs: 10 });
						if (stall) {
							// pi's loop is held up for 0.9 s from now: the Enter typed meanwhile waits in the terminal.
							process.kill(session.pid, "SIGUSR2");
							await sleep(100);
						}
						await session.sendKeys("Enter"); // the habitual second Enter, once the form shows
						// On a machine too busy to show the form well within the hold, the run says nothing: again (a loaded
						// CI core can be that busy a few times running, while pi starts beside it).
						if (Date.now() - sent >= 400 && attempt < 6) {
							await sleep(PAUSE_MS);
							await session.sendKeys("Escape");
							await session.waitForNoText("Which colour should the button be?");
							continue;
						}
						expect(Date.now() - sent).toBeLessThan(400);
						break;
					}
					await sleep(PAUSE_MS);
					const screen = await session.capture();
					expect(screen).toContain("Which colour should the button be?");
					expect(screen).not.toContain("[ 1 Submit ]");
					await session.sendKeys("2");
					await session.waitForText("[ 1 Submit ]");
					await session.sendKeys("Enter");
					await session.waitForText("Thanks.");
					expect(lastMessageToModel(pi.server.requests).text).toContain('"Green"');
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}
});

describe("Enter after a time limit", () => {
	for (const stall of [false, true]) {
		const held = stall ? ", pi held up for 2 s as the person types" : "";
		it(
			`Enter typed on as a form times out does not send pi's prompt until a pause${held}`,
			async () => {
				const replies = [askUserReply(COLOR, "call_color"), textReply("You seem away."), textReply("Got it.")];
				// The global file may set a limit this short (6 s); the hold-up outlasts the 1.5 s pause that ends the hold.
				const env = {
					agentFiles: { "ask-user.json": JSON.stringify({ timeoutMinutes: 0.1 }) },
					extraEnv: { ASK_USER_E2E_STALL_MS: "2000" },
				};
				const extraExtensions = stall ? [STALL_EXTENSION] : [];
				await withAskUserTui({ replies, env, extraExtensions }, async (pi) => {
					const { session } = pi;
					await openForm(session, "style the button", "Which colour should the button be?");
					await session.waitForNoText("Which colour should the button be?", { timeoutMs: 15_000, intervalMs: 10 });
					// The person goes on typing as the form closes: a word and Enter.
					await session.sendText("o");
					if (stall) {
						process.kill(session.pid, "SIGUSR2");
						await sleep(100);
					}
					await session.sendText("k");
					await session.sendKeys("Enter");
					await session.waitForText("You seem away.");
					await sleep(stall ? 2_500 : 500);
					expect(lastMessageToModel(pi.server.requests).role).toBe("tool"); // nothing sent since the result
					expect(await session.capture()).not.toContain("Got it.");
					await sleep(1_600); // a pause: the next Enter sends what was typed
					await session.sendKeys("Enter");
					await session.waitForText("Got it.");
					expect(lastMessageToModel(pi.server.requests)).toEqual({ role: "user", text: "ok" });
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}
});
