/**
 * The part of a pi-tui `Terminal` that only writes escape sequences (cursor moves, clears): shared by the terminals
 * whose screen is an xterm somewhere else, a headless one in tests or one in a browser page.
 */
import type { Terminal } from "@mariozechner/pi-tui";

export abstract class EscapeWritingTerminal implements Terminal {
	abstract start(onInput: (data: string) => void, onResize: () => void): void;
	abstract stop(): void;
	abstract write(data: string): void;
	abstract get columns(): number;
	abstract get rows(): number;

	async drainInput(): Promise<void> {}

	get kittyProtocolActive(): boolean {
		return false;
	}

	moveBy(lines: number): void {
		if (lines > 0) this.write(`\x1b[${lines}B`);
		else if (lines < 0) this.write(`\x1b[${-lines}A`);
	}

	hideCursor(): void {
		this.write("\x1b[?25l");
	}

	showCursor(): void {
		this.write("\x1b[?25h");
	}

	clearLine(): void {
		this.write("\x1b[K");
	}

	clearFromCursor(): void {
		this.write("\x1b[J");
	}

	clearScreen(): void {
		this.write("\x1b[2J\x1b[H");
	}

	/** Nothing by default: a terminal that shows the title writes it. */
	setTitle(_title: string): void {}

	/** Nothing by default: a terminal that shows progress writes it. */
	setProgress(_active: boolean): void {}

	/**
	 * pi-tui 1.x's program status (OSC 7501: working, blocked on a question, …; its `ProgramStatus`, which pi-tui
	 * 0.73 lacks). pi-tui sends it only to a terminal that confirmed support; these do not, so nothing is written.
	 */
	setProgramStatus(_status: { readonly state: string }): void {}
}
