/**
 * A real pi-tui `TUI` on a terminal, with rendering under the benchmark's control. pi-tui defers a requested
 * render to the next tick and throttles renders to one per 16 ms; here `requestRender()` only marks the frame as
 * wanted and `render()` runs the TUI's own render pass (`doRender`: every component's `render(width)`, the
 * differential compare with the previous frame, and the terminal writes) synchronously, so a key's cost can be
 * timed from input to written frame without timers in between.
 */
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import type { Terminal, TUI } from "@mariozechner/pi-tui";

/**
 * One turn of the event loop, untimed, after each key: pi's stdin delivers each key in its own turn, and what a
 * product queued for idle time (`setImmediate`) runs there, as between a person's keys.
 */
export const idleTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A terminal the benchmark can type into, as pi-tui's stdin handling would deliver keys. */
export interface InputTerminal extends Terminal {
	sendInput(data: string): void;
}

export class BenchHost<T extends InputTerminal = InputTerminal> {
	readonly terminal: T;
	readonly tui: TUI;
	readonly #doRender: () => void;
	#wanted = false;
	#stopped = false;

	constructor(terminal: T) {
		this.terminal = terminal;
		this.tui = mainScreenTui(terminal);
		const doRender: unknown = Reflect.get(this.tui, "doRender");
		if (typeof doRender !== "function") throw new Error("pi-tui's TUI has no doRender(): update the benchmark host");
		this.#doRender = () => Reflect.apply(doRender, this.tui, []);
		this.tui.requestRender = () => {
			this.#wanted = true;
		};
		allowOneMoreExitListener(1);
		this.tui.start();
		this.render();
	}

	/** Runs the TUI's render pass if a render was requested since the last one. */
	render(): void {
		if (!this.#wanted) return;
		this.#wanted = false;
		this.#doRender();
	}

	/** One key through the TUI's input path (to the focused component), then the frame it causes. */
	press(key: string): void {
		this.terminal.sendInput(key);
		this.render();
	}

	stop(): void {
		if (this.#stopped) return;
		this.#stopped = true;
		this.tui.stop();
		allowOneMoreExitListener(-1);
	}
}

/**
 * pi-tui 1.x adds an `exit` listener per started TUI (it restores the terminal) and takes it off when the TUI stops.
 * The keystroke suite keeps a host open per case, more than Node's ten listeners before it warns of a leak: each
 * open host allows its own, so a warning still means a listener nobody takes off. A limit of 0 (none) is left alone.
 */
function allowOneMoreExitListener(change: 1 | -1): void {
	const limit = process.getMaxListeners();
	if (limit !== 0) process.setMaxListeners(limit + change);
}
