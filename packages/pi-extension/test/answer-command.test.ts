/**
 * `/answer`: the agent's last message goes to the model once, its reply (an ask_user payload) is validated and opens
 * as a form, and the submitted answers reach the agent as the person's message; every refusal says why.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { createEventBus, type SessionEntry } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnswerHost, answerLastMessage } from "../src/answer/answer.ts";
import type { AskModel } from "../src/answer/answer-model.ts";
import { ANSWER_PROMPT, MAX_MESSAGE_UNITS, MAX_REPLY_UNITS } from "../src/answer/answer-prompt.ts";
import { createAnswerDesk } from "../src/events/answer-desk.ts";
import { createLocaleMemory } from "../src/locale/locale.ts";
import { fakeContext, loadExtension } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const AGENT_TEXT = "I can set this up two ways. Should I use Postgres or SQLite? And what port should it listen on?";

const PAYLOAD = {
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

const agentSaid = (text: string): SessionEntry =>
	({
		type: "message",
		id: "m1",
		parentId: null,
		timestamp: new Date(0).toISOString(),
		message: { role: "assistant", content: [{ type: "text", text }] },
	}) as unknown as SessionEntry;

type Reply = string | { readonly problem: string } | "never";

/** A model that replies `reply` (`"never"`: replies only when stopped) and records what it was given. */
function fakeModel(reply: Reply) {
	const calls: { instruction: string; text: string; signal: AbortSignal }[] = [];
	const askModel: AskModel = async (instruction, text, signal) => {
		calls.push({ instruction, text, signal });
		if (reply === "never") {
			return new Promise((resolve) =>
				signal.addEventListener("abort", () => resolve({ ok: false, problem: "aborted" })),
			);
		}
		return typeof reply === "string" ? { ok: true, text: reply } : { ok: false, problem: reply.problem };
	};
	return { askModel, calls };
}

function setUp(text: string | undefined, reply: Reply, reportedProblems = new Set<string>()) {
	const screen = terminalUi();
	const model = fakeModel(reply);
	const sent: string[] = [];
	const events = createEventBus();
	const host: AnswerHost = {
		events,
		desk: createAnswerDesk(events),
		locale: createLocaleMemory({}),
		autocompleteProvider: () => ({
			getSuggestions: async () => null,
			applyCompletion: (lines) => ({ lines, cursorLine: 0, cursorCol: 0 }),
		}),
		sendUserMessage: (message) => sent.push(message),
		askModel: model.askModel,
		reportedProblems,
	};
	// The loader and the form each get a fresh virtual terminal, as if pi's TUI had stayed on between them.
	const loaderScreen = terminalUi();
	let customCalls = 0;
	const ui = {
		...screen.ui,
		custom: ((...args: Parameters<typeof screen.ui.custom>) =>
			(customCalls++ === 0 ? loaderScreen : screen).ui.custom(...args)) as typeof screen.ui.custom,
	};
	const ctx = fakeContext({ ui, branch: () => (text === undefined ? [] : [agentSaid(text)]) });
	return { screen, loaderScreen, model, sent, run: () => answerLastMessage(ctx, host) };
}

/** Waits until the screen shows `text`. */
async function shows(screen: ReturnType<typeof terminalUi>, text: string): Promise<void> {
	await waitUntil(
		async () => {
			await screen.terminal.flush();
			return screen.terminal.screen().join("\n").includes(text);
		},
		5_000,
		() => `the screen to show ${text}`,
	);
}

afterEach(() => {
	vi.unstubAllEnvs();
});

describe("/answer", () => {
	it("asks the model once with the agent's message, opens its form, and sends the answers as the person's message", async () => {
		const { screen, model, sent, run } = setUp(AGENT_TEXT, JSON.stringify(PAYLOAD));
		const running = run();
		await shows(screen, "Should I use Postgres or SQLite?");
		expect(model.calls).toMatchObject([{ instruction: ANSWER_PROMPT, text: AGENT_TEXT }]);
		await screen.press("2"); // SQLite
		await shows(screen, "What port should it listen on?");
		await screen.press(..."8080", RAW_KEYS.enter);
		await shows(screen, "Submit");
		await screen.press(RAW_KEYS.enter);
		await running;
		expect(sent).toHaveLength(1);
		expect(sent[0]).toMatch(/^The user submitted the questionnaire \(2 of 2 answered\):/);
		expect(sent[0]).toContain('"SQLite" ["sqlite"]');
		expect(sent[0]).toContain('"8080"');
	});

	it("a reply in a code fence is read too", async () => {
		const { screen, sent, run } = setUp(AGENT_TEXT, `\`\`\`json\n${JSON.stringify(PAYLOAD)}\n\`\`\``);
		const running = run();
		await shows(screen, "Should I use Postgres or SQLite?");
		await screen.press(RAW_KEYS.escape);
		await running;
		expect(sent).toEqual([]);
		expect(screen.notices.at(-1)).toBe("ask-user: the form was closed; nothing was sent to the agent");
	});

	it("tells a settings problem once in a session, not again on each /answer", async () => {
		const agentDir = tempDir("ask-user-answer-settings");
		writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify({ keys: { help: "e" } }));
		vi.stubEnv("PI_CODING_AGENT_DIR", agentDir);
		// One session's set of problems told, over two runs of /answer.
		const reported = new Set<string>();
		const told: string[] = [];
		for (let round = 0; round < 2; round++) {
			const { screen, run } = setUp(AGENT_TEXT, JSON.stringify(PAYLOAD), reported);
			const running = run();
			await shows(screen, "Should I use Postgres or SQLite?");
			await screen.press(RAW_KEYS.escape);
			await running;
			told.push(...screen.notices.filter((notice) => notice.includes("keys.help")));
		}
		expect(told).toHaveLength(1);
	});

	it("sends only the end of a very long message", async () => {
		const long = `${"x".repeat(MAX_MESSAGE_UNITS * 2)} Postgres or SQLite?`;
		const { model, run } = setUp(long, '{"questions":[]}');
		await run();
		expect(model.calls[0]?.text.length).toBeLessThanOrEqual(MAX_MESSAGE_UNITS + 100);
		expect(model.calls[0]?.text).toMatch(/^\[the message's beginning is left out\]\n/);
		expect(model.calls[0]?.text.endsWith("Postgres or SQLite?")).toBe(true);
	});

	it("refuses a message without a question mark without asking the model", async () => {
		const { screen, model, run } = setUp("Done: the tests pass.", JSON.stringify(PAYLOAD));
		await run();
		expect(model.calls).toEqual([]);
		expect(screen.notices).toEqual(["ask-user: the agent's last message asks no question"]);
	});

	it("refuses when the agent has written nothing", async () => {
		const { screen, model, run } = setUp(undefined, JSON.stringify(PAYLOAD));
		await run();
		expect(model.calls).toEqual([]);
		expect(screen.notices).toEqual(["ask-user: the agent has written no message to answer yet"]);
	});

	it("says so when the model finds no question (zero questions)", async () => {
		const { screen, sent, run } = setUp("Why not? It works.", '{"questions": []}');
		await run();
		expect(sent).toEqual([]);
		expect(screen.notices).toEqual(["ask-user: the model found no question to answer in the agent's last message"]);
	});

	it("names the problem of a reply that is not JSON, or not a valid payload, and opens nothing", async () => {
		const notJson = setUp(AGENT_TEXT, "Sure! Here are the questions: …");
		await notJson.run();
		expect(notJson.screen.notices).toHaveLength(1);
		expect(notJson.screen.notices[0]).toMatch(/^ask-user: the model's form cannot open: the reply is not JSON \(/);
		const invalid = setUp(
			AGENT_TEXT,
			JSON.stringify({ questions: [{ id: "db", prompt: "Which?", options: [{ value: "a" }] }] }),
		);
		await invalid.run();
		expect(invalid.screen.notices[0]).toContain(
			"ask-user: the model's form cannot open: the reply is not a valid ask_user form:",
		);
		expect(invalid.screen.notices[0]).toContain("questions[0].options[0]");
		expect(invalid.loaderScreen.doneCalls).toHaveLength(1);
		expect(invalid.screen.doneCalls).toEqual([]); // no form opened
		expect(invalid.sent).toEqual([]);
	});

	it("refuses a reply longer than the bound before parsing it", async () => {
		const { screen, run } = setUp(AGENT_TEXT, `${JSON.stringify(PAYLOAD)}${" ".repeat(MAX_REPLY_UNITS)}`);
		await run();
		expect(screen.notices).toEqual([
			`ask-user: the model's form cannot open: the reply is ${JSON.stringify(PAYLOAD).length + MAX_REPLY_UNITS} characters long, more than ${MAX_REPLY_UNITS}`,
		]);
		expect(screen.doneCalls).toEqual([]);
	});

	it("a hostile reply reaches the notice without escape sequences", async () => {
		const { screen, run } = setUp(AGENT_TEXT, "\x1b]0;pwned\x07\x1b[2J not json");
		await run();
		expect(screen.notices[0]).not.toMatch(/\x1b|\x07/);
	});

	it("shows a loader while the model reads; Esc stops the call and opens nothing", async () => {
		const { screen, loaderScreen, model, sent, run } = setUp(AGENT_TEXT, "never");
		const running = run();
		await shows(loaderScreen, "Turning the agent's questions into a form");
		await loaderScreen.press(RAW_KEYS.escape);
		await running;
		expect(model.calls[0]?.signal.aborted).toBe(true);
		expect(screen.notices).toEqual(["ask-user: /answer stopped"]);
		expect(screen.doneCalls).toEqual([]);
		expect(sent).toEqual([]);
	});

	it("tells the model's failure", async () => {
		const { screen, run } = setUp(AGENT_TEXT, { problem: "401 invalid api key" });
		await run();
		expect(screen.notices).toEqual(["ask-user: the model could not be asked (401 invalid api key)"]);
	});
});

describe("the /answer command", () => {
	it("tells the person when pi has no key for the session's model", async () => {
		const extension = loadExtension();
		const screen = terminalUi();
		const ctx = fakeContext({ ui: screen.ui, branch: () => [agentSaid(AGENT_TEXT)] });
		const model = { id: "mock", provider: "mock" };
		const withModel = Object.assign(Object.create(ctx) as typeof ctx, {
			model,
			modelRegistry: { getApiKeyAndHeaders: async () => ({ ok: false, error: "no key for mock" }) },
		});
		await extension.command("answer", withModel);
		expect(screen.notices).toEqual(["ask-user: the model could not be asked (no key for mock)"]);
		expect(extension.entries).toEqual([]);
	});

	it("refuses clearly when no model is selected", async () => {
		const extension = loadExtension();
		const screen = terminalUi();
		await extension.command("answer", fakeContext({ ui: screen.ui, branch: () => [agentSaid(AGENT_TEXT)] }));
		expect(screen.notices).toEqual([
			"ask-user: /answer needs a model to read the questions, and none is selected (/model)",
		]);
		expect(extension.userMessages).toEqual([]);
	});
});
