/**
 * Tells whether a component's `render` is running: a theme made before the component reads `during()` to tell work
 * done while a key's frame renders from work done on idle turns.
 */
import type { Component } from "@mariozechner/pi-tui";

export class RenderWatch {
	private rendering = false;
	readonly during = (): boolean => this.rendering;

	/** Follows `component`'s renders from now on. */
	watch(component: Component): void {
		const render = component.render.bind(component);
		component.render = (width) => {
			this.rendering = true;
			try {
				return render(width);
			} finally {
				this.rendering = false;
			}
		};
	}
}
