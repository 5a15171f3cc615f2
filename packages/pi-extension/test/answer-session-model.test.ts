/**
 * `/answer` through the registered command with the session's model: pi-ai's `complete` (faked here) is called once
 * with `ctx.model`, pi's key and headers and the strict instruction; the form opens, is stored in the session like
 * the agent's own (a cancelled one reopens with `/ask-user`), and its answers reach the agent as the person's message.
 */
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it, vi } from "vitest";
import { ANSWER_PROMPT } from "../src/answer/answer-prompt.ts";
import { fakeContext, type LoadedExtension, loadExtension } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const completions = vi.hoisted(() => ({ calls: [] as unknown[][], reply: "" }));

vi.mock("@mariozechner/pi-ai", async (importOriginal) => ({
	...(await importOriginal<typeof import("@mariozechner/pi-ai")>()),
	complete: async (...args: unknown[]) => {
		completions.calls.push(args);
		return { role: "assistant", stopReason: "stop", content: [{ type: "text", text: completions.reply }] };
	},
}));

const AGENT_TEXT = "Should the cache be on?";

const agentSaid: SessionEntry = {
	type: "message",
	id: "m1",
	parentId: null,
	timestamp: new Date(0).toISOString(),
	message: { role: "assistant", content: [{ type: "text", text: AGENT_TEXT }] },
} as unknown as SessionEntry;

const FORM = {
	questions: [
		{
			id: "cache",
			label: "Cache",
			prompt: "Should the cache be on?",
			options: [
				{ value: "on", label: "On" },
				{ value: "off", label: "Off" },
			],
		},
		{ id: "port", label: "Port", prompt: "What port should it listen on?", type: "text" },
	],
};

const model = { id: "mock-model", provider: "mock" };

/** An older form of the agent's, cancelled: what `/ask-user` reopened after an `/answer` form was cancelled. */
const olderCancelled: SessionEntry[] = [
	{
		type: "message",
		id: "m0",
		parentId: null,
		timestamp: new Date(0).toISOString(),
		message: {
			role: "assistant",
			content: [
				{
					type: "toolCall",
					id: "call_old",
					name: "ask_user",
					arguments: { questions: [{ prompt: "Run the migration now?", options: ["Yes", "No"] }] },
				},
			],
		},
	} as unknown as SessionEntry,
	{
		type: "custom",
		customType: "ask-user-form",
		data: { v: 1, toolCallId: "call_old", status: "cancelled", cancelReason: "user" },
		id: "c0",
		parentId: "m0",
		timestamp: new Date(0).toISOString(),
	} as SessionEntry,
];

/** `/answer` run in `extension` on a fresh screen (the loader on one of its own), the branch as pi holds it. */
function answerCommand(extension: LoadedExtension) {
	const screen = terminalUi();
	const loaderScreen = terminalUi();
	let customCalls = 0;
	const ui = {
		...screen.ui,
		custom: ((...args: Parameters<typeof screen.ui.custom>) =>
			(customCalls++ === 0 ? loaderScreen : screen).ui.custom(...args)) as typeof screen.ui.custom,
	};
	const ctx = Object.assign(fakeContext({ ui, branch: () => [...olderCancelled, agentSaid, ...extension.entries] }), {
		model,
		modelRegistry: { getApiKeyAndHeaders: async () => ({ ok: true, apiKey: "k-1", headers: { "x-h": "1" } }) },
	});
	return { screen, running: extension.command("answer", ctx) };
}

/** Waits until `screen` shows `text`. */
async function shows(screen: ReturnType<typeof terminalUi>, text: string): Promise<void> {
	await waitUntil(
		async () => {
			await screen.terminal.flush();
			return screen.terminal.screen().join("\n").includes(text);
		},
		5_000,
		() => `the screen to show ${text}:\n${screen.terminal.screen().join("\n")}`,
	);
}

describe("/answer with the session's model", () => {
	it("one complete() call with pi's key; the form is stored as it goes; the answers reach the agent", async () => {
		completions.calls = [];
		completions.reply = JSON.stringify(FORM);
		const extension = loadExtension();
		const { screen, running } = answerCommand(extension);
		await shows(screen, "Type your own");
		expect(completions.calls).toHaveLength(1);
		const [calledModel, context, options] = completions.calls[0] ?? [];
		expect(calledModel).toBe(model);
		expect(context).toMatchObject({
			systemPrompt: ANSWER_PROMPT,
			messages: [{ role: "user", content: [{ type: "text", text: AGENT_TEXT }] }],
		});
		expect(context).not.toHaveProperty("tools");
		expect(options).toMatchObject({ apiKey: "k-1", headers: { "x-h": "1" } });
		await screen.press("1");
		await shows(screen, "What port should it listen on?");
		await screen.press(..."8080", RAW_KEYS.enter, RAW_KEYS.enter);
		await running;
		const stored = extension.entries.map((entry) => (entry.type === "custom" ? entry.customType : entry.type));
		expect(stored.at(0)).toBe("ask-user-answer");
		expect(extension.entries.at(-1)).toMatchObject({ customType: "ask-user-form", data: { status: "answered" } });
		expect(extension.userMessages).toHaveLength(1);
		expect(extension.userMessages[0]).toContain('"On" ["on"]');
	});

	it("a cancelled form is offered by /ask-user, not an older one, with its answers; its submit reaches the agent", async () => {
		completions.reply = JSON.stringify(FORM);
		const extension = loadExtension();
		const { screen, running } = answerCommand(extension);
		await shows(screen, "Type your own");
		await screen.press("2"); // Off
		await shows(screen, "What port should it listen on?");
		await screen.press(..."80", RAW_KEYS.escape, RAW_KEYS.escape);
		await shows(screen, "Discard 2 answers?");
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(extension.userMessages).toEqual([]);
		expect(screen.notices).toEqual([
			"ask-user: the form was cancelled; /ask-user reopens it as you left it.",
			"ask-user: the form was closed; nothing was sent to the agent",
		]);

		const again = terminalUi();
		const reopening = extension.command(
			"ask-user",
			fakeContext({ ui: again.ui, branch: () => [...olderCancelled, agentSaid, ...extension.entries] }),
		);
		await shows(again, "What port should it listen on?");
		expect(again.terminal.screen().join("\n")).toContain("80");
		// A person reads the form first: an Enter right after the command's own is taken (D77).
		await new Promise((resolve) => setTimeout(resolve, 600));
		await again.press(RAW_KEYS.tab);
		await shows(again, "Submit");
		await again.press(RAW_KEYS.enter);
		await reopening;
		expect(extension.userMessages).toHaveLength(1);
		expect(extension.userMessages[0]).toMatch(/^The user submitted the questionnaire \(2 of 2 answered\):/);
		expect(extension.userMessages[0]).toContain('"Off" ["off"]');
		expect(extension.userMessages[0]).toContain('"80"');
	});
});
