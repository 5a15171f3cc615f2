import { adversarialShapes } from "@ask-user/test-kit/adversarial-arguments";
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeArguments } from "../src/contract/normalize-arguments.ts";
import { PROBES_PER_ITEM, UniqueValues } from "../src/contract/unique-values.ts";

/** What `add` must answer for each item: the index of the value's first use for a duplicate, else undefined. */
function expectedFirsts(values: readonly (string | undefined)[]): (number | undefined)[] {
	const first = new Map<string, number>();
	return values.map((value, index) => {
		if (value === undefined) return undefined;
		const seen = first.get(value);
		if (seen === undefined) first.set(value, index);
		return seen;
	});
}

function addAll(unique: UniqueValues, values: readonly (string | undefined)[]): (number | undefined)[] {
	unique.start(values.length);
	return values.map((value) => unique.add(value));
}

describe("UniqueValues", () => {
	it.each([
		["the seeded hash", undefined],
		["a hash that collides often (by length), so lists run out of probes", (value: string) => value.length],
	])("names the first use of every duplicate, list after list, with holes, for any values: %s", (_name, hash) => {
		const unique = new UniqueValues(hash);
		const list = fc.array(fc.option(fc.string({ maxLength: 4 }), { nil: undefined }), { maxLength: 300 });
		fc.assert(
			fc.property(fc.array(list, { minLength: 1, maxLength: 4 }), (lists) => {
				for (const values of lists) expect(addAll(unique, values)).toEqual(expectedFirsts(values));
			}),
			fuzzParameters(200),
		);
	});

	it("stays linear when every value collides: past its probes a list goes on in a Map, still exact", () => {
		const unique = new UniqueValues(() => 0);
		const values = Array.from({ length: 20_000 }, (_, i) => `v${i % 15_000}`);
		expect(addAll(unique, values)).toEqual(expectedFirsts(values));
		// Without the bound this list would take about 150 million probes.
		expect(unique.probes).toBeLessThanOrEqual(PROBES_PER_ITEM * values.length);
		// The next list gets its own budget, and the table again.
		const next = ["a", "b", "a"];
		expect(addAll(unique, next)).toEqual([undefined, undefined, 0]);
	});

	it("tells apart values that differ only where the seeded hash does not read, in a Map, still linear", () => {
		// The hash reads a value's length and its first and last 16 units: these all hash alike.
		const unique = new UniqueValues();
		const values = Array.from(
			{ length: 20_000 },
			(_, i) => `${"a".repeat(16)}${String(i % 15_000).padStart(8, "0")}${"z".repeat(16)}`,
		);
		expect(addAll(unique, values)).toEqual(expectedFirsts(values));
		expect(unique.probes).toBeLessThanOrEqual(PROBES_PER_ITEM * values.length);
	});

	it.each([
		["the seeded hash", undefined],
		["a hash that collides often (by length), so lists run out of probes", (value: string) => value.length],
	])("finds the first use of a value added, and nothing for one not added, recording nothing: %s", (_name, hash) => {
		const unique = new UniqueValues(hash);
		const value = fc.string({ maxLength: 3 });
		fc.assert(
			fc.property(fc.array(value, { maxLength: 200 }), fc.array(value, { maxLength: 50 }), (added, looked) => {
				const firsts = new Map<string, number>();
				unique.start(added.length + looked.length);
				added.forEach((item, index) => {
					expect(unique.find(item)).toBe(firsts.get(item));
					unique.add(item);
					if (!firsts.has(item)) firsts.set(item, index);
				});
				for (const item of [...added, ...looked]) expect(unique.find(item)).toBe(firsts.get(item));
				// Finding recorded nothing: the next item added is still new if it was only looked for.
				const fresh = looked.find((item) => !firsts.has(item));
				if (fresh !== undefined) expect(unique.add(fresh)).toBeUndefined();
			}),
			fuzzParameters(300),
		);
	});

	it.each([
		["the seeded hash", undefined],
		["a hash that collides often (by length), so lists run out of probes", (value: string) => value.length],
	])("keeps each value once with indexOf, at its place among the distinct values: %s", (_name, hash) => {
		const unique = new UniqueValues(hash);
		fc.assert(
			fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 300 }), (values) => {
				const distinct: string[] = [];
				unique.start(values.length);
				for (const value of values) {
					if (!distinct.includes(value)) distinct.push(value);
					expect(unique.indexOf(value)).toBe(distinct.indexOf(value));
					expect(unique.items).toBe(distinct.length);
				}
				for (const value of distinct) expect(unique.find(value)).toBe(distinct.indexOf(value));
			}),
			fuzzParameters(300),
		);
	});

	it("stays linear when every value looked for collides: past its probes a list goes on in a Map", () => {
		const unique = new UniqueValues(() => 0);
		unique.start(20_000);
		for (let i = 0; i < 10_000; i++) {
			expect(unique.find(`v${i}`)).toBeUndefined();
			unique.add(`v${i}`);
			expect(unique.find(`v${i}`)).toBe(i);
		}
		// Without the bound this would take about 150 million probes.
		expect(unique.probes).toBeLessThanOrEqual(PROBES_PER_ITEM * 20_000);
	});

	it.each([
		["the seeded hash", undefined],
		[
			"a hash that collides often, so the list goes on in a Map read from what it recorded",
			(value: string) => value.length,
		],
	])("names first uses thousands of items back, and past the length start was told of: %s", (_name, hash) => {
		const unique = new UniqueValues(hash);
		// 20,000 values, each used again 9,000 items later; the list is started as 8,000 items long.
		const values = Array.from({ length: 20_000 }, (_, i) => (i < 11_000 ? `v${i}` : `v${i - 9_000}`));
		unique.start(8_000);
		expect(values.map((value) => unique.add(value))).toEqual(expectedFirsts(values));
		expect(unique.find("v0")).toBe(0);
		expect(unique.find("v10999")).toBe(10_999);
		expect(unique.find("v11000")).toBeUndefined();
	});

	it("takes a list longer than its table can index (131,071 items) in a Map from the start", () => {
		const unique = new UniqueValues();
		const values = Array.from({ length: 140_000 }, (_, i) => `v${i % 139_000}`);
		expect(addAll(unique, values)).toEqual(expectedFirsts(values));
		expect(unique.probes).toBe(0);
	});

	it("takes about one or two probes per item on 100,000 values of one pattern", () => {
		const unique = new UniqueValues();
		const values = Array.from({ length: 100_000 }, (_, i) => `q1-o${i + 1}`);
		expect(addAll(unique, values).every((first) => first === undefined)).toBe(true);
		expect(unique.probes / values.length).toBeLessThan(2);
	});

	it.each(adversarialShapes.map((shape) => [shape.name, shape] as const))(
		"takes at most two probes per item on the ids and values of an adversarial shape, normalized: %s",
		(_name, shape) => {
			const { questions } = normalizeArguments(shape.build(20_000)) as {
				questions: { id?: string; options?: { value?: string }[] }[];
			};
			const lists = [
				questions.map((question) => question.id),
				...questions.map((question) => (question.options ?? []).map((option) => option.value)),
			];
			const unique = new UniqueValues();
			const items = lists.reduce((sum, values) => sum + values.length, 0);
			for (const values of lists) expect(addAll(unique, values)).toEqual(expectedFirsts(values));
			expect(unique.probes).toBeLessThanOrEqual(2 * items);
		},
	);
});
