/**
 * The time a key spends in a product's own code, apart from pi-tui's: the mounted component's `handleInput` and
 * `render(width)` are wrapped on the instance (before its first frame), each outermost call timed and every frame
 * the TUI asked for kept by reference. A call the component makes to itself from inside another (a render from
 * `handleInput`) is counted once, by the outer call, and is not a frame. Decision D111.
 */
import type { Component } from "@mariozechner/pi-tui";

export class ComponentProbe {
	/** Milliseconds spent in the component's `handleInput` and `render`, summed over every call so far. */
	ownMs = 0;
	/** Frames the component rendered for the TUI so far. */
	renders = 0;
	/** The lines of the last frame (the component's own array: copy it before the component may reuse it). */
	lines: readonly string[] = [];
	#inside = false;

	/** Wraps `component`'s own methods; a probe follows one component at a time (a new lap attaches the next). */
	attach(component: Component): void {
		const render = component.render.bind(component);
		component.render = (width) => {
			if (this.#inside) return render(width);
			this.#inside = true;
			const start = performance.now();
			try {
				const lines = render(width);
				this.lines = lines;
				this.renders++;
				return lines;
			} finally {
				this.ownMs += performance.now() - start;
				this.#inside = false;
			}
		};
		const { handleInput } = component;
		if (handleInput === undefined) return;
		const input = handleInput.bind(component);
		component.handleInput = (data) => {
			if (this.#inside) return input(data);
			this.#inside = true;
			const start = performance.now();
			try {
				input(data);
			} finally {
				this.ownMs += performance.now() - start;
				this.#inside = false;
			}
		};
	}
}
