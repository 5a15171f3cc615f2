import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { CLI_TEST_OPTIONS, runCli, TOUR_ANSWERS, TOUR_SCRIPT } from "./support/run-cli.ts";

interface Message {
	readonly type: string;
	readonly name?: string;
	readonly sessionId: string;
	readonly event?: { readonly type: string };
	readonly snapshot?: { readonly status: string; readonly value?: unknown; readonly output?: unknown };
}

function expectWholeFlow(messages: readonly Message[]): void {
	const [registration] = messages;
	expect(registration).toMatchObject({ type: "@xstate.actor", name: "askUser" });
	expect(messages.every((message) => message.sessionId === registration?.sessionId)).toBe(true);
	const events = messages.filter((message) => message.type === "@xstate.event").map((message) => message.event?.type);
	expect(events).toEqual(
		expect.arrayContaining(["xstate.init", "editor.open", "option.next", "option.toggle", "editor.save"]),
	);
	const snapshots = messages.filter((message) => message.type === "@xstate.snapshot");
	expect(snapshots.length).toBeGreaterThan(10);
	expect(snapshots.at(-1)?.snapshot).toMatchObject({
		status: "done",
		value: "submitted",
		output: { cancelled: false, answers: TOUR_ANSWERS },
	});
}

const servers: WebSocketServer[] = [];
afterEach(() => {
	for (const server of servers.splice(0)) server.close();
});

function listen(): Promise<WebSocketServer> {
	return new Promise((resolve) => {
		const server: WebSocketServer = new WebSocketServer({ host: "127.0.0.1", port: 0 }, () => resolve(server));
		servers.push(server);
	});
}

function portOf(server: WebSocketServer): number {
	const address = server.address();
	if (typeof address !== "object" || address === null) throw new Error("no port");
	return address.port;
}

function unusedPort(): Promise<number> {
	return new Promise((resolve) => {
		const probe = createServer().listen(0, "127.0.0.1", () => {
			const address = probe.address();
			probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
		});
	});
}

describe("Stately inspector", CLI_TEST_OPTIONS, () => {
	it("streams the actor, its events and snapshots to --inspect=ws://…, ending done, then exits by itself", async () => {
		const server = await listen();
		const messages: Message[] = [];
		let disconnected = false;
		server.on("connection", (socket) => {
			socket.on("message", (data) => messages.push(JSON.parse(String(data))));
			socket.on("close", () => {
				disconnected = true;
			});
		});
		const run = await runCli([
			"--fixture",
			"tour",
			"--keys",
			TOUR_SCRIPT,
			"--json",
			`--inspect=ws://127.0.0.1:${portOf(server)}`,
		]);
		expect(run.stderr).toBe("");
		expect(run.code).toBe(0);
		expectWholeFlow(messages);
		expect(disconnected).toBe(true);
	});

	it("warns and still exits by itself when nothing listens", async () => {
		const run = await runCli([
			"--fixture",
			"tour",
			"--keys",
			"Enter",
			"--json",
			`--inspect=ws://127.0.0.1:${await unusedPort()}`,
		]);
		expect(run.code).toBe(0);
		expect(run.stderr).toMatch(/warning: inspector at ws:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/);
	});

	it("writes every inspection event as a JSON line with --inspect-log", async () => {
		const log = join(tempDir("playground"), "events.jsonl");
		const run = await runCli(["--fixture", "tour", "--keys", TOUR_SCRIPT, "--json", "--inspect-log", log]);
		expect(run.code).toBe(0);
		const lines = (await readFile(log, "utf8")).trimEnd().split("\n");
		expectWholeFlow(lines.map((line) => JSON.parse(line)));
	});
});
