/**
 * fast-check arbitraries of `ask_user` inputs, from anything at all to near-valid payloads: valid fixtures with a
 * few mutations (fields dropped, blanked, retyped, duplicated, made huge or full of odd Unicode).
 */

import { type Fields, isFields, QUESTION_TYPES } from "@ask-user/core/contract";
import { validFixtures } from "@ask-user/core/fixtures";
import fc from "fast-check";

/** Any JSON value. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** Any JavaScript value: boxed primitives, Maps, Sets, sparse arrays, null prototypes, bigints, dates, … */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
	maxDepth: 3,
	withBigInt: true,
	withBoxedValues: true,
	withDate: true,
	withMap: true,
	withNullPrototype: true,
	withObjectString: true,
	withSet: true,
	withSparseArray: true,
	withTypedArray: true,
});

/** Strings a trim-based check must treat as blank. */
const BLANKS = ["", " ", "\t", "\n  \r\n", "\u3000", "\u00a0\ufeff", "\u2028"] as const;

/**
 * Text with width quirks and controls: CJK, ZWJ emoji, skin tones, combining marks, RTL, zero-width and other
 * invisible characters (tag characters, a subdivision flag), escapes.
 */
export const ODD_TEXTS = [
	"中文字符",
	"👨‍👩‍👧‍👦",
	"👍🏽",
	"🇯🇵🏳️‍🌈",
	"e\u0301\u0302\u0303",
	"שלום עולם",
	"مرحبا",
	"\u200b",
	"a\u200d\u200cb",
	"\u202eevil\u202c",
	"\x1b[31mred\x1b]52;c;eA==\x07",
	"\ud800lone",
	"tab\there",
	"\x00\x7f\x9b",
	"\u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065}",
	"a\u{e0041}\ufff9b\ufffb\u2060\ufeff\u00ad",
	"\u{1f3f4}\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f}",
] as const;

const blank = fc.constantFrom(...BLANKS);

/** Text that is never blank (it starts with `x`), possibly very odd. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
	fc.constantFrom(...ODD_TEXTS),
	fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map((text) => `x${text}`),
	fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map((text) => `x${text}`),
);

/** A string of 10 kB to 1 MB; rare, so a run stays fast. */
const hugeText: fc.Arbitrary<string> = fc
	.tuple(fc.constantFrom(10_000, 100_000, 1_000_000), fc.constantFrom("x", "word ", "中", "👍🏽", "\x1b[2J"))
	.map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 -]{0,10}$/);
const text = fc.oneof(
	{ weight: 8, arbitrary: word },
	{ weight: 2, arbitrary: oddText },
	{ weight: 1, arbitrary: blank },
);

/** Usually `arbitrary`, sometimes any JSON value in its place. */
function mostly<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
	return fc.oneof({ weight: 12, arbitrary }, { weight: 1, arbitrary: anyJson });
}

const optionShape = fc.record(
	{
		value: mostly(fc.oneof(fc.constantFrom("a", "b", "c"), { weight: 3, arbitrary: text })),
		label: mostly(text),
		description: mostly(text),
		recommended: mostly(fc.boolean()),
	},
	{ requiredKeys: ["value", "label"] },
);
const previewOptionShape = fc.record({ value: mostly(fc.constantFrom("a", "b")), label: mostly(text), preview: text });

const questionShape = fc.record(
	{
		id: mostly(fc.oneof(fc.constantFrom("q1", "q2"), { weight: 3, arbitrary: text })),
		label: mostly(text),
		prompt: mostly(text),
		type: mostly(fc.constantFrom("single", "multi", "preview", "text", "radio")),
		required: mostly(fc.boolean()),
		options: mostly(fc.array(mostly(fc.oneof(optionShape, previewOptionShape)), { maxLength: 3 })),
	},
	{ requiredKeys: ["id", "prompt", "options"] },
);

/** Objects shaped like a payload whose fields may be blank, odd, of the wrong kind, or (optional ones) missing. */
export const shapedPayload: fc.Arbitrary<unknown> = fc.record(
	{ title: mostly(text), questions: mostly(fc.array(mostly(questionShape), { maxLength: 3 })) },
	{ requiredKeys: ["questions"] },
);

type Container = Fields | readonly unknown[];

const FIELDS = {
	root: ["title", "questions"],
	question: ["id", "label", "prompt", "type", "required", "options"],
	option: ["value", "label", "description", "preview", "recommended"],
} as const;

/** A place in a payload: a field of an object (present or not) or an item of a list. */
interface Slot {
	readonly container: Container;
	/** Where the container is, from the payload's root: field names and list indices. */
	readonly path: readonly (string | number)[];
	readonly key: string | number;
	/** The list the container is an item of, to find its siblings. */
	readonly siblings?: readonly unknown[];
}

function listSlots(list: readonly unknown[], path: readonly (string | number)[]): Slot[] {
	return list.map((_item, key) => ({ container: list, path, key }));
}

/** Every slot of a payload still shaped enough to walk: root fields, questions, their fields, options, theirs. */
function slotsOf(payload: Fields): Slot[] {
	const slots: Slot[] = FIELDS.root.map((key) => ({ container: payload, path: [], key }));
	const questions = payload.questions;
	if (!Array.isArray(questions)) return slots;
	slots.push(...listSlots(questions, ["questions"]));
	questions.forEach((question: unknown, q) => {
		if (!isFields(question)) return;
		const path = ["questions", q];
		slots.push(...FIELDS.question.map((key) => ({ container: question, path, key, siblings: questions })));
		const options = question.options;
		if (!Array.isArray(options)) return;
		slots.push(...listSlots(options, [...path, "options"]));
		options.forEach((option: unknown, o) => {
			const at = [...path, "options", o];
			if (isFields(option))
				slots.push(...FIELDS.option.map((key) => ({ container: option, path: at, key, siblings: options })));
		});
	});
	return slots;
}

/**
 * `root` with the container at `path` replaced by what `change` makes of it: every object and list on the way is a
 * new one (a list copied with `slice`, which keeps its holes), the rest is shared.
 */
function replaceAt(
	root: unknown,
	path: readonly (string | number)[],
	change: (container: unknown) => unknown,
): unknown {
	const [first, ...rest] = path;
	if (first === undefined) return change(root);
	if (Array.isArray(root)) {
		const copy = root.slice();
		copy[Number(first)] = replaceAt(root[Number(first)], rest, change);
		return copy;
	}
	return isFields(root) ? { ...root, [first]: replaceAt(root[first], rest, change) } : root;
}

/** `container` with `key` set to `value`. */
function written(container: unknown, key: string | number, value: unknown): unknown {
	if (!Array.isArray(container)) return { ...(isFields(container) ? container : {}), [key]: value };
	const copy = container.slice();
	copy[Number(key)] = value;
	return copy;
}

/** `container` without `key` (a list's item removed, the rest moved up). */
function removed(container: unknown, key: string | number): unknown {
	if (!isFields(container)) {
		if (!Array.isArray(container)) return container;
		const copy = container.slice();
		copy.splice(Number(key), 1);
		return copy;
	}
	const { [key]: _dropped, ...rest } = container;
	return rest;
}

export type Mutation =
	| { readonly kind: "drop" | "duplicate" | "hole" | "setType"; readonly at: number; readonly pick: number }
	| { readonly kind: "set"; readonly at: number; readonly value: unknown }
	| { readonly kind: "extraField"; readonly at: number; readonly value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
	fc.record({ kind: fc.constantFrom("drop", "duplicate", "hole", "setType"), at: fc.nat(), pick: fc.nat() }),
	fc.record({
		kind: fc.constant("set"),
		at: fc.nat(),
		value: fc.oneof(
			{ weight: 3, arbitrary: blank },
			{ weight: 3, arbitrary: anyJson },
			{ weight: 3, arbitrary: oddText },
			{ weight: 1, arbitrary: hugeText },
		),
	}),
	fc.record({ kind: fc.constant("extraField"), at: fc.nat(), value: anyJson }),
);

/** What `change` makes of the container of the slot it picked. */
function changed(slot: Slot, change: Mutation): unknown {
	const { container, key } = slot;
	switch (change.kind) {
		case "drop":
			return removed(container, key);
		case "set":
			return written(container, key, change.value);
		case "extraField":
			return Array.isArray(container) ? container : written(container, `extra${change.at % 3}`, change.value);
		case "hole": {
			if (!Array.isArray(container)) return container;
			const copy = container.slice();
			copy.length += 1;
			return copy;
		}
		case "setType":
			return isFields(container) && "options" in container
				? written(container, "type", QUESTION_TYPES[change.pick % QUESTION_TYPES.length])
				: container;
		case "duplicate": {
			// The same field of a sibling question or option: a duplicate id or value when it is text.
			const sibling = slot.siblings?.[change.pick % slot.siblings.length];
			return isFields(sibling) && sibling !== container ? written(container, key, sibling[String(key)]) : container;
		}
	}
}

/** `payload` with `change` made: a new payload, `payload` itself untouched. */
function mutate(payload: Fields, change: Mutation): Fields {
	const slots = slotsOf(payload);
	const slot = slots[change.at % slots.length];
	if (slot === undefined) return payload;
	const next = replaceAt(payload, slot.path, () => changed(slot, change));
	return isFields(next) ? next : payload;
}

/** A valid fixture with one to three mutations; many stay valid (odd text, extra fields, optional fields dropped). */
export const mutatedPayload: fc.Arbitrary<unknown> = fc
	.record({
		fixture: fc.constantFrom(...validFixtures),
		mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
	})
	// A copy of the fixture first: a test may change the input it is given, and the fixtures are shared.
	.map(({ fixture, mutations }) => mutations.reduce(mutate, structuredClone<Fields>(fixture.payload)));

function boom(): never {
	throw new Error("boom");
}

/** A Proxy that throws on reading any field (symbols aside, which fast-check itself reads). */
function throwingProxy(): object {
	return new Proxy({}, { get: (_target, key) => (typeof key === "symbol" ? undefined : boom()), has: boom });
}

/**
 * A valid fixture in which reading one field throws (a getter), or a Proxy that throws. Wrapped as `{ input }`,
 * so fast-check never reads the hostile value itself.
 */
export const throwingPayload: fc.Arbitrary<{ readonly input: unknown }> = fc
	.record({ fixture: fc.constantFrom(...validFixtures), at: fc.nat(), proxy: fc.boolean() })
	.map(({ fixture, at, proxy }) => {
		if (proxy) return { input: throwingProxy() };
		const payload: Fields = structuredClone(fixture.payload);
		const fields = slotsOf(payload).filter((slot) => !Array.isArray(slot.container));
		const slot = fields[at % fields.length];
		if (slot === undefined) return { input: payload };
		const input = replaceAt(payload, slot.path, (container) =>
			Object.defineProperty({ ...(isFields(container) ? container : {}) }, slot.key, { get: boom, enumerable: true }),
		);
		return { input };
	});
