/** Shapes models commonly send instead of ours: read where the meaning is certain, left for `validate` otherwise. */

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
