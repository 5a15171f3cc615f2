/**
 * The product under test in a real pi: a mock model server plus an isolated pi env per test, and the interactive
 * TUI in tmux with `-e packages/pi-extension`. Everything is torn down when the body ends, pass or fail.
 */

import type { ScriptedReply } from "@ask-user/test-kit/mock-model-script";
import { type MockModelServer, startMockModelServer } from "@ask-user/test-kit/mock-model-server";
import { expect } from "vitest";
import { createPiEnv, type PiEnv, type PiEnvOptions } from "./pi-env.ts";
import { PI_EXTENSION_ROOT, piVersion } from "./pi-paths.ts";
import { type ToolResultRecord, waitForToolResultsInSession } from "./read-tool-results.ts";
import { type TmuxSession, type WaitOptions, waitForPiReady, withPiInTmux } from "./tmux-session.ts";

/** The pi package `-e` loads: its package.json `pi` manifest names `./src/index.ts`. */
export const EXTENSION_DIR = PI_EXTENSION_ROOT;

/** Bounds for one interactive scenario: several times pi's start-up, for a cold machine (apps/bench/MEASUREMENTS.md). */
export const TUI_TEST_TIMEOUT_MS = 90_000;

export interface MockPi {
	server: MockModelServer;
	env: PiEnv;
}

export interface MockPiOptions {
	replies?: ScriptedReply[];
	env?: Omit<PiEnvOptions, "baseUrl">;
}

/** A mock model server and an isolated pi env for `body`, both removed afterwards. */
export async function withMockPi<T>(options: MockPiOptions, body: (pi: MockPi) => Promise<T>): Promise<T> {
	const server = await startMockModelServer({ replies: options.replies ?? [] });
	try {
		const env = await createPiEnv({ ...options.env, baseUrl: server.baseUrl });
		try {
			return await body({ server, env });
		} finally {
			await env.cleanup();
		}
	} finally {
		await server.close();
	}
}

export interface TuiPi extends MockPi {
	session: TmuxSession;
}

export interface TuiPiOptions extends MockPiOptions {
	/** Loaded after the product, e.g. a helper extension. */
	extraExtensions?: readonly string[];
	/** The terminal's rows; 40 by default. */
	height?: number;
}

/** Interactive pi in tmux with the product loaded, ready for input; the tmux server is killed afterwards. */
export function withAskUserTui<T>(options: TuiPiOptions, body: (pi: TuiPi) => Promise<T>): Promise<T> {
	return withMockPi(options, async ({ server, env }) => {
		const extensions = [EXTENSION_DIR, ...(options.extraExtensions ?? [])];
		const size = options.height === undefined ? {} : { height: options.height };
		return withPiInTmux({ env, extensions, ...size }, async (session) => {
			await waitForPiReady(session, env);
			return body({ server, env, session });
		});
	});
}

/** What pi 1.x shows when a prompt is sent before its start-up is done; the prompt stays in its editor. */
const STARTUP_REFUSAL = "Startup is still in progress";

/** Whether pi's editor (the lines between the screen's last two rules) holds `text`. */
function editorHolds(screen: string, text: string): boolean {
	const lines = screen.split("\n");
	const rules = lines.flatMap((line, index) => (/^─{10,}/.test(line) ? [index] : []));
	const [top, bottom] = rules.slice(-2);
	if (top === undefined || bottom === undefined) return false;
	return lines
		.slice(top + 1, bottom)
		.join(" ")
		.includes(text.slice(0, 20));
}

/** Checks of a prompt still in pi's editor with no refusal on screen before it is taken as kept there on purpose. */
const UNREFUSED_CHECKS = 5;

/**
 * Types a prompt into pi's editor and sends it. pi 1.x mounts its editor before its start-up is done and keeps a
 * prompt sent meanwhile in the editor, saying so: then Enter is pressed again until pi takes it. The refusal can
 * show a while after the Enter on a busy machine, so a prompt still in the editor without it is looked at again
 * (`UNREFUSED_CHECKS` times) before it counts as kept there by pi itself.
 */
export async function submitPrompt(session: TmuxSession, text: string): Promise<void> {
	await session.sendText(text);
	await session.sendKeys("Enter");
	if (piVersion().startsWith("0.")) return;
	let unrefused = 0;
	for (let attempt = 0; attempt < 60; attempt += 1) {
		await new Promise((resolve) => setTimeout(resolve, 300));
		const screen = await session.capture();
		if (!editorHolds(screen, text)) return;
		if (screen.includes(STARTUP_REFUSAL)) {
			unrefused = 0;
			await session.sendKeys("Enter");
		} else if (++unrefused >= UNREFUSED_CHECKS) return;
	}
}

/**
 * How long after the form shows a person's first key comes, at the soonest. The form holds a key read before its host
 * has had a turn after the first frame as typed before anyone could see it (D107): a script that keys at once races
 * pi finishing that frame on a busy machine.
 */
const REACTION_MS = 250;

/**
 * Waits for a form that is opening to show `formText`, and a person's reaction time: returns its screen then, drawn
 * whole (the screen that first showed the text can be a frame pi was still writing).
 */
export async function waitForForm(
	session: TmuxSession,
	formText: string | RegExp,
	options?: WaitOptions,
): Promise<string> {
	await session.waitForText(formText, options);
	await new Promise((resolve) => setTimeout(resolve, REACTION_MS));
	return session.waitForText(formText, options);
}

/**
 * Sends `prompt`, which the mock model answers with its `ask_user` call, and waits for the form and a person's
 * reaction time: returns its screen.
 */
export async function openForm(session: TmuxSession, prompt: string, formText: string | RegExp): Promise<string> {
	await submitPrompt(session, prompt);
	return waitForForm(session, formText);
}

/** The last message of the model's last request (a tool result, or the answers sent as a user message): role, text. */
export function lastMessageToModel(requests: readonly { messages: readonly { role: string; content?: unknown }[] }[]): {
	readonly role: string | undefined;
	readonly text: string;
} {
	const message = requests.at(-1)?.messages.at(-1);
	const parts: unknown[] = Array.isArray(message?.content) ? message.content : [{ text: message?.content }];
	const text = parts.map((part) => (part as { text?: unknown }).text).join("");
	return { role: message?.role, text };
}

/**
 * Waits for `count` `ask_user` results in the session files and checks that the model received exactly their
 * `content`, in order, in the request after the tool calls. Returns the records (with `details`).
 */
export async function expectResultsSentToModel(pi: MockPi, count: number): Promise<ToolResultRecord[]> {
	const records = await waitForToolResultsInSession(pi.env.sessionDir, count, { toolName: "ask_user" });
	await pi.server.waitForToolResults(count);
	const sent = pi.server.toolResults.map(({ toolCallId, content }) => ({ toolCallId, content }));
	expect(sent).toEqual(records.map(({ toolCallId, content }) => ({ toolCallId, content })));
	expect(records.every((record) => !record.isError)).toBe(true);
	return records;
}
