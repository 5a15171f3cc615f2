/**
 * The SDK's own client connected to `ask-user-mcp` started as a process on stdio, in either protocol generation:
 * `legacy` (the 2025-11-25 `initialize` handshake: the server sends `elicitation/create`) or `modern` (2026-07-28,
 * negotiated by `server/discover`: the server answers `input_required` and the client retries the call).
 */
import { fileURLToPath } from "node:url";
import {
	type CallToolResult,
	Client,
	type ClientCapabilities,
	type ElicitRequest,
	type ElicitResult,
} from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterEach } from "vitest";

export const PACKAGE_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** The command that starts the server as its `bin` does, on the TypeScript source. */
export const SERVER_COMMAND = [process.execPath, "--import", "tsx", "src/bin.ts"] as const;

export type Era = "legacy" | "modern";
export const ERAS: readonly Era[] = ["legacy", "modern"];

export interface Connection {
	readonly client: Client;
	/** Every `elicitation/create` params the client was asked, in order. */
	readonly asked: ElicitRequest["params"][];
	/** The server's process id. */
	readonly pid: number | null;
	/** What the server wrote to stderr. */
	readonly stderr: () => string;
	readonly callAskUser: (args: unknown, signal?: AbortSignal) => Promise<CallToolResult>;
	/** The progress messages and log messages the server sent, in order. */
	readonly progress: string[];
	readonly logs: string[];
	/** The `elicitationId`s the client was told are complete (2025-11-25 URL mode). */
	readonly completed: string[];
	readonly close: () => Promise<void>;
}

/** The text of a tool result's content. */
export function textOf(result: {
	readonly content: readonly { readonly type: string; readonly text?: string }[];
}): string {
	return result.content.map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("");
}

export async function connect(options: {
	readonly era: Era;
	readonly capabilities?: ClientCapabilities;
	readonly answer?: (params: ElicitRequest["params"], signal: AbortSignal) => ElicitResult | Promise<ElicitResult>;
	readonly args?: readonly string[];
	/** Variables the server's process gets besides the few the SDK's client passes (`HOME`, `PATH`, …; no `LANG`). */
	readonly env?: Readonly<Record<string, string>>;
	/** 2026-07-28 only: the `input_required` rounds are handed back instead of answered by the client. */
	readonly manualRounds?: boolean;
}): Promise<Connection> {
	const capabilities = options.capabilities ?? { elicitation: { form: {} } };
	const client = new Client(
		{ name: "ask-user-test-client", version: "1.0.0" },
		{
			capabilities,
			versionNegotiation: { mode: options.era === "modern" ? { pin: "2026-07-28" } : "legacy" },
			...(options.manualRounds === true ? { inputRequired: { autoFulfill: false } } : {}),
		},
	);
	const asked: ElicitRequest["params"][] = [];
	if (capabilities.elicitation !== undefined) {
		client.setRequestHandler("elicitation/create", async (request, ctx) => {
			asked.push(request.params);
			return options.answer === undefined ? { action: "cancel" } : options.answer(request.params, ctx.mcpReq.signal);
		});
	}
	const [command, ...args] = SERVER_COMMAND;
	const transport = new StdioClientTransport({
		command,
		args: [...args, ...(options.args ?? [])],
		cwd: PACKAGE_DIR,
		stderr: "pipe",
		...(options.env === undefined ? {} : { env: { ...options.env } }),
	});
	let stderr = "";
	transport.stderr?.on("data", (chunk: Buffer) => {
		stderr += chunk.toString();
	});
	const logs: string[] = [];
	const completed: string[] = [];
	const progress: string[] = [];
	client.setNotificationHandler("notifications/message", (notification) => {
		logs.push(String(notification.params.data));
	});
	client.setNotificationHandler("notifications/elicitation/complete", (notification) => {
		completed.push(notification.params.elicitationId);
	});
	await client.connect(transport);
	return {
		progress,
		logs,
		completed,
		client,
		asked,
		pid: transport.pid,
		stderr: () => stderr,
		callAskUser: async (toolArgs, signal) =>
			// Never the SDK's 60-second default: a person may take longer.
			(await client.callTool(
				{ name: "ask_user", arguments: toolArgs as Record<string, unknown> },
				{
					timeout: 10 * 60_000,
					onprogress: (update) => progress.push(update.message ?? ""),
					...(signal === undefined ? {} : { signal }),
				},
			)) as CallToolResult,
		close: () => client.close(),
	};
}

/** `connect` for the tests of the file that calls this (at its top level): each connection is closed after its test. */
export function connectionsClosedAfterEach(): (options: Parameters<typeof connect>[0]) => Promise<Connection> {
	const open: Connection[] = [];
	afterEach(async () => {
		await Promise.all(open.splice(0).map((connection) => connection.close()));
	});
	return async (options) => {
		const connection = await connect(options);
		open.push(connection);
		return connection;
	};
}
