/**
 * `/answer` through the registered command with the session's model: pi-ai's `complete` (faked here) is called once
 * with `ctx.model`, pi's key and headers and the strict instruction; the form opens, is not stored in the session,
 * and its answers reach the agent as the person's message.
 */
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it, vi } from "vitest";
import { ANSWER_PROMPT } from "../src/answer/answer-prompt.ts";
import { fakeContext, loadExtension } from "./support-unit/fake-pi.ts";
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

describe("/answer with the session's model", () => {
	it("one complete() call with pi's key; the form is not stored; the answers reach the agent", async () => {
		completions.reply = JSON.stringify({
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
			],
		});
		const extension = loadExtension();
		const screen = terminalUi();
		const loaderScreen = terminalUi();
		let customCalls = 0;
		const ui = {
			...screen.ui,
			custom: ((...args: Parameters<typeof screen.ui.custom>) =>
				(customCalls++ === 0 ? loaderScreen : screen).ui.custom(...args)) as typeof screen.ui.custom,
		};
		const model = { id: "mock-model", provider: "mock" };
		const ctx = Object.assign(fakeContext({ ui, branch: () => [agentSaid] }), {
			model,
			modelRegistry: { getApiKeyAndHeaders: async () => ({ ok: true, apiKey: "k-1", headers: { "x-h": "1" } }) },
		});
		const running = extension.command("answer", ctx);
		await waitUntil(async () => {
			await screen.terminal.flush();
			return screen.terminal.screen().join("\n").includes("Type your own");
		}, 5_000);
		expect(completions.calls).toHaveLength(1);
		const [calledModel, context, options] = completions.calls[0] ?? [];
		expect(calledModel).toBe(model);
		expect(context).toMatchObject({
			systemPrompt: ANSWER_PROMPT,
			messages: [{ role: "user", content: [{ type: "text", text: AGENT_TEXT }] }],
		});
		expect(context).not.toHaveProperty("tools");
		expect(options).toMatchObject({ apiKey: "k-1", headers: { "x-h": "1" } });
		await screen.press("1", RAW_KEYS.enter);
		await running;
		expect(extension.entries).toEqual([]);
		expect(extension.userMessages).toHaveLength(1);
		expect(extension.userMessages[0]).toContain('"On" ["on"]');
	});
});
