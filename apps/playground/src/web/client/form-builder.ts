import { isFields, QUESTION_TYPES } from "@ask-user/core/contract";
import { create } from "./dom.ts";

/**
 * Where a question switched to `text` keeps the options it had, to get them back when it switches to a type with
 * options again. A symbol: copied with its question on each draw, and never written into the JSON.
 */
const SET_ASIDE: unique symbol = Symbol("options set aside");

/** An object of the payload as the builder holds it: its own copy, which its fields edit in place. */
type Draft = Record<string, unknown> & { [SET_ASIDE]?: unknown };

/** Past this many questions and options in all, the builder leaves the payload to the editor: each is a form. */
const MAX_BUILDER_ITEMS = 300;

/**
 * The objects in `fields[name]` as new copies the builder may edit, written back as that list (what is not an object
 * is dropped). Each draw copies them again: every closure of the previous draw is gone with its elements.
 */
function objects(fields: Draft, name: string): Draft[] {
	const list = fields[name];
	const copies = Array.isArray(list) ? list.filter(isFields).map((item): Draft => ({ ...item })) : [];
	fields[name] = copies;
	return copies;
}

const text = (fields: Draft, name: string) => {
	const value = fields[name];
	return typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);
};

function move<T>(list: T[], from: number, to: number): void {
	if (to < 0 || to >= list.length) return;
	const [item] = list.splice(from, 1);
	if (item !== undefined) list.splice(to, 0, item);
}

function button(label: string, title: string, onClick: () => void): HTMLButtonElement {
	const element = create("button", "", label);
	element.type = "button";
	element.title = title;
	element.setAttribute("aria-label", title);
	element.addEventListener("click", onClick);
	return element;
}

/**
 * A form builder kept in step with the payload's JSON both ways: `load` shows the JSON as questions and options
 * to edit, and each edit here writes the JSON back through `onChange`. Fields the builder does not show are kept
 * as they are. Typing into a field changes the JSON without redrawing the builder; adding, removing, moving and
 * changing a question's type redraw it.
 */
export class FormBuilder {
	readonly #container: HTMLElement;
	readonly #onChange: (json: string) => void;
	#payload: Draft = {};

	constructor(container: HTMLElement, onChange: (json: string) => void) {
		this.#container = container;
		this.#onChange = onChange;
	}

	/** Shows the payload `json`; JSON that does not parse to an object leaves the builder waiting for the editor. */
	load(json: string): void {
		let parsed: unknown;
		try {
			parsed = JSON.parse(json);
		} catch {
			parsed = undefined;
		}
		if (!isFields(parsed)) {
			this.#container.replaceChildren(
				create("p", "error", "The builder shows a payload once the editor's JSON parses to an object."),
			);
			return;
		}
		const questions = Array.isArray(parsed.questions) ? parsed.questions : [];
		const items = questions.reduce<number>(
			(sum, question) =>
				sum + 1 + (isFields(question) && Array.isArray(question.options) ? question.options.length : 0),
			0,
		);
		if (items > MAX_BUILDER_ITEMS) {
			this.#container.replaceChildren(
				create(
					"p",
					"error",
					`This payload has ${items} questions and options; the builder shows up to ${MAX_BUILDER_ITEMS}: edit it as JSON.`,
				),
			);
			return;
		}
		this.#payload = { ...parsed };
		this.#draw();
	}

	#changed(redraw: boolean): void {
		this.#onChange(JSON.stringify(this.#payload, null, 2));
		if (redraw) this.#draw();
	}

	/** A text field bound to `fields[name]`; emptied, an optional field is removed. */
	#field(fields: Draft, name: string, label: string, optional: boolean, multiline = false): HTMLLabelElement {
		const wrapper = create("label", "field", label);
		const input = multiline ? create("textarea") : create("input");
		input.value = text(fields, name);
		input.dataset.field = name;
		input.addEventListener("input", () => {
			if (optional && input.value === "") delete fields[name];
			else fields[name] = input.value;
			this.#changed(false);
		});
		wrapper.append(input);
		return wrapper;
	}

	/** A checkbox bound to `fields[name]`: ticked writes `true`, unticked removes the field. */
	#flag(fields: Draft, name: string, label: string): HTMLLabelElement {
		const wrapper = create("label", "flag");
		const input = create("input");
		input.type = "checkbox";
		input.checked = fields[name] === true;
		input.dataset.field = name;
		input.addEventListener("change", () => {
			if (input.checked) fields[name] = true;
			else delete fields[name];
			this.#changed(false);
		});
		wrapper.append(input, ` ${label}`);
		return wrapper;
	}

	#draw(): void {
		const questions = objects(this.#payload, "questions");
		const add = button("Add question", "add a question", () => {
			questions.push({
				id: `q${questions.length + 1}`,
				prompt: "",
				options: [
					{ value: "a", label: "A" },
					{ value: "b", label: "B" },
				],
			});
			this.#changed(true);
		});
		this.#container.replaceChildren(
			this.#field(this.#payload, "title", "Title", true),
			...questions.map((question, index) => this.#question(questions, question, index)),
			add,
		);
	}

	#question(questions: Draft[], question: Draft, index: number): HTMLFieldSetElement {
		const set = create("fieldset", "question");
		const legend = create("legend", "", `Question ${index + 1} `);
		legend.append(
			button("↑", `move question ${index + 1} up`, () => {
				move(questions, index, index - 1);
				this.#changed(true);
			}),
			button("↓", `move question ${index + 1} down`, () => {
				move(questions, index, index + 1);
				this.#changed(true);
			}),
			button("✕", `remove question ${index + 1}`, () => {
				questions.splice(index, 1);
				this.#changed(true);
			}),
		);
		const type = create("select");
		type.dataset.field = "type";
		for (const name of QUESTION_TYPES) type.append(new Option(name, name));
		type.value = typeof question.type === "string" ? question.type : "single";
		type.addEventListener("change", () => {
			question.type = type.value;
			if (type.value === "text") {
				// Kept aside, not thrown away: switching back brings the options back.
				if (question.options !== undefined) question[SET_ASIDE] = question.options;
				delete question.options;
			} else if (objects(question, "options").length === 0) {
				question.options = question[SET_ASIDE] ?? [
					{ value: "a", label: "A" },
					{ value: "b", label: "B" },
				];
				delete question[SET_ASIDE];
			}
			this.#changed(true);
		});
		const typeLabel = create("label", "field", "Type");
		typeLabel.append(type);
		set.append(
			legend,
			this.#field(question, "id", "Id", false),
			this.#field(question, "label", "Tab label", true),
			this.#field(question, "prompt", "Prompt", false, true),
			typeLabel,
			this.#flag(question, "required", "required"),
		);
		if (type.value !== "text") {
			const options = objects(question, "options");
			const list = create("ol", "options");
			list.append(...options.map((option, at) => this.#option(options, option, at, index)));
			set.append(
				list,
				button("Add option", `add an option to question ${index + 1}`, () => {
					const n = options.length + 1;
					options.push({ value: `option${n}`, label: `Option ${n}` });
					this.#changed(true);
				}),
			);
		}
		return set;
	}

	/** Option `index` of question `question` (both from 0), its buttons named with both for screen readers. */
	#option(options: Draft[], option: Draft, index: number, question: number): HTMLLIElement {
		const item = create("li", "option");
		const tools = create("span", "tools");
		const name = `option ${index + 1} of question ${question + 1}`;
		tools.append(
			button("↑", `move ${name} up`, () => {
				move(options, index, index - 1);
				this.#changed(true);
			}),
			button("↓", `move ${name} down`, () => {
				move(options, index, index + 1);
				this.#changed(true);
			}),
			button("✕", `remove ${name}`, () => {
				options.splice(index, 1);
				this.#changed(true);
			}),
		);
		item.append(
			tools,
			this.#field(option, "value", "Value", false),
			this.#field(option, "label", "Label", false),
			this.#field(option, "description", "Description", true),
			this.#flag(option, "recommended", "recommended"),
			// Single and multi options may carry a preview too (docs/contract.md): offered on every option.
			this.#field(option, "preview", "Preview (Markdown)", true, true),
		);
		return item;
	}
}
