/** Loads an extension module with jiti exactly as pi does, and captures the tool it registers. */

import { partialFake } from "@ask-user/test-kit/partial-fake";
import {
	createEventBus,
	type ExtensionAPI,
	type ExtensionContext,
	type ExtensionFactory,
	type ToolDefinition,
} from "@mariozechner/pi-coding-agent";
import type { createJiti } from "jiti/static";
import { type PiLoader, piLoader } from "./loader.ts";

/** The extension's default export, loaded through pi's jiti options (a fresh module graph each call). */
export async function loadExtension(entry: string, loader: PiLoader = piLoader()): Promise<ExtensionFactory> {
	// The jiti entry pi imports (`jiti/static` in 0.73.x, `jiti` in 1.x), from pi's own dependencies.
	const jitiModule: { createJiti: typeof createJiti } = await import(loader.jitiUrl);
	const jiti = jitiModule.createJiti(loader.loaderPath, { moduleCache: false, alias: { ...loader.alias } });
	const factory: unknown = await jiti.import(entry, { default: true });
	if (typeof factory !== "function") throw new Error(`${entry} does not export a factory function`);
	return factory as ExtensionFactory;
}

/**
 * What a session start reads of pi: a terminal UI where extensions add autocomplete and watch the input (nothing
 * comes from either in the benchmark).
 */
const SESSION_CONTEXT = partialFake<ExtensionContext>("session_start's ctx", {
	hasUI: true,
	cwd: process.cwd(),
	ui: partialFake<ExtensionContext["ui"]>("session_start's ui", {
		addAutocompleteProvider: () => {},
		onTerminalInput: () => () => {},
	}),
});

/**
 * Calls the extension's factory with a fake `pi`, starts a session as pi does before any turn (`session_start`, in a
 * terminal: ask_user loads its session's side then, which its synchronous `prepareArguments` and renderers need), and
 * returns the one tool it registers. Each call of the tool's `execute` stands for a question in a reply of its own,
 * so pi's `turn_start` reaches the extension before it, as in pi (ask_user returns at once in a reply whose earlier
 * question the person turned down).
 */
export async function captureTool(factory: ExtensionFactory): Promise<ToolDefinition> {
	const tools: ToolDefinition[] = [];
	const turnStarts: (() => unknown)[] = [];
	const sessionStarts: ((ctx: ExtensionContext) => unknown)[] = [];
	const pi = partialFake<ExtensionAPI>("pi", {
		registerTool: (tool) => {
			// The schema's static type is of no use here: the benchmark passes params it built for the tool.
			tools.push(tool as unknown as ToolDefinition);
		},
		// `session_start` and `turn_start` are kept: the other events do not happen in the benchmark.
		on: ((event: string, handler: (...args: never[]) => unknown) => {
			if (event === "turn_start") turnStarts.push(() => Reflect.apply(handler, undefined, [{ type: "turn_start" }]));
			// A reload's: no interrupted form of an earlier run to offer.
			const start = { type: "session_start", reason: "reload" };
			if (event === "session_start") sessionStarts.push((ctx) => Reflect.apply(handler, undefined, [start, ctx]));
		}) as ExtensionAPI["on"],
		registerCommand: () => {},
		// pi appends a custom entry to the session (serialized as a JSON line): the serializing is kept, the write not.
		appendEntry: (_customType, data) => {
			JSON.stringify(data);
		},
		// The extension announces its forms on pi's event bus, as in pi.
		events: createEventBus(),
	});
	await factory(pi);
	for (const start of sessionStarts) await start(SESSION_CONTEXT);
	const [tool] = tools;
	if (tool === undefined || tools.length !== 1) throw new Error(`expected one registered tool, got ${tools.length}`);
	return {
		...tool,
		execute: (...args) => {
			for (const startTurn of turnStarts) startTurn();
			return tool.execute(...args);
		},
	};
}
