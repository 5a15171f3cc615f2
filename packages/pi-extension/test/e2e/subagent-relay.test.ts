/**
 * The subagent relay in real pi, with pi's own subagent example extension: the parent's mock model starts a
 * subagent (a child `pi --mode json -p` on the same mock model server), whose model calls ask_user; the form opens in
 * the parent's terminal, labelled with the child, and the answer becomes the child's tool result. Both pis load the
 * extensions from the agent dir's settings, which the child shares through the environment. The mock model answers
 * parent and child in the order their requests arrive.
 */
import { join } from "node:path";
import type { AskUserInput } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { EXTENSION_DIR, submitPrompt, TUI_TEST_TIMEOUT_MS, withMockPi } from "./support/ask-user-pi.ts";
import { type ScriptedReply, textReply, toolCallsReply } from "./support/mock-model-script.ts";
import type { MockModelServer } from "./support/mock-model-server.ts";
import { PI_EXTENSION_ROOT } from "./support/pi-paths.ts";
import { startPiInTmux, type TmuxSession, waitForPiReady } from "./support/tmux-session.ts";

const SUBAGENT_EXAMPLE = join(
	PI_EXTENSION_ROOT,
	"node_modules/@mariozechner/pi-coding-agent/examples/extensions/subagent/index.ts",
);

const AGENT = "---\nname: asker\ndescription: Asks the user one question\n---\nAsk the user when unsure.\n";

function colourQuestion(id: string, prompt: string): AskUserInput {
	return {
		questions: [
			{
				id,
				prompt,
				options: [
					{ value: "red", label: "Red" },
					{ value: "green", label: "Green" },
				],
			},
		],
	};
}

const COLOUR = colourQuestion("colour", "Which colour should the button be?");

/** The parent's model starts the subagent `asker` with `task`. */
const startSubagent = (task: string, id = "call_subagent"): ScriptedReply =>
	toolCallsReply({ name: "subagent", id, arguments: { agent: "asker", task } });

/** The text of the `tool` messages the model received with tool call `id`. */
const resultOf = (server: MockModelServer, id: string) =>
	server.toolResults.find((result) => result.toolCallId === id)?.content;

/** Interactive pi in tmux with the product and pi's subagent example loaded from its settings, as its children are. */
function withParentPi(replies: ScriptedReply[], body: (session: TmuxSession, server: MockModelServer) => Promise<void>) {
	return withMockPi(
		{
			replies,
			env: { settings: { extensions: [EXTENSION_DIR, SUBAGENT_EXAMPLE] }, agentFiles: { "agents/asker.md": AGENT } },
		},
		async ({ server, env }) => {
			const session = await startPiInTmux({ env });
			try {
				await waitForPiReady(session, env);
				await body(session, server);
			} finally {
				await session.kill();
			}
		},
	);
}

describe("subagent relay", () => {
	it(
		"a subagent's question opens in the parent's terminal, labelled with it; its answer is the child's tool result",
		async () => {
			const replies = [
				startSubagent("pick a colour"),
				toolCallsReply({ id: "call_child_ask", arguments: COLOUR }),
				textReply("The person chose green."),
				textReply("The subagent is done."),
			];
			await withParentPi(replies, async (session, server) => {
				await submitPrompt(session, "style the button with a subagent");
				const form = await session.waitForText("Which colour should the button be?", { timeoutMs: 30_000 });
				expect(form).toContain("Asked by subagent “Task: pick a colour” in ");
				await session.sendKeys("2");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText("The subagent is done.", { timeoutMs: 30_000 });
				expect(resultOf(server, "call_child_ask")).toBe(
					'The user submitted the questionnaire (1 of 1 answered):\n- "Q1" ["colour"]: "Green" ["green"]',
				);
				expect(resultOf(server, "call_subagent")).toContain("The person chose green.");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
