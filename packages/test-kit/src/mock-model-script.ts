/**
 * Scripted replies for the mock OpenAI-compatible model server, and their encoding as
 * chat-completions SSE chunks (the format pi-ai's `openai-completions` provider parses).
 */

/** One tool call inside a scripted reply. `arguments` is JSON-encoded unless already a string. */
export interface ScriptedToolCall {
	/** Defaults to `ask_user`. */
	name?: string;
	/** Defaults to `call_<reply>_<index>`. */
	id?: string;
	/** An object (JSON-encoded) or a raw string (sent as is, e.g. deliberately broken JSON). */
	arguments: unknown;
	/** How many pieces the arguments string is streamed in. Defaults to 3. */
	pieces?: number;
}

export type ScriptedReply =
	/** `delayMs`: how long the model "thinks" before the reply starts streaming (the person may type meanwhile). */
	| { kind: "toolCalls"; calls: ScriptedToolCall[]; text?: string; delayMs?: number }
	| { kind: "text"; text: string }
	/** An HTTP error status instead of a stream (pi shows it as a provider error). */
	| { kind: "httpError"; status: number; message: string };

/** A reply with one or several `ask_user` tool calls (or other tools via `name`). */
export function toolCallsReply(...calls: ScriptedToolCall[]): ScriptedReply {
	return { kind: "toolCalls", calls };
}

/** A reply with a single `ask_user` call carrying `args`. */
export function askUserReply(args: unknown, id?: string): ScriptedReply {
	return { kind: "toolCalls", calls: [id === undefined ? { arguments: args } : { arguments: args, id }] };
}

export function textReply(text: string): ScriptedReply {
	return { kind: "text", text };
}

export const DEFAULT_REPLY: ScriptedReply = { kind: "text", text: "ok" };

/** Splits `text` into `pieces` non-empty parts (fewer if the text is shorter). */
function splitIntoPieces(text: string, pieces: number): string[] {
	const count = Math.max(1, Math.min(pieces, text.length));
	const size = Math.ceil(text.length / count);
	const parts: string[] = [];
	for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
	return parts.length > 0 ? parts : [""];
}

interface ChunkContext {
	completionId: string;
	model: string;
	replyIndex: number;
}

type ChunkChoice = { index: 0; delta: Record<string, unknown>; finish_reason: string | null };

function chunk(ctx: ChunkContext, choices: ChunkChoice[], extra: Record<string, unknown> = {}): string {
	const body = {
		id: ctx.completionId,
		object: "chat.completion.chunk",
		created: Math.floor(Date.now() / 1000),
		model: ctx.model,
		choices,
		...extra,
	};
	return `data: ${JSON.stringify(body)}\n\n`;
}

function delta(ctx: ChunkContext, d: Record<string, unknown>): string {
	return chunk(ctx, [{ index: 0, delta: d, finish_reason: null }]);
}

/** The SSE events (each `data: …\n\n`) that stream `reply`, ending with `data: [DONE]`. */
export function encodeReply(reply: Exclude<ScriptedReply, { kind: "httpError" }>, ctx: ChunkContext): string[] {
	const events: string[] = [delta(ctx, { role: "assistant", content: "" })];
	const text = reply.text ?? "";
	for (const piece of text.length > 0 ? splitIntoPieces(text, 2) : []) events.push(delta(ctx, { content: piece }));
	let completionTokens = text.length;
	if (reply.kind === "toolCalls") {
		reply.calls.forEach((call, index) => {
			const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
			completionTokens += args.length;
			const head = {
				index,
				id: call.id ?? `call_${ctx.replyIndex}_${index}`,
				type: "function",
				function: { name: call.name ?? "ask_user", arguments: "" },
			};
			events.push(delta(ctx, { tool_calls: [head] }));
			for (const piece of splitIntoPieces(args, call.pieces ?? 3)) {
				events.push(delta(ctx, { tool_calls: [{ index, function: { arguments: piece } }] }));
			}
		});
	}
	const finish = reply.kind === "toolCalls" ? "tool_calls" : "stop";
	events.push(chunk(ctx, [{ index: 0, delta: {}, finish_reason: finish }]));
	const usage = { prompt_tokens: 100, completion_tokens: completionTokens, total_tokens: 100 + completionTokens };
	events.push(chunk(ctx, [], { usage }));
	events.push("data: [DONE]\n\n");
	return events;
}
