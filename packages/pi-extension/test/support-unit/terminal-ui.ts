/**
 * pi's interactive `ctx.ui.custom()`, reduced to what ask_user relies on: the factory gets a real pi-tui `TUI` on a
 * virtual terminal, the component takes the focus, and the first `done(value)` unmounts it, resolves, and disposes
 * it. Every `done` call is recorded, so tests can check that ask_user calls it exactly once.
 */

import { VirtualTerminal } from "@ask-user/render-tui/testing";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { initTheme, type KeybindingsManager, type Theme } from "@mariozechner/pi-coding-agent";
import { type Component, TUI } from "@mariozechner/pi-tui";

/** A component a `custom()` factory returns. */
export type Hosted = Component & { dispose?(): void };
/** The factory ask_user passes to `ctx.ui.custom()`. */
export type Factory<T> = (
	tui: TUI,
	theme: Theme,
	keybindings: KeybindingsManager,
	done: (result: T) => void,
) => Hosted | Promise<Hosted>;

export interface TerminalUi {
	readonly ui: Pick<ExtensionUIContext, "custom">;
	readonly terminal: VirtualTerminal;
	/** Every value passed to `done`, duplicates included. */
	readonly doneCalls: unknown[];
	/** The mounted component, until `done`. */
	mounted(): Hosted | undefined;
	/** Sends keys one input event at a time and lets the screen settle. */
	press(...keys: string[]): Promise<void>;
	/** Resolves once a component is mounted and its first frame is on screen; rejects if the factory fails. */
	opened(): Promise<void>;
}

/** pi's built-in theme, which pi sets up before extensions run (previews use its Markdown theme). */
initTheme("dark");

/** Styles nothing, so the screen reads as plain text. */
export const plainTheme = {
	fg: (_color: string, text: string) => text,
	bg: (_color: string, text: string) => text,
	bold: (text: string) => text,
};

export interface TerminalUiOptions {
	readonly columns?: number;
	readonly rows?: number;
	/** The theme the factory gets, in place of pi's. */
	readonly theme?: Pick<Theme, "fg" | "bg" | "bold">;
}

export function terminalUi({ columns = 100, rows = 30, theme = plainTheme }: TerminalUiOptions = {}): TerminalUi {
	const terminal = new VirtualTerminal({ columns, rows });
	const tui = new TUI(terminal);
	const doneCalls: unknown[] = [];
	let component: Hosted | undefined;
	let mount: { resolve(): void; reject(error: unknown): void } | undefined;
	const mounting = new Promise<void>((resolve, reject) => (mount = { resolve, reject }));
	mounting.catch(() => {}); // reported through `opened()`
	const custom = <T>(factory: Factory<T>): Promise<T> =>
		new Promise<T>((resolve, reject) => {
			let closed = false;
			const done = (value: T) => {
				doneCalls.push(value);
				if (closed) return;
				closed = true;
				const hosted = component;
				component = undefined;
				if (hosted !== undefined) tui.removeChild(hosted);
				tui.stop();
				resolve(value);
				hosted?.dispose?.();
			};
			const fail = (error: unknown) => {
				mount?.reject(error);
				reject(error);
			};
			// Like pi: the factory runs at once; a throw (or a rejected promise) rejects `custom()`.
			new Promise<Hosted>((created) => created(factory(tui, theme as Theme, {} as KeybindingsManager, done))).then(
				(hosted) => {
					if (closed) return;
					component = hosted;
					tui.addChild(hosted);
					tui.setFocus(hosted);
					tui.start();
					mount?.resolve();
				},
				fail,
			);
		});
	return {
		ui: { custom: custom as ExtensionUIContext["custom"] },
		terminal,
		doneCalls,
		mounted: () => component,
		async press(...keys) {
			for (const key of keys) {
				terminal.sendInput(key);
				await terminal.flush();
			}
		},
		async opened() {
			await mounting;
			await terminal.flush();
		},
	};
}
