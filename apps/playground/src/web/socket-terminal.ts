import { EscapeWritingTerminal } from "@ask-user/test-kit/escape-writing-terminal";
import { StdinBuffer } from "@mariozechner/pi-tui";

/** How long a lone ESC waits for the rest of a sequence, as pi's own terminal waits. */
const ESCAPE_TIMEOUT_MS = 10;

/**
 * A pi-tui `Terminal` whose screen is a page's xterm: what the TUI writes goes to `write`, and what the page's
 * xterm sends back comes in through `receive`, split into keys (and bracketed pastes) as pi's terminal splits stdin.
 */
export class SocketTerminal extends EscapeWritingTerminal {
	readonly #send: (data: string) => void;
	readonly #input = new StdinBuffer({ timeout: ESCAPE_TIMEOUT_MS });
	#columns: number;
	#rows: number;
	#onInput: ((data: string) => void) | undefined;
	#onResize: (() => void) | undefined;

	constructor(send: (data: string) => void, columns: number, rows: number) {
		super();
		this.#send = send;
		this.#columns = columns;
		this.#rows = rows;
		this.#input.on("data", (sequence) => this.#onInput?.(sequence));
		this.#input.on("paste", (content) => this.#onInput?.(`\x1b[200~${content}\x1b[201~`));
	}

	start(onInput: (data: string) => void, onResize: () => void): void {
		this.#onInput = onInput;
		this.#onResize = onResize;
		// Bracketed paste, as pi's terminal asks for it: a paste reaches the editor as one event.
		this.write("\x1b[?2004h");
	}

	stop(): void {
		this.write("\x1b[?2004l");
		this.#onInput = undefined;
		this.#onResize = undefined;
		this.#input.destroy();
	}

	/** What the page's xterm sent (typed keys, a paste, a replayed key). */
	receive(data: string): void {
		this.#input.process(data);
	}

	/** The page resized its terminal: the TUI redraws for the new size. */
	resize(columns: number, rows: number): void {
		this.#columns = columns;
		this.#rows = rows;
		this.#onResize?.();
	}

	write(data: string): void {
		this.#send(data);
	}

	get columns(): number {
		return this.#columns;
	}

	get rows(): number {
		return this.#rows;
	}
}
