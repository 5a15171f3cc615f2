/** Shapes models commonly send instead of ours: read where the meaning is certain, left for `validate` otherwise. */

import { adversarialArguments, adversarialShapes } from "@ask-user/test-kit/adversarial-arguments";
import { countLookups } from "@ask-user/test-kit/count-lookups";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { anyJson, anyValue, mutatedPayload } from "@ask-user/test-kit/payload-arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import { normalizeArguments, validate } from "../src/index.ts";

/** A call in Claude Code's AskUserQuestion shape. */
const claudeCode = {
	questions: [
		{
			question: "Which database should the service use?",
			header: "Database",
			multiSelect: false,
			options: [
				{ label: "PostgreSQL", description: "Relational" },
				{ label: "SQLite", description: "One file" },
			],
		},
		{
			question: "Which features belong in the first release?",
			header: "Features",
			multiSelect: true,
			options: [{ label: "Auth" }, { label: "CSV export" }],
		},
	],
};

describe("normalizeArguments", () => {
	it("maps Claude Code's AskUserQuestion shape: question, header, multiSelect, options without values", () => {
		expect(normalizeArguments(claudeCode)).toEqual({
			questions: [
				{
					id: "database",
					prompt: "Which database should the service use?",
					label: "Database",
					options: [
						{ value: "postgresql", label: "PostgreSQL", description: "Relational" },
						{ value: "sqlite", label: "SQLite", description: "One file" },
					],
				},
				{
					id: "features",
					prompt: "Which features belong in the first release?",
					label: "Features",
					type: "multi",
					options: [
						{ value: "auth", label: "Auth" },
						{ value: "csv_export", label: "CSV export" },
					],
				},
			],
		});
		expect(validate(normalizeArguments(claudeCode)).ok).toBe(true);
	});

	it("parses questions sent as a JSON string", () => {
		const sent = { title: tour.title, questions: JSON.stringify(tour.questions) };
		expect(normalizeArguments(sent)).toEqual(tour);
	});

	it("leaves a questions string that is not a JSON array for validate to report", () => {
		for (const questions of ["[{", "Which database?", '{"id":"q"}']) {
			expect(normalizeArguments({ questions })).toEqual({ questions });
			expect(validate(normalizeArguments({ questions }))).toMatchObject({
				ok: false,
				issues: [{ path: "questions", message: "must be an array of questions, got a string" }],
			});
		}
	});

	it("options as strings get a label and a value derived from it, unique within the question", () => {
		const sent = { questions: [{ id: "q", prompt: "?", options: ["Yes, staging!", "yes staging", "Nein", "✓", "b"] }] };
		expect(normalizeArguments(sent)).toEqual({
			questions: [
				{
					id: "q",
					prompt: "?",
					options: [
						{ value: "yes_staging", label: "Yes, staging!" },
						{ value: "yes_staging_2", label: "yes staging" },
						{ value: "nein", label: "Nein" },
						{ value: "option_4", label: "✓" },
						{ value: "b", label: "b" },
					],
				},
			],
		});
	});

	it("derived values and ids never take one given explicitly", () => {
		const sent = {
			questions: [
				{ header: "Auth", prompt: "?", options: [{ label: "A" }, { value: "a", label: "Other" }] },
				{ id: "auth", prompt: "?", options: [{ value: "x", label: "X" }] },
				{ header: "Auth", prompt: "?", options: [{ value: "y", label: "Y" }] },
			],
		};
		const result = normalizeArguments(sent);
		expect(result).toMatchObject({
			questions: [
				{ id: "auth_2", label: "Auth", options: [{ value: "a_2", label: "A" }, { value: "a" }] },
				{ id: "auth" },
				{ id: "auth_3", label: "Auth" },
			],
		});
		expect(validate(result).ok).toBe(true);
	});

	it("keeps what is uncertain for validate: both names given, multiSelect next to a type, no label to derive from", () => {
		const sent = {
			questions: [
				{ id: "a", question: "Q?", prompt: "P?", options: [{ value: "x", label: "X" }] },
				{ id: "b", prompt: "?", type: "single", multiSelect: true, options: [{ value: "x", label: "X" }] },
				{ prompt: "No label, no id", options: [{ description: "no label" }] },
			],
		};
		expect(normalizeArguments(sent)).toEqual(sent);
		const checked = validate(normalizeArguments(sent));
		expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).toEqual([
			"questions[0].question",
			"questions[1].multiSelect",
			"questions[2].id",
			"questions[2].options[0].value",
			"questions[2].options[0].label",
		]);
	});

	it("keeps an own __proto__ field of a renamed question as a field, for validate to report", () => {
		const sent = JSON.parse('{"questions":[{"question":"Q?","header":"H","__proto__":{"id":"x"},"options":["A"]}]}');
		const [question] = (normalizeArguments(sent) as { questions: object[] }).questions;
		expect(Object.getPrototypeOf(question)).toBe(Object.prototype);
		expect(Object.keys(question ?? {})).toEqual(["id", "__proto__", "options", "prompt", "label"]);
		const checked = validate(normalizeArguments(sent));
		expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).toEqual(["questions[0].__proto__"]);
	});

	it("a payload already in our shape comes back equal", () => {
		expect(normalizeArguments(tour)).toEqual(tour);
	});

	it(`never throws and never changes its input (seed ${FUZZ_SEED})`, () => {
		fc.assert(
			fc.property(fc.oneof(anyJson, anyValue, mutatedPayload), (input) => {
				const before = structuredClone(input);
				normalizeArguments(input);
				expect(input).toEqual(before);
			}),
			fuzzParameters(1_000),
		);
		const throwing = new Proxy(
			{},
			{
				has: () => {
					throw new Error("boom");
				},
			},
		);
		expect(normalizeArguments(throwing)).toBe(throwing);
	});
});

describe("normalizeArguments on huge arrays", () => {
	it("leaves a sparse array longer than validate reads unread, for validate to refuse", () => {
		const questions: unknown[] = [];
		questions.length = 2 ** 32 - 1;
		const normalized = normalizeArguments({ questions });
		expect((normalized as { questions: unknown }).questions).toBe(questions);
	});
});

/** The derived and given names of a normalized payload: its question ids, and each question's option values. */
function namesOf(normalized: unknown): { ids: unknown[]; values: unknown[][] } {
	const questions = (normalized as { questions: { id?: unknown; options?: { value?: unknown }[] }[] }).questions;
	return {
		ids: questions.map((question) => question.id),
		values: questions.map((question) => (question.options ?? []).map((option) => option.value)),
	};
}

/** Names given stay; the ones derived where none was given repeat neither each other nor a given one. */
function expectFreshNames(before: readonly unknown[], after: readonly unknown[]): void {
	const given = new Set<unknown>(before.filter((name) => name !== undefined));
	const derived = after.filter((_, index) => before[index] === undefined);
	expect(new Set(derived).size).toBe(derived.length);
	expect(derived.filter((name) => given.has(name))).toEqual([]);
	expect(after.filter((_, index) => before[index] !== undefined)).toEqual(before.filter((name) => name !== undefined));
}

describe("normalizeArguments and validate on adversarial shapes (@ask-user/test-kit/adversarial-arguments)", () => {
	const work = (input: unknown) => countLookups(() => validate(normalizeArguments(input)));

	it.each(adversarialShapes.map((shape) => [shape.name, shape] as const))("work grows linearly: %s", (_name, shape) => {
		const n = 1_000;
		const once = work(shape.build(n));
		const twice = work(shape.build(2 * n));
		expect(once.result.ok).toBe(shape.valid);
		expect(twice.result.ok).toBe(shape.valid);
		// Trying x, x_2, x_3, … afresh for each item took n²/2 lookups: 500,000 here, four times as many at 2n.
		expect(once.lookups).toBeLessThanOrEqual(10 * n);
		expect(twice.lookups).toBeLessThanOrEqual(2.2 * once.lookups);
	});

	it("100,000 options that are all the same string get the values x, x_2, …, x_100000", () => {
		const checked = validate(normalizeArguments(adversarialShapes[0]?.build(100_000)));
		expect(checked.ok).toBe(true);
		const values = checked.ok ? checked.payload.questions[0]?.options.map((option) => option.value) : [];
		expect(values).toEqual(Array.from({ length: 100_000 }, (_, index) => (index === 0 ? "x" : `x_${index + 1}`)));
	});

	it("derives names that neither repeat nor take a given one, and leaves the given ones as they are", () => {
		fc.assert(
			fc.property(adversarialArguments(300), (input) => {
				const before = namesOf(input);
				const after = namesOf(normalizeArguments(input));
				expectFreshNames(before.ids, after.ids);
				for (const [index, values] of before.values.entries()) expectFreshNames(values, after.values[index] ?? []);
			}),
			fuzzParameters(300),
		);
	});
});
