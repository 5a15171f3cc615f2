/**
 * pi's interactive `ctx.ui.custom()` on a TUI that never draws: mounted the way pi mounts (the factory runs at once,
 * the component becomes a focused child one microtask later, the first `done` unmounts, resolves and disposes it),
 * but with no terminal output and no frames to wait for (`opened()` renders the form once, as pi's first frame). For fuzzing and for thousands of calls in one TUI, where
 * terminal-ui.ts (a drawing terminal per call) would be too slow.
 */

import { fakeCustom, type Hosted, plainTheme } from "@ask-user/test-kit/fake-custom";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { ExtensionUIContext, Theme } from "@mariozechner/pi-coding-agent";
import type { TUI } from "@mariozechner/pi-tui";

export interface InstantUi {
	readonly ui: Pick<ExtensionUIContext, "custom" | "setTitle">;
	readonly tui: TUI;
	/** Every value passed to `done`, duplicates included. */
	readonly doneCalls: unknown[];
	/** Every component a factory returned, held weakly. */
	readonly created: WeakRef<Hosted>[];
	/** The mounted component, until `done`. */
	mounted(): Hosted | undefined;
	/** Resolves once the component of the running call is mounted. */
	opened(): Promise<Hosted>;
}

export interface InstantUiOptions {
	/** The theme the factory gets, in place of pi's. */
	readonly theme?: Pick<Theme, "fg" | "bg" | "bold">;
}

/** How long `opened()` waits for the running call to mount its component. */
const OPEN_TIMEOUT_MS = 10_000;

/** One long-lived TUI, as in a pi session; every `custom()` call mounts into it. */
export function instantUi({ theme = plainTheme }: InstantUiOptions = {}): InstantUi {
	const tui = mainScreenTui(new VirtualTerminal({ columns: 100, rows: 30 }));
	tui.stop();
	const doneCalls: unknown[] = [];
	const created: WeakRef<Hosted>[] = [];
	let mounted: Hosted | undefined;
	const custom = fakeCustom({
		tui,
		theme,
		onDone: (value) => doneCalls.push(value),
		onCreated: (hosted) => created.push(new WeakRef(hosted)),
		onMounted(hosted) {
			mounted = hosted;
		},
		onClosed() {
			mounted = undefined;
		},
	});
	return {
		ui: { custom, setTitle: () => {} },
		tui,
		doneCalls,
		created,
		mounted: () => mounted,
		async opened() {
			// The call reaches custom() once execute has loaded the UI (an import on the first call, a microtask after
			// that), then mounts within microtasks.
			const deadline = Date.now() + OPEN_TIMEOUT_MS;
			while (mounted === undefined && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
			if (mounted === undefined) throw new Error(`custom() mounted nothing within ${OPEN_TIMEOUT_MS} ms`);
			// pi draws the form, and reads the person's keys in later turns of its event loop: a key read in the turn of
			// the first frame was typed before anyone saw the form (the typeahead guard holds it).
			const shown = mounted;
			shown.render(tui.terminal.columns);
			await new Promise((resolve) => setImmediate(resolve));
			return shown;
		},
	};
}
