import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { lastAgentMessage } from "../src/form/agent-message.ts";
import { fakeContext, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const message = (role: string, content: unknown): SessionEntry =>
	({
		type: "message",
		id: Math.random().toString(36),
		parentId: null,
		timestamp: "",
		message: { role, content },
	}) as never;

describe("the agent's last message", () => {
	it("is the text of the last assistant message that has any, its parts joined", () => {
		const branch = [
			message("assistant", [{ type: "text", text: "older" }]),
			message("user", [{ type: "text", text: "a question" }]),
			message("assistant", [
				{ type: "text", text: "First part." },
				{ type: "thinking", thinking: "hidden" },
				{ type: "text", text: "Second part." },
			]),
			message("assistant", [{ type: "toolCall", id: "c1", name: "ask_user", arguments: {} }]),
			message("toolResult", [{ type: "text", text: "not the agent's" }]),
		];
		expect(lastAgentMessage(branch)).toBe("First part.\n\nSecond part.");
	});

	it("is undefined when the agent wrote nothing, and odd shapes are skipped", () => {
		const odd = [
			message("assistant", "plain string"),
			message("assistant", [null, { type: "text", text: 3 }, { type: "text", text: "  " }]),
			{ type: "custom", customType: "x", data: {} } as never,
		];
		expect(lastAgentMessage(odd)).toBeUndefined();
		expect(lastAgentMessage([])).toBeUndefined();
	});
});

describe("the agent's message in the terminal form", () => {
	it("`a` shows the last assistant text of the session branch, and Esc returns to the form", async () => {
		const screen = terminalUi();
		const branch = () => [message("assistant", [{ type: "text", text: "I compared Postgres and SQLite." }])];
		const running = runTool(tour, fakeContext({ ui: screen.ui, branch }));
		await screen.opened();
		await screen.press("a");
		expect(screen.terminal.screen()).toContain("What the agent said");
		expect(screen.terminal.screen()).toContain("I compared Postgres and SQLite.");
		await screen.press(RAW_KEYS.escape);
		expect(screen.terminal.screen().join("\n")).toContain("Which database should the service use?");
		await screen.press(RAW_KEYS.ctrlC);
		expect((await running).details?.cancelReason).toBe("dismissed");
	});
});
