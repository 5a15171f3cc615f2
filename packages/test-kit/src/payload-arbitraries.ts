/**
 * fast-check arbitraries of `ask_user` inputs, from anything at all to near-valid payloads: valid fixtures with a
 * few mutations (fields dropped, blanked, retyped, duplicated, made huge or full of odd Unicode).
 */

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

type Container = Record<string, unknown> | unknown[];

const FIELDS = {
	root: ["title", "questions"],
	question: ["id", "label", "prompt", "type", "required", "options"],
	option: ["value", "label", "description", "preview", "recommended"],
} as const;

const TYPES = ["single", "multi", "preview", "text"] as const;

/** A place in a payload: a field of an object (present or not) or an item of a list. */
interface Slot {
	readonly container: Container;
	readonly key: string | number;
	/** The list the container is an item of, to find its siblings. */
	readonly siblings?: readonly unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listSlots(list: unknown[]): Slot[] {
	return list.map((_item, key) => ({ container: list, key }));
}

/** Every slot of a payload still shaped enough to walk: root fields, questions, their fields, options, theirs. */
function slotsOf(payload: Record<string, unknown>): Slot[] {
	const slots: Slot[] = FIELDS.root.map((key) => ({ container: payload, key }));
	const questions = payload.questions;
	if (!Array.isArray(questions)) return slots;
	slots.push(...listSlots(questions));
	for (const question of questions) {
		if (!isRecord(question)) continue;
		slots.push(...FIELDS.question.map((key) => ({ container: question, key, siblings: questions })));
		const options = question.options;
		if (!Array.isArray(options)) continue;
		slots.push(...listSlots(options));
		for (const option of options) {
			if (isRecord(option)) slots.push(...FIELDS.option.map((key) => ({ container: option, key, siblings: options })));
		}
	}
	return slots;
}

function write(container: Container, key: string | number, value: unknown): void {
	if (Array.isArray(container)) container[Number(key)] = value;
	else container[String(key)] = value;
}

function remove(container: Container, key: string | number): void {
	if (Array.isArray(container)) container.splice(Number(key), 1);
	else delete container[String(key)];
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

function mutate(payload: Record<string, unknown>, change: Mutation): void {
	const slots = slotsOf(payload);
	const slot = slots[change.at % slots.length];
	if (slot === undefined) return;
	const { container, key } = slot;
	switch (change.kind) {
		case "drop":
			remove(container, key);
			return;
		case "set":
			write(container, key, change.value);
			return;
		case "extraField":
			if (isRecord(container)) container[`extra${change.at % 3}`] = change.value;
			return;
		case "hole":
			if (Array.isArray(container)) container.length += 1;
			return;
		case "setType":
			if (isRecord(container) && "options" in container) container.type = TYPES[change.pick % TYPES.length];
			return;
		case "duplicate": {
			// The same field of a sibling question or option: a duplicate id or value when it is text.
			const sibling = slot.siblings?.[change.pick % slot.siblings.length];
			if (isRecord(sibling) && sibling !== container) write(container, key, sibling[String(key)]);
			return;
		}
	}
}

/** A valid fixture with one to three mutations; many stay valid (odd text, extra fields, optional fields dropped). */
export const mutatedPayload: fc.Arbitrary<unknown> = fc
	.record({
		fixture: fc.constantFrom(...validFixtures),
		mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
	})
	.map(({ fixture, mutations }) => {
		const payload: Record<string, unknown> = structuredClone(fixture.payload);
		for (const change of mutations) mutate(payload, change);
		return payload;
	});

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
		const payload: Record<string, unknown> = structuredClone(fixture.payload);
		const fields = slotsOf(payload).filter((slot) => !Array.isArray(slot.container));
		const slot = fields[at % fields.length];
		if (slot !== undefined) Object.defineProperty(slot.container, slot.key, { get: boom, enumerable: true });
		return { input: payload };
	});
