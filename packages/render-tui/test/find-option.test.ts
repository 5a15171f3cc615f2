/**
 * Finding an option: `/` opens a filter line, typed text narrows the list to the options whose label,
 * description or value holds it, and the rows keep the numbers of the whole list.
 */
import type { AskUserInput } from "@ask-user/core";
import { getKeybindings, KeybindingsManager, setKeybindings, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { OptionFilter } from "../src/component/option-filter.ts";
import { optionTexts } from "../src/component/option-texts.ts";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

const cities = ["Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Florence", "Geneva", "Helsinki"];

/** One single-select question: eight cities and a multi question after it. */
const citiesInput: AskUserInput = {
	questions: [
		{
			id: "place",
			prompt: "Where should the offsite be?",
			options: cities.map((label) => ({
				label,
				value: label.toLowerCase(),
				...(label === "Dublin" ? { description: "Close to the Irish office" } : {}),
			})),
		},
		{
			id: "days",
			prompt: "Which days?",
			type: "multi",
			options: [
				{ label: "Monday", value: "mon" },
				{ label: "Tuesday", value: "tue" },
			],
		},
	],
};

/** A question of `count` options `Option 1` … with values `v1` …. */
function longInput(count: number): AskUserInput {
	return {
		questions: [
			{
				id: "pick",
				prompt: "Pick one",
				options: Array.from({ length: count }, (_, i) => ({ label: `Option ${i + 1}`, value: `v${i + 1}` })),
			},
		],
	};
}

/** pi's keybindings with the person's `keybindings.json` applied. */
const piKeys = (config: Record<string, string | string[]>) => new KeybindingsManager(TUI_KEYBINDINGS, config as never);

async function type(session: Session, text: string): Promise<void> {
	await session.press(...[...text]);
}

const rowLines = (session: Session) => session.screen().filter((line) => /^[ ›]\s*\d+\. /.test(line));

describe("finding an option with /", () => {
	it("narrows the list to the labels found as you type, case-insensitively, keeping the full list's numbers", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/");
		await type(session, "EN");
		const rows = rowLines(session);
		expect(rows.map((line) => line.replace(/\s+$/, ""))).toEqual([
			"› 3. ( ) Copenhagen",
			"  6. ( ) Florence",
			"  7. ( ) Geneva",
			"  9. ( ) Type your own",
		]);
		expect(session.screen().some((line) => /^\/ EN\s+3 of 8$/.test(line))).toBe(true);
	});

	it("finds descriptions and values too, by every word typed", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/");
		await type(session, "irish close");
		expect(rowLines(session).map((line) => line.trim())).toEqual(["› 4. ( ) Dublin", "9. ( ) Type your own"]);
		await session.press(keys.escape, "/");
		await type(session, "amsterdam");
		expect(rowLines(session)[0]).toContain("1. ( ) Amsterdam");
	});

	it("Enter keeps the list narrowed; then ↑↓ move in it, a digit picks by the full list's number, Esc shows all", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/");
		await type(session, "en");
		await session.press(keys.enter, keys.down);
		expect(rowLines(session)[1]).toMatch(/^› 6\. \( \) Florence/);
		await session.press(keys.up, keys.up);
		expect(rowLines(session).at(-1)).toMatch(/^› 9\. \( \) Type your own/);
		await session.press(keys.escape);
		// The whole list again, nothing cancelled.
		expect(rowLines(session)).toHaveLength(9);
		expect(session.results).toEqual([]);
		await session.press("/", "g", "e", keys.enter, "7");
		expect(session.screen()).toContain("Which days?");
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["geneva"]);
	});

	it("typed digits, n and Space go to the filter while it takes typing, not to the form", async () => {
		const session = await openQuestionnaire(longInput(30));
		await session.press("/");
		await type(session, "2 n");
		expect(session.screen().some((line) => line.startsWith("/ 2 n"))).toBe(true);
		await session.press(keys.backspace, keys.backspace);
		await type(session, "5");
		expect(rowLines(session).map((line) => line.trim().split(" ( ) ")[1])).toEqual(["Option 25", "Type your own"]);
		expect(session.screen().some((line) => /^\/ 25\s+1 of 30$/.test(line))).toBe(true);
		expect(session.results).toEqual([]);
	});

	it("a note and an own answer act on the rows found, and the filter stays after the editor closes", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/");
		await type(session, "berl");
		await session.press(keys.enter, "n");
		await type(session, "sunny");
		await session.press(keys.escape);
		expect(rowLines(session)[0]).toMatch(/2\. \( \) Berlin/);
		expect(session.screen().some((line) => line.includes("✎ sunny"))).toBe(true);
		expect(session.screen().some((line) => line.startsWith("/ berl"))).toBe(true);
	});

	it("an empty filter shows every option, and Backspace then Enter closes it", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/", "x", keys.backspace);
		expect(rowLines(session)).toHaveLength(9);
		await session.press(keys.enter);
		expect(session.screen().some((line) => line.startsWith("/"))).toBe(false);
	});

	it("nothing found: the own answer's row stays, and the line says so", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/");
		await type(session, "zz");
		expect(rowLines(session).map((line) => line.trim())).toEqual(["› 9. ( ) Type your own"]);
		expect(session.screen().some((line) => /^\/ zz\s+no option found$/.test(line))).toBe(true);
	});

	it("the footer names the filter's keys while typing, and / on a long list", async () => {
		const session = await openQuestionnaire(longInput(40), { rows: 16 });
		expect(session.screen().at(-1)).toMatch(/^\/ find an option · /);
		await session.press("/");
		expect(session.screen().at(-1)).toMatch(/^Enter keep filter · Esc all options · ↑↓ move/);
		await type(session, "3");
		await session.press(keys.enter);
		expect(session.screen().at(-1)).toMatch(/^Esc all options · \/ edit filter · /);
		expect(session.screen().at(-1)).not.toContain("Esc cancel");
	});

	it("the filter's keys follow pi's remaps, and a rebound letter types in the filter", async () => {
		const keybindings = piKeys({ "tui.select.down": ["j", "ctrl+n"], "tui.select.cancel": "ctrl+g" });
		const session = await openQuestionnaire(citiesInput, { keybindings });
		await session.press("/");
		await type(session, "jn");
		expect(session.screen().some((line) => line.startsWith("/ jn"))).toBe(true);
		await session.press(keys.backspace, keys.backspace, "e");
		expect(session.screen().at(-1)).toMatch(/^Enter keep filter · Ctrl\+G all options · ↑ Ctrl\+N move/);
		// Every city holds an e: Amsterdam is found first, Ctrl+N moves on to Berlin.
		await session.press("\x0e");
		expect(rowLines(session)[1]).toMatch(/^› 2\. \( \) Berlin/);
		await session.press("\x07");
		expect(rowLines(session)).toHaveLength(9);
		expect(session.results).toEqual([]);
	});

	it("a letter bound to pi's cancel types in the filter, typed, as a kitty key or pasted; Esc still shows all", async () => {
		// pi-tui's Input reads pi's keybindings, which pi sets once at its start, as here.
		const keybindings = piKeys({
			"tui.select.cancel": ["escape", "q"],
			"tui.select.down": ["down", "j"],
			"tui.select.confirm": ["enter", "l"],
		});
		const before = getKeybindings();
		setKeybindings(keybindings);
		onTestFinished(() => setKeybindings(before));
		const session = await openQuestionnaire(citiesInput, { keybindings });
		await session.press("/");
		await type(session, "qjl");
		await session.press("\x1b[113u", "\x1b[200~q\x1b[201~");
		expect(session.screen().some((line) => line.startsWith("/ qjlqq"))).toBe(true);
		expect(session.screen().at(-1)).toMatch(/^Enter keep filter · Esc all options · /);
		await session.press(keys.escape);
		expect(rowLines(session)).toHaveLength(9);
		expect(session.screen().some((line) => line.startsWith("/"))).toBe(false);
		expect(session.results).toEqual([]);
	});

	it("pi's cancel and moves remapped to letters alone: the filter line keeps Esc and ↑↓, and names them", async () => {
		const keybindings = piKeys({
			"tui.select.cancel": "q",
			"tui.select.up": "k",
			"tui.select.down": "j",
			"tui.select.confirm": "l",
		});
		const before = getKeybindings();
		setKeybindings(keybindings);
		onTestFinished(() => setKeybindings(before));
		const session = await openQuestionnaire(citiesInput, { keybindings });
		await session.press("/");
		await type(session, "qe");
		expect(session.screen().some((line) => line.startsWith("/ qe"))).toBe(true);
		await session.press(keys.backspace, keys.backspace, "e");
		expect(session.screen().at(-1)).toMatch(/^Enter keep filter · Esc all options · ↑↓ move/);
		await session.press(keys.down);
		expect(rowLines(session)[1]).toMatch(/^› 2\. \( \) Berlin/);
		await session.press(keys.escape);
		expect(rowLines(session)).toHaveLength(9);
		// Kept narrowed, the list names pi's cancel key for every option, as the filter line names Esc.
		await session.press("/", "e", keys.enter);
		expect(session.screen().at(-1)).toMatch(/^q all options · \/ edit filter · /);
		// The help says so too, and names cancel again once the list shows every option.
		await session.press("?");
		expect(session.screen()).toContainEqual(expect.stringMatching(/^q +all options /));
		await session.press(keys.escape, "q");
		expect(rowLines(session)).toHaveLength(9);
		await session.press("?");
		expect(session.screen()).toContainEqual(expect.stringMatching(/^q +cancel/));
		expect(session.results).toEqual([]);
	});

	it("a paste the terminal split across inputs goes into the filter whole", async () => {
		const session = await openQuestionnaire(citiesInput);
		await session.press("/", "\x1b[200~Ber", "lin\x1b[201~");
		expect(session.screen().some((line) => /^\/ Berlin\s+1 of 8$/.test(line))).toBe(true);
		expect(rowLines(session)[0]).toMatch(/^› 2\. \( \) Berlin/);
	});

	it("works at 40×12 and at 250 columns", async () => {
		for (const [columns, rows] of [
			[40, 12],
			[250, 30],
		] as const) {
			const session = await openQuestionnaire(longInput(10_000), { columns, rows });
			await session.press("/");
			await type(session, "9999");
			const screen = session.screen();
			expect(screen.every((line) => line.length <= columns)).toBe(true);
			expect(rowLines(session).map((line) => line.trim())).toEqual([
				"›  9999. ( ) Option 9999",
				"10001. ( ) Type your own",
			]);
			expect(screen.some((line) => /^\/ 9999\s+1 of 10,000$/.test(line))).toBe(true);
		}
	});
});

describe("the filter's work per key", () => {
	/**
	 * How many times `String.prototype.includes` looks for `word` during `run`: the filter tests each option with
	 * it. Other searches (pi-tui's own, which differ between its lines) are not the filter's work.
	 */
	function countIncludes(word: string, run: () => void): number {
		const spy = vi.spyOn(String.prototype, "includes");
		try {
			run();
			return spy.mock.calls.filter(([searched]) => searched === word).length;
		} finally {
			spy.mockRestore();
		}
	}

	it("tests each option at most once a key, and only the options still found while the text grows", () => {
		const payload = normalize(longInput(10_000));
		const question = payload.questions[0];
		if (question === undefined) throw new Error("no question");
		// Its texts read, as the idle turns read them before a person's first key: each key tests them with `includes`.
		optionTexts(question.options).all();
		const filter = new OptionFilter(0, question, () => true);
		// The first key tests each option once.
		expect(countIncludes("9", () => filter.edit("9"))).toBe(10_000);
		const found = filter.rows?.length ?? 0;
		expect(found).toBeLessThan(4_000);
		// A longer text tests only what the shorter one found.
		expect(countIncludes("99", () => filter.edit("9"))).toBeLessThanOrEqual(found);
		const narrowed = filter.rows;
		// Deleting back to a text searched on the way there tests nothing: its rows come back as found then.
		const before = filter.rows;
		expect(countIncludes("9", () => filter.edit("\x7f"))).toBe(0);
		expect(filter.rows).toHaveLength(found);
		// Typing on from there narrows what it found, not the whole list.
		expect(countIncludes("91", () => filter.edit("1"))).toBeLessThanOrEqual(found);
		// Another word tests only itself: the options found hold the words before it.
		const withWord = filter.rows?.length ?? 0;
		filter.edit(" ");
		const spy = vi.spyOn(String.prototype, "includes");
		try {
			filter.edit("5");
			const words = spy.mock.calls.map(([searched]) => searched);
			expect(words).not.toContain("91");
			expect(words.filter((word) => word === "5").length).toBeGreaterThan(0);
			expect(words.filter((word) => word === "5").length).toBeLessThanOrEqual(withWord);
		} finally {
			spy.mockRestore();
		}
		filter.edit("\x7f");
		filter.edit("\x7f");
		expect(narrowed).toBe(before);
		// Another text, not begun by one searched, starts over: at most every option once again.
		filter.edit("\x7f");
		filter.edit("\x7f");
		expect(filter.text).toBe("");
		expect(countIncludes("8", () => filter.edit("8"))).toBeLessThanOrEqual(10_000);
		expect(filter.rows?.length).toBeGreaterThan(0);
	});

	it("keeps the searches on the way to the text within a few lists of the question's rows", () => {
		// Every option's label holds the words a to h, but option j of the first eight lacks the j-th: each word typed
		// narrows the list by one option, so each search finds a list of its own.
		const words = [..."abcdefgh"];
		const options = Array.from({ length: 1_000 }, (_, i) => ({
			value: `v${i}`,
			label: words.filter((_, word) => word !== i).join(" "),
		}));
		const question = normalize({ questions: [{ id: "q", prompt: "Which?", options }] }).questions[0];
		if (question === undefined) throw new Error("no question");
		// Its texts read, so that every search tests them with `includes`.
		optionTexts(question.options).all();
		const filter = new OptionFilter(0, question, () => true);
		const found: (number | undefined)[] = [];
		for (const word of words) {
			filter.edit(found.length === 0 ? word : ` ${word}`);
			found.push(filter.rows?.length);
		}
		expect(found).toEqual([1_000, 999, 998, 997, 996, 995, 994, 993]);
		// The last searches are kept: deleting back to them tests nothing.
		const backspaces = (count: number) => () => {
			for (let i = 0; i < count; i++) filter.edit("\x7f");
		};
		expect(countIncludes("g", backspaces(2))).toBe(0);
		expect(filter.text).toBe("a b c d e f g");
		expect(filter.rows).toHaveLength(994);
		// The first ones were let go (eight lists of 1,000 rows, four kept): back at "a", the list is searched again and
		// found as it was.
		const tested = countIncludes("a", backspaces(12));
		expect(filter.text).toBe("a");
		expect(tested).toBeGreaterThan(0);
		expect(filter.rows).toHaveLength(1_000);
	});

	/** How many options' texts (label, description and value, one per line) are lower-cased during `run`. */
	function optionTextsRead(run: () => void): number {
		const spy = vi.spyOn(String.prototype, "toLowerCase");
		try {
			run();
			return spy.mock.contexts.filter((text) => String(text).includes("\n")).length;
		} finally {
			spy.mockRestore();
		}
	}

	it("reads a long list's texts on the idle turns after `/`, so the first typed key only searches", async () => {
		const payload = normalize(longInput(10_000));
		const question = payload.questions[0];
		if (question === undefined) throw new Error("no question");
		const filter = new OptionFilter(0, question, () => true);
		// A person's first key comes after the event loop has idled: ten turns read 10,000 options by far.
		for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
		expect(optionTextsRead(() => filter.edit("9"))).toBe(0);
		expect(filter.rows?.length).toBe(3_440);
		// Another filter on the same list reads nothing again, even typed at once.
		const again = new OptionFilter(0, question, () => true);
		expect(optionTextsRead(() => again.edit("9"))).toBe(0);
	});

	it("reads a long list's texts on the idle turns after the list shows, before `/`", async () => {
		const session = await openQuestionnaire(longInput(10_000));
		for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
		let read = -1;
		const spy = vi.spyOn(String.prototype, "toLowerCase");
		try {
			await session.press("/");
			await session.press("9");
			read = spy.mock.contexts.filter((text) => String(text).includes("\n")).length;
		} finally {
			spy.mockRestore();
		}
		expect(read).toBe(0);
		expect(session.screen().some((line) => /^\/ 9\s+3,439 of 10,000$/.test(line))).toBe(true);
	});

	it("stops reading on idle turns once the form that asked for it is closed", async () => {
		const payload = normalize(longInput(10_000));
		const question = payload.questions[0];
		if (question === undefined) throw new Error("no question");
		let open = true;
		const filter = new OptionFilter(0, question, () => open);
		await new Promise((resolve) => setImmediate(resolve));
		open = false;
		const idle = async () => {
			for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
		};
		// One chunk of 2,000 was read while open, and no more once closed.
		const spy = vi.spyOn(String.prototype, "toLowerCase");
		try {
			await idle();
			expect(spy.mock.contexts.filter((text) => String(text).includes("\n"))).toHaveLength(0);
		} finally {
			spy.mockRestore();
		}
		// A printable-ASCII key tests the other 8,000 on their fields, reading none; another word reads them.
		expect(optionTextsRead(() => filter.edit("9"))).toBe(0);
		expect(filter.rows?.length).toBe(3_440);
		expect(optionTextsRead(() => filter.edit("\u00e9"))).toBe(8_000);
	});

	it("narrows a list read part way, the reading going on between keys, to what the list read whole gives", async () => {
		const payload = normalize(longInput(10_000));
		const question = payload.questions[0];
		if (question === undefined) throw new Error("no question");
		const whole = normalize(longInput(10_000)).questions[0];
		if (whole === undefined) throw new Error("no question");
		optionTexts(whole.options).all();
		const partly = new OptionFilter(0, question, () => true);
		const reference = new OptionFilter(0, whole, () => false);
		// "1" is found among the options read and the others; each key after it narrows what it found, across the
		// options read since (one chunk of 2,000 per idle turn), and Backspace goes back.
		const found: number[] = [];
		for (const key of [..."12 v1", "\x7f", "\x7f", "\x7f", "\x7f"]) {
			await new Promise((resolve) => setImmediate(resolve));
			partly.edit(key);
			reference.edit(key);
			expect({ text: partly.text, rows: partly.rows }).toEqual({ text: reference.text, rows: reference.rows });
			found.push(partly.rows?.length ?? 0);
		}
		// "1", "12", "12 ", "12 v", "12 v1", then back to "1".
		expect(found).toEqual([3_441, 300, 300, 300, 132, 300, 300, 300, 3_441]);
	});

	it("finds on the fields of options not read yet exactly what it finds on their texts read", () => {
		const long = `${"a".repeat(2_000)}needle`;
		const options = [
			{ value: "v1", label: "Needle in CAPITALS" },
			{ value: "v2", label: "nee\x1b[31mdle, joined once sanitized" },
			{ value: "v3", label: "Kelvin \u212a and dotted \u0130 lower-case to k and i" },
			{ value: "v4", label: long },
			{ value: "v5", label: "plain", description: "a needle in the description" },
			{ value: "needle-v6", label: "in the value" },
			{ value: "v7", label: "tab\tneedle", description: "line\nbreak" },
			{ value: "v8", label: "nothing here" },
			{ value: "v9", label: "[needle]+ (regex) characters.*" },
		];
		// A list of its own each time: texts are kept per list.
		const question = () => {
			const read = normalize({ questions: [{ id: "q", prompt: "Which?", options }] }).questions[0];
			if (read === undefined) throw new Error("no question");
			return read;
		};
		const queries = ["needle", "k", "i", "needle ca", "[needle]+", ".*", "line break", "dle,", "31m", "x"];
		// One list never read, whose fields every query tests (what the first query learned of them kept).
		const neverRead = question();
		const found = queries.map((query) => {
			const unread = new OptionFilter(0, neverRead, () => false);
			unread.edit(query);
			const readFirst = question();
			optionTexts(readFirst.options).all();
			const read = new OptionFilter(0, readFirst, () => false);
			read.edit(query);
			expect({ query, rows: unread.rows }).toEqual({ query, rows: read.rows });
			return unread.rows?.length ?? 0;
		});
		// Rows found, `Type your own` included: "31m" only in the raw text, "needle" past the searched start in v4.
		expect(found).toEqual([7, 3, 8, 2, 2, 2, 2, 2, 1, 2]);
	});
});
