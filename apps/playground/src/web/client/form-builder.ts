import { isFields, QUESTION_TYPES } from "@ask-user/core/contract";
import type { PayloadIssue } from "../protocol.ts";
import { create } from "./dom.ts";
import { formatPath, type PathSegment, parseIssuePath } from "./json-tree.ts";

/**
 * Where a question switched to `text` keeps the options it had, to get them back when it switches to a type with
 * options again. A symbol: copied with its question on each draw, and never written into the JSON.
 */
const SET_ASIDE: unique symbol = Symbol("options set aside");

/**
 * Where an object was in its list in the JSON the builder drew: what an issue's path names it by until the builder
 * writes the JSON, since it leaves out what is not an object. A symbol, never written into the JSON.
 */
const AT: unique symbol = Symbol("index in the JSON");

/** An object of the payload as the builder holds it: its own copy, which its fields edit in place. */
type Draft = Record<string, unknown> & { [SET_ASIDE]?: unknown; [AT]?: number };

/** Past this many questions and options in all, the builder leaves the payload to the editor: each is a form. */
const MAX_BUILDER_ITEMS = 300;

/**
 * The objects in `fields[name]` as new copies the builder may edit, written back as that list (what is not an object
 * is dropped). Each draw copies them again: every closure of the previous draw is gone with its elements.
 */
function objects(fields: Draft, name: string): Draft[] {
	const list = fields[name];
	const copies = Array.isArray(list)
		? list.flatMap((item, at): Draft[] => (isFields(item) ? [{ ...item, [AT]: at }] : []))
		: [];
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
 * Where the builder shows an issue of the payload at a path: `target` is the element the issue describes (a field, or
 * the group of fields it is about), `put` adds the issue's text next to it.
 */
interface IssuePlace {
	/** Its path as issues write it (`questions[0].id`), in the JSON the builder last drew or wrote. */
	readonly path: () => readonly PathSegment[];
	readonly target: HTMLElement;
	readonly put: (message: HTMLElement) => void;
}

/** A question or an option as the builder drew it: its element, and its buttons by what they do to it. */
interface DrawnItem {
	readonly element: HTMLElement;
	readonly buttons: {
		readonly up: HTMLButtonElement;
		readonly down: HTMLButtonElement;
		readonly remove: HTMLButtonElement;
	};
}

/** A question as the builder drew it, with its options and the button that adds one (none for a `text` question). */
interface DrawnQuestion extends DrawnItem {
	readonly type: HTMLSelectElement;
	readonly options: readonly DrawnItem[];
	readonly addOption?: HTMLButtonElement;
}

/** The first field of a question or an option, where the keyboard goes on one added or moved into its place. */
const firstField = (item: DrawnItem | undefined) =>
	item?.element.querySelector<HTMLElement>("input, textarea, select") ?? undefined;

/** The fields whose value an issue can make invalid: they say so (`aria-invalid`), a group only describes it. */
const isControl = (element: HTMLElement) =>
	element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * A form builder kept in step with the payload's JSON both ways: `load` shows the JSON as questions and options
 * to edit, and each edit here writes the JSON back through `onChange`. Fields the builder does not show are kept
 * as they are. Typing into a field changes the JSON without redrawing the builder; adding, removing, moving and
 * changing a question's type redraw it, and put the keyboard back where the person was: on the same button of the item
 * moved, on the first field of the item added, or of the one after the item removed (the add button after the last).
 * Each question's group is named by its number alone ("Question 2"), not by its buttons. The payload's issues are
 * shown at the field their path names (or the nearest part of the builder that holds it: an option, a question's
 * options, a question, the whole form), which says it is invalid and is described by them.
 */
export class FormBuilder {
	readonly #container: HTMLElement;
	readonly #onChange: (json: string) => void;
	#payload: Draft = {};
	/** Where each part of the payload the builder draws is. */
	#places: IssuePlace[] = [];
	/** Whether the builder wrote the JSON since it drew it: its lists are then written as it shows them. */
	#written = false;
	/** The issues shown, to take away when the next ones come. */
	#shown: { readonly target: HTMLElement; readonly messages: HTMLElement[] }[] = [];
	#issueCount = 0;
	/** The questions drawn last, in order, and the button that adds one: where the keyboard goes after a redraw. */
	#drawn: DrawnQuestion[] = [];
	#addQuestion: HTMLButtonElement | undefined;

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
		this.#written = false;
		this.#draw();
	}

	/**
	 * Shows the payload's issues (`checkPayload`'s) in the builder, replacing those shown: each at the part of the
	 * builder its path names, or the nearest that holds it. An issue naming no place (invalid JSON, how many more) is
	 * the editor's alone. The builder draws again before the issues of its new JSON come, showing none meanwhile.
	 */
	setIssues(issues: readonly PayloadIssue[]): void {
		for (const { target, messages } of this.#shown) {
			for (const message of messages) message.remove();
			target.removeAttribute("aria-invalid");
			target.removeAttribute("aria-describedby");
		}
		this.#shown = [];
		const places = new Map(this.#places.map((place) => [formatPath(place.path()), place]));
		for (const issue of issues) {
			if (issue.path === "") continue;
			const segments = parseIssuePath(issue.path);
			let place: IssuePlace | undefined;
			for (let length = segments.length; place === undefined && length >= 0; length--)
				place = places.get(formatPath(segments.slice(0, length)));
			if (place === undefined) continue;
			const message = create("span", "field-issue", issue.text.replace(/^- /, ""));
			message.id = `builder-issue-${++this.#issueCount}`;
			place.put(message);
			const shown = this.#shown.find((entry) => entry.target === place.target);
			if (shown === undefined) this.#shown.push({ target: place.target, messages: [message] });
			else shown.messages.push(message);
			if (isControl(place.target)) place.target.setAttribute("aria-invalid", "true");
			const described = place.target.getAttribute("aria-describedby");
			place.target.setAttribute("aria-describedby", described === null ? message.id : `${described} ${message.id}`);
		}
	}

	/** Tells the issues where the builder draws the part of the payload at `path`. */
	#place(
		path: () => readonly PathSegment[],
		target: HTMLElement,
		put = (message: HTMLElement) => target.after(message),
	): void {
		this.#places.push({ path, target, put });
	}

	/** Where `item` is in `list` in the JSON: as drawn from the JSON, or as the builder wrote it. */
	#indexOf(list: readonly Draft[], item: Draft): number {
		return this.#written ? list.indexOf(item) : (item[AT] ?? list.indexOf(item));
	}

	/**
	 * Writes the JSON back; `redraw` draws the builder again, then gives the keyboard to what `refocus` finds in the
	 * new drawing (the elements that had it are gone).
	 */
	#changed(redraw: boolean, refocus?: () => HTMLElement | undefined): void {
		this.#onChange(JSON.stringify(this.#payload, null, 2));
		this.#written = true;
		if (!redraw) return;
		this.#draw();
		refocus?.()?.focus();
	}

	/** A text field bound to `fields[name]`, at `path` in the payload; emptied, an optional field is removed. */
	#field(
		path: () => readonly PathSegment[],
		fields: Draft,
		name: string,
		label: string,
		optional: boolean,
		multiline = false,
	): HTMLLabelElement {
		const wrapper = create("label", "field", label);
		const input = multiline ? create("textarea") : create("input");
		input.value = text(fields, name);
		input.dataset.field = name;
		// After the label, not in it: the field's name stays its label, the issue describes it.
		this.#place(
			() => [...path(), name],
			input,
			(message) => wrapper.after(message),
		);
		input.addEventListener("input", () => {
			if (optional && input.value === "") delete fields[name];
			else fields[name] = input.value;
			this.#changed(false);
		});
		wrapper.append(input);
		return wrapper;
	}

	/** A checkbox bound to `fields[name]`, at `path` in the payload: ticked writes `true`, unticked removes the field. */
	#flag(path: () => readonly PathSegment[], fields: Draft, name: string, label: string): HTMLLabelElement {
		const wrapper = create("label", "flag");
		const input = create("input");
		input.type = "checkbox";
		input.checked = fields[name] === true;
		input.dataset.field = name;
		this.#place(
			() => [...path(), name],
			input,
			(message) => wrapper.after(message),
		);
		input.addEventListener("change", () => {
			if (input.checked) fields[name] = true;
			else delete fields[name];
			this.#changed(false);
		});
		wrapper.append(input, ` ${label}`);
		return wrapper;
	}

	#draw(): void {
		this.#places = [];
		this.#shown = [];
		this.#drawn = [];
		const questions = objects(this.#payload, "questions");
		const add = button("Add question", "add a question", () => {
			const at = questions.length;
			questions.push({
				id: `q${at + 1}`,
				prompt: "",
				options: [
					{ value: "a", label: "A" },
					{ value: "b", label: "B" },
				],
			});
			this.#changed(true, () => firstField(this.#drawn[at]));
		});
		this.#addQuestion = add;
		this.#place(
			() => [],
			this.#container,
			(message) => this.#container.prepend(message),
		);
		this.#place(
			() => ["questions"],
			add,
			(message) => add.before(message),
		);
		this.#container.replaceChildren(
			this.#field(() => [], this.#payload, "title", "Title", true),
			...questions.map((question, index) => this.#question(questions, question, index)),
			add,
		);
	}

	#question(questions: Draft[], question: Draft, index: number): HTMLFieldSetElement {
		const path = () => ["questions", this.#indexOf(questions, question)];
		const set = create("fieldset", "question");
		// The group is named by its number alone: its legend's buttons would add their names to it.
		const name = create("span", "", `Question ${index + 1}`);
		name.id = `builder-question-${index + 1}`;
		set.setAttribute("aria-labelledby", name.id);
		const legend = create("legend");
		this.#place(path, set, (message) => legend.after(message));
		const moved = (to: number, way: "up" | "down") => {
			move(questions, index, to);
			// At the edge nothing moves, and the keyboard stays on the button.
			this.#changed(true, () => this.#drawn[to >= 0 && to < questions.length ? to : index]?.buttons[way]);
		};
		const buttons = {
			up: button("↑", `move question ${index + 1} up`, () => moved(index - 1, "up")),
			down: button("↓", `move question ${index + 1} down`, () => moved(index + 1, "down")),
			remove: button("✕", `remove question ${index + 1}`, () => {
				questions.splice(index, 1);
				this.#changed(true, () => firstField(this.#drawn[index]) ?? this.#addQuestion);
			}),
		};
		legend.append(name, " ", buttons.up, buttons.down, buttons.remove);
		const type = create("select");
		type.dataset.field = "type";
		this.#place(() => [...path(), "type"], type);
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
			this.#changed(true, () => this.#drawn[index]?.type);
		});
		const typeLabel = create("label", "field", "Type");
		typeLabel.append(type);
		set.append(
			legend,
			this.#field(path, question, "id", "Id", false),
			this.#field(path, question, "label", "Tab label", true),
			this.#field(path, question, "prompt", "Prompt", false, true),
			typeLabel,
			this.#flag(path, question, "required", "required"),
		);
		if (type.value === "text") {
			this.#drawn[index] = { element: set, buttons, type, options: [] };
			return set;
		}
		const options = objects(question, "options");
		const list = create("ol", "options");
		this.#place(() => [...path(), "options"], list);
		const drawnOptions = options.map((option, at) => this.#option(options, option, at, index, path));
		list.append(...drawnOptions.map((drawn) => drawn.element));
		const addOption = button("Add option", `add an option to question ${index + 1}`, () => {
			const at = options.length;
			options.push({ value: `option${at + 1}`, label: `Option ${at + 1}` });
			this.#changed(true, () => firstField(this.#drawn[index]?.options[at]));
		});
		set.append(list, addOption);
		this.#drawn[index] = { element: set, buttons, type, options: drawnOptions, addOption };
		return set;
	}

	/**
	 * Option `index` of question `question` (both from 0), its buttons named with both for screen readers; the
	 * question is at `questionPath` in the payload.
	 */
	#option(
		options: Draft[],
		option: Draft,
		index: number,
		question: number,
		questionPath: () => readonly PathSegment[],
	): DrawnItem {
		const path = () => [...questionPath(), "options", this.#indexOf(options, option)];
		const item = create("li", "option");
		const tools = create("span", "tools");
		const name = `option ${index + 1} of question ${question + 1}`;
		this.#place(path, item, (message) => tools.after(message));
		const drawn = () => this.#drawn[question];
		const moved = (to: number, way: "up" | "down") => {
			move(options, index, to);
			this.#changed(true, () => drawn()?.options[to >= 0 && to < options.length ? to : index]?.buttons[way]);
		};
		const buttons = {
			up: button("↑", `move ${name} up`, () => moved(index - 1, "up")),
			down: button("↓", `move ${name} down`, () => moved(index + 1, "down")),
			remove: button("✕", `remove ${name}`, () => {
				options.splice(index, 1);
				this.#changed(true, () => firstField(drawn()?.options[index]) ?? drawn()?.addOption);
			}),
		};
		tools.append(buttons.up, buttons.down, buttons.remove);
		item.append(
			tools,
			this.#field(path, option, "value", "Value", false),
			this.#field(path, option, "label", "Label", false),
			this.#field(path, option, "description", "Description", true),
			this.#flag(path, option, "recommended", "recommended"),
			// Single and multi options may carry a preview too (docs/contract.md): offered on every option.
			this.#field(path, option, "preview", "Preview (Markdown)", true, true),
		);
		return { element: item, buttons };
	}
}
