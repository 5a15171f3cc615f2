import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UniqueNames } from "../src/contract/unique-names.ts";

/** The rule stated plainly: `base`, `base_2`, `base_3`, …, the first not given or derived before. */
function naiveClaims(given: readonly string[], bases: readonly string[]): string[] {
	const taken = new Set(given);
	return bases.map((base) => {
		let name = base;
		for (let suffix = 2; taken.has(name); suffix++) name = `${base}_${suffix}`;
		taken.add(name);
		return name;
	});
}

/** `told`: the length `start` is told, the list's own unless a test tells less (still exact). */
function claims(names: UniqueNames, given: readonly string[], bases: readonly string[], told?: number): string[] {
	names.start(told ?? given.length + bases.length);
	for (const name of given) names.take(name);
	return bases.map((base) => names.claim(base));
}

/**
 * Names that collide every way a suffix can: bases that are another base's suffixed names, and suffixes of those;
 * with bases whose suffixed names are shorter than V8's ropes, as long (`ten_chars_` + `_10`) and longer.
 */
const collidingName = fc.constantFrom(
	"x",
	"x_2",
	"x_3",
	"x_2_2",
	"x_10",
	"x_1",
	"x_02",
	"x_",
	"_2",
	"y",
	"y_2",
	"2",
	"ten_chars_",
	"ten_chars__9",
	"ten_chars__10",
	"use_the_shared_configuration_from_the_re",
	"use_the_shared_configuration_from_the_re_2",
);

describe("UniqueNames", () => {
	it("derives the same names as trying base, base_2, … afresh for each, whatever the given names", () => {
		fc.assert(
			fc.property(
				fc.array(collidingName, { maxLength: 20 }),
				fc.array(collidingName, { maxLength: 60 }),
				(given, bases) => {
					expect(claims(new UniqueNames(), given, bases)).toEqual(naiveClaims(given, bases));
				},
			),
			fuzzParameters(3_000),
		);
	});

	it("derives the same names with more bases than it keeps in its arrays, in its table, told the length or less", () => {
		const name = fc
			.tuple(fc.constantFrom("x", "y", "z", "w"), fc.nat(40))
			.map(([base, suffix]) => (suffix < 2 ? base : `${base}_${suffix}`));
		fc.assert(
			fc.property(fc.array(name, { maxLength: 40 }), fc.array(name, { maxLength: 200 }), (given, bases) => {
				const expected = naiveClaims(given, bases);
				expect(claims(new UniqueNames(), given, bases)).toEqual(expected);
				expect(claims(new UniqueNames(), given, bases, 1)).toEqual(expected);
			}),
			fuzzParameters(1_000),
		);
	});

	it.each([
		["one base", [], Array.from({ length: 20_000 }, () => "x")],
		[
			"one base after its suffixes were given",
			Array.from({ length: 10_000 }, (_, i) => `x_${i + 2}`),
			Array.from({ length: 10_000 }, () => "x"),
		],
		[
			"bases that are the suffixes of another",
			[],
			Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? "x" : `x_${i + 1}`)),
		],
		[
			"bases in reverse order of their suffixes",
			[],
			Array.from({ length: 20_000 }, (_, i) => (i < 10_000 ? `x_${10_001 - i}` : "x")),
		],
	])("tries at most each claim plus two per name taken: %s", (_name, given, bases) => {
		const names = new UniqueNames();
		const derived = claims(names, given, bases);
		expect(new Set([...given, ...derived]).size).toBe(given.length + bases.length);
		// Trying afresh took about n²/2 tries on these.
		expect(names.tries).toBeLessThanOrEqual(bases.length + 2 * (given.length + bases.length));
	});
});
