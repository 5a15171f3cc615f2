/**
 * `ask-user-mcp` as an MCP host meets it: the server built as it ships (`built-bundle.ts`), started anew per run on
 * stdio by the MCP SDK's own client. Start: from spawning the process to the `initialize` handshake done, beside Node
 * alone (a process that exits at once) for the floor on this machine. First elicitation: from the client's
 * `tools/call` to the form reaching the client, on a 2025-11-25 connection (the server's `elicitation/create`
 * request at the client's handler) and on a 2026-07-28 one (the `input_required` result that carries the form, taken
 * as it arrives: the client SDK's own first handling of it, hundreds of ms on a loaded machine, is not the server's).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { DATABASE_PAYLOAD } from "@ask-user/test-kit/database-question";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { buildBundle, SERVER_DIR } from "../built-bundle.ts";
import type { BenchSizes } from "../options.ts";
import { summarize } from "../stats.ts";

const MEASURES = ["node alone", "start", "first elicitation (2025-11-25)", "first elicitation (2026-07-28)"] as const;
type McpMeasure = (typeof MEASURES)[number];

export interface McpServerResult {
	readonly measure: McpMeasure;
	readonly runs: number;
	readonly median: number;
	readonly samples: readonly number[];
}

/** A Node process that exits at once, spawned to its exit: the floor under any start. */
function nodeAlone(): Promise<number> {
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
		child.on("error", reject);
		child.on("close", () => resolve(performance.now() - started));
	});
}

/** One connection: how long it took to connect (`initialize` only) and from the call to the form. */
async function askOnce(bin: string, modern: boolean): Promise<{ readonly start: number; readonly ask: number }> {
	const client = new Client(
		{ name: "ask-user-bench", version: "1.0.0" },
		{
			capabilities: { elicitation: { form: {} } },
			versionNegotiation: { mode: modern ? { pin: "2026-07-28" } : "legacy" },
			// 2026-07-28: the `input_required` result is handed back as it arrives, not answered by the SDK.
			...(modern ? { inputRequired: { autoFulfill: false } } : {}),
		},
	);
	let asked = 0;
	client.setRequestHandler("elicitation/create", () => {
		asked = performance.now();
		return { action: "cancel" };
	});
	const transport = new StdioClientTransport({ command: process.execPath, args: [bin], stderr: "ignore" });
	const connecting = performance.now();
	await client.connect(transport);
	// A 2026-07-28 connect has no handshake (the era came from the probe's sibling process): the server is still
	// starting when it returns. Its tool list first, as a host asks it on connecting, so the call finds it started.
	if (modern) await client.listTools();
	const start = performance.now() - connecting;
	try {
		const called = performance.now();
		const params = { name: "ask_user", arguments: DATABASE_PAYLOAD };
		if (!modern) {
			await client.callTool(params);
			return { start, ask: asked - called };
		}
		const round = (await client.request({ method: "tools/call", params }, { allowInputRequired: true })) as {
			readonly resultType?: unknown;
		};
		const ask = performance.now() - called;
		if (round.resultType !== "input_required") throw new Error("ask-user-mcp answered no input_required round");
		return { start, ask };
	} finally {
		await client.close();
	}
}

function result(measure: McpMeasure, samples: readonly number[]): McpServerResult {
	return { measure, runs: samples.length, median: summarize(samples).median, samples };
}

export async function mcpServerSuite(sizes: BenchSizes, log: (line: string) => void): Promise<McpServerResult[]> {
	const server = buildBundle(SERVER_DIR);
	const bin = join(server.dir, "bin.js");
	try {
		const floor: number[] = [];
		const starts: number[] = [];
		const legacy: number[] = [];
		const modern: number[] = [];
		for (let run = 0; run < sizes.mcpRuns; run++) {
			floor.push(await nodeAlone());
			const pushed = await askOnce(bin, false);
			starts.push(pushed.start);
			legacy.push(pushed.ask);
			// The 2026-07-28 connect probes with a sibling process first: only the call is timed; start is 2025-11-25's.
			modern.push((await askOnce(bin, true)).ask);
		}
		const results = [
			result("node alone", floor),
			result("start", starts),
			result(MEASURES[2], legacy),
			result(MEASURES[3], modern),
		];
		for (const { measure, median, runs } of results)
			log(`ask-user-mcp ${measure}: median ${median.toFixed(1)} ms of ${runs} runs`);
		return results;
	} finally {
		server.remove();
	}
}
