/**
 * The text the `/` filter searches, one string per option: label, description and value, sanitized and
 * lower-cased, one per line. Reading 100,000 options takes tens of milliseconds, more than a frame, so it is read
 * in chunks on the event loop's idle turns from the moment a long list shows, and from the moment the filter opens
 * (`/`), for as long as the form is open: a person's first typed key finds it read, and a key that comes sooner
 * (typeahead, a paste) reads the rest at once. A list's reading is kept with the list, so a filter opened again on
 * it reads nothing.
 */
import type { NormalizedQuestion } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/core/contract";

type Option = NormalizedQuestion["options"][number];

/** Of each label, description and value, the start searched: what a row can show, and a bound on a huge one. */
const SEARCHED_UNITS = 2_000;
/** Options read per idle turn: about a millisecond's work, so a key that arrives meanwhile waits no longer. */
const CHUNK = 2_000;

/** An option's searchable text: label, description and value, sanitized and lower-cased, one per line. */
function searchText({ label, description, value }: Option): string {
	const field = (text: string | undefined) => (text === undefined ? "" : sanitizeLine(text.slice(0, SEARCHED_UNITS)));
	return `${field(label)}\n${field(description)}\n${field(value)}`.toLowerCase();
}

export class OptionTexts {
	private readonly texts: string[] = [];
	private reading = false;
	/** Whether the idle turns should go on reading: the form that asked for it is still open. */
	private wanted: () => boolean = () => false;

	constructor(private readonly options: readonly Option[]) {}

	/** Every option's text, reading what the idle turns have not read yet. */
	all(): readonly string[] {
		this.read(this.options.length);
		return this.texts;
	}

	/** Reads the rest on idle turns, a chunk at a time, while `wanted()`; a short list is left for `all`. */
	readWhenIdle(wanted: () => boolean): void {
		this.wanted = wanted;
		if (this.reading || this.options.length <= CHUNK) return;
		this.reading = true;
		const step = () => {
			if (!this.wanted()) {
				this.reading = false;
				return;
			}
			this.read(CHUNK);
			if (this.texts.length < this.options.length) setImmediate(step);
		};
		setImmediate(step);
	}

	private read(count: number): void {
		const { texts, options } = this;
		const end = Math.min(options.length, texts.length + count);
		for (let i = texts.length; i < end; i++) texts.push(searchText(options[i] as Option));
	}
}

const byList = new WeakMap<readonly Option[], OptionTexts>();

/** The search texts of `options`, shared by every filter opened on that list. */
export function optionTexts(options: readonly Option[]): OptionTexts {
	let texts = byList.get(options);
	if (texts === undefined) {
		texts = new OptionTexts(options);
		byList.set(options, texts);
	}
	return texts;
}
