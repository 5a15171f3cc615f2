/**
 * Scenario: the form fits the person and pi. Keys remapped in pi's keybindings.json and the project's ask-user.json
 * apply in the form (and its footer names them); another extension answers the open form through pi.events.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { hostileProjectSettings } from "@ask-user/test-kit/hostile-settings";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import { expectResultsSentToModel, openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { DEFAULT_PROJECT_FILES } from "./support/pi-env.ts";
import { cancelledTour, TOUR_FORM_TEXT, TOUR_QUESTIONS, tour } from "./support/tour-details.ts";

const ANSWER_EXTENSION = fileURLToPath(new URL("./support/answer-extension.ts", import.meta.url));

/** What the hostile file's escapes carry: a clipboard write, a window title, a hidden link's target. */
const HOSTILE_PAYLOADS = ["cm0gLXJmIH4K", "ZXZpbA==", "pwned", "evil.example"];

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
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.waitForText("↑ j move");
				await session.sendKeys("j");
				await session.waitForText(/› 2\. \( \) SQLite/);
				await session.sendKeys("C-q");

				await session.waitForText("Dismissed with your key.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("dismissed"));
				// The model is told the key the person pressed, as bound.
				expect(result?.content).toMatch(/^The user dismissed the questionnaire \(Ctrl\+Q\) without submitting/);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"a later question's form, its settings worked out as its turn started, has the project's keys and names them",
		async () => {
			const replies = [
				askUserReply(tour, "call_first"),
				textReply("First form dismissed."),
				askUserReply(tour, "call_second"),
				textReply("Second form dismissed."),
			];
			const env = {
				files: { ...DEFAULT_PROJECT_FILES, ".pi/ask-user.json": JSON.stringify({ keys: { dismiss: "ctrl+q" } }) },
			};
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("C-q");
				await session.waitForText("First form dismissed.");
				// The form's code is loaded now: the next turn works the form's settings out as it starts.
				await openForm(session, "ask me again", TOUR_FORM_TEXT);
				await session.sendKeys("Down");
				await session.waitForText(/› 2\. \( \) SQLite/);
				await session.sendKeys("C-q");

				await session.waitForText("Second form dismissed.");
				const results = await expectResultsSentToModel(pi, 2);
				for (const result of results) {
					expect(result.details).toEqual(cancelledTour("dismissed"));
					expect(result.content).toMatch(/^The user dismissed the questionnaire \(Ctrl\+Q\) without submitting/);
				}
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"a letter bound to pi's tui.select.cancel types in the / filter, and Esc still shows every option",
		async () => {
			const replies = [askUserReply(tour, "call_filter"), textReply("Dismissed after the filter.")];
			const env = { agentFiles: { "keybindings.json": JSON.stringify({ "tui.select.cancel": ["escape", "q"] }) } };
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("/");
				await session.waitForText("Enter keep filter");
				// One key at a time, as a person types: the q is a key of its own.
				await session.typeText("sql");
				await session.waitForText(/\/ sql\s+2 of \d/);
				expect(await session.capture()).not.toContain("MongoDB");
				await session.sendKeys("Escape");
				await session.waitForText(/\d\. \( \) MongoDB/);
				expect(await session.capture()).not.toMatch(/^\/ /m);
				await session.sendKeys("C-c");

				await session.waitForText("Dismissed after the filter.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("dismissed"));
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"the time limit counts down, and while a note's draft is open it says it waits for it instead of standing still",
		async () => {
			const replies = [askUserReply(tour, "call_limit"), textReply("Dismissed while writing.")];
			// The global file may set a limit this short (6 s): the end comes while the note is open.
			const env = { agentFiles: { "ask-user.json": JSON.stringify({ timeoutMinutes: 0.1 }) } };
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.waitForText(/0:0\d left · /);
				await session.sendKeys("n");
				await session.waitForText("Note on");
				await session.sendText("still thinking");
				await session.waitForText("time limit waiting: you are typing a note");
				await new Promise((resolve) => setTimeout(resolve, 7_000)); // past the limit: the form stays
				const screen = await session.capture();
				expect(screen).toContain("time limit waiting: you are typing a note");
				expect(screen).not.toMatch(/\d:\d\d left/);
				expect(screen).toContain("still thinking");
				await session.sendKeys("C-c");

				await session.waitForText("Dismissed while writing.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"a hostile project ask-user.json writes no escape to the terminal and binds no key: Down still moves",
		async () => {
			const replies = [askUserReply(tour, "call_hostile"), textReply("Dismissed at last.")];
			const env = { files: { ...DEFAULT_PROJECT_FILES, ".pi/ask-user.json": JSON.stringify(hostileProjectSettings) } };
			await withAskUserTui({ replies, env }, async (pi) => {
				const { session } = pi;
				// Every byte pi writes to the terminal from now on, as the terminal gets it.
				const raw = join(pi.env.root, "terminal-output.raw");
				await promisify(execFile)("tmux", ["-L", session.socketName, "pipe-pane", "-t", "main", `cat > '${raw}'`]);
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("Down");
				await session.waitForText(/› 2\. \( \) SQLite/);
				await session.sendKeys("C-c");

				await session.waitForText("Dismissed at last.");
				const [result] = await expectResultsSentToModel(pi, 1);
				expect(result?.details).toEqual(cancelledTour("dismissed"));
				const output = await readFile(raw, "latin1");
				expect(output).toContain("ask-user settings:");
				expect(output).toContain("timeoutMinutes: 0.0001 is less than 5");
				for (const payload of HOSTILE_PAYLOADS) expect(output).not.toContain(payload);
				expect(output).not.toContain("\x1b]52");
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
				await openForm(session, "set up the service", TOUR_FORM_TEXT);

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
