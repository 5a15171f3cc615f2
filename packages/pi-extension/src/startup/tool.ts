import { type AskUserDetails, normalizeArguments } from "@ask-user/core/contract";
import { AskUserInputSchema } from "@ask-user/core/schema";
import type { ToolDefinition } from "@mariozechner/pi-coding-agent";
import { askLoader } from "./ask-loader.ts";
import { type ExecuteOptions, executeAskUser } from "./execute.ts";
import { prepareArguments } from "./prepare-arguments.ts";
import { DESCRIPTION, PROMPT_GUIDELINES, PROMPT_SNIPPET } from "./prompt.ts";
import { renderCall } from "./render-call.ts";
import { injectedKeyText, renderResult } from "./render-result.ts";

/** The tool's name, as the model calls it. */
export const TOOL_NAME = "ask_user";

/**
 * pi 1.x's tool exposure (0.73.x has no such field and ignores it): declared to the model, never callable by other
 * tools (codemode scripts, `ctx.executeTool`), as pi's docs ask of a tool that asks the user, so no script can open a
 * form behind the model's back.
 */
const MODEL_ONLY = { exposure: "model-only" } as const;

/** The `ask_user` tool definition for `pi.registerTool`. */
export function createAskUserTool(
	options: ExecuteOptions,
): ToolDefinition<typeof AskUserInputSchema, AskUserDetails | undefined> {
	return {
		...MODEL_ONLY,
		name: TOOL_NAME,
		label: "Ask user",
		description: DESCRIPTION,
		promptSnippet: PROMPT_SNIPPET,
		promptGuidelines: PROMPT_GUIDELINES,
		parameters: AskUserInputSchema,
		// One questionnaire at a time: parallel calls would open two UIs and the first would hang.
		executionMode: "sequential",
		prepareArguments,
		execute: (toolCallId, params, signal, onUpdate, ctx) =>
			executeAskUser(toolCallId, params, signal, onUpdate, ctx, options),
		renderCall: (args, theme, context) => {
			// Arguments still streaming in: a question is coming, load its UI meanwhile.
			if (context?.argsComplete === false) askLoader.preload();
			return renderCall(normalizeArguments(args), theme);
		},
		renderResult: (result, renderOptions, theme, context) =>
			renderResult(result, renderOptions, theme, undefined, injectedKeyText(context)),
	};
}
