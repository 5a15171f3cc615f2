/**
 * Proves the end-to-end harness against a throwaway `ask_user` extension (not the product): the real pi, offline,
 * against the mock model server, in tmux (interactive), `-p` / `--mode json` (no UI) and `--mode rpc`.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMockPi } from "./support/ask-user-pi.ts";
import { askUserReply, textReply, toolCallsReply } from "./support/mock-model-script.ts";
import { readToolResults, toolResultsFromEvents } from "./support/read-tool-results.ts";
import { runPiPrint } from "./support/run-pi-print.ts";
import { runPiRpc } from "./support/run-pi-rpc.ts";
import { startPiInTmux, type TmuxSession, waitForPiReady } from "./support/tmux-session.ts";

/** The throwaway extension: one `ask_user` tool that asks a plain select when there is a UI. */
const THROWAWAY_EXTENSION = `
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { Type } from "typebox";

export default function (pi: ExtensionAPI) {
	pi.registerTool({
		name: "ask_user",
		label: "Ask user",
		description: "Ask the user to pick an option.",
		promptSnippet: "ask_user: ask the user when a preference is missing",
		parameters: Type.Object({ questions: Type.Array(Type.Any()) }),
		executionMode: "sequential",
		async execute(toolCallId, params, signal, _onUpdate, ctx) {
			if (!ctx.hasUI) {
				return {
					content: [{ type: "text", text: "ask_user needs an interactive UI" }],
					details: { cancelled: true, questionCount: params.questions.length },
				};
			}
			const picked = await ctx.ui.select("Pick", ["a", "b"], { signal });
			return {
				content: [{ type: "text", text: "picked " + picked }],
				details: { picked: picked ?? null, toolCallId, questionCount: params.questions.length },
			};
		},
	});
}
`;

const QUESTIONS = { questions: [{ id: "color", prompt: "Which colour?", options: [{ value: "r", label: "Red" }] }] };
const TEST_TIMEOUT_MS = 90_000;

const timings: Record<string, number> = {};
let extensionDir: string;

beforeAll(async () => {
	extensionDir = await mkdtemp(join(tmpdir(), "ask-user-e2e-ext-"));
	await writeFile(join(extensionDir, "index.ts"), THROWAWAY_EXTENSION);
	const manifest = { name: "throwaway-ask-user", type: "module", pi: { extensions: ["./index.ts"] } };
	await writeFile(join(extensionDir, "package.json"), JSON.stringify(manifest));
});

afterAll(async () => {
	await rm(extensionDir, { recursive: true, force: true });
	console.log(`e2e harness timings (ms): ${JSON.stringify(timings)}`);
});

describe("e2e harness", () => {
	it(
		"interactive (tmux): the tool call opens the select, keys answer it, result text and details arrive",
		async () => {
			await withMockPi({ replies: [askUserReply(QUESTIONS, "call_pick")] }, async ({ server, env }) => {
				expect(env.fdPath, "install fd-find: pi needs fd for @ completion").toBeDefined();
				let session: TmuxSession | undefined;
				try {
					session = await startPiInTmux({ env, extensions: [extensionDir] });
					timings.tmuxStartup = await waitForPiReady(session, env);
					await session.sendText("help me choose");
					await session.sendKeys("Enter");
					await session.waitForText("Pick");
					await session.sendKeys("Down", "Enter");
					await server.waitForToolResults(1);
					expect(server.toolResults[0]).toMatchObject({ toolCallId: "call_pick", content: "picked b" });
					await session.waitForText(/^ ok$/m);
					expect(server.requests[0]?.tools?.map((t) => t.function.name)).toContain("ask_user");
					// The model gets only the content text: `details` never leave pi.
					expect(server.requests[1]?.messages.at(-1)).toEqual({
						role: "tool",
						content: "picked b",
						tool_call_id: "call_pick",
					});
					expect(server.unhandled).toEqual([]);
					const results = await readToolResults(env.sessionDir, "ask_user");
					expect(results).toEqual([
						{
							toolCallId: "call_pick",
							toolName: "ask_user",
							content: "picked b",
							details: { picked: "b", toolCallId: "call_pick", questionCount: 1 },
							isError: false,
						},
					]);
					timings.tmuxTotal = Date.now() - session.launchedAt;
					await session.resize(60, 20);
					expect(await session.size()).toEqual({ width: 60, height: 20 });
					const narrow = await session.waitForScreen(
						(screen) => screen.split("\n").every((line) => line.length <= 60) && screen.includes("mock-model"),
						"a 60-column redraw",
					);
					expect(narrow).toContain("picked b");
				} finally {
					await session?.kill();
				}
			});
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"interactive (tmux): several ask_user calls in one reply run one after another",
		async () => {
			const reply = toolCallsReply({ arguments: QUESTIONS, id: "first" }, { arguments: QUESTIONS, id: "second" });
			await withMockPi({ replies: [reply, textReply("all answered")] }, async ({ server, env }) => {
				let session: TmuxSession | undefined;
				try {
					session = await startPiInTmux({ env, extensions: [extensionDir] });
					await waitForPiReady(session, env);
					await session.sendText("two questions");
					await session.sendKeys("Enter");
					await session.waitForText("Pick");
					await session.sendKeys("Enter"); // a
					await session.waitForText("picked a");
					await session.waitForText("Pick");
					await session.sendKeys("Down", "Enter"); // b
					await server.waitForToolResults(2);
					expect(server.toolResultBatches).toEqual([
						[
							{ toolCallId: "first", content: "picked a", requestIndex: 1 },
							{ toolCallId: "second", content: "picked b", requestIndex: 1 },
						],
					]);
					await session.waitForText("all answered");
					const details = (await readToolResults(env.sessionDir)).map((r) => r.details);
					expect(details).toMatchObject([{ picked: "a" }, { picked: "b" }]);
				} finally {
					await session?.kill();
				}
			});
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"pi -p and --mode json: no UI, the non-interactive result reaches the model",
		async () => {
			await withMockPi(
				{ replies: [askUserReply(QUESTIONS, "call_print"), textReply("done printing")] },
				async ({ server, env }) => {
					const result = await runPiPrint({ env, extensions: [extensionDir], prompt: "help me choose" });
					timings.printRun = result.durationMs;
					expect(result.code, result.stderr).toBe(0);
					expect(result.stdout.trim()).toBe("done printing");
					expect(server.toolResults).toEqual([
						{ toolCallId: "call_print", content: "ask_user needs an interactive UI", requestIndex: 1 },
					]);
					expect(await readToolResults(env.sessionDir, "ask_user")).toMatchObject([
						{ content: "ask_user needs an interactive UI", details: { cancelled: true, questionCount: 1 } },
					]);

					server.enqueue(askUserReply(QUESTIONS, "call_json"));
					const json = await runPiPrint({ env, extensions: [extensionDir], prompt: "again", mode: "json" });
					timings.jsonRun = json.durationMs;
					expect(json.code, json.stderr).toBe(0);
					expect(toolResultsFromEvents(json.events, "ask_user")).toEqual([
						{
							toolCallId: "call_json",
							toolName: "ask_user",
							content: "ask_user needs an interactive UI",
							details: { cancelled: true, questionCount: 1 },
							isError: false,
						},
					]);
				},
			);
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"--mode rpc: the scripted client answers the select",
		async () => {
			await withMockPi({ replies: [askUserReply(QUESTIONS, "call_rpc")] }, async ({ server, env }) => {
				const run = await runPiRpc({
					env,
					extensions: [extensionDir],
					prompt: "help me choose",
					onUiRequest: (request) =>
						request.method === "select" ? { value: request.options[1] ?? "" } : { cancelled: true },
				});
				timings.rpcStartup = run.startupMs;
				timings.rpcRun = run.durationMs;
				expect(run.uiRequests).toMatchObject([{ method: "select", title: "Pick", options: ["a", "b"] }]);
				expect(server.toolResults).toMatchObject([{ toolCallId: "call_rpc", content: "picked b" }]);
				const expected = { content: "picked b", details: { picked: "b", toolCallId: "call_rpc", questionCount: 1 } };
				expect(toolResultsFromEvents(run.events, "ask_user")).toMatchObject([expected]);
				expect(await readToolResults(env.sessionDir, "ask_user")).toMatchObject([expected]);
			});
		},
		TEST_TIMEOUT_MS,
	);
});
