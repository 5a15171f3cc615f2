/** A fake `ExtensionAPI` and `ExtensionContext`: just enough of pi to load the extension and call its tool. */
import type { AskUserDetails } from "@ask-user/core";
import { partialFake } from "@ask-user/test-kit/partial-fake";
import {
	type AgentToolResult,
	createEventBus,
	type EventBus,
	type ExtensionAPI,
	type ExtensionContext,
	type ExtensionUIContext,
	type RegisteredCommand,
	type SessionEntry,
	type ToolDefinition,
} from "@mariozechner/pi-coding-agent";
import { onTestFinished } from "vitest";
import { sessionLoader } from "../../src/boundary.ts";
import askUserExtension from "../../src/index.ts";

// In pi, `session_start` loads the session's code before pi calls the tool's synchronous hooks (`prepareArguments`,
// the renderers); tests call them on a loaded extension without one, so the code is loaded first.
await sessionLoader.load();

type Handler = (event: unknown, ctx: ExtensionContext) => unknown;

export interface LoadedExtension {
	readonly tools: ToolDefinition[];
	readonly handlers: Map<string, Handler[]>;
	/** The registered `ask_user` tool. */
	readonly tool: ToolDefinition;
	/** `pi.events`, shared with the extension. */
	readonly events: EventBus;
	/** Fires pi's `session_start` with `ctx`. */
	sessionStart(ctx: ExtensionContext): Promise<void>;
	/** Every `pi.appendEntry`, as the session's custom entries. */
	readonly entries: SessionEntry[];
	/** Every `pi.sendUserMessage` text. */
	readonly userMessages: string[];
	/** What a registered command completes after its name, for the text typed so far (`getArgumentCompletions`). */
	completions(name: string, prefix: string): Promise<readonly { value: string; description?: string }[] | null>;
	/** The description a registered command was given, as pi's command list shows it. */
	description(name: string): string | undefined;
	/** Runs a registered command the way pi does, with the text typed after its name. */
	command(name: string, ctx: ExtensionContext, args?: string): Promise<void>;
	/** The tools offered to the model (`pi.getActiveTools`), changed by `pi.setActiveTools`. */
	readonly activeTools: () => string[];
}

/** Runs the extension's factory against a fake pi that records what it registers. */
export function loadExtension(): LoadedExtension {
	const tools: ToolDefinition[] = [];
	const handlers = new Map<string, Handler[]>();
	const events = createEventBus();
	const entries: SessionEntry[] = [];
	const userMessages: string[] = [];
	const commands = new Map<string, Omit<RegisteredCommand, "name" | "sourceInfo">>();
	let active = ["read", "bash"];
	const api = {
		getActiveTools: () => [...active],
		setActiveTools: (names: string[]) => {
			active = [...names];
		},
		events,
		registerTool: (tool: ToolDefinition) => {
			tools.push(tool);
			active.push(tool.name);
		},
		on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
		registerCommand: (name: string, command: Omit<RegisteredCommand, "name" | "sourceInfo">) =>
			commands.set(name, command),
		appendEntry: (customType: string, data: unknown) =>
			entries.push({
				type: "custom",
				customType,
				data,
				id: `e${entries.length}`,
				parentId: null,
				timestamp: new Date(0).toISOString(),
			}),
		sendUserMessage: (text: string) => userMessages.push(text),
	};
	askUserExtension(api as unknown as ExtensionAPI);
	const tool = tools.find((t) => t.name === "ask_user");
	if (tool === undefined) throw new Error("ask_user was not registered");
	return {
		tools,
		handlers,
		tool,
		events,
		entries,
		userMessages,
		async completions(name, prefix) {
			const command = commands.get(name);
			if (command === undefined) throw new Error(`/${name} was not registered`);
			return (await command.getArgumentCompletions?.(prefix)) ?? null;
		},
		description: (name) => commands.get(name)?.description,
		async command(name, ctx, args = "") {
			const command = commands.get(name);
			if (command === undefined) throw new Error(`/${name} was not registered`);
			await command.handler(args, ctx as never);
		},
		activeTools: () => [...active],
		async sessionStart(ctx) {
			// Shut down after the test, as pi does on exit, so the relay a session with a UI opens (named in
			// `process.env`) does not reach the next test.
			onTestFinished(() => {
				for (const handler of handlers.get("session_shutdown") ?? []) handler({ type: "session_shutdown" }, ctx);
			});
			for (const handler of handlers.get("session_start") ?? [])
				await handler({ type: "session_start", reason: "startup" }, ctx);
		},
	};
}

export interface ContextOptions {
	readonly hasUI?: boolean;
	readonly cwd?: string;
	readonly ui?: Partial<ExtensionUIContext>;
	/** The session's name, which pi's terminal title shows. */
	readonly sessionName?: string;
	/** The entries of the current branch (`sessionManager.getBranch()`). */
	readonly branch?: () => SessionEntry[];
}

/** An `ExtensionContext` with the given UI methods; reading any other UI method throws. */
export function fakeContext({
	hasUI = true,
	cwd = process.cwd(),
	ui = {},
	sessionName,
	branch = () => [],
}: ContextOptions = {}): ExtensionContext {
	const sessionManager = { getSessionName: () => sessionName, getBranch: branch };
	return {
		hasUI,
		cwd,
		sessionManager,
		isIdle: () => true,
		ui: partialFake<ExtensionUIContext>("ctx.ui", ui),
	} as unknown as ExtensionContext;
}

export type AskUserResult = AgentToolResult<AskUserDetails>;

export interface RunOptions {
	readonly signal?: AbortSignal;
	/** The extension to call, e.g. one whose `events` the test follows; a fresh one by default. */
	readonly extension?: LoadedExtension;
	readonly toolCallId?: string;
	readonly onUpdate?: (partial: AgentToolResult<unknown>) => void;
}

/** Calls `ask_user`'s `execute` the way pi does. */
export async function runTool(
	params: unknown,
	ctx: ExtensionContext,
	options: RunOptions = {},
): Promise<AskUserResult> {
	const { tool } = options.extension ?? loadExtension();
	const id = options.toolCallId ?? "call-1";
	const result = await tool.execute(id, params as never, options.signal, options.onUpdate, ctx);
	return result as AskUserResult;
}

/** The one text block of a result. */
export function textOf(result: { content: readonly { type: string; text?: string }[] }): string {
	return result.content.map((part) => part.text ?? "").join("\n");
}
