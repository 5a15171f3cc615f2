/**
 * The least model pi can start a turn against, for timing pi's own start: an OpenAI-compatible chat-completions
 * server on 127.0.0.1 that streams the text "ok" to every request, and an agent dir that names it.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface MockPiHome {
	/** The environment pi runs with: its agent dir, a home of its own, no other variable of ours. */
	readonly env: Readonly<Record<string, string>>;
	/** The project directory pi runs in. */
	readonly cwd: string;
	close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null): string {
	const body = { id: "bench", object: "chat.completion.chunk", created: 0, model: "mock-model" };
	return `data: ${JSON.stringify({ ...body, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

const REPLY = [
	chunk({ role: "assistant", content: "ok" }, null),
	chunk({}, "stop"),
	`data: ${JSON.stringify({ id: "bench", object: "chat.completion.chunk", choices: [], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } })}\n\n`,
	"data: [DONE]\n\n",
].join("");

export async function startMockPiHome(): Promise<MockPiHome> {
	const server = createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
			res.end(REPLY);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	const root = await mkdtemp(join(tmpdir(), "ask-user-bench-pi-"));
	const home = join(root, "home");
	const agentDir = join(root, "agent");
	const cwd = join(root, "project");
	for (const dir of [home, agentDir, cwd]) await mkdir(dir);
	const provider = {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		api: "openai-completions",
		apiKey: "mock",
		compat: { supportsDeveloperRole: false, supportsReasoningEffort: false, supportsStore: false },
		models: [
			{
				id: "mock-model",
				name: "Mock",
				reasoning: false,
				input: ["text"],
				contextWindow: 128000,
				maxTokens: 4096,
				cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
			},
		],
	};
	const settings = {
		defaultProvider: "mock",
		defaultModel: "mock-model",
		quietStartup: true,
		collapseChangelog: true,
		enableInstallTelemetry: false,
		retry: { enabled: false },
		compaction: { enabled: false },
	};
	await writeFile(join(agentDir, "models.json"), JSON.stringify({ providers: { mock: provider } }));
	await writeFile(join(agentDir, "settings.json"), JSON.stringify(settings));
	const env = { PATH: process.env.PATH ?? "", HOME: home, PI_CODING_AGENT_DIR: agentDir };
	return {
		env,
		cwd,
		close: async () => {
			await new Promise((resolve) => server.close(resolve));
			await rm(root, { recursive: true, force: true });
		},
	};
}
