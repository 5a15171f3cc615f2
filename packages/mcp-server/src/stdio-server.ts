/**
 * The ask_user MCP server on stdin and stdout, as `ask-user-mcp` runs it. stdout carries protocol messages only;
 * anything for the person who started it goes to stderr.
 */
import { environmentLocale } from "@ask-user/core/contract";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { unlistenable } from "./listenable.ts";
import { parseOptions } from "./options.ts";
import { createAskUserServer } from "./server.ts";
import { serverWords } from "./server-words.ts";

const environment = environmentLocale(process.env);
const parsed = parseOptions(process.argv.slice(2), environment);
if (parsed.kind === "help") {
	process.stdout.write(`${parsed.text}\n`);
	process.exit(0);
}
if (parsed.kind === "error") {
	process.stderr.write(`ask-user-mcp: ${parsed.error}\n`);
	process.exit(2);
}
const { options } = parsed;
if (options.host !== undefined) {
	const refused = await unlistenable(options.host);
	if (refused !== undefined) {
		const words = serverWords(options.locale ?? environment);
		process.stderr.write(`ask-user-mcp: ${words.hostUnlistenable(options.host, refused)}\n`);
		process.exit(2);
	}
}
// The SDK's stdio entry: the client's opening picks the protocol generation (`initialize`: 2025-11-25;
// `server/discover`: 2026-07-28) and one server from the factory serves the connection.
serveStdio(() => createAskUserServer(options), {
	onerror: (error) => process.stderr.write(`ask-user-mcp: ${error.message}\n`),
});
