/**
 * The ask_user MCP server on stdin and stdout, as `ask-user-mcp` runs it. stdout carries protocol messages only;
 * anything for the person who started it goes to stderr.
 */
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { parseOptions } from "./options.ts";
import { createAskUserServer } from "./server.ts";

const parsed = parseOptions(process.argv.slice(2));
if (!parsed.ok) {
	process.stderr.write(`ask-user-mcp: ${parsed.error}\n`);
	process.exit(2);
}
// The SDK's stdio entry: the client's opening picks the protocol generation (`initialize`: 2025-11-25;
// `server/discover`: 2026-07-28) and one server from the factory serves the connection.
const { options } = parsed;
serveStdio(() => createAskUserServer(options), {
	onerror: (error) => process.stderr.write(`ask-user-mcp: ${error.message}\n`),
});
