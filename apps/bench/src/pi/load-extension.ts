/** Loads an extension module with jiti exactly as pi does, and captures the tool it registers. */

import { partialFake } from "@ask-user/test-kit/partial-fake";
import {
	createEventBus,
	type ExtensionAPI,
	type ExtensionContext,
	type ExtensionFactory,
	type TerminalInputHandler,
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

/** The raw terminal input listeners the extensions' sessions added (pi calls each with every key read). */
const terminalListeners = new Set<TerminalInputHandler>();

/** A key typed into pi's terminal, as its listeners see it (only `first-form` types into pi; none consumes it). */
export function typeIntoPi(data: string): void {
	for (const listener of terminalListeners) listener(data);
}

/**
 * What a session start reads of pi: a terminal UI where extensions add autocomplete (nothing comes from it in the
 * benchmark) and watch the input (`typeIntoPi`).
 */
const SESSION_CONTEXT = partialFake<ExtensionContext>("session_start's ctx", {
	hasUI: true,
	cwd: process.cwd(),
	ui: partialFake<ExtensionContext["ui"]>("session_start's ui", {
		addAutocompleteProvider: () => {},
		onTerminalInput: (listener) => {
			terminalListeners.add(listener);
			return () => terminalListeners.delete(listener);
		},
	}),
});

/** The `session_shutdown` handlers of every session `captureTool` started and `endSessions` has not ended yet. */
const openSessions: (() => Promise<void>)[] = [];

/** Ends every session `captureTool` started, as pi does when it quits (ask_user's relay closes its socket). */
export async function endSessions(): Promise<void> {
	for (const end of openSessions.splice(0)) await end();
}

/**
 * Calls the extension's factory with a fake `pi`, starts a session as pi does before any turn (`session_start`, in a
 * terminal: ask_user loads its session's side then, which its synchronous `prepareArguments` and renderers need), and
 * returns the one tool it registers. Each call of the tool's `execute` stands for a question in a reply of its own:
 * the caller starts that reply first (`startTurn`), as pi does before it calls the model (ask_user returns at once
 * in a reply whose earlier question the person turned down, and reads its settings files meanwhile).
 */
export async function captureTool(factory: ExtensionFactory): Promise<BenchTool> {
	const tools: ToolDefinition[] = [];
	const turnStarts: ((ctx: ExtensionContext) => unknown)[] = [];
	const sessionStarts: ((ctx: ExtensionContext) => unknown)[] = [];
	const sessionEnds: ((ctx: ExtensionContext) => unknown)[] = [];
	const pi = partialFake<ExtensionAPI>("pi", {
		registerTool: (tool) => {
			// The schema's static type is of no use here: the benchmark passes params it built for the tool.
			tools.push(tool as unknown as ToolDefinition);
		},
		// `session_start`, `turn_start` and `session_shutdown` are kept: the other events do not happen in the benchmark.
		on: ((event: string, handler: (...args: never[]) => unknown) => {
			const turn = { type: "turn_start", turnIndex: 0, timestamp: 0 };
			if (event === "turn_start") turnStarts.push((ctx) => Reflect.apply(handler, undefined, [turn, ctx]));
			// A reload's: no interrupted form of an earlier run to offer.
			const start = { type: "session_start", reason: "reload" };
			if (event === "session_start") sessionStarts.push((ctx) => Reflect.apply(handler, undefined, [start, ctx]));
			const end = { type: "session_shutdown" };
			if (event === "session_shutdown") sessionEnds.push((ctx) => Reflect.apply(handler, undefined, [end, ctx]));
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
	openSessions.push(async () => {
		for (const end of sessionEnds) await end(SESSION_CONTEXT);
	});
	const [tool] = tools;
	if (tool === undefined || tools.length !== 1) throw new Error(`expected one registered tool, got ${tools.length}`);
	return {
		...tool,
		async startTurn(ctx) {
			for (const startTurn of turnStarts) await startTurn(ctx);
			// pi calls the model after `turn_start` and runs the tool once the model has asked for it: a streamed
			// reply takes hundreds of milliseconds at the least; the bench gives the event loop a short part of that,
			// for every product (a process that idled opens its form slower than one that did not: about 0.2 ms of a
			// small form's 0.4–0.7 ms from the factory, 2026-12-02).
			await new Promise((resolve) => setTimeout(resolve, MODEL_REPLY_MS));
		},
	};
}

/**
 * How long the bench lets pass between pi's `turn_start` and the tool's `execute`, where pi waits for the model: far
 * less than a model takes to ask for a tool (hundreds of milliseconds), and more than ask_user's read of its two
 * settings files takes at the 90th percentile at load 5 (0.3–2.4 ms; median 0.15–0.25 ms, p99 5–26 ms). A read
 * not finished by then is read again as the form opens, inside the timing.
 */
const MODEL_REPLY_MS = 5;

/** A registered tool, with pi's `turn_start` of the reply each call stands for. */
export type BenchTool = ToolDefinition & {
	/** pi's `turn_start` with the call's `ctx`, then the time pi waits for the model's reply. */
	readonly startTurn: (ctx: ExtensionContext) => Promise<void>;
};
