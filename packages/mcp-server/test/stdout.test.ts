/**
 * What the server writes and where, read from the process itself: stdout carries protocol messages only (a host
 * parses every line of it), and the server writes no file, in its working directory, its home or its temp dir.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DATABASE_PAYLOAD } from "@ask-user/test-kit/database-question";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { afterEach, describe, expect, it } from "vitest";
import { UNREADABLE_ANSWER, UNREADABLE_ANSWER_ISSUES } from "../src/messages.ts";
import { PACKAGE_DIR, SERVER_COMMAND } from "./support/client.ts";

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
	const dir = mkdtempSync(join(tmpdir(), "ask-user-mcp-out-"));
	dirs.push(dir);
	return dir;
}

interface Run {
	readonly stdout: string;
	readonly stderr: string;
	readonly code: number | null;
}

/**
 * Starts the server in fresh folders, writes `lines` to it, answers every form it asks (`elicitation/create`) with
 * `answer` (declines it by default), waits for `replies` responses to our requests, then closes stdin.
 */
function run(
	args: readonly string[],
	lines: readonly unknown[],
	replies: number,
	env: NodeJS.ProcessEnv,
	answer: unknown = { action: "decline" },
): Promise<Run> {
	const [command, ...rest] = SERVER_COMMAND;
	// The source loader (tsx) resolves from the package; the server's own folders are the fresh ones in `env`.
	const child: ChildProcess = spawn(command, [...rest, ...args], { cwd: PACKAGE_DIR, env, stdio: "pipe" });
	let stdout = "";
	let stderr = "";
	return new Promise((resolve, reject) => {
		child.on("error", reject);
		child.stderr?.on("data", (chunk: Buffer) => {
			stderr += chunk.toString();
		});
		child.stdout?.on("data", (chunk: Buffer) => {
			const before = stdout.split("\n").length - 1;
			stdout += chunk.toString();
			const complete = stdout.split("\n").slice(0, -1);
			for (const line of complete.slice(before)) {
				const message = JSON.parse(line) as { id?: unknown; method?: unknown };
				if (message.method === "elicitation/create")
					child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id: message.id, result: answer })}\n`);
			}
			if (complete.filter((line) => !line.includes('"method"')).length >= replies) child.stdin?.end();
		});
		child.on("close", (code) => resolve({ stdout, stderr, code }));
		for (const line of lines) child.stdin?.write(`${JSON.stringify(line)}\n`);
		if (replies === 0) child.stdin?.end();
	});
}

const INITIALIZE = {
	jsonrpc: "2.0",
	id: 1,
	method: "initialize",
	params: {
		protocolVersion: "2025-11-25",
		capabilities: { elicitation: { form: {} } },
		clientInfo: { name: "raw", version: "1" },
	},
};

describe("ask-user-mcp's output", () => {
	it("writes only JSON-RPC messages to stdout, and no file anywhere", async () => {
		const home = freshDir();
		const temp = freshDir();
		// The source loader's cache off: it is the test's loader, not the server (the published bin is JavaScript).
		const env = {
			PATH: process.env.PATH ?? "",
			HOME: home,
			TMPDIR: temp,
			TEMP: temp,
			TMP: temp,
			TSX_DISABLE_CACHE: "1",
		};
		// The hostile payload with no required question, so a form carries it: the server asks, the client declines.
		const hostile = { ...hostilePayload, questions: hostilePayload.questions.map((q) => ({ ...q, required: false })) };
		const calls = [hostile, { questions: "not a list" }].map((args, i) => ({
			jsonrpc: "2.0",
			id: 3 + i,
			method: "tools/call",
			params: { name: "ask_user", arguments: args },
		}));
		const lines = [
			INITIALIZE,
			{ jsonrpc: "2.0", method: "notifications/initialized" },
			{ jsonrpc: "2.0", id: 2, method: "tools/list" },
			...calls,
		];
		const { stdout, code } = await run([], lines, 4, env);
		expect(code).toBe(0);
		const messages = stdout
			.trimEnd()
			.split("\n")
			.map((line) => JSON.parse(line) as { id?: unknown; method?: unknown });
		for (const message of messages) expect(message).toMatchObject({ jsonrpc: "2.0" });
		expect(messages).toHaveLength(5);
		// The invalid call's answer may come before the asked one's.
		const ids = messages.filter((message) => message.method === undefined).map((message) => Number(message.id));
		expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
		expect(messages.filter((message) => message.method !== undefined).map((message) => message.method)).toEqual([
			"elicitation/create",
		]);
		expect(readdirSync(home)).toEqual([]);
		expect(readdirSync(temp)).toEqual([]);
	}, 30_000);

	it("tells a client's answer that is no elicitation result as unreadable: the person may have answered", async () => {
		const call = {
			jsonrpc: "2.0",
			id: 2,
			method: "tools/call",
			params: { name: "ask_user", arguments: DATABASE_PAYLOAD },
		};
		const lines = [INITIALIZE, { jsonrpc: "2.0", method: "notifications/initialized" }, call];
		// What no SDK client sends, but a hand-written one may: fields that are neither text, a number nor a list, so
		// many that the SDK's message about them would run to megabytes.
		const fields = Array.from({ length: 5_000 }, (_, index) => [`q${index + 1}`, { nested: "sqlite" }]);
		const answer = { action: "accept", content: Object.fromEntries(fields) };
		const { stdout } = await run([], lines, 2, { PATH: process.env.PATH ?? "", TSX_DISABLE_CACHE: "1" }, answer);
		const result = stdout
			.trimEnd()
			.split("\n")
			.map((line) => JSON.parse(line) as { id?: unknown; result?: { content?: { text?: string }[] } })
			.find((message) => message.id === 2)?.result;
		const text = result?.content?.[0]?.text ?? "";
		expect(text.split("\n")[0]).toBe(UNREADABLE_ANSWER.cancelled.error);
		expect(text).toContain(UNREADABLE_ANSWER_ISSUES);
		expect(text).toContain("Invalid result for elicitation/create");
		expect(text).not.toMatch(/before the user could answer|No answer was given/);
		expect(text.length).toBeLessThan(3_000);
	}, 30_000);

	it("refuses an unknown argument on stderr, with nothing on stdout", async () => {
		const { stdout, stderr, code } = await run(["--shell", "rm -rf ~"], [], 0, { PATH: process.env.PATH ?? "" });
		expect(code).toBe(2);
		expect(stdout).toBe("");
		expect(stderr).toContain('unknown argument "--shell"');
		expect(stderr).toContain("usage: ask-user-mcp");
	}, 30_000);

	it("refuses its command line in the environment's language, option names and values as typed", async () => {
		const path = process.env.PATH ?? "";
		// Two processes at once: each start loads the TypeScript source, seconds on a busy machine.
		const [timeout, locale] = await Promise.all([
			run(["--timeout", "0"], [], 0, { PATH: path, LANG: "de_DE.UTF-8" }),
			run(["--locale", "ja"], [], 0, { PATH: path, LANG: "en_US.UTF-8", LC_ALL: "de_AT.UTF-8" }),
		]);
		for (const refused of [timeout, locale]) {
			expect(refused.code).toBe(2);
			expect(refused.stdout).toBe("");
		}
		expect(timeout.stderr).toMatch(
			/^ask-user-mcp: --timeout braucht eine Anzahl Sekunden über 0, in Dezimalziffern, angegeben: "0"\nusage: ask-user-mcp /,
		);
		expect(locale.stderr).toMatch(
			/^ask-user-mcp: --locale muss eine der Sprachen en, de, fr, es nennen, angegeben: "ja"\n/,
		);
	}, 60_000);

	it("prints the usage for --help on stdout and exits 0", async () => {
		const [command, ...rest] = SERVER_COMMAND;
		const { stdout, stderr, status } = spawnSync(command, [...rest, "--help"], { cwd: PACKAGE_DIR, encoding: "utf8" });
		expect(status).toBe(0);
		expect(stdout).toMatch(/^usage: ask-user-mcp /);
		expect(stdout).toContain("--timeout <seconds>");
		expect(stderr).toBe("");
	}, 30_000);

	it("refuses to start on a --host it cannot listen on, saying so, rather than failing every call", async () => {
		// 192.0.2.1 is TEST-NET-1 (RFC 5737): documentation only, never this machine's address.
		const { stdout, stderr, code } = await run(["--host", "192.0.2.1"], [], 0, { PATH: process.env.PATH ?? "" });
		expect(code).toBe(2);
		expect(stdout).toBe("");
		expect(stderr).toMatch(/^ask-user-mcp: --host 192\.0\.2\.1 cannot be listened on: .*EADDRNOTAVAIL/);
	}, 30_000);
});
