import { Terminal } from "@xterm/xterm";
import type { Scheme } from "../protocol.ts";
import { clampToLimit, TERMINAL_LIMITS } from "../terminal-limits.ts";

/** The page backgrounds of pi's themes (their `export.pageBg`), with text that reads on them. */
const COLOURS: Record<Scheme, { readonly background: string; readonly foreground: string; readonly cursor: string }> = {
	dark: { background: "#18181e", foreground: "#e5e5e7", cursor: "#e5e5e7" },
	light: { background: "#f8f8f8", foreground: "#000000", cursor: "#000000" },
};

export interface TerminalSize {
	readonly cols: number;
	readonly rows: number;
}

/**
 * The page's xterm inside a frame the user can resize by its corner: dragging it or typing a size resizes the
 * terminal and reports the new size.
 */
export class TerminalView {
	readonly term: Terminal;
	readonly #frame: HTMLElement;
	readonly #onResize: (size: TerminalSize) => void;
	#scheme: Scheme = "dark";

	constructor(frame: HTMLElement, mount: HTMLElement, size: TerminalSize, onResize: (size: TerminalSize) => void) {
		this.#frame = frame;
		this.#onResize = onResize;
		this.term = new Terminal({
			cols: size.cols,
			rows: size.rows,
			fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
			fontSize: 13,
			scrollback: 0,
			allowProposedApi: true,
		});
		this.term.open(mount);
		// CSS `resize` sets the frame's inline size: only then did the user drag it.
		new ResizeObserver(() => {
			if (this.#frame.style.width !== "") this.#fitFrame();
		}).observe(frame);
	}

	get size(): TerminalSize {
		return { cols: this.term.cols, rows: this.term.rows };
	}

	/** Resizes to a typed size; the frame wraps the terminal again. */
	resize(size: TerminalSize): void {
		this.#frame.style.width = "";
		this.#frame.style.height = "";
		this.#apply(size);
	}

	/** The colours of the theme shown: what an exported screen is drawn in. */
	get colours(): { readonly background: string; readonly foreground: string } {
		return COLOURS[this.#scheme];
	}

	setScheme(scheme: Scheme): void {
		this.#scheme = scheme;
		this.term.options.theme = COLOURS[scheme];
		this.#frame.className = scheme;
	}

	/** The visible rows as text, for tests and the share link. */
	screen(): string[] {
		const buffer = this.term.buffer.active;
		return Array.from(
			{ length: this.term.rows },
			(_, row) => buffer.getLine(buffer.viewportY + row)?.translateToString(true) ?? "",
		);
	}

	#fitFrame(): void {
		const screen = this.term.element?.querySelector(".xterm-screen");
		if (!(screen instanceof HTMLElement) || screen.clientWidth === 0) return;
		const cellWidth = screen.clientWidth / this.term.cols;
		const cellHeight = screen.clientHeight / this.term.rows;
		const style = getComputedStyle(this.#frame);
		const width =
			this.#frame.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
		const height =
			this.#frame.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
		const cols = clampToLimit(width / cellWidth, TERMINAL_LIMITS.cols);
		const rows = clampToLimit(height / cellHeight, TERMINAL_LIMITS.rows);
		if (cols !== this.term.cols || rows !== this.term.rows) this.#apply({ cols, rows });
	}

	#apply(size: TerminalSize): void {
		this.term.resize(size.cols, size.rows);
		this.#onResize(size);
	}
}
