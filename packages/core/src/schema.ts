/**
 * The tool's input schema, built with TypeBox: what a host registers as the tool's parameters (pi's
 * `ToolDefinition.parameters`, an MCP tool's `inputSchema`) or shows a model. An entry of its own, so that
 * `@ask-user/core` and `@ask-user/core/contract` load no TypeBox module: `validate` is hand-written and needs none.
 * The inputs' types (`AskUserInput`, `QuestionInput`, `OptionInput`) come from `@ask-user/core/contract`.
 */

export { AskUserInputSchema, OptionSchema, QuestionSchema } from "./contract/schema.ts";
