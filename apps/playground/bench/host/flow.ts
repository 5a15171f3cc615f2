/**
 * One tool call shown in a `BenchHost`: the tool's `execute` runs with a fake `ctx` whose `ui.custom` mounts the
 * component the way pi's interactive mode does (`showExtensionCustom`: the factory's component goes in, gets focus
 * and a render; `done` takes it out, resolves the call and disposes the component).
 */
import type {
	ExtensionContext,
	ExtensionUIContext,
	KeybindingsManager,
	Theme,
	ToolDefinition,
} from "@mariozechner/pi-coding-agent";
import { type Component, getKeybindings, type TUI } from "@mariozechner/pi-tui";
import { deferred } from "../../src/deferred.ts";
import type { BenchHost } from "./bench-host.ts";
import { partialFake } from "./partial-fake.ts";

type Mountable = Component & { dispose?(): void };
type CustomFactory<T> = (
	tui: TUI,
	theme: Theme,
	keybindings: KeybindingsManager,
	done: (result: T) => void,
) => Mountable | Promise<Mountable>;

export interface FlowOptions {
	readonly tool: ToolDefinition;
	readonly params: unknown;
	readonly host: BenchHost;
	readonly theme: Theme;
	/** Keys that end the flow from any state, sent in order until it has ended. */
	readonly closeKeys: readonly string[];
}

export interface Flow {
	readonly component: Component;
	/** `performance.now()` just before the tool's factory was called to create its component. */
	readonly createdAt: number;
	/** `performance.now()` right after the first frame with the component was rendered. */
	readonly firstFrameAt: number;
	/** True once the component called `done`. */
	readonly ended: boolean;
	/** Sends the close keys until the flow ends, then waits for `execute` to return. */
	close(): Promise<void>;
}

/** Opens the tool's UI: resolves once its first frame is rendered. Fails if `execute` returns without a UI. */
export async function openFlow({ tool, params, host, theme, closeKeys }: FlowOptions): Promise<Flow> {
	const mounted = deferred<{ component: Mountable; createdAt: number; firstFrameAt: number }>();
	let ended = false;
	// Neither product reads the key bindings; pi passes its app-level manager, a subclass of pi-tui's.
	const keybindings = getKeybindings() as KeybindingsManager;
	const custom = <T>(factory: CustomFactory<T>): Promise<T> =>
		new Promise<T>((resolve, reject) => {
			let component: Mountable | undefined;
			const done = (result: T) => {
				if (ended) return;
				ended = true;
				if (component !== undefined) host.tui.removeChild(component);
				host.tui.setFocus(null);
				host.tui.requestRender();
				resolve(result);
				component?.dispose?.();
			};
			const createdAt = performance.now();
			Promise.resolve(factory(host.tui, theme, keybindings, done)).then((created) => {
				if (ended) return;
				component = created;
				host.tui.addChild(created);
				host.tui.setFocus(created);
				host.tui.requestRender();
				host.render();
				mounted.resolve({ component: created, createdAt, firstFrameAt: performance.now() });
			}, reject);
		});
	const ui = partialFake<ExtensionUIContext>("ctx.ui", { custom });
	const ctx = partialFake<ExtensionContext>("ctx", { ui, hasUI: true, cwd: process.cwd() });
	const result = tool.execute("bench", params, undefined, undefined, ctx);
	const shown = await Promise.race([mounted.promise, result.then(() => undefined)]);
	if (shown === undefined) throw new Error(`${tool.name} returned without showing its UI`);
	return {
		component: shown.component,
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
