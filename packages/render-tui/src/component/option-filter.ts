/**
 * Finding an option in a long list: `/` opens a filter line, and typed text narrows the question's rows to the
 * options whose label, description or value holds every word typed (case-insensitive, on the text as shown:
 * sanitized). View state, like the help and a preview's scroll: it answers nothing, so the statechart stays about
 * the answers; the focus moves through the view model's `focusOption`, and digits, notes and answers act on the
 * rows as before, numbered as in the whole list. The `Type your own` row always shows.
 *
 * Cost: the options' text is read once per list, on idle turns from the moment the filter opens (`option-texts.ts`;
 * a key that comes first tests the options not read yet on their own fields), each key then tests at most every
 * option once (only those still found while the text grows), a key that deletes back to a text searched on the way
 * there searches nothing, and a frame of the narrowed list costs what it shows.
 */
import type { FormWords, NormalizedQuestion, QuestionView } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/core/contract";
import { Input } from "@mariozechner/pi-tui";
import { BracketedPaste, PASTE_END, PASTE_START } from "../keys/bracketed-paste.ts";
import { typedText } from "../keys/typed-text.ts";
import { positionOf } from "../render/narrowed-question.ts";
import { fitLine, widthOf } from "../text/fit.ts";
import { SurrogatePairs } from "../text/surrogate-pairs.ts";
import type { AskTheme } from "../theme.ts";
import { type OptionTexts, optionTexts } from "./option-texts.ts";

/** The filter's text is cut to this many UTF-16 units (a paste of a log finds nothing more). */
const MAX_QUERY_UNITS = 200;

/** A search of the filter's text: the rows it shows (options found, then `Type your own`) and how many were found. */
interface Search {
	readonly query: string;
	readonly rows: readonly number[];
	readonly found: number;
}

/** What nothing typed shows: every row (`rows` undefined on the filter), `Type your own` first when focus moves. */
const NO_SEARCH: Search = { query: "", rows: [], found: 0 };

/**
 * Rows the trail of searches may hold, in lists the length of the question's rows: Backspace over the last texts
 * typed is free, and a text typed one character at a time on 100,000 options keeps a few lists, not one per key.
 */
const TRAIL_LISTS = 4;

export class OptionFilter {
	/** The question it narrows. */
	readonly question: number;
	/** Whether typed keys go to the filter's text; else the list stays narrowed and keys act on it as usual. */
	typing = true;
	private readonly input = new Input();
	private readonly typed = new SurrogatePairs();
	/** Pastes are taken whole, so that the text of one the terminal split goes in as one paste. */
	private readonly pastes = new BracketedPaste();
	private readonly options: readonly NormalizedQuestion["options"][number][];
	/** Each option's searchable text (`option-texts.ts`). */
	private readonly texts: OptionTexts;
	/** `Type your own`, shown whatever the filter's text. */
	private readonly customRow: number | undefined;
	/**
	 * The searches on the way to the filter's text as matched (sanitized, lower-cased, trimmed), each text beginning
	 * the next one's; the last is the text's own. Empty while nothing is typed: every row shows.
	 */
	private readonly trail: Search[] = [];
	/** The rows shown (options found, then `Type your own`), ascending; undefined while nothing is typed. */
	rows: readonly number[] | undefined;
	/**
	 * A typed row number whose own row the filter hides but which begins a shown row's number (`1` while 14 and 19
	 * show): held here, not sent to the machine, which would focus the hidden row; its next digits complete it.
	 */
	held: number | undefined;

	/** `wanted`: whether the options' texts should go on being read on idle turns (the form is open). */
	constructor(index: number, question: NormalizedQuestion, wanted: () => boolean) {
		this.question = index;
		this.options = question.options;
		this.customRow = question.allowsCustom ? question.options.length : undefined;
		this.texts = optionTexts(question.options);
		this.texts.readWhenIdle(wanted);
	}

	/** Whether the list is narrowed now. */
	get narrows(): boolean {
		return this.rows !== undefined;
	}

	/** The filter's text as typed (sanitized). */
	get text(): string {
		return this.input.getValue();
	}

	set focused(value: boolean) {
		this.input.focused = value;
	}

	/**
	 * A key for the filter's text (typed, deleted, the cursor moved, a paste); true when the rows found changed.
	 * What it holds is sanitized and cut to `MAX_QUERY_UNITS`.
	 */
	edit(data: string): boolean {
		for (const piece of this.pastes.take(data)) {
			const keys = "paste" in piece ? "" : this.typed.join(piece.keys);
			const text = "paste" in piece ? piece.paste : typedText(keys);
			// pi-tui's Input looks a key up in pi's keybindings before it types it: a letter bound to
			// `tui.select.cancel` (`q`) would type nothing. It types a paste whatever the bindings: typed text goes in
			// as one.
			if (text !== undefined) this.input.handleInput(`${PASTE_START}${text}${PASTE_END}`);
			else if (keys !== "") this.input.handleInput(keys);
		}
		const value = this.input.getValue();
		const clean = sanitizeLine(value).slice(0, MAX_QUERY_UNITS);
		if (clean !== value) this.input.setValue(clean);
		return this.search(clean.trim().toLowerCase());
	}

	/** The row after (or before, `step` -1) the focused one among the rows shown, wrapping; undefined if none. */
	nextRow(focused: number, step: 1 | -1): number | undefined {
		const rows = this.rows;
		if (rows === undefined || rows.length === 0) return undefined;
		const at = positionOf(rows, focused);
		const index = step === 1 ? (rows[at] === focused ? at + 1 : at) : at - 1;
		return rows[(index + rows.length) % rows.length];
	}

	/**
	 * Whether a typed row number may go on to the list: while the list is narrowed, only a number that is, or begins,
	 * the number of a row shown (`13` begins `132`), so no digit focuses or picks a row the filter hides (D77).
	 */
	admitsNumber(number: number): boolean {
		const rows = this.rows;
		if (rows === undefined) return true;
		const typed = String(number);
		return rows.some((row) => String(row + 1).startsWith(typed));
	}

	/** Whether `row` is among the rows the filter shows (every row while the list is not narrowed). */
	shows(row: number): boolean {
		const rows = this.rows;
		return rows === undefined || rows[positionOf(rows, row)] === row;
	}

	/** The row to focus after the text changed: the first option found, else `Type your own`, else none. */
	firstRow(): number | undefined {
		return this.trail.length === 0 ? this.customRow : this.current.rows[0];
	}

	/** The search of the filter's text as matched. */
	private get current(): Search {
		return this.trail[this.trail.length - 1] ?? NO_SEARCH;
	}

	/**
	 * The filter line within `width`: `/ text` (with the cursor while typing), then how many options it found, in
	 * `words`.
	 */
	line(theme: AskTheme, width: number, words: FormWords): string {
		const total = words.count(this.options.length);
		const { query, found } = this.current;
		const count =
			query === "" ? "" : found === 0 ? words.filterNothingFound : words.filterFound(words.count(found), total);
		const countWidth = count === "" ? 0 : widthOf(count) + 2;
		const room = Math.max(3, width - countWidth);
		// pi-tui's Input draws `> ` before the text; the filter line's prompt is `/`.
		const typed = this.typing
			? `/${(this.input.render(room)[0] ?? "> ").slice(1)}`
			: theme.accent(fitLine(`/ ${this.text}`, room));
		const shown = count === "" || widthOf(typed) + countWidth > width ? typed : `${typed}  ${theme.muted(count)}`;
		return fitLine(shown, width);
	}

	private search(query: string): boolean {
		const trail = this.trail;
		if (query === this.current.query) return false;
		// Back to the last search on the way to `query`: Backspace ends there, a longer text narrows what it found.
		while (trail.length > 0 && !query.startsWith(this.current.query)) trail.pop();
		if (query === "" || this.current.query === query) {
			this.rows = query === "" ? undefined : this.current.rows;
			return true;
		}
		const search = this.narrowed(query, trail.length === 0 ? undefined : this.current);
		trail.push(search);
		// The oldest searches go first once the trail holds more rows than `TRAIL_LISTS` lists (a list shared by
		// searches that found the same options counted once).
		while (heldRows(trail) > TRAIL_LISTS * (this.options.length + 1)) trail.shift();
		this.rows = search.rows;
		return true;
	}

	/**
	 * The options that hold every word of `query`, among those `wider` (a search of a text beginning it) found. A key
	 * that narrows nothing (each letter of a word all 100,000 options hold) keeps the wider search's list: a list of
	 * its own is begun only at the first option it leaves out.
	 */
	private narrowed(query: string, wider: Search | undefined): Search {
		const { read, onTexts, onFields = onTexts } = this.texts.finders(wordsToTest(query, wider?.query));
		const candidates = wider?.rows;
		const count = wider?.found ?? this.options.length;
		// The candidates below `split` are options read (both lists ascend).
		const split = Math.min(count, candidates === undefined ? read : positionOf(candidates, read));
		let rows: number[] | undefined = candidates === undefined ? [] : undefined;
		// A plain loop: a key tests up to 100,000 options.
		for (let i = 0; i < count; i++) {
			const option = candidates === undefined ? i : (candidates[i] ?? 0);
			if ((i < split ? onTexts : onFields)(option)) rows?.push(option);
			else rows ??= candidates?.slice(0, i) ?? [];
		}
		if (rows === undefined) return { query, rows: candidates ?? [], found: count };
		const found = rows.length;
		if (this.customRow !== undefined) rows.push(this.customRow);
		return { query, rows, found };
	}
}

/**
 * The words of `query` an option found for `wider` (a text beginning `query`) must still be tested for: the options
 * found hold every word of `wider`, so only its last word, where it grew, and the words after it.
 */
function wordsToTest(query: string, wider: string | undefined): string[] {
	const words = query.split(/\s+/);
	if (wider === undefined) return words;
	const held = wider.split(/\s+/);
	const last = held.length - 1;
	return words.slice(words[last] === held[last] ? last + 1 : last);
}

/** The rows the lists of `trail` hold, each list once. */
function heldRows(trail: readonly Search[]): number {
	let held = 0;
	for (let i = 0; i < trail.length; i++) {
		const rows = trail[i]?.rows;
		if (rows !== undefined && rows !== trail[i - 1]?.rows) held += rows.length;
	}
	return held;
}

/** Whether `question` has a list to filter: options (a text question has only its own answer's row). */
export function filters(question: QuestionView): boolean {
	return question.rowCount > 1;
}
