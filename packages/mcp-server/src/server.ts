import { McpServer } from "@modelcontextprotocol/server";
import { type AskUserToolOptions, registerAskUser } from "./ask-user-tool.ts";

/** The server's name and version, as `initialize` and `server/discover` report them. */
const SERVER_INFO = { name: "ask-user", version: "0.1.0" } as const;

/** How the server asks: see `AskUserToolOptions`. */
export type AskUserServerOptions = AskUserToolOptions;

/** An MCP server offering `ask_user`; connect it to a transport (`ask-user-mcp` connects it to stdio). */
export function createAskUserServer(options: AskUserServerOptions = {}): McpServer {
	const server = new McpServer(SERVER_INFO, { capabilities: { logging: {} } });
	registerAskUser(server, options);
	return server;
}
