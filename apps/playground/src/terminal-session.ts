import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { type Component, ProcessTerminal, type TUI } from "@mariozechner/pi-tui";
import { deferred } from "./deferred.ts";

/**
 * Shows one component in the real terminal until it calls `finish`, then restores the terminal (raw mode, cursor,
 * keyboard protocols) and resolves with the value. pi-tui renders inline, so what was printed before stays above.
 */
export async function inTerminal<T>(mount: (tui: TUI, finish: (value: T) => void) => Component): Promise<T> {
	const terminal = new ProcessTerminal();
	const tui = mainScreenTui(terminal);
	const result = deferred<T>();
	const component = mount(tui, result.resolve);
	tui.addChild(component);
	tui.setFocus(component);
	tui.start();
	try {
		return await result.promise;
	} finally {
		await terminal.drainInput();
		tui.stop();
		// A finished component may render nothing, leaving the cursor above stale rows: clear them for what follows.
		terminal.clearFromCursor();
	}
}
