import { TOOL_DESCRIPTION, TOOL_TEXT_GUIDELINES } from "@ask-user/core/contract";

/**
 * How the model should take a discussion: MCP's result is its text (`content`) alone, which says the user wants to
 * discuss and lists the tentative picks (pi's own line names fields of the `details` pi's model reads too).
 */
const DISCUSS_GUIDELINE =
	"When ask_user's result says the user wants to discuss before deciding, answer their notes and questions in plain text first, then call ask_user again with the same question ids (the result lists their tentative picks and notes).";

/**
 * The description the client gives the model: pi's, with the guidelines that speak of the result's text below it (MCP
 * has no field for them), so it names nothing the model does not get.
 */
export const TOOL_DESCRIPTION_MCP = [
	TOOL_DESCRIPTION,
	"",
	...[...TOOL_TEXT_GUIDELINES, DISCUSS_GUIDELINE].map((line) => `- ${line}`),
].join("\n");
