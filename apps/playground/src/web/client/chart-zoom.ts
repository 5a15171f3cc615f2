/** How far the chart zooms out and in, and by how much each step. */
const MIN_SCALE = 0.25;
const MAX_SCALE = 3;
const STEP = 1.2;
/** How far the pointer moves before a press on the background is a drag, not a click. */
const DRAG_START = 4;

/**
 * Zoom and pan for a drawing in a scrolling box: Ctrl+wheel (or a pinch) and the buttons zoom about a point,
 * keeping it where it is; dragging the drawing's background (or a compound state's inside) pans. The drawing keeps its own coordinates: zooming
 * sizes it, the box's scroll bars pan it.
 */
export class ChartZoom {
	#scale = 1;
	readonly #box: HTMLElement;
	readonly #drawing: SVGSVGElement;
	readonly #width: number;
	readonly #height: number;

	/** `grabs` tells whether a press on an element of the drawing (besides its background) may start a pan. */
	constructor(
		box: HTMLElement,
		drawing: SVGSVGElement,
		size: { readonly width: number; readonly height: number },
		grabs: (target: Element) => boolean,
	) {
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
		this.#panOnDrag(grabs);
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

	/** A drag from the background (or from where `grabs` says) pans; a drag of a few pixels is still a click. */
	#panOnDrag(grabs: (target: Element) => boolean): void {
		const box = this.#box;
		const drawing = this.#drawing;
		let from: { x: number; y: number; left: number; top: number; id: number } | undefined;
		let dragged = false;
		drawing.addEventListener("pointerdown", (event) => {
			const target = event.target instanceof Element ? event.target : drawing;
			if (event.button !== 0 || (target !== drawing && !grabs(target))) return;
			from = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, id: event.pointerId };
			dragged = false;
		});
		drawing.addEventListener("pointermove", (event) => {
			if (from === undefined) return;
			const dx = event.clientX - from.x;
			const dy = event.clientY - from.y;
			if (!dragged && Math.hypot(dx, dy) < DRAG_START) return;
			if (!dragged) drawing.setPointerCapture(from.id);
			dragged = true;
			drawing.classList.add("panning");
			box.scrollLeft = from.left - dx;
			box.scrollTop = from.top - dy;
		});
		const stop = () => {
			from = undefined;
			drawing.classList.remove("panning");
		};
		drawing.addEventListener("pointerup", stop);
		drawing.addEventListener("pointercancel", stop);
		// The click that ends a drag selects nothing.
		drawing.addEventListener(
			"click",
			(event) => {
				if (dragged) event.stopPropagation();
				dragged = false;
			},
			{ capture: true },
		);
	}
}
