import type { AskUserDetails } from "@ask-user/core/contract";
import { AskUserInputSchema } from "@ask-user/core/schema";
import { TOOL_DESCRIPTION, TOOL_GUIDELINES, TOOL_PROMPT_SNIPPET } from "@ask-user/core/tool-text";
import type { ToolDefinition } from "@mariozechner/pi-coding-agent";

/** The tool's name, as the model calls it. */
export const TOOL_NAME = "ask_user";

/**
 * pi 1.x's tool exposure (0.73.x has no such field and ignores it): declared to the model, never callable by other
 * tools (codemode scripts, `ctx.executeTool`), as pi's docs ask of a tool that asks the user, so no script can open a
 * form behind the model's back.
 */
const MODEL_ONLY = { exposure: "model-only" } as const;

export type AskUserToolDefinition = ToolDefinition<typeof AskUserInputSchema, AskUserDetails | undefined>;

/** What runs when pi calls the tool or draws it: given by the session (`session.ts`). */
export type AskUserToolHandlers = Required<
	Pick<AskUserToolDefinition, "prepareArguments" | "execute" | "renderCall" | "renderResult">
>;

/** The `ask_user` tool definition for `pi.registerTool`: static data, and `handlers`. */
export function askUserTool(handlers: AskUserToolHandlers): AskUserToolDefinition {
	return {
		...MODEL_ONLY,
		name: TOOL_NAME,
		label: "Ask user",
		description: TOOL_DESCRIPTION,
		promptSnippet: TOOL_PROMPT_SNIPPET,
		promptGuidelines: [...TOOL_GUIDELINES],
		parameters: AskUserInputSchema,
		// One questionnaire at a time: parallel calls would open two UIs and the first would hang.
		executionMode: "sequential",
		...handlers,
	};
}
