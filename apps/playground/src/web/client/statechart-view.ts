import type { StateBox } from "../protocol.ts";
import { create } from "./dom.ts";

/** Draws the machine as nested boxes, each listing its transitions; `highlight` marks the active states. */
export class StatechartView {
	readonly #boxes = new Map<string, HTMLElement>();

	constructor(container: HTMLElement, root: StateBox) {
		container.replaceChildren(this.#draw(root));
	}

	highlight(active: readonly string[]): void {
		const on = new Set(active);
		for (const [id, box] of this.#boxes) box.classList.toggle("active", on.has(id));
		// The innermost active state comes last: keep it in sight in a long chart.
		this.#boxes.get(active.at(-1) ?? "")?.scrollIntoView({ block: "nearest" });
	}

	#draw(state: StateBox): HTMLElement {
		const box = create("div", "state");
		box.dataset.id = state.id;
		box.classList.toggle("initial", state.initial && state.id !== "");
		box.classList.toggle("final", state.final);
		box.append(create("div", "name", state.key));
		if (state.transitions.length > 0) {
			const list = create("ul", "transitions");
			list.append(...state.transitions.map((transition) => create("li", "", transition)));
			box.append(list);
		}
		box.append(...state.children.map((child) => this.#draw(child)));
		this.#boxes.set(state.id, box);
		return box;
	}
}
