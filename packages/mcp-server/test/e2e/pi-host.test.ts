/**
 * A real MCP host, offline: pi 1.x (its built-in MCP support; pi 0.73 has none, so this file runs only in the pi 1.x
 * leg, `scripts/test-pi-1x.sh`, through `vitest.pi-1x.config.ts`) loads `ask-user-mcp` from the user-level
 * `mcp.json` of a temporary agent dir, its model (the mock on 127.0.0.1) calls `mcp__ask_user__ask_user`, pi shows
 * no MCP forms so the server serves the page and the call waits; the page is answered in chromium, and the answer
 * is in the model's next request.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "@ask-user/test-kit/chromium";
import { DATABASE_PAYLOAD } from "@ask-user/test-kit/database-question";
import { textReply, toolCallsReply } from "@ask-user/test-kit/mock-model-script";
import { type MockModelServer, startMockModelServer } from "@ask-user/test-kit/mock-model-server";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "../support/client.ts";
import { addressIn, answerOnPage } from "../support/page.ts";

/** pi's bin (this package's dev dependency, pi 1.x in the pi 1.x leg's copy); `ASK_USER_E2E_PI_BIN` names another. */
const PI_BIN = process.env.ASK_USER_E2E_PI_BIN ?? join(PACKAGE_DIR, "node_modules", ".bin", "pi");

let browser: Browser;
let mock: MockModelServer;
let root: string;

beforeAll(async () => {
	browser = await launchChromium();
	mock = await startMockModelServer({
		replies: [
			toolCallsReply({ name: "mcp__ask_user__ask_user", arguments: DATABASE_PAYLOAD }),
			textReply("Thanks, SQLite it is."),
		],
	});
	root = await mkdtemp(join(tmpdir(), "ask-user-mcp-pi-"));
}, 60_000);

afterAll(async () => {
	await browser?.close();
	await mock?.close();
	await rm(root, { recursive: true, force: true });
});

/** A temporary HOME and agent dir: the mock model as the default, and the server in the user-level `mcp.json`. */
async function agentDir(): Promise<{
	readonly env: Record<string, string>;
	readonly dir: string;
	readonly cwd: string;
}> {
	const dir = join(root, "agent");
	const cwd = join(root, "project");
	await Promise.all([dir, cwd, join(root, "home")].map((path) => mkdir(path, { recursive: true })));
	const models = {
		providers: {
			mock: {
				baseUrl: mock.baseUrl,
				api: "openai-completions",
				apiKey: "mock-api-key",
				compat: { supportsDeveloperRole: false, supportsReasoningEffort: false, supportsStore: false },
				models: [
					{ id: "mock-model", name: "Mock", reasoning: false, input: ["text"], contextWindow: 128000, maxTokens: 4096 },
				],
			},
		},
	};
	const settings = {
		defaultProvider: "mock",
		defaultModel: "mock-model",
		quietStartup: true,
		retry: { enabled: false },
	};
	// The server as the host starts it: Node on the TypeScript source through tsx, from this package's folder.
	const mcp = {
		mcpServers: {
			"ask-user": {
				command: process.execPath,
				args: ["--import", "tsx", "src/bin.ts"],
				cwd: PACKAGE_DIR,
				exposure: "direct",
			},
		},
	};
	await writeFile(join(dir, "models.json"), JSON.stringify(models));
	await writeFile(join(dir, "settings.json"), JSON.stringify(settings));
	await writeFile(join(dir, "mcp.json"), JSON.stringify(mcp));
	const env = {
		PATH: process.env.PATH ?? "",
		HOME: join(root, "home"),
		PI_CODING_AGENT_DIR: dir,
		PI_OFFLINE: "1",
		PI_SKIP_VERSION_CHECK: "1",
		PI_TELEMETRY: "0",
		TSX_DISABLE_CACHE: "1",
	};
	return { env, dir, cwd };
}

/** Where the address reaches the person in pi: the server's log messages, which pi appends to its MCP log. */
async function mcpLog(dir: string): Promise<string> {
	return readFile(join(dir, "mcp.log"), "utf8").catch(() => "");
}

describe("pi 1.x as the MCP host", () => {
	it("loads ask-user-mcp from mcp.json; the model's call waits on the page, and the answer reaches the model", async () => {
		const { env, dir, cwd } = await agentDir();
		// stdin closed: pi reads a piped stdin to its end before it starts.
		const pi = spawn(PI_BIN, ["-p", "--no-session", "Which database should I use?"], {
			cwd,
			env,
			stdio: ["ignore", "pipe", "pipe"],
		});
		let output = "";
		pi.stdout.on("data", (chunk: Buffer) => {
			output += chunk.toString();
		});
		pi.stderr.on("data", (chunk: Buffer) => {
			output += chunk.toString();
		});
		const exited = new Promise<number | null>((resolve) => pi.on("close", resolve));
		try {
			await waitUntil(
				async () => /https?:\/\/127\.0\.0\.1/.test(await mcpLog(dir)),
				60_000,
				() => `the page's address in mcp.log; pi said: ${output}`,
			);
			const line = (await mcpLog(dir)).split("\n").find((entry) => entry.includes("http"));
			await answerOnPage(browser, addressIn(line), /SQLite/);
			await mock.waitForToolResults(1, 30_000);
			expect(await exited).toBe(0);
		} finally {
			pi.kill();
		}
		const [result] = mock.toolResults;
		expect(result?.content).toContain('"Database" ["db"]: "SQLite" ["sqlite"]');
		// The call came from the model's first request's tools: pi declared ask_user to the model.
		const tools = JSON.stringify(mock.requests[0]);
		expect(tools).toContain("mcp__ask_user__ask_user");
		expect(output).toContain("Thanks, SQLite it is.");
	}, 120_000);
});
