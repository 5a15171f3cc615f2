/**
 * A component that does nothing of its own: it shows frames recorded from another component, one per key, so that
 * a key through pi-tui costs pi-tui's input path and render pass alone (the floor of D111).
 */
import type { Component, TUI } from "@mariozechner/pi-tui";

export class ReplayComponent implements Component {
	readonly #tui: TUI;
	#lines: string[] = [];
	#next: string[] | undefined;

	constructor(tui: TUI) {
		this.#tui = tui;
	}

	/** The frame shown now (a lap's first frame). */
	show(lines: readonly string[]): void {
		this.#lines = [...lines];
	}

	/** The frame the next key shows; undefined when that key rendered nothing. */
	queue(lines: readonly string[] | undefined): void {
		this.#next = lines === undefined ? undefined : [...lines];
	}

	handleInput(): void {
		if (this.#next === undefined) return;
		this.#lines = this.#next;
		this.#next = undefined;
		this.#tui.requestRender();
	}

	render(): string[] {
		return this.#lines;
	}

	invalidate(): void {}
}
