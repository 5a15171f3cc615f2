/**
 * A waiting call keeps telling the client it waits, from its start: progress notifications reset a host's
 * per-request timeout (pi's 60 s), so a call waiting its turn behind another question, or waiting on the page the
 * client opened (URL mode), is not cut off while the person answers.
 */
import { DATABASE_PAYLOAD, databaseQuestion } from "@ask-user/test-kit/database-question";
import { describe, expect, it } from "vitest";
import { serverWords } from "../src/server-words.ts";
import { type Connection, connectionsClosedAfterEach, ERAS, type Era } from "./support/client.ts";

// Each test starts the server (and, for 2026-07-28, the SDK's discovery probe starts it once more): seconds each.
const TIMEOUT = 60_000;

const started = connectionsClosedAfterEach();

/** The server started with no locale in its environment (the SDK's client passes none) speaks English. */
const WORDS = serverWords("en");

/** Calls ask_user with its own progress messages, as a host with a per-request timeout reset by progress does. */
function call(connection: Connection, id: string, signal: AbortSignal): { readonly progress: string[] } {
	const progress: string[] = [];
	connection.client
		.callTool(
			{ name: "ask_user", arguments: { questions: [databaseQuestion(id)] } },
			{
				timeout: 40_000,
				resetTimeoutOnProgress: true,
				signal,
				onprogress: (update) => progress.push(update.message ?? ""),
			},
		)
		.catch(() => {});
	return { progress };
}

describe.each(ERAS)("progress while a call waits, %s generation", (era: Era) => {
	it(
		"a call waiting its turn behind another question is told so, then gets the page's address",
		async () => {
			const connection = await started({ era, capabilities: {} });
			const ending = new AbortController();
			const first = call(connection, "first", ending.signal);
			await expect.poll(() => first.progress.length, { timeout: 20_000 }).toBeGreaterThan(0);
			const second = call(connection, "second", ending.signal);
			await expect.poll(() => second.progress[0], { timeout: 20_000 }).toBe(WORDS.waitingTurn);
			expect(first.progress[0]).toContain("Answer the questions in a browser: http");
			ending.abort();
		},
		TIMEOUT,
	);
});

describe("progress while the person answers the client's form or on the page it opened (URL mode)", () => {
	it(
		"2025-11-25 form mode: the call waiting for the client's form is told so",
		async () => {
			const connection = await started({
				era: "legacy",
				answer: (_params, signal) =>
					new Promise((resolve) => signal.addEventListener("abort", () => resolve({ action: "cancel" }))),
			});
			const ending = new AbortController();
			const asking = call(connection, "db", ending.signal);
			await expect.poll(() => asking.progress[0], { timeout: 20_000 }).toBe(WORDS.waitingForm);
			ending.abort();
		},
		TIMEOUT,
	);

	it(
		"2025-11-25: the call waiting on the page is told so",
		async () => {
			const connection = await started({
				era: "legacy",
				capabilities: { elicitation: { url: {} } },
				answer: () => ({ action: "accept" }),
			});
			const ending = new AbortController();
			const asking = call(connection, "db", ending.signal);
			await expect.poll(() => asking.progress[0], { timeout: 20_000 }).toBe(WORDS.waitingUrl);
			ending.abort();
		},
		TIMEOUT,
	);

	it(
		"2026-07-28: the retry that accepted the address, waiting on the page, is told so",
		async () => {
			// The SDK's client sends its retries without a progress token: the retry is sent here, as a host may.
			const connection = await started({
				era: "modern",
				capabilities: { elicitation: { url: {} } },
				manualRounds: true,
			});
			const params = { name: "ask_user", arguments: DATABASE_PAYLOAD };
			const round = (await connection.client.request(
				{ method: "tools/call", params },
				{ allowInputRequired: true },
			)) as Record<string, unknown>;
			const progress: string[] = [];
			const ending = new AbortController();
			const retry = { ...params, requestState: round.requestState, inputResponses: { answers: { action: "accept" } } };
			connection.client
				.request(
					{ method: "tools/call", params: retry },
					{
						allowInputRequired: true,
						signal: ending.signal,
						onprogress: (update) => progress.push(update.message ?? ""),
					},
				)
				.catch(() => {});
			await expect.poll(() => progress[0], { timeout: 20_000 }).toBe(WORDS.waitingUrl);
			ending.abort();
		},
		TIMEOUT,
	);
});
