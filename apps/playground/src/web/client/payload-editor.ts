import type { JsonSchema, PayloadIssue } from "../protocol.ts";
import { create } from "./dom.ts";
import { caretPlace, formatPath, lineAndColumn, parseIssuePath, pathAt, placeOf } from "./json-places.ts";
import { type Completion, completions, documentation, schemaAt } from "./schema-help.ts";

export interface EditorParts {
	readonly text: HTMLTextAreaElement;
	/** Behind the text, the same size and font: the issues underlined at their place. */
	readonly marks: HTMLPreElement;
	readonly completions: HTMLUListElement;
	readonly hover: HTMLDivElement;
	readonly issues: HTMLUListElement;
}

interface Mark {
	readonly from: number;
	readonly to: number;
	readonly text: string;
	/** Whether it has a place in the text. */
	readonly placed: boolean;
}

/**
 * Where a JSON syntax error is, when the parser's message says (`… at position 12`, `… line 2 column 5`, the end
 * of the input); undefined when it does not.
 */
function syntaxErrorOffset(message: string, text: string): number | undefined {
	const position = /position (\d+)/.exec(message);
	if (position !== null) return Number(position[1]);
	const lineColumn = /line (\d+) column (\d+)/.exec(message);
	if (lineColumn !== null) {
		const lines = text.split("\n").slice(0, Number(lineColumn[1]) - 1);
		return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
	}
	return /end of JSON input/.test(message) ? text.length : undefined;
}

/**
 * The payload editor: a plain textarea that knows the tool's schema. It completes field names and values
 * (as you type a key, or on Ctrl+Space), shows a field's documentation when the pointer rests on it, and
 * underlines each validation issue at its place, listed with its line and column.
 */
export class PayloadEditor {
	readonly #parts: EditorParts;
	#schema: JsonSchema = {};
	#marks: Mark[] = [];
	#offered: Completion[] = [];
	#chosen = 0;
	#replace = { from: 0, to: 0 };
	#cell = { width: 7.2, height: 16 };

	constructor(parts: EditorParts) {
		this.#parts = parts;
		const { text } = parts;
		text.addEventListener("scroll", () => {
			parts.marks.scrollTop = text.scrollTop;
			parts.marks.scrollLeft = text.scrollLeft;
		});
		text.addEventListener("input", () => {
			this.#renderMarks();
			const place = caretPlace(text.value, text.selectionStart);
			if (place?.role === "key" && place.partial !== "") this.#offer();
			else this.#closeList();
		});
		text.addEventListener("keydown", (event) => this.#key(event));
		text.addEventListener("blur", () => this.#closeList());
		text.addEventListener("mousemove", (event) => this.#hover(event));
		text.addEventListener("mouseleave", () => {
			parts.hover.hidden = true;
		});
		parts.completions.addEventListener("mousedown", (event) => {
			const item = event.target instanceof Element ? event.target.closest("li") : null;
			const index = [...parts.completions.children].indexOf(item ?? parts.completions);
			if (index >= 0) {
				event.preventDefault();
				this.#accept(index);
			}
		});
	}

	get value(): string {
		return this.#parts.text.value;
	}

	set value(text: string) {
		this.#parts.text.value = text;
		this.#renderMarks();
	}

	setSchema(schema: JsonSchema): void {
		this.#schema = schema;
	}

	/** Shows the payload's issues: underlined in the text and listed, each with its line and column. */
	setIssues(issues: readonly PayloadIssue[]): void {
		const text = this.value;
		this.#marks = issues.map((issue) => {
			if (issue.path !== "") return { ...placeOf(text, parseIssuePath(issue.path)), text: issue.text, placed: true };
			const offset = syntaxErrorOffset(issue.text, text);
			const at = Math.min(offset ?? 0, Math.max(0, text.length - 1));
			return { from: at, to: at + 1, text: issue.text, placed: offset !== undefined };
		});
		this.#parts.issues.replaceChildren(
			...this.#marks.map((mark) => {
				const { line, column } = lineAndColumn(text, mark.from);
				const item = create("li", "", mark.placed ? `${line}:${column} ${mark.text}` : mark.text);
				item.addEventListener("click", () => {
					this.#parts.text.focus();
					this.#parts.text.setSelectionRange(mark.from, mark.to);
				});
				return item;
			}),
		);
		this.#renderMarks();
	}

	/** Draws the marks behind the text, cut to where they still fit the text as it is now. */
	#renderMarks(): void {
		const text = this.value;
		const sorted = this.#marks.filter((mark) => mark.placed).sort((a, b) => a.from - b.from);
		const parts: (string | HTMLElement)[] = [];
		let at = 0;
		for (const mark of sorted) {
			if (mark.from < at || mark.from >= text.length) continue;
			const to = Math.min(Math.max(mark.to, mark.from + 1), text.length);
			parts.push(text.slice(at, mark.from));
			const span = create("mark", "issue", text.slice(mark.from, to));
			span.title = mark.text;
			parts.push(span);
			at = to;
		}
		// A last line break keeps the layer as tall as the text area's content.
		parts.push(`${text.slice(at)}\n`);
		this.#parts.marks.replaceChildren(...parts);
	}

	#measure(): void {
		const probe = create("span", "", "0".repeat(100));
		this.#parts.marks.append(probe);
		const box = probe.getBoundingClientRect();
		probe.remove();
		if (box.width > 0)
			this.#cell = {
				width: box.width / 100,
				height: Number.parseFloat(getComputedStyle(this.#parts.text).lineHeight) || box.height,
			};
	}

	/** The text offset under a point of the text area (the text does not wrap and is monospace). */
	#offsetAt(event: MouseEvent): number {
		const { text } = this.#parts;
		const style = getComputedStyle(text);
		const bounds = text.getBoundingClientRect();
		const x = event.clientX - bounds.left - text.clientLeft - Number.parseFloat(style.paddingLeft) + text.scrollLeft;
		const y = event.clientY - bounds.top - text.clientTop - Number.parseFloat(style.paddingTop) + text.scrollTop;
		const lines = text.value.split("\n");
		const line = Math.floor(y / this.#cell.height);
		if (line < 0 || line >= lines.length) return -1;
		const column = Math.floor(x / this.#cell.width);
		if (column < 0 || column >= (lines[line] ?? "").length) return -1;
		return lines.slice(0, line).reduce((sum, one) => sum + one.length + 1, 0) + column;
	}

	#hover(event: MouseEvent): void {
		this.#measure();
		const offset = this.#offsetAt(event);
		const { hover } = this.#parts;
		const issue = this.#marks.find((mark) => offset >= mark.from && offset < Math.max(mark.to, mark.from + 1));
		const path = offset < 0 ? undefined : pathAt(this.value, offset);
		const field = path === undefined ? undefined : schemaAt(this.#schema, path);
		const lines = [
			...(issue === undefined ? [] : [issue.text]),
			...(path === undefined || field === undefined ? [] : [`${formatPath(path)} — ${documentation(field)}`]),
		];
		hover.hidden = lines.length === 0;
		if (lines.length === 0) return;
		hover.textContent = lines.join("\n");
		const frame = this.#parts.text.getBoundingClientRect();
		hover.style.left = `${event.clientX - frame.left + 12}px`;
		hover.style.top = `${event.clientY - frame.top + 16}px`;
	}

	#key(event: KeyboardEvent): void {
		if (event.key === " " && event.ctrlKey) {
			event.preventDefault();
			this.#offer();
			return;
		}
		if (this.#parts.completions.hidden) return;
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			const step = event.key === "ArrowDown" ? 1 : -1;
			this.#chosen = (this.#chosen + step + this.#offered.length) % this.#offered.length;
			this.#showList();
		} else if (event.key === "Enter" || event.key === "Tab") {
			event.preventDefault();
			this.#accept(this.#chosen);
		} else if (event.key === "Escape") {
			event.preventDefault();
			this.#closeList();
		}
	}

	/** Offers the completions at the caret, if there are any. */
	#offer(): void {
		const { text } = this.#parts;
		const place = caretPlace(text.value, text.selectionStart);
		this.#offered = place === undefined ? [] : completions(this.#schema, place);
		if (place === undefined || this.#offered.length === 0) {
			this.#closeList();
			return;
		}
		this.#replace = { from: place.from, to: place.to };
		this.#chosen = 0;
		this.#measure();
		const { line, column } = lineAndColumn(text.value, text.selectionStart);
		const list = this.#parts.completions;
		list.style.left = `${Math.max(0, (column - 1) * this.#cell.width - text.scrollLeft) + 8}px`;
		list.style.top = `${line * this.#cell.height - text.scrollTop + 8}px`;
		this.#showList();
	}

	#showList(): void {
		const list = this.#parts.completions;
		list.replaceChildren(
			...this.#offered.map((completion, index) => {
				const item = create("li", index === this.#chosen ? "chosen" : "");
				item.append(create("code", "", completion.label), create("span", "doc", completion.doc));
				return item;
			}),
		);
		list.hidden = false;
	}

	#closeList(): void {
		this.#parts.completions.hidden = true;
		this.#offered = [];
	}

	#accept(index: number): void {
		const completion = this.#offered[index];
		if (completion === undefined) return;
		const { text } = this.#parts;
		const { from, to } = this.#replace;
		// A key that already has its colon keeps it.
		const insert = /^\s*:/.test(text.value.slice(to)) ? completion.insert.replace(/: $/, "") : completion.insert;
		text.setRangeText(insert, from, to, "end");
		this.#closeList();
		text.dispatchEvent(new Event("input", { bubbles: true }));
	}
}
