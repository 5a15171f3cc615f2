/**
 * A terminal that keeps nothing: writes are counted and dropped. For memory runs, where a terminal that records its
 * output (like the virtual terminal) would grow with every frame and hide what the product retains.
 */
import type { InputTerminal } from "./bench-host.ts";

export class NullTerminal implements InputTerminal {
	readonly columns: number;
	readonly rows: number;
	readonly kittyProtocolActive = false;
	bytesWritten = 0;
	#onInput: ((data: string) => void) | undefined;

	constructor(columns: number, rows: number) {
		this.columns = columns;
		this.rows = rows;
	}

	start(onInput: (data: string) => void): void {
		this.#onInput = onInput;
	}

	stop(): void {
		this.#onInput = undefined;
	}

	async drainInput(): Promise<void> {}

	write(data: string): void {
		this.bytesWritten += data.length;
	}

	moveBy(): void {}
	hideCursor(): void {}
	showCursor(): void {}
	clearLine(): void {}
	clearFromCursor(): void {}
	clearScreen(): void {}
	setTitle(): void {}
	setProgress(): void {}

	sendInput(data: string): void {
		if (this.#onInput === undefined) throw new Error("NullTerminal: sendInput before start()");
		this.#onInput(data);
	}
}
