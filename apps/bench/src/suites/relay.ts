/**
 * A relayed question's round trip (D85): a subagent's ask_user (a registration without a UI, the relay named in its
 * environment) sends its question to the parent's (a registration with a terminal UI, which started the relay), and
 * the parent opens its form. Timed from the child's `execute` to the parent's `ctx.ui.custom`, the moment pi would
 * mount the form; both registrations in this process, each loaded by its own jiti as pi loads it, the socket
 * between them real. The form is closed at once (its result goes back to the child), then the next question.
 */
import { fakeCustom } from "@ask-user/test-kit/fake-custom";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import {
	createEventBus,
	type ExtensionAPI,
	type ExtensionContext,
	type ExtensionUIContext,
	type KeybindingsManager,
	type ToolDefinition,
} from "@mariozechner/pi-coding-agent";
import { getKeybindings } from "@mariozechner/pi-tui";
import { BenchHost } from "../host/bench-host.ts";
import { NullTerminal } from "../host/null-terminal.ts";
import type { BenchSizes } from "../options.ts";
import { loadExtension } from "../pi/load-extension.ts";
import { PRODUCT_ENTRIES, productLoader } from "../products.ts";
import { SCREEN } from "../screen.ts";
import { summarize } from "../stats.ts";

export interface RelayResult {
	readonly runs: number;
	/** From the child's call to the parent's form opening, ms. */
	readonly median: number;
	readonly max: number;
	readonly samples: readonly number[];
}

/** The environment a parent pi names its relay in, for the processes it starts (README, "Subagents"). */
const RELAY_VARIABLES = ["ASK_USER_RELAY", "ASK_USER_RELAY_SECRET"] as const;

const QUESTION = {
	questions: [
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ value: "pg", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

type Handler = (event: unknown, ctx: ExtensionContext) => unknown;

interface Registration {
	readonly tool: ToolDefinition;
	emit(event: string, data: unknown, ctx: ExtensionContext): Promise<void>;
}

/** A fresh load of ask_user registered with a stand-in `pi` whose other methods do nothing. */
async function register(): Promise<Registration> {
	const factory = await loadExtension(PRODUCT_ENTRIES.ask_user(), productLoader("ask_user"));
	const handlers = new Map<string, Handler[]>();
	const tools: ToolDefinition[] = [];
	let active: string[] = [];
	const fields: Partial<ExtensionAPI> = {
		events: createEventBus(),
		on: ((event: string, handler: Handler) =>
			handlers.set(event, [...(handlers.get(event) ?? []), handler])) as ExtensionAPI["on"],
		registerTool: ((tool: ToolDefinition) => {
			tools.push(tool);
			active.push(tool.name);
		}) as ExtensionAPI["registerTool"],
		getActiveTools: () => [...active],
		setActiveTools: (names) => {
			active = [...names];
		},
	};
	const pi = new Proxy(fields, { get: (target, key) => Reflect.get(target, key) ?? (() => {}) }) as ExtensionAPI;
	await factory(pi);
	const [tool] = tools;
	if (tool === undefined) throw new Error("ask_user registered no tool");
	return {
		tool,
		async emit(event, data, ctx) {
			for (const handler of handlers.get(event) ?? []) await handler(data, ctx);
		},
	};
}

/** A context whose UI methods do nothing, but for `custom`, on an empty session (the subagent is named by its cwd). */
function context(hasUI: boolean, custom: ExtensionUIContext["custom"]): ExtensionContext {
	const ui = new Proxy({ custom }, { get: (target, key) => Reflect.get(target, key) ?? (() => () => {}) });
	const sessionManager = { getBranch: () => [], getSessionName: () => undefined };
	return { hasUI, cwd: process.cwd(), ui, sessionManager } as unknown as ExtensionContext;
}

export async function relaySuite(sizes: BenchSizes, log: (line: string) => void): Promise<RelayResult[]> {
	if (sizes.relayRuns === 0) return [];
	const saved = RELAY_VARIABLES.map((name) => [name, process.env[name]] as const);
	for (const name of RELAY_VARIABLES) delete process.env[name];
	let openedAt = 0;
	// The parent's terminal: the form mounts there as pi mounts it, is drawn, and is dismissed (Ctrl+C) a turn later.
	const host = new BenchHost(new NullTerminal(SCREEN.columns, SCREEN.rows));
	const mount = fakeCustom({
		tui: host.tui,
		theme: builtInPiTheme("dark"),
		keybindings: getKeybindings() as KeybindingsManager,
		onMounted() {
			openedAt = performance.now();
			host.tui.requestRender();
			host.render();
			// A key in a later turn than the first frame's, as pi reads one.
			setImmediate(() => host.press(RAW_KEYS.ctrlC));
		},
	});
	const parentCtx = context(true, (factory, options) => mount(factory, options));
	const parent = await register();
	try {
		await parent.emit("session_start", { type: "session_start", reason: "reload" }, parentCtx);
		const child = await register();
		const childCtx = context(false, () => Promise.reject(new Error("a subagent has no UI")));
		await child.emit("session_start", { type: "session_start", reason: "startup" }, childCtx);
		const samples: number[] = [];
		// The first question loads the form's code on both sides: untimed.
		for (let run = -1; run < sizes.relayRuns; run++) {
			openedAt = 0;
			const start = performance.now();
			await child.tool.execute(`relay-${run}`, QUESTION, undefined, undefined, childCtx);
			if (openedAt === 0) throw new Error("the relayed question did not open in the parent");
			if (run >= 0) samples.push(openedAt - start);
		}
		const { median, max } = summarize(samples);
		log(`relay: a subagent's question opens in the parent after ${median.toFixed(2)} ms (median of ${samples.length})`);
		return [{ runs: samples.length, median, max, samples }];
	} finally {
		await parent.emit("session_shutdown", { type: "session_shutdown" }, parentCtx);
		host.stop();
		for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
	}
}
