import type { Diagram, DiagramEdge, DiagramNode, DiagramTransition } from "../protocol.ts";
import { ChartZoom } from "./chart-zoom.ts";
import { create } from "./dom.ts";

const SVG = "http://www.w3.org/2000/svg";
/** As the layout measured them (`statechart/diagram.ts`). */
const LABEL_LINE = 12;

function svg<K extends keyof SVGElementTagNameMap>(
	tag: K,
	attributes: Record<string, string | number>,
	text = "",
): SVGElementTagNameMap[K] {
	const element = document.createElementNS(SVG, tag);
	for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
	if (text !== "") element.textContent = text;
	return element;
}

/** Makes a drawn node a button: focusable, named `name` for screen readers, shown by Enter or Space as by a click. */
function asButton(element: SVGElement, name: string, show: () => void): void {
	element.setAttribute("tabindex", "0");
	element.setAttribute("role", "button");
	element.setAttribute("aria-label", name);
	element.addEventListener("click", (event) => {
		event.stopPropagation();
		show();
	});
	element.addEventListener("keydown", (event) => {
		if (event.key !== "Enter" && event.key !== " ") return;
		// Space would scroll the chart.
		event.preventDefault();
		show();
	});
}

/** A state as the page names it: its id, `(root)` for the machine's own. */
const stateName = (id: string) => id || "(root)";

/**
 * Draws the laid-out statechart as SVG: states as boxes inside their parents, transitions as labelled edges.
 * `highlight` lights the active states and marks the transitions the last event took; a click on a state shows its
 * description and its transitions in `info`, a click on a transition its description, guard and actions. The
 * chart zooms (the buttons, Ctrl+wheel) and pans (drag its background, or scroll). The drawing is a group named
 * "statechart" whose states and transitions are buttons, each named for screen readers: a state by its id, a
 * transition by its label and its states (`always [isLastQuestion], advancing → reviewing`).
 */
export class StatechartView {
	readonly #states = new Map<string, SVGGElement>();
	readonly #transitions = new Map<string, Element[]>();
	readonly #diagram: Diagram;
	readonly #info: HTMLElement;
	/** The box the drawing scrolls in. */
	readonly #container: HTMLElement;
	readonly #svg: SVGSVGElement;
	readonly #zoom: ChartZoom;

	constructor(container: HTMLElement, info: HTMLElement, diagram: Diagram) {
		this.#diagram = diagram;
		this.#info = info;
		const root = svg("svg", {
			id: "diagram",
			viewBox: `0 0 ${diagram.width} ${diagram.height}`,
			width: diagram.width,
			height: diagram.height,
			role: "group",
			"aria-label": "statechart",
		});
		const defs = svg("defs", {});
		for (const [id, className] of [
			["arrow", "arrowhead"],
			["arrow-taken", "arrowhead taken"],
		] as const) {
			const marker = svg("marker", {
				id,
				viewBox: "0 0 10 10",
				refX: 9,
				refY: 5,
				markerWidth: 7,
				markerHeight: 7,
				orient: "auto-start-reverse",
			});
			marker.append(svg("path", { d: "M0,0 L10,5 L0,10 z", class: className }));
			defs.append(marker);
		}
		root.append(defs, ...diagram.nodes.map((node) => this.#state(node)));
		root.append(...diagram.edges.map((edge) => this.#edge(edge)));
		const everywhere = create("p", "everywhere");
		everywhere.append("In every state: ");
		for (const { transition, to } of diagram.everywhere) {
			// A button: the keyboard reaches it and a screen reader names it by its text, as the chart's nodes.
			const item = create("button", "transition", `${transition.label} → ${to}`);
			item.type = "button";
			item.title = transition.description;
			item.addEventListener("click", () => this.#showTransition(transition, "(any state)", to));
			this.#remember(transition.id, item);
			everywhere.append(item, " ");
		}
		const drawing = create("div", "drawing");
		drawing.append(root);
		container.replaceChildren(everywhere, this.#zoomBar(), drawing);
		this.#svg = root;
		this.#container = drawing;
		// A compound state's box is the background of what it holds: a drag there pans too.
		this.#zoom = new ChartZoom(drawing, root, diagram, (target) => target.matches(".state.compound > rect"));
		this.#show(diagram.nodes[0]);
	}

	#zoomBar(): HTMLElement {
		const bar = create("div", "zoom");
		const button = (text: string, title: string, action: () => void) => {
			const one = create("button", "", text);
			one.title = title;
			one.addEventListener("click", action);
			return one;
		};
		bar.append(
			button("−", "zoom out (or Ctrl+wheel)", () => this.#zoom.zoomOut()),
			button("+", "zoom in (or Ctrl+wheel)", () => this.#zoom.zoomIn()),
			button("Fit", "the whole chart", () => this.#zoom.fit()),
			button("1:1", "actual size", () => this.#zoom.zoomTo(1)),
			" drag the chart to pan",
		);
		return bar;
	}

	/** Lights the states in `active` and marks the transitions in `taken` (and only those). */
	highlight(active: readonly string[], taken: readonly string[] = []): void {
		const on = new Set(active);
		for (const [id, group] of this.#states) group.classList.toggle("active", on.has(id));
		this.#keepInSight(active.at(-1));
		const marked = new Set(taken.flatMap((id) => this.#transitions.get(id) ?? []));
		for (const elements of this.#transitions.values())
			for (const element of elements) {
				element.classList.toggle("taken", marked.has(element));
				if (element instanceof SVGPathElement)
					element.setAttribute("marker-end", marked.has(element) ? "url(#arrow-taken)" : "url(#arrow)");
			}
	}

	/** Scrolls the chart (only the chart, never the page) so that the state `id` is in sight. */
	#keepInSight(id: string | undefined): void {
		const node = this.#diagram.nodes.find((one) => one.id === id);
		if (node === undefined) return;
		const chart = this.#container;
		const bounds = chart.getBoundingClientRect();
		const drawing = this.#svg.getBoundingClientRect();
		const scale = this.#zoom.scale;
		const top = drawing.top - bounds.top + chart.scrollTop + node.y * scale;
		const left = drawing.left - bounds.left + chart.scrollLeft + node.x * scale;
		if (top < chart.scrollTop || top + node.height * scale > chart.scrollTop + chart.clientHeight)
			chart.scrollTop = Math.max(0, top - chart.clientHeight / 3);
		if (left < chart.scrollLeft || left + node.width * scale > chart.scrollLeft + chart.clientWidth)
			chart.scrollLeft = Math.max(0, left - chart.clientWidth / 3);
	}

	#remember(id: string, element: Element): void {
		this.#transitions.set(id, [...(this.#transitions.get(id) ?? []), element]);
	}

	#state(node: DiagramNode): SVGGElement {
		const group = svg("g", {
			class: `state${node.compound ? " compound" : ""}${node.final ? " final" : ""}`,
			"data-id": node.id,
		});
		group.append(svg("rect", { x: node.x, y: node.y, width: node.width, height: node.height, rx: 8 }));
		if (node.final)
			group.append(
				svg("rect", {
					class: "inner",
					x: node.x + 3,
					y: node.y + 3,
					width: node.width - 6,
					height: node.height - 6,
					rx: 6,
				}),
			);
		const nameY = node.compound ? node.y + 15 : node.y + node.height / 2 + 4;
		group.append(svg("text", { x: node.x + (node.compound ? 8 : node.width / 2), y: nameY, class: "name" }, node.key));
		if (node.initial && node.id !== "") {
			group.append(svg("circle", { class: "initial", cx: node.x - 9, cy: node.y + 8, r: 3.5 }));
		}
		group.append(svg("title", {}, node.description));
		asButton(group, node.id || node.key, () => this.#show(node));
		this.#states.set(node.id, group);
		return group;
	}

	#edge(edge: DiagramEdge): SVGGElement {
		const group = svg("g", { class: "edge", "data-id": edge.id });
		const path = svg("path", { d: edge.path, "marker-end": "url(#arrow)" });
		group.append(path);
		edge.transitions.forEach((transition, line) => {
			const text = svg(
				"text",
				{
					x: edge.label.x + 3,
					y: edge.label.y + (line + 1) * LABEL_LINE - 2,
					class: "label",
					"data-transition": transition.id,
				},
				transition.label,
			);
			text.append(svg("title", {}, transition.description));
			asButton(text, `${transition.label}, ${stateName(edge.from)} → ${stateName(edge.to)}`, () =>
				this.#showTransition(transition, edge.from, edge.to),
			);
			group.append(text);
			this.#remember(transition.id, text);
			this.#remember(transition.id, path);
		});
		return group;
	}

	/** Shows a transition's label, its states, description, guard and actions beside the diagram. */
	#showTransition(transition: DiagramTransition, from: string, to: string): void {
		for (const group of this.#states.values()) group.classList.remove("selected");
		const facts = create("dl");
		const fact = (term: string, text: string) => facts.append(create("dt", "", term), create("dd", "", text));
		fact("from → to", `${stateName(from)} → ${stateName(to)}`);
		fact("guard", transition.guard || "none");
		fact("actions", transition.actions.join(", ") || "none");
		this.#info.replaceChildren(
			create("strong", "", transition.label),
			create("p", "description", transition.description),
			facts,
		);
	}

	/** Shows `node`'s name, description and transitions beside the diagram. */
	#show(node: DiagramNode | undefined): void {
		if (node === undefined) return;
		for (const [id, group] of this.#states) group.classList.toggle("selected", id === node.id);
		const own = this.#diagram.edges
			.filter((edge) => edge.from === node.id)
			.flatMap((edge) => edge.transitions.map((transition) => ({ transition, to: edge.to })));
		const line = ({ transition, to }: { transition: DiagramTransition; to: string }) => {
			const item = create("li");
			item.append(create("code", "", `${transition.label} → ${stateName(to)}`));
			if (transition.description !== "") item.append(`: ${transition.description}`);
			return item;
		};
		const list = create("ul");
		list.append(...own.map(line));
		this.#info.replaceChildren(
			create("strong", "", node.id || node.key),
			create("p", "description", node.description),
			...(own.length > 0 ? [list] : []),
		);
	}
}
