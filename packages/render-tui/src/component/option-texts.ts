/**
 * The text the `/` filter searches, one string per option: label, description and value, sanitized and
 * lower-cased, one per line. Reading 100,000 options takes tens of milliseconds, more than a frame, so it is read
 * in chunks on the event loop's idle turns from the moment a long list shows, and from the moment the filter opens
 * (`/`), for as long as the form is open. A key that comes before the reading ends (typeahead, a paste) tests the
 * options not read yet on their own fields when what it looks for is printable ASCII (`finders`), and reads the rest
 * at once otherwise. A list's reading is kept with the list, so a filter opened again on it reads nothing.
 */
import type { NormalizedQuestion } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/core/contract";
import { isPrintableAscii } from "../text/printable-ascii.ts";

type Option = NormalizedQuestion["options"][number];

/** Of each label, description and value, the start searched: what a row can show, and a bound on a huge one. */
const SEARCHED_UNITS = 2_000;
/** Options read per idle turn: about a millisecond's work, so a key that arrives meanwhile waits no longer. */
const CHUNK = 2_000;

/**
 * Module bindings read once: pi loads extensions with jiti, whose modules reach each other's exports through a
 * Proxy (one trap call per read), and these are read for every field of up to 100,000 options.
 */
const sanitize = sanitizeLine;
const printable = isPrintableAscii;

/** An option's searchable text: label, description and value, sanitized and lower-cased, one per line. */
function searchText({ label, description, value }: Option): string {
	const shownLabel = sanitize(label.slice(0, SEARCHED_UNITS));
	const shownDescription = description === undefined ? "" : sanitize(description.slice(0, SEARCHED_UNITS));
	return `${shownLabel}\n${shownDescription}\n${sanitize(value.slice(0, SEARCHED_UNITS))}`.toLowerCase();
}

/** Tests whether an option's text holds every word looked for: `(index) => boolean`. */
type Finder = (index: number) => boolean;

/** The tests of `OptionTexts.finders`: `onTexts` for the options below `read`, `onFields` for the others. */
interface Finders {
	readonly read: number;
	readonly onTexts: Finder;
	readonly onFields: Finder | undefined;
}

/** `word` as a case-insensitive regular expression of its characters (printable ASCII). */
function patternOf(word: string): RegExp {
	return new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
}

/**
 * Whether `field` is searched as it is, or undefined when its searched text could differ from it: an absent field
 * is "" (which holds no word), and printable ASCII within `SEARCHED_UNITS` is its own sanitized text.
 */
function plainField(field: string | undefined): boolean {
	return field === undefined || (field.length <= SEARCHED_UNITS && printable(field));
}

/** What `OptionTexts` knows of an option's fields: not checked yet, plain, or not. */
const UNKNOWN = 0;
const PLAIN = 1;
const NOT_PLAIN = 2;

export class OptionTexts {
	private readonly texts: string[] = [];
	private reading = false;
	/**
	 * Per option not read yet that a key tested on its fields, whether they are plain (`plainField`): the next keys
	 * before the reading ends test them without checking again. Made by the first such key.
	 */
	private plain: Uint8Array | undefined;
	/**
	 * Whether the idle turns should go on reading: the form that asked for it is still open. Held only while they
	 * read: the texts outlive the form (a list adopted from a caller's arguments may be the caller's for good, D126),
	 * and the test closes over the form.
	 */
	private wanted: () => boolean = notWanted;

	constructor(private readonly options: readonly Option[]) {}

	/** Every option's text, reading what the idle turns have not read yet. */
	all(): readonly string[] {
		this.read(this.options.length);
		return this.texts;
	}

	/**
	 * Tests of the options for `words` (lower-cased, without spaces): `onTexts` for the first `read` options, on the
	 * text read; `onFields` for the rest, on the option's own fields where they are printable ASCII (there, the
	 * sanitized and lower-cased text holds a word exactly where the field holds it in any case), else on its text
	 * made for the test. Reads nothing ahead (the idle turns go on reading) when every word is printable ASCII; other
	 * words read every text first, and `onFields` is undefined once every text is read. Two tests, so that the
	 * options read, most of a list whose key comes soon after `/`, get the smallest one.
	 */
	finders(words: readonly string[]): Finders {
		const { texts, options } = this;
		if (texts.length === options.length || !words.every(printable)) {
			return { read: options.length, onTexts: onTexts(this.all(), words), onFields: undefined };
		}
		return { read: texts.length, onTexts: onTexts(texts, words), onFields: this.onFields(words) };
	}

	/** The test of options not read yet, on their fields (`finders`). */
	private onFields(words: readonly string[]): Finder {
		const options = this.options;
		const patterns = words.map(patternOf);
		this.plain ??= new Uint8Array(options.length);
		const plain = this.plain;
		return (index) => {
			const option = options[index] as Option;
			const { label, description, value } = option;
			if (plain[index] === UNKNOWN)
				plain[index] = plainField(label) && plainField(description) && plainField(value) ? PLAIN : NOT_PLAIN;
			if (plain[index] === NOT_PLAIN) return holdsAll(searchText(option), words);
			for (let i = 0; i < patterns.length; i++) {
				const pattern = patterns[i] as RegExp;
				if (!pattern.test(label) && !pattern.test(value) && (description === undefined || !pattern.test(description)))
					return false;
			}
			return true;
		};
	}

	/** Reads the rest on idle turns, a chunk at a time, while `wanted()`; a short list is left for `all`. */
	readWhenIdle(wanted: () => boolean): void {
		if (this.options.length <= CHUNK || this.texts.length === this.options.length) return;
		this.wanted = wanted;
		if (this.reading) return;
		this.reading = true;
		const step = () => {
			if (this.wanted()) {
				this.read(CHUNK);
				if (this.texts.length < this.options.length) {
					setImmediate(step);
					return;
				}
			}
			this.reading = false;
			this.wanted = notWanted;
		};
		setImmediate(step);
	}

	private read(count: number): void {
		const { texts, options } = this;
		const end = Math.min(options.length, texts.length + count);
		for (let i = texts.length; i < end; i++) texts.push(searchText(options[i] as Option));
	}
}

/**
 * A test of each option's read text for `words`. One word, as most searches are, is a bare `includes`: the test a key
 * runs 100,000 times, at its smallest (the first search of a session runs before V8 has optimized it).
 */
function onTexts(texts: readonly string[], words: readonly string[]): Finder {
	if (words.length !== 1) return (index) => holdsAll(texts[index] ?? "", words);
	const word = words[0] as string;
	return (index) => (texts[index] ?? "").includes(word);
}

/** Whether `text` holds every one of `words`. */
function holdsAll(text: string, words: readonly string[]): boolean {
	for (let i = 0; i < words.length; i++) if (!text.includes(words[i] as string)) return false;
	return true;
}

function notWanted(): boolean {
	return false;
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
