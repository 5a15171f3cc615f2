/**
 * Scenario (D178), in a real pi: a log pasted without bracketed paste (tmux's `paste-buffer` without `-p`) into a text
 * question's answer goes into the answer whole, line breaks and all; its lines never act as Enter, digits or the form's
 * letters, so nothing is saved, picked or submitted by the paste. Pasted on a select question, it picks nothing (one
 * line with its CRLF too), and the footer says where a paste goes.
 */
import type { AskUserInput } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { lastMessageToModel, openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const QUICK: AskUserInput = {
	title: "Quick decisions",
	questions: [
		{ id: "story", prompt: "What happened?", type: "text" },
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ value: "postgres", label: "PostgreSQL" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

/** A log whose lines would pick, open a note, confirm and submit if they acted as keys. */
const LOG = [
	"START-OF-LOG",
	"2026-12-06T13:04:00Z INFO worker[1] processed batch 1",
	"2",
	"1",
	"1",
	"N note from the log",
	"END-OF-LOG",
].join("\n");

it(
	"a paste that is not bracketed goes into the answer whole, and on a select question picks nothing",
	async () => {
		const replies = [askUserReply(QUICK, "call_quick"), textReply("Noted.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await openForm(session, "ask me", "What happened?");
			await sleep(1_000); // the person looks at the form, then pastes
			await session.pasteUnbracketed(LOG);
			await session.waitForText("END-OF-LOG");
			await sleep(1_000);
			let screen = await session.capture();
			// Still the answer's editor: nothing saved, no tab moved on, nothing submitted.
			expect(screen).toContain("What happened?");
			expect(screen).toContain("START-OF-LOG");
			expect(pi.server.requests).toHaveLength(1);
			await session.sendKeys("Enter");
			await session.waitForText("Which database?");
			await sleep(500);
			await session.pasteUnbracketed("2\n1\n1\nanother line\n");
			screen = await session.waitForText("Pasted text is no answer here");
			expect(screen).toContain("Which database?");
			// One line with its CRLF (tmux sends two CRs): no Enter confirms the focused option.
			await session.pasteUnbracketed("fix login bug\r\n");
			await sleep(1_000);
			expect(await session.capture()).toContain("Which database?");
			expect(pi.server.requests).toHaveLength(1);
			await session.sendKeys("2");
			await session.waitForText("[ 1 Submit ]");
			await session.sendKeys("Enter");
			await session.waitForText("Noted.");
			const { text } = lastMessageToModel(pi.server.requests);
			expect(text).toContain(
				'["story"]: own answer: "START-OF-LOG\\n2026-12-06T13:04:00Z INFO worker[1] processed batch 1\\n2\\n1\\n1\\n',
			);
			expect(text).toContain('\\nEND-OF-LOG"');
			expect(text).toContain('["db"]: "SQLite" ["sqlite"]');
			expect(text).not.toContain("Note on the whole form");
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
