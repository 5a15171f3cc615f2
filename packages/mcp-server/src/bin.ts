#!/usr/bin/env node
/**
 * `ask-user-mcp`: the ask_user MCP server on stdio (`stdio-server.ts`), its modules compiled from V8's code cache
 * where Node keeps one (22.1 and later; Node 20 has none): enabled before they load, so they are the code it keeps.
 */
import module from "node:module";

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import("./stdio-server.ts");
