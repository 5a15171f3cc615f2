/**
 * pi's interactive `ctx.ui.custom()`, reduced to what ask_user relies on: the factory gets a real pi-tui `TUI` on a
 * virtual terminal, the component takes the focus, and the first `done(value)` unmounts it, resolves, and disposes
 * it. Every `done` call is recorded, so tests can check that ask_user calls it exactly once.
 */

import { fakeCustom, type Hosted, plainTheme } from "@ask-user/test-kit/fake-custom";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { ExtensionUIContext, KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";

export interface TerminalUi {
	readonly ui: Pick<ExtensionUIContext, "custom" | "setTitle" | "notify" | "getEditorText" | "setEditorText">;
	/** The text of pi's editor (`ctx.ui.setEditorText`), empty at first. */
	editorText(): string;
	/** Every title set through `ctx.ui.setTitle`. */
	readonly titles: string[];
	/** Every `ctx.ui.notify` message. */
	readonly notices: string[];
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
builtInPiTheme("dark");

export interface TerminalUiOptions {
	readonly columns?: number;
	readonly rows?: number;
	/** The theme the factory gets, in place of pi's. */
	readonly theme?: Pick<Theme, "fg" | "bg" | "bold">;
	/** pi's keybindings, e.g. with the person's remaps; pi-tui's defaults otherwise. */
	readonly keybindings?: KeybindingsManager;
}

export function terminalUi({
	columns = 100,
	rows = 30,
	theme = plainTheme,
	keybindings,
}: TerminalUiOptions = {}): TerminalUi {
	const terminal = new VirtualTerminal({ columns, rows });
	const tui = mainScreenTui(terminal);
	const doneCalls: unknown[] = [];
	let component: Hosted | undefined;
	let mount: { resolve(): void; reject(error: unknown): void } | undefined;
	const mounting = new Promise<void>((resolve, reject) => (mount = { resolve, reject }));
	mounting.catch(() => {}); // reported through `opened()`
	const custom = fakeCustom({
		tui,
		theme,
		...(keybindings === undefined ? {} : { keybindings }),
		onDone: (value) => doneCalls.push(value),
		onMounted(hosted) {
			component = hosted;
			tui.start();
			mount?.resolve();
		},
		onClosed() {
			component = undefined;
			tui.stop();
		},
		onFailed: (error) => mount?.reject(error),
	});
	const titles: string[] = [];
	const notices: string[] = [];
	let editorText = "";
	return {
		ui: {
			custom,
			setTitle: (title) => titles.push(title),
			notify: (message) => notices.push(message),
			getEditorText: () => editorText,
			setEditorText: (text) => {
				editorText = text;
			},
		},
		editorText: () => editorText,
		titles,
		notices,
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
