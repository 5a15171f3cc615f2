import { environmentLocale, MESSAGE_LOCALES } from "@ask-user/core/contract";
import { McpServer } from "@modelcontextprotocol/server";
import { registerAskUser } from "./ask-user-tool.ts";
import type { AskUserServerOptions } from "./server-options.ts";
import { timeLimitRefusal } from "./time-limit.ts";

/** The server's name and version, as `initialize` and `server/discover` report them. */
const SERVER_INFO = { name: "ask-user", version: "0.1.0" } as const;

/**
 * An MCP server offering `ask_user`; connect it to a transport (`ask-user-mcp` connects it to stdio). Throws a
 * `RangeError` naming `timeLimitMs` when it is not a number of milliseconds above 0 that Node's timers keep, and
 * one naming `locale` when it is none of the shipped locales.
 */
export function createAskUserServer(options: AskUserServerOptions = {}): McpServer {
	const refusal = timeLimitRefusal(options.timeLimitMs);
	if (refusal !== undefined) throw new RangeError(refusal);
	const { locale = environmentLocale(process.env) } = options;
	// Called from JavaScript too: a locale is checked, not trusted to be one.
	if (!MESSAGE_LOCALES.includes(locale))
		throw new RangeError(`locale must be one of ${MESSAGE_LOCALES.join(", ")}, got ${JSON.stringify(locale)}`);
	const server = new McpServer(SERVER_INFO, { capabilities: { logging: {} } });
	registerAskUser(server, { ...options, locale });
	return server;
}
