/**
 * One tool call shown in a `BenchHost`: the tool's `execute` runs with a fake `ctx` whose `ui.custom` mounts the
 * component the way pi's interactive mode does (`showExtensionCustom`: the factory's component goes in, gets focus
 * and a render; `done` takes it out, resolves the call and disposes the component).
 */
import { fakeCustom } from "@ask-user/test-kit/fake-custom";
import { partialFake } from "@ask-user/test-kit/partial-fake";
import type { ExtensionContext, ExtensionUIContext, KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import { type Component, getKeybindings } from "@mariozechner/pi-tui";
import type { BenchTool } from "../pi/load-extension.ts";
import type { BenchHost } from "./bench-host.ts";
import type { ComponentProbe } from "./component-probe.ts";

interface Shown {
	readonly component: Component;
	readonly executedAt: number;
	readonly createdAt: number;
	readonly firstFrameAt: number;
}

export interface FlowOptions {
	readonly tool: BenchTool;
	readonly params: unknown;
	readonly host: BenchHost;
	readonly theme: Theme;
	/** Keys that end the flow from any state, sent in order until it has ended. */
	readonly closeKeys: readonly string[];
	/** Follows the component's own time and frames from before its first frame (the keystroke suite's split). */
	readonly probe?: ComponentProbe;
}

export interface Flow {
	readonly component: Component;
	/** `performance.now()` just before the tool's `execute` was called. */
	readonly executedAt: number;
	/** `performance.now()` just before the tool's factory was called to create its component. */
	readonly createdAt: number;
	/** `performance.now()` right after the first frame with the component was rendered. */
	readonly firstFrameAt: number;
	/** True once the component called `done`. */
	readonly ended: boolean;
	/** Sends the close keys until the flow ends, then waits for `execute` to return. */
	close(): Promise<void>;
}

/** Opens the tool's UI: resolves a turn after its first frame is rendered. Fails if `execute` returns without a UI. */
export async function openFlow({ tool, params, host, theme, closeKeys, probe }: FlowOptions): Promise<Flow> {
	let ended = false;
	let createdAt = 0;
	let executedAt = 0;
	let show: (shown: Shown) => void = () => {};
	const mounted = new Promise<Shown>((resolve) => {
		show = resolve;
	});
	const mount = fakeCustom({
		tui: host.tui,
		theme,
		// Neither product reads the key bindings; pi passes its app-level manager, a subclass of pi-tui's.
		keybindings: getKeybindings() as KeybindingsManager,
		onCreated(component) {
			probe?.attach(component);
		},
		onMounted(component) {
			host.tui.requestRender();
			host.render();
			show({ component, executedAt, createdAt, firstFrameAt: performance.now() });
		},
		onClosed() {
			ended = true;
			host.tui.requestRender();
		},
	});
	const custom: ExtensionUIContext["custom"] = (factory, options) => {
		createdAt = performance.now();
		return mount(factory, options);
	};
	// What the tools read of pi besides `custom`: the title ask_user marks while a form waits and the session's name;
	// rpiv's raw input hook (its fold key: nothing is typed there) and pi's mode, `"tui"` in pi 1.x's interactive
	// mode (pi's questionnaire opens only there); pi 0.73.1 has no mode.
	const ui = partialFake<ExtensionUIContext>("ctx.ui", {
		custom,
		setTitle: () => {},
		notify: () => {},
		onTerminalInput: () => () => {},
	});
	const sessionManager = partialFake<ExtensionContext["sessionManager"]>("ctx.sessionManager", {
		getSessionName: () => undefined,
	});
	const members: Partial<ExtensionContext> & { readonly mode: string } = {
		ui,
		hasUI: true,
		cwd: process.cwd(),
		sessionManager,
		mode: "tui",
	};
	const ctx = partialFake<ExtensionContext>("ctx", members);
	// The reply that asks: pi starts its turn before the model's call, before the clock.
	await tool.startTurn(ctx);
	executedAt = performance.now();
	const result = tool.execute("bench", params, undefined, undefined, ctx);
	const shown = await Promise.race([mounted, result.then(() => undefined)]);
	if (shown === undefined) throw new Error(`${tool.name} returned without showing its UI`);
	// pi reads the person's keys in later turns of its event loop than the first frame's (untimed, every product).
	await new Promise((resolve) => setImmediate(resolve));
	return {
		component: shown.component,
		executedAt: shown.executedAt,
		createdAt: shown.createdAt,
		firstFrameAt: shown.firstFrameAt,
		get ended() {
			return ended;
		},
		async close() {
			for (const key of closeKeys) if (!ended) host.press(key);
			if (!ended) throw new Error(`${tool.name} stayed open after ${JSON.stringify(closeKeys)}`);
			await result;
		},
	};
}
