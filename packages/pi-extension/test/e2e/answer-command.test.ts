/**
 * Scenario: the agent asks in prose; the person types /answer, the session's model (the mock server) turns the
 * questions into an ask_user payload with one call, the form opens, and the answers reach the agent as the person's
 * message. On a message without a question, /answer refuses without calling the model.
 */

import { textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { openForm, TUI_TEST_TIMEOUT_MS, waitForForm, withAskUserTui } from "./support/ask-user-pi.ts";

const AGENT_TEXT = "I can set this up two ways. Should I use Postgres or SQLite? And what port should it listen on?";

const PAYLOAD = {
	title: "Storage",
	questions: [
		{
			id: "database",
			label: "Database",
			prompt: "Should I use Postgres or SQLite?",
			options: [
				{ value: "postgres", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
		{ id: "port", label: "Port", prompt: "What port should it listen on?", type: "text" },
	],
};

/** The text of a chat message's content, a string or parts. */
function textOf(content: unknown): string {
	const parts: unknown[] = Array.isArray(content) ? content : [{ text: content }];
	return parts.map((part) => (part as { text?: unknown }).text).join("");
}

it(
	"/answer asks the agent's prose questions in a form and sends the answers as the person's message",
	async () => {
		const replies = [textReply(AGENT_TEXT), textReply(JSON.stringify(PAYLOAD)), textReply("SQLite on 8080, got it.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session, server } = pi;
			await openForm(session, "set up storage", "what port should it listen on?");

			await session.sendText("/answer");
			await session.waitForText("Answer the questions of the agent's last message");
			await session.sendKeys("Enter");
			await waitForForm(session, "Type your own"); // the form's row, not the agent's text
			// One call, without tools, with the strict instruction and the agent's message.
			expect(server.requests).toHaveLength(2);
			const call = server.requests[1];
			expect(call?.tools ?? []).toEqual([]);
			expect(textOf(call?.messages[0]?.content)).toContain("Reply with exactly one JSON object and nothing else");
			expect(call?.messages.at(-1)?.role).toBe("user");
			expect(textOf(call?.messages.at(-1)?.content)).toBe(AGENT_TEXT);

			await session.sendKeys("2"); // SQLite, then the port
			await session.waitForText("Your answer");
			await session.sendText("8080");
			await session.sendKeys("Enter");
			await session.waitForText("Submit");
			await session.sendKeys("Enter");
			await session.waitForText("SQLite on 8080, got it.");
			const sent = server.requests[2]?.messages.at(-1);
			expect(sent?.role).toBe("user");
			const text = textOf(sent?.content);
			expect(text).toContain('The user submitted "Storage" (2 of 2 answered):');
			expect(text).toContain('"SQLite" ["sqlite"]');
			expect(text).toContain('"8080"');

			// The agent's last message asks nothing now: refused, and the model is not called.
			await session.sendText("/answer");
			await session.waitForText("Answer the questions of the agent's last message");
			await session.sendKeys("Enter");
			await session.waitForText("the agent's last message asks no question");
			expect(server.requests).toHaveLength(3);
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
