/**
 * A pi-tui `TUI` that draws on the terminal's main screen, for tests and hosts outside pi (the playground, the
 * bench). pi-tui 0.73 exports it as the class `TUI`; pi-tui 1.x keeps `TUI` as a type only and exports the class
 * `TuiMainScreen` (and `TuiAltScreen`, its fullscreen mode) (checked on pi-tui 1.6.0).
 */

import type { Terminal, TUI } from "@mariozechner/pi-tui";
import * as piTui from "@mariozechner/pi-tui";

type MainScreenTuiClass = new (terminal: Terminal, showHardwareCursor?: boolean) => TUI;

function mainScreenClass(): MainScreenTuiClass {
	// Asked with `in` first: a test's module mock refuses to read an export it lacks.
	const found: unknown = Reflect.get(piTui, "TuiMainScreen" in piTui ? "TuiMainScreen" : "TUI");
	if (typeof found !== "function") throw new Error("pi-tui exports neither TuiMainScreen (1.x) nor TUI (0.73)");
	// A class that pi-tui's own types call `TUI` in 0.73 and `TuiMainScreen implements TUI` in 1.x.
	return found as MainScreenTuiClass;
}

const MainScreenTui = mainScreenClass();

/** A new main-screen `TUI` on `terminal`, of whichever pi-tui line is installed. */
export function mainScreenTui(terminal: Terminal, showHardwareCursor?: boolean): TUI {
	return new MainScreenTui(terminal, showHardwareCursor);
}
