/**
 * A pi-tui `Terminal` backed by a headless xterm, for tests that drive a real `TUI` and read the screen back the
 * way a user would see it.
 */
import xterm from "@xterm/headless";
import { EscapeWritingTerminal } from "./escape-writing-terminal.ts";

export interface VirtualTerminalOptions {
	readonly columns?: number;
	readonly rows?: number;
}

/** pi-tui's `TUI.MIN_RENDER_INTERVAL_MS` (private there): a requested render runs at most this long after. */
const RENDER_INTERVAL_MS = 16;

export class VirtualTerminal extends EscapeWritingTerminal {
	readonly #xterm: xterm.Terminal;
	#output = "";
	#onInput: ((data: string) => void) | undefined;
	#onResize: (() => void) | undefined;

	constructor({ columns = 80, rows = 24 }: VirtualTerminalOptions = {}) {
		super();
		this.#xterm = new xterm.Terminal({ cols: columns, rows, allowProposedApi: true });
	}

	start(onInput: (data: string) => void, onResize: () => void): void {
		this.#onInput = onInput;
		this.#onResize = onResize;
	}

	stop(): void {
		this.#onInput = undefined;
		this.#onResize = undefined;
	}

	write(data: string): void {
		this.#output += data;
		this.#xterm.write(data);
	}

	get columns(): number {
		return this.#xterm.cols;
	}

	/** Resizes like a user dragging the window: the TUI's resize handler runs. */
	set columns(columns: number) {
		this.resize(columns, this.rows);
	}

	get rows(): number {
		return this.#xterm.rows;
	}

	set rows(rows: number) {
		this.resize(this.columns, rows);
	}

	override setTitle(title: string): void {
		this.write(`\x1b]0;${title}\x07`);
	}

	override setProgress(active: boolean): void {
		this.write(active ? "\x1b]9;4;3\x07" : "\x1b]9;4;0;\x07");
	}

	/** Resizes the screen, then runs the TUI's resize handler. */
	resize(columns: number, rows: number): void {
		this.#xterm.resize(columns, rows);
		this.#onResize?.();
	}

	/**
	 * Delivers `data` to the TUI as one input event, as pi-tui's stdin buffer would after splitting what the
	 * terminal sent: call once per key (`"\x1b[B"`, `"N"`, `"\x03"`), or with a whole paste.
	 */
	sendInput(data: string): void {
		if (!this.#onInput) throw new Error("VirtualTerminal: sendInput before start() or after stop()");
		this.#onInput(data);
	}

	/**
	 * Settles the screen: waits until the TUI has run its pending (throttled) renders and nothing more is written,
	 * then until xterm has parsed everything, then for one more turn of the event loop, as a person's next key comes
	 * in a later turn than the frame they saw (render-tui's typeahead guard holds keys read before that turn as typed
	 * before the form could be seen). Await it between input and `screen()`, and before the next key.
	 */
	async flush(): Promise<void> {
		for (;;) {
			const written = this.#output.length;
			// A render requested now is scheduled on the next tick, then runs at most RENDER_INTERVAL_MS later.
			await new Promise((resolve) => setImmediate(resolve));
			await new Promise((resolve) => setTimeout(resolve, RENDER_INTERVAL_MS + 1));
			if (this.#output.length !== written) continue;
			await new Promise<void>((resolve) => this.#xterm.write("", resolve));
			await new Promise((resolve) => setImmediate(resolve));
			if (this.#output.length === written) return;
		}
	}

	/** The visible rows as plain text without trailing spaces; as many entries as `rows`. */
	screen(): string[] {
		const buffer = this.#xterm.buffer.active;
		return Array.from({ length: this.rows }, (_, row) =>
			(buffer.getLine(buffer.viewportY + row)?.translateToString(true) ?? "").replace(/ +$/, ""),
		);
	}

	/** Everything written to the terminal so far, escape sequences included. */
	get output(): string {
		return this.#output;
	}
}
