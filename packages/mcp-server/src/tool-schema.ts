import { AskUserInputSchema } from "@ask-user/core/schema";
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";

/** The input schema as JSON (TypeBox's schema is JSON Schema; its symbol keys are TypeBox's own and not sent). */
const INPUT_JSON_SCHEMA: Record<string, unknown> = JSON.parse(JSON.stringify(AskUserInputSchema));

/**
 * `ask_user`'s input schema for `registerTool`: the pi tool's schema as the client sees it, and a check that lets
 * every value through, so the handler reads the raw arguments with core's `readArguments` — the shapes other agents
 * send are accepted, and anything else is refused with core's precise issues instead of the SDK's generic ones.
 */
export const ASK_USER_INPUT: StandardSchemaWithJSON<unknown, unknown> = {
	"~standard": {
		version: 1,
		vendor: "ask-user",
		validate: (value) => ({ value }),
		jsonSchema: { input: () => INPUT_JSON_SCHEMA, output: () => INPUT_JSON_SCHEMA },
	},
};
