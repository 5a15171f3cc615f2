import { complete } from "@mariozechner/pi-ai";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";

export type ModelReply =
	| { readonly ok: true; readonly text: string }
	| { readonly ok: false; readonly problem: string };

/** One call to a model: its instruction, the text it reads, and the signal that stops it. */
export type AskModel = (instruction: string, text: string, signal: AbortSignal) => Promise<ModelReply>;

/** The session's model (`ctx.model`) as one call without tools, with pi's key for it; undefined when none is selected. */
export function sessionModel(ctx: Pick<ExtensionContext, "model" | "modelRegistry">): AskModel | undefined {
	const { model } = ctx;
	if (model === undefined) return undefined;
	return async (instruction, text, signal) => {
		const auth = await ctx.modelRegistry.getApiKeyAndHeaders(model);
		if (!auth.ok) return { ok: false, problem: auth.error };
		const reply = await complete(
			model,
			{
				systemPrompt: instruction,
				messages: [{ role: "user", content: [{ type: "text", text }], timestamp: Date.now() }],
			},
			{
				signal,
				...(auth.apiKey === undefined ? {} : { apiKey: auth.apiKey }),
				...(auth.headers === undefined ? {} : { headers: auth.headers }),
			},
		);
		if (reply.stopReason === "error" || reply.stopReason === "aborted") {
			return { ok: false, problem: reply.errorMessage ?? reply.stopReason };
		}
		const parts = reply.content.flatMap((part) => (part.type === "text" ? [part.text] : []));
		return { ok: true, text: parts.join("") };
	};
}
