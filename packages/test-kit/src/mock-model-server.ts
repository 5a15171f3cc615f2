/**
 * A scripted OpenAI-compatible chat-completions server on 127.0.0.1 for end-to-end runs of the real pi.
 *
 * Every `POST /v1/chat/completions` takes the next scripted reply (default: text "ok", finish_reason "stop")
 * and streams it as SSE. When the request ends with `tool` messages, their contents (the tool results' text, the
 * only part of a tool result the model ever sees; `details` never reach the model) are recorded first.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isFields } from "@ask-user/core/contract";
import { DEFAULT_REPLY, encodeReply, type ScriptedReply } from "./mock-model-script.ts";
import { waitUntil } from "./wait-until.ts";

interface ChatMessage {
	role: string;
	content?: unknown;
	tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
	tool_call_id?: string;
}

/** The parsed body of a chat-completions request as pi sends it. */
interface ChatCompletionRequest {
	model: string;
	stream?: boolean;
	messages: ChatMessage[];
	tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
	[key: string]: unknown;
}

/** A `tool` message the model received. */
interface RecordedToolResult {
	toolCallId: string;
	/** The tool result text exactly as sent to the model. */
	content: string;
	/** Index into `requests` of the request that carried it. */
	requestIndex: number;
}

export interface MockModelServerOptions {
	/** Initial script; more replies can be added with `enqueue`. */
	replies?: ScriptedReply[];
	/** Reported by `GET /v1/models`. Defaults to `mock-model`. */
	modelId?: string;
	/** Pause between SSE chunks so arguments really arrive in pieces. Defaults to 2 ms. */
	chunkDelayMs?: number;
}

export interface MockModelServer {
	readonly port: number;
	/** `http://127.0.0.1:<port>/v1` */
	readonly baseUrl: string;
	/** Parsed bodies of every chat-completions request, in order. */
	readonly requests: ChatCompletionRequest[];
	/** Every tool result received, flattened, in order. */
	readonly toolResults: RecordedToolResult[];
	/** Tool results grouped per request (all `tool` messages after the last assistant message). */
	readonly toolResultBatches: RecordedToolResult[][];
	/** Requests to paths the server does not know (method + url). */
	readonly unhandled: string[];
	/** Adds replies to the end of the script. */
	enqueue(...replies: ScriptedReply[]): void;
	/** Replies not yet used. */
	pendingReplies(): number;
	waitForRequests(count: number, timeoutMs?: number): Promise<void>;
	waitForToolResults(count: number, timeoutMs?: number): Promise<void>;
	close(): Promise<void>;
}

function parseRequest(raw: string): ChatCompletionRequest {
	const body: unknown = JSON.parse(raw);
	if (!isFields(body) || !Array.isArray(body.messages) || typeof body.model !== "string") {
		throw new Error(`not a chat-completions request: ${raw.slice(0, 200)}`);
	}
	return body as ChatCompletionRequest;
}

/** Tool message content as text: pi-ai sends a string; parts arrays are joined for robustness. */
function contentText(content: unknown): string {
	if (typeof content === "string") return content;
	if (Array.isArray(content)) {
		return content
			.map((part: unknown) => (isFields(part) && typeof part.text === "string" ? part.text : ""))
			.join("\n");
	}
	return "";
}

/** The `tool` messages after the last assistant message, when the request ends with one. */
function trailingToolMessages(messages: ChatMessage[]): ChatMessage[] {
	const trailing: ChatMessage[] = [];
	for (let i = messages.length - 1; i >= 0; i--) {
		const message = messages[i]!;
		if (message.role !== "tool") break;
		trailing.unshift(message);
	}
	return trailing;
}

function readBody(req: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on("data", (c: Buffer) => chunks.push(c));
		req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
		req.on("error", reject);
	});
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startMockModelServer(options: MockModelServerOptions = {}): Promise<MockModelServer> {
	const script: ScriptedReply[] = [...(options.replies ?? [])];
	const modelId = options.modelId ?? "mock-model";
	const chunkDelayMs = options.chunkDelayMs ?? 2;
	const requests: ChatCompletionRequest[] = [];
	const toolResults: RecordedToolResult[] = [];
	const toolResultBatches: RecordedToolResult[][] = [];
	const unhandled: string[] = [];

	async function handleCompletion(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const body = parseRequest(await readBody(req));
		const requestIndex = requests.length;
		requests.push(body);
		const tools = trailingToolMessages(body.messages);
		if (tools.length > 0) {
			const batch = tools.map((m) => ({
				toolCallId: m.tool_call_id ?? "",
				content: contentText(m.content),
				requestIndex,
			}));
			toolResultBatches.push(batch);
			toolResults.push(...batch);
		}
		const reply = script.shift() ?? DEFAULT_REPLY;
		if (reply.kind === "httpError") {
			res.writeHead(reply.status, { "content-type": "application/json" });
			res.end(JSON.stringify({ error: { message: reply.message, type: "mock_error", code: reply.status } }));
			return;
		}
		res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
		if (reply.kind === "toolCalls" && reply.delayMs !== undefined) await sleep(reply.delayMs);
		const ctx = { completionId: `chatcmpl-mock-${requestIndex}`, model: body.model, replyIndex: requestIndex };
		for (const event of encodeReply(reply, ctx)) {
			if (res.destroyed) return;
			res.write(event);
			if (chunkDelayMs > 0) await sleep(chunkDelayMs);
		}
		res.end();
	}

	const server: Server = createServer((req, res) => {
		const url = (req.url ?? "").split("?")[0];
		if (req.method === "POST" && url === "/v1/chat/completions") {
			handleCompletion(req, res).catch((error: unknown) => {
				if (!res.headersSent) res.writeHead(400, { "content-type": "application/json" });
				res.end(JSON.stringify({ error: { message: String(error) } }));
			});
			return;
		}
		if (req.method === "GET" && url === "/v1/models") {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify({ object: "list", data: [{ id: modelId, object: "model", owned_by: "mock" }] }));
			return;
		}
		unhandled.push(`${req.method} ${req.url}`);
		res.writeHead(404, { "content-type": "application/json" });
		res.end(JSON.stringify({ error: { message: `mock server: no route for ${req.method} ${req.url}` } }));
	});

	// Idle connections stay open until `close`: Node closes them after 5 s by default, and pi 1.x's fetch could reuse
	// one as it closed ("other side closed") when a person took longer than that to answer a form.
	server.keepAliveTimeout = 0;
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve());
	});
	const port = (server.address() as AddressInfo).port;

	return {
		port,
		baseUrl: `http://127.0.0.1:${port}/v1`,
		requests,
		toolResults,
		toolResultBatches,
		unhandled,
		enqueue: (...replies) => {
			script.push(...replies);
		},
		pendingReplies: () => script.length,
		waitForRequests: (count, timeoutMs = 15_000) =>
			waitUntil(
				() => requests.length >= count,
				timeoutMs,
				() => `${requests.length}/${count} model requests`,
			),
		waitForToolResults: (count, timeoutMs = 15_000) =>
			waitUntil(
				() => toolResults.length >= count,
				timeoutMs,
				() => `${toolResults.length}/${count} tool results`,
			),
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
