/**
 * The ask_user MCP server: `createAskUserServer` builds it (an `McpServer` of the official SDK); `ask-user-mcp`
 * runs it on stdio.
 */
export { TOOL_NAME } from "./ask-user-tool.ts";
export { createAskUserServer } from "./server.ts";
export type { AskUserServerOptions } from "./server-options.ts";
