/**
 * A call the client abandons ends at once and gives its turn to the next, in both protocol generations: cancelled by
 * the client (`notifications/cancelled`), or its connection closed (stdio: the server exits, its page closed). The
 * server's time limit is 60 s here: a next form opening within a second of the cancel did not wait for it.
 */
import { DATABASE_PAYLOAD, databaseQuestion } from "@ask-user/test-kit/database-question";
import type { ClientCapabilities, ElicitResult } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { type Connection, connectionsClosedAfterEach, ERAS, type Era } from "./support/client.ts";

// Each test starts the server (and, for 2026-07-28, the SDK's discovery probe starts it once more): seconds each.
const TIMEOUT = 60_000;

const ARGS = ["--timeout", "60"];

/** How soon an abandoned call must have given its turn away: far below the time limit. */
const AT_ONCE_MS = 1000;

const started = connectionsClosedAfterEach();

type Mode = "form" | "url" | "page";
const MODES: readonly Mode[] = ["form", "url", "page"];

const CAPABILITIES: Readonly<Record<Mode, ClientCapabilities>> = {
	form: { elicitation: { form: {} } },
	url: { elicitation: { url: {} } },
	page: {},
};

/** The time at which `holds()` first holds, checked every 10 ms; throws after 20 s. */
async function when(holds: () => boolean): Promise<number> {
	const deadline = Date.now() + 20_000;
	while (!holds()) {
		if (Date.now() > deadline) throw new Error("never happened");
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	return Date.now();
}

/** The pages' addresses the person was given: told by the client (URL mode) or on the server's stderr. */
function pages(connection: Connection, mode: Mode): string[] {
	if (mode === "page") return connection.stderr().match(/https?:\/\/\S+/g) ?? [];
	return connection.asked.flatMap((params) => (params.mode === "url" ? [params.url] : []));
}

/** How many forms the person was shown. */
function shown(connection: Connection, mode: Mode): number {
	return mode === "page" ? pages(connection, mode).length : connection.asked.length;
}

/** Whether a page's server answers at `url`'s origin (without opening the page: its address stays unopened). */
async function listening(url: string): Promise<boolean> {
	return fetch(new URL(url).origin).then(
		() => true,
		() => false,
	);
}

/**
 * Whether `url`, a one-time address never opened, still opens its page (the server's redirect with the page's
 * cookie). Not whether anything answers at its port: the system may give the closed page's port to the next page.
 */
async function opens(url: string): Promise<boolean> {
	return fetch(url, { redirect: "manual" }).then(
		(response) => response.status === 303,
		() => false,
	);
}

describe.each(ERAS)("an abandoned call, %s generation", (era: Era) => {
	it.each(MODES)(
		"cancelled by the client in %s mode, ends at once (its page closed) and the queued call's form opens",
		async (mode) => {
			const connection = await started({
				era,
				args: ARGS,
				capabilities: CAPABILITIES[mode],
				answer: (params, signal) => {
					// URL mode: the client opened the page; form mode: the client's form stays until the call ends.
					if (params.mode === "url") return { action: "accept" };
					return new Promise<ElicitResult>((resolve) =>
						signal.addEventListener("abort", () => resolve({ action: "cancel" }), { once: true }),
					);
				},
			});
			const first = new AbortController();
			const cancelled = connection.callAskUser(DATABASE_PAYLOAD, first.signal);
			await when(() => shown(connection, mode) === 1);
			const second = new AbortController();
			const queued = connection.callAskUser({ questions: [databaseQuestion("next")] }, second.signal);
			// Time for the second call to reach the server and wait its turn.
			await new Promise((resolve) => setTimeout(resolve, 300));
			const cancelledAt = Date.now();
			first.abort();
			await expect(cancelled).rejects.toThrow();
			const opened = await when(() => shown(connection, mode) === 2);
			expect(opened - cancelledAt).toBeLessThan(AT_ONCE_MS);
			const [firstPage, secondPage] = pages(connection, mode);
			if (firstPage !== undefined) expect(await opens(firstPage)).toBe(false);
			if (secondPage !== undefined) expect(await opens(secondPage)).toBe(true);
			second.abort();
			await expect(queued).rejects.toThrow();
		},
		TIMEOUT,
	);

	it(
		"ends with its client's disconnect: the server exits on stdin's end at once, its page closed",
		async () => {
			const connection = await started({ era, args: ARGS, capabilities: {} });
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			await when(() => pages(connection, "page").length === 1);
			const [page] = pages(connection, "page");
			const closing = Date.now();
			// The client's close ends stdin and waits 2 s for the process to exit before it sends SIGTERM.
			await connection.close();
			expect(Date.now() - closing).toBeLessThan(AT_ONCE_MS);
			await expect(call).rejects.toThrow();
			expect(await opens(page ?? "")).toBe(false);
		},
		TIMEOUT,
	);
});

describe("a 2026-07-28 round the client never answers", () => {
	it(
		"closes its page when the client disconnects, and the server exits on stdin's end at once",
		async () => {
			const connection = await started({
				era: "modern",
				args: ARGS,
				capabilities: CAPABILITIES.url,
				manualRounds: true,
			});
			const round = (await connection.client.request(
				{ method: "tools/call", params: { name: "ask_user", arguments: DATABASE_PAYLOAD } },
				{ allowInputRequired: true },
			)) as { inputRequests?: Record<string, { params?: { url?: string } }> };
			const page = Object.values(round.inputRequests ?? {})[0]?.params?.url ?? "";
			expect(await listening(page)).toBe(true);
			const closing = Date.now();
			await connection.close();
			expect(Date.now() - closing).toBeLessThan(AT_ONCE_MS);
			expect(await opens(page)).toBe(false);
		},
		TIMEOUT,
	);
});
