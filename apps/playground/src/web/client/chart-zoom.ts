/** How far the chart zooms out and in, and by how much each step. */
const MIN_SCALE = 0.25;
const MAX_SCALE = 3;
const STEP = 1.2;

/**
 * Zoom and pan for a drawing in a scrolling box: Ctrl+wheel (or a pinch) and the buttons zoom about a point,
 * keeping it where it is; dragging the drawing's background pans. The drawing keeps its own coordinates: zooming
 * sizes it, the box's scroll bars pan it.
 */
export class ChartZoom {
	#scale = 1;
	readonly #box: HTMLElement;
	readonly #drawing: SVGSVGElement;
	readonly #width: number;
	readonly #height: number;

	constructor(box: HTMLElement, drawing: SVGSVGElement, size: { readonly width: number; readonly height: number }) {
		this.#box = box;
		this.#drawing = drawing;
		this.#width = size.width;
		this.#height = size.height;
		box.addEventListener(
			"wheel",
			(event) => {
				if (!event.ctrlKey) return;
				event.preventDefault();
				const bounds = box.getBoundingClientRect();
				this.zoomTo(this.#scale * STEP ** (-event.deltaY / 100), {
					x: event.clientX - bounds.left,
					y: event.clientY - bounds.top,
				});
			},
			{ passive: false },
		);
		this.#panOnDrag();
		this.#apply();
	}

	get scale(): number {
		return this.#scale;
	}

	zoomIn(): void {
		this.zoomTo(this.#scale * STEP);
	}

	zoomOut(): void {
		this.zoomTo(this.#scale / STEP);
	}

	/** The whole drawing in the box. */
	fit(): void {
		this.zoomTo(Math.min(this.#box.clientWidth / this.#width, this.#box.clientHeight / this.#height), { x: 0, y: 0 });
	}

	/** Zooms to `scale`, keeping the drawing's point under `anchor` (in the box; its middle by default) in place. */
	zoomTo(scale: number, anchor = { x: this.#box.clientWidth / 2, y: this.#box.clientHeight / 2 }): void {
		const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
		const box = this.#box;
		const x = (box.scrollLeft + anchor.x) / this.#scale;
		const y = (box.scrollTop + anchor.y) / this.#scale;
		this.#scale = next;
		this.#apply();
		box.scrollLeft = x * next - anchor.x;
		box.scrollTop = y * next - anchor.y;
	}

	#apply(): void {
		this.#drawing.setAttribute("width", String(Math.round(this.#width * this.#scale)));
		this.#drawing.setAttribute("height", String(Math.round(this.#height * this.#scale)));
	}

	#panOnDrag(): void {
		const box = this.#box;
		let from: { x: number; y: number; left: number; top: number } | undefined;
		this.#drawing.addEventListener("pointerdown", (event) => {
			if (event.target !== this.#drawing || event.button !== 0) return;
			from = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
			this.#drawing.setPointerCapture(event.pointerId);
			this.#drawing.classList.add("panning");
		});
		this.#drawing.addEventListener("pointermove", (event) => {
			if (from === undefined) return;
			box.scrollLeft = from.left - (event.clientX - from.x);
			box.scrollTop = from.top - (event.clientY - from.y);
		});
		const stop = () => {
			from = undefined;
			this.#drawing.classList.remove("panning");
		};
		this.#drawing.addEventListener("pointerup", stop);
		this.#drawing.addEventListener("pointercancel", stop);
	}
}
