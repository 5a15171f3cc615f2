/**
 * The subagent relay in real pi, with pi's own subagent example extension: the parent's mock model starts a
 * subagent (a child `pi --mode json -p` on the same mock model server), whose model calls ask_user; the form opens in
 * the parent's terminal, labelled with the child, and the answer becomes the child's tool result. Both pis load the
 * extensions from the agent dir's settings, which the child shares through the environment. The mock model answers
 * parent and child in the order their requests arrive.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { AskUserInput } from "@ask-user/core";
import { type ScriptedReply, textReply, toolCallsReply } from "@ask-user/test-kit/mock-model-script";
import type { MockModelServer } from "@ask-user/test-kit/mock-model-server";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { describe, expect, it } from "vitest";
import { EXTENSION_DIR, submitPrompt, TUI_TEST_TIMEOUT_MS, waitForForm, withMockPi } from "./support/ask-user-pi.ts";
import { PI_BIN, PI_EXTENSION_ROOT } from "./support/pi-paths.ts";
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

const COLOUR_PROMPT = "Which colour should the button be?";
const SHADE_PROMPT = "Which shade should the border be?";
const COLOUR = colourQuestion("colour", COLOUR_PROMPT);
const SHADE = colourQuestion("shade", SHADE_PROMPT);

/** The processes `parent` started (pi renames its processes, so they are found by parent, not by command line). */
function childPids(parent: number): number[] {
	let output = "";
	try {
		output = execFileSync("ps", ["-o", "pid=", "--ppid", String(parent)], { encoding: "utf8" });
	} catch {
		// ps exits 1 when there is none
	}
	return output
		.split("\n")
		.map((line) => Number.parseInt(line.trim(), 10))
		.filter((pid) => Number.isInteger(pid));
}

/** The parent's model starts the subagent `asker` with `task`. */
const startSubagent = (task: string, id = "call_subagent"): ScriptedReply =>
	toolCallsReply({ name: "subagent", id, arguments: { agent: "asker", task } });

/** The text of the `tool` messages the model received with tool call `id`. */
const resultOf = (server: MockModelServer, id: string) =>
	server.toolResults.find((result) => result.toolCallId === id)?.content;

/** Interactive pi in tmux with the product and pi's subagent example loaded from its settings, as its children are. */
function withParentPi(
	replies: ScriptedReply[],
	body: (session: TmuxSession, server: MockModelServer) => Promise<void>,
) {
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
				const form = await waitForForm(session, "Which colour should the button be?", { timeoutMs: 30_000 });
				expect(form).toMatch(/Asked by subagent in \S+: “Task: pick a colour”/);
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

	it(
		"`a` in the parent's form shows what the subagent said last, not the parent's agent (D153)",
		async () => {
			const parentSaid = "I will hand the styling to a subagent.";
			const childSaid = "The theme file lists two brand colours.";
			const replies: ScriptedReply[] = [
				{
					kind: "toolCalls",
					calls: [{ name: "subagent", id: "call_subagent", arguments: { agent: "asker", task: "pick a colour" } }],
					text: parentSaid,
				},
				{ kind: "toolCalls", calls: [{ id: "call_child_ask", arguments: COLOUR }], text: childSaid },
				textReply("The person chose red."),
				textReply("The subagent is done."),
			];
			await withParentPi(replies, async (session) => {
				await submitPrompt(session, "style the button with a subagent");
				await waitForForm(session, COLOUR_PROMPT, { timeoutMs: 30_000 });
				await session.sendKeys("a");
				const reader = await session.waitForText("What the agent said");
				expect(reader).toContain(childSaid);
				// The parent's own message is in its transcript above the form, never in the reader.
				const readerLines = reader.slice(reader.indexOf("What the agent said"));
				expect(readerLines).not.toContain(parentSaid);
				await session.sendKeys("Escape");
				await session.waitForText(COLOUR_PROMPT);
				await session.sendKeys("1");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText("The subagent is done.", { timeoutMs: 30_000 });
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"two subagents asking at once: one form at a time, each answer back to the child that asked",
		async () => {
			const replies = [
				toolCallsReply({
					name: "subagent",
					id: "call_parallel",
					arguments: {
						tasks: [
							{ agent: "asker", task: "pick a colour" },
							{ agent: "asker", task: "pick a shade" },
						],
					},
				}),
				toolCallsReply({ id: "call_first_ask", arguments: COLOUR }),
				toolCallsReply({ id: "call_second_ask", arguments: SHADE }),
				textReply("One child is done."),
				textReply("The other child is done."),
				textReply("Both subagents are done."),
			];
			await withParentPi(replies, async (session, server) => {
				await submitPrompt(session, "style the button with two subagents");
				await session.waitForText("Asked by subagent", { timeoutMs: 30_000 });
				// Both children asked; the second question waits: never two forms at once.
				await server.waitForRequests(3, 30_000);
				const first = await session.capture();
				expect(first.match(/Asked by subagent/g)).toHaveLength(1);
				// The subagent tool shows each child's call cut to 50 characters: a whole prompt is the form's.
				const colourFirst = first.includes(COLOUR_PROMPT);
				expect(first).toContain(colourFirst ? COLOUR_PROMPT : SHADE_PROMPT);
				expect(first).not.toContain(colourFirst ? SHADE_PROMPT : COLOUR_PROMPT);
				await session.sendKeys("2");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText(colourFirst ? SHADE_PROMPT : COLOUR_PROMPT, { timeoutMs: 30_000 });
				await session.sendKeys("1");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText("Both subagents are done.", { timeoutMs: 30_000 });
				// The colour question is call_first_ask's, the shade call_second_ask's, whichever child asked it.
				const [green, red] = colourFirst
					? ["call_first_ask", "call_second_ask"]
					: ["call_second_ask", "call_first_ask"];
				expect(resultOf(server, green)).toContain('"Green" ["green"]');
				expect(resultOf(server, red)).toContain('"Red" ["red"]');
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"the child killed mid-form: its form closes in the parent, which carries on",
		async () => {
			const task = "pick a colour";
			const replies = [
				startSubagent(task),
				toolCallsReply({ id: "call_child_ask", arguments: COLOUR }),
				textReply("The subagent was killed."),
			];
			await withParentPi(replies, async (session, server) => {
				await submitPrompt(session, "style the button with a subagent");
				await session.waitForText("Which colour should the button be?", { timeoutMs: 30_000 });
				const children = childPids(session.pid);
				expect(children).toHaveLength(1);
				for (const pid of children) process.kill(pid, "SIGKILL");
				await session.waitForText("The subagent was killed.", { timeoutMs: 30_000 });
				expect(await session.capture()).not.toContain("Which colour should the button be?");
				expect(resultOf(server, "call_subagent")).toBeDefined();
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"the parent gone mid-form gives the child a cancelled result at once",
		async () => {
			// A child pi the parent's bash tool starts, writing to a file: unlike the subagent example's child, whose
			// output the parent reads, it lives on once the parent is gone, and its model request shows its result.
			const child = `${PI_BIN} --mode json -p --no-session "Task: pick a colour" > child.jsonl 2>&1`;
			const replies = [
				toolCallsReply({ name: "bash", id: "call_bash", arguments: { command: child } }),
				toolCallsReply({ id: "call_child_ask", arguments: COLOUR }),
				textReply("No one answered."),
			];
			await withParentPi(replies, async (session, server) => {
				await submitPrompt(session, "style the button with a child pi");
				await session.waitForText(": “Task: pick a colour”", { timeoutMs: 30_000 });
				// Killed outright: pi's own quit would also end the bash tool's child; here only the relay's closed
				// socket tells it.
				process.kill(session.pid, "SIGKILL");
				await waitUntil(
					() => resultOf(server, "call_child_ask") !== undefined,
					15_000,
					() => "the child's ask_user result",
				);
				// Its first line says what happened: the child's own run was not aborted.
				expect(resultOf(server, "call_child_ask")).toMatch(
					/^The parent pi that showed this question closed before it was answered\.\n/,
				);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
