/**
 * What the key fuzzer types: every key the questionnaire binds (Shift+N in its legacy and kitty encodings), keys
 * only the editor uses, text and bracketed pastes (odd Unicode, escape sequences and big text included), and
 * terminal resizes from 1 to 300 columns. Each key is classified, so the reference model knows what it should do.
 */
import fc from "fast-check";
import { bigTextSamples } from "./big-text.ts";
import { escapeCorpus } from "./escape-corpus.ts";
import { RAW_KEYS } from "./raw-keys.ts";

/** Keys with a fixed encoding: every raw key but Shift+Enter, which no binding of the questionnaire reads. */
const { shiftEnter: _unbound, ...NAMED_KEYS } = RAW_KEYS;

export type KeyName = keyof typeof NAMED_KEYS;

export type FuzzKey =
	| { readonly kind: "key"; readonly name: KeyName; readonly data: string }
	| { readonly kind: "digit"; readonly digit: number; readonly data: string }
	/** Typed text: several characters in one input event, never blank, never a key. */
	| { readonly kind: "text"; readonly data: string }
	/** A bracketed paste, never blank. */
	| { readonly kind: "paste"; readonly data: string };

export interface Resize {
	/** Before which key (its position in the script). */
	readonly at: number;
	readonly columns: number;
	readonly rows: number;
}

export interface FuzzScript {
	readonly columns: number;
	readonly rows: number;
	readonly keys: readonly FuzzKey[];
	/** Ordered by `at`. */
	readonly resizes: readonly Resize[];
}

function named(name: KeyName): FuzzKey {
	return { kind: "key", name, data: NAMED_KEYS[name] };
}

const WORDS = [
	"yes",
	"Postgres 15",
	"中文字符",
	"日本語テキスト",
	"👍🏽👍🏿",
	"👨‍👩‍👧‍👦 family",
	"🇯🇵🏳️‍🌈",
	"e\u0301\u0301 combining",
	"שלום עולם",
	"مرحبا بالعالم",
	"zero\u200bwidth\u200djoin",
	"@src/index.ts",
	"  spaced  out  ",
	"ｶ\uff9e\uff9e\uff9e\uff9e ก\u0e33\u0e33\u0e33 stacked",
	"\u0600**\u0e33** prefix",
] as const;

/**
 * Text without backslashes: pi's editor turns Enter after a `\` into a line break, which the reference model does
 * not follow.
 */
function withoutBackslashes(text: string): string {
	return text.replaceAll("\\", "");
}

/** The escape corpus, to type and paste. */
const hostile = escapeCorpus.map(({ text }) => withoutBackslashes(text));

/**
 * Text typed as one input event. It starts with a letter, so it is never blank and never a key, and it holds no CR:
 * pi's editor reads an input with ESC and CR as Shift+Enter.
 */
const text: fc.Arbitrary<FuzzKey> = fc
	.oneof(
		{ weight: 3, arbitrary: fc.constantFrom(...WORDS) },
		{ weight: 2, arbitrary: fc.constantFrom(...hostile) },
		{ weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }) },
	)
	.map((body) => ({ kind: "text", data: `x${withoutBackslashes(body).replaceAll("\r", "")}` }));

/**
 * The big text corpus at 3,000 characters: past pi's paste marker (1,000) and what the editor holds as plain text
 * (2,000), the paths a 100,000-character paste takes, at a size thousands of fuzzed keys can afford.
 */
const bigTexts = bigTextSamples(3_000).map(({ text }) => withoutBackslashes(text));

/** A bracketed paste: a word, hostile text, and sometimes enough lines or characters to become a paste marker. */
const paste: fc.Arbitrary<FuzzKey> = fc
	.tuple(
		fc.constantFrom(...WORDS),
		fc.constantFrom(...hostile),
		fc.oneof(
			{ weight: 4, arbitrary: fc.constantFrom("", "", "", "line\n".repeat(12), "long ".repeat(300)) },
			{ weight: 1, arbitrary: fc.constantFrom(...bigTexts) },
		),
	)
	.map(([word, junk, bulk]) => ({ kind: "paste", data: `\x1b[200~p ${word} ${junk} ${bulk}p\x1b[201~` }));

const digit: fc.Arbitrary<FuzzKey> = fc
	.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) }, fc.integer({ min: 0, max: 9 }))
	.map((value) => ({ kind: "digit", digit: value, data: String(value) }));

function keysOf(...names: KeyName[]): fc.Arbitrary<FuzzKey> {
	return fc.constantFrom(...names).map(named);
}

/** One key, weighted so flows travel far: navigation is common, Esc and Ctrl+C (which end a flow) are rare. */
export const fuzzKey: fc.Arbitrary<FuzzKey> = fc.oneof(
	{ weight: 18, arbitrary: keysOf("down", "down", "up") },
	{ weight: 14, arbitrary: keysOf("tab", "tab", "shiftTab", "left", "right") },
	{ weight: 10, arbitrary: keysOf("enter") },
	{ weight: 7, arbitrary: keysOf("space") },
	{ weight: 10, arbitrary: digit },
	{ weight: 7, arbitrary: keysOf("n", "n", "shiftN", "kittyShiftN") },
	{ weight: 3, arbitrary: keysOf("escape") },
	{ weight: 1, arbitrary: keysOf("ctrlC") },
	{ weight: 9, arbitrary: text },
	{ weight: 4, arbitrary: paste },
	{ weight: 5, arbitrary: keysOf("at", "backspace", "backspace") },
	{ weight: 2, arbitrary: keysOf("pageUp", "pageDown", "shiftUp", "shiftDown") },
);

/** Terminal widths: often very narrow, anywhere up to 300 columns. */
const columns = fc.oneof(
	{ weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) },
	{ weight: 3, arbitrary: fc.integer({ min: 1, max: 300 }) },
	{ weight: 1, arbitrary: fc.constantFrom(80, 120) },
);
/** Terminal heights: often too short for the whole questionnaire. */
const rows = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 50 }));

export interface ScriptOptions {
	readonly minKeys: number;
	readonly maxKeys: number;
	readonly maxResizes?: number;
}

/** A script: a start size, keys, and resizes in between. */
export function fuzzScript({ minKeys, maxKeys, maxResizes = 20 }: ScriptOptions): fc.Arbitrary<FuzzScript> {
	return fc
		.record({
			columns,
			rows,
			keys: fc.array(fuzzKey, { minLength: minKeys, maxLength: maxKeys }),
			resizes: fc.array(fc.record({ at: fc.nat({ max: maxKeys }), columns, rows }), {
				minLength: Math.ceil(maxResizes / 2),
				maxLength: maxResizes,
			}),
		})
		.map((script) => ({ ...script, resizes: [...script.resizes].sort((a, b) => a.at - b.at) }));
}

/** A short name for a key in failure reports. */
export function describeKey(key: FuzzKey): string {
	switch (key.kind) {
		case "key":
			return key.name;
		case "digit":
			return `digit ${key.digit}`;
		default:
			return `${key.kind} ${JSON.stringify(key.data.slice(0, 40))}`;
	}
}
