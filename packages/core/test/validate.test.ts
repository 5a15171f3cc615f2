import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { KNOWN_FIELDS } from "../src/contract/unknown-fields.ts";
import { invalidFixtures, minimal, tour, validFixtures } from "../src/fixtures/index.ts";
import {
	formatIssues,
	MAX_KEPT_ISSUES,
	MAX_LIST_ITEMS,
	MAX_LISTED_ISSUES,
	type ValidationResult,
	validate,
} from "../src/index.ts";
import { AskUserInputSchema } from "../src/schema.ts";

/** Every invalid fixture: the one issue it must produce, as a path and what the message must say. */
const expectedIssues: Readonly<Record<string, readonly [path: string, message: RegExp]>> = {
	"not-an-object": ["(root)", /^must be an object with a "questions" array, got a string$/],
	"no-questions": ["questions", /^is missing: give an array with at least one question$/],
	"questions-not-an-array": ["questions", /^must be an array of questions, got an object$/],
	"empty-questions": ["questions", /^is empty: add at least one question$/],
	"question-not-an-object": ["questions[0]", /^must be an object with "id", "prompt" and "options", got a string$/],
	"missing-id": ["questions[0].id", /^is missing: give the question's id as a non-empty string$/],
	"blank-id": ["questions[0].id", /^is blank: give the question's id/],
	"non-string-id": ["questions[0].id", /^must be a string \(the question's id\), got a number$/],
	"missing-prompt": ["questions[0].prompt", /^is missing: give the question text/],
	"blank-prompt": ["questions[0].prompt", /^is blank: give the question text/],
	"no-options": ["questions[0].options", /^is missing: give an array with at least one option$/],
	"empty-options": ["questions[0].options", /^is empty: add at least one option$/],
	"duplicate-question-ids": [
		"questions[1].id",
		/^"db" is already used by questions\[0\]; give each question a unique id$/,
	],
	"duplicate-option-values": [
		"questions[0].options[2].value",
		/^"a" is already used by questions\[0\]\.options\[0\]; give each option a unique value$/,
	],
	"blank-title": ["title", /^is blank: omit it or give the questionnaire title$/],
	"blank-description": ["questions[0].options[1].description", /^is blank: omit it or give the option's description$/],
	"unknown-type": ["questions[0].type", /^must be one of "single", "multi", "preview", "text"; got "radio"$/],
	"non-boolean-required": ["questions[0].required", /^must be true or false, got a string$/],
	"unknown-question-field": ["questions[0].multiselect", /^is an unknown field: use type: "multi" for a question/],
	"unknown-option-field": [
		"questions[0].options[1].rank",
		/^is an unknown field: an option has only value, label, description, preview and recommended$/,
	],
	"two-recommended-on-single": [
		"questions[0].options[1].recommended",
		/^is a second recommended option \(questions\[0\]\.options\[0\] is one\): a single question recommends at most one; use type: "multi" to recommend several$/,
	],
	"non-boolean-recommended": ["questions[0].options[1].recommended", /^must be true or false, got a string$/],
	"text-with-options": [
		"questions[0].options",
		/^must be absent or empty on a text question \(a free-form answer\): omit it, or use type: "single" or "multi"/,
	],
	"option-not-an-object": ["questions[0].options[1]", /^must be an object with "value" and "label", got a string$/],
	"option-missing-value": ["questions[0].options[1].value", /^is missing: give the option's value/],
	"option-missing-label": ["questions[0].options[1].label", /^is missing: give the option's label/],
};

function issuesOf(result: ValidationResult) {
	if (result.ok) throw new Error("expected validation to fail");
	return result.issues;
}

describe("invalid payloads", () => {
	it("every invalid fixture has an expectation here, and every expectation a fixture", () => {
		expect(invalidFixtures.map((f) => f.name).sort()).toEqual(Object.keys(expectedIssues).sort());
	});

	for (const fixture of invalidFixtures) {
		it(`${fixture.name}: ${fixture.description}`, () => {
			const [path, message] = expectedIssues[fixture.name] ?? ["", /$^/];
			expect(issuesOf(validate(fixture.payload))).toEqual([{ path, message: expect.stringMatching(message) }]);
		});
	}

	it("a blank preview (spaces, invisible characters) is read like a missing one: accepted, and absent", () => {
		const blanks = [" ", "\n\t ", "\u200b", " \ufeff\u200b "];
		const payload = {
			questions: [
				{
					id: "q",
					prompt: "?",
					type: "preview",
					options: [
						...blanks.map((preview, index) => ({ value: `v${index}`, label: `L${index}`, preview })),
						{ value: "kept", label: "Kept", preview: " # Kept " },
					],
				},
			],
		};
		const result = validate(payload);
		if (!result.ok) throw new Error(formatIssues(result.issues));
		const options = result.payload.questions[0]?.options ?? [];
		expect(options.map((option) => "preview" in option)).toEqual([false, false, false, false, true]);
		expect(options[4]?.preview).toBe(" # Kept ");
	});

	it("a preview that is not a string is still reported", () => {
		const payload = {
			questions: [{ id: "q", prompt: "?", type: "preview", options: [{ value: "a", label: "A", preview: 3 }] }],
		};
		expect(issuesOf(validate(payload))).toEqual([
			{ path: "questions[0].options[0].preview", message: expect.stringMatching(/^must be a string /) },
		]);
	});

	it("several issues are reported at once, in payload order", () => {
		const payload = {
			title: "",
			questions: [
				{
					prompt: "No id",
					options: [
						{ value: "a", label: "A" },
						{ value: "a", label: "B", description: "" },
					],
				},
				{ id: "x", label: 1, prompt: "Fine", type: "radio", required: 1, options: [] },
				"junk",
				{ id: "x", prompt: "Same id", options: [{ value: "a", label: "A" }] },
				{ id: "y", prompt: " ", type: "preview", options: [{ label: "A", preview: "" }], multiSelect: true },
			],
		};
		expect(issuesOf(validate(payload)).map((issue) => issue.path)).toEqual([
			"title",
			"questions[0].id",
			"questions[0].options[1].description",
			"questions[0].options[1].value",
			"questions[1].label",
			"questions[1].type",
			"questions[1].required",
			"questions[1].options",
			"questions[2]",
			"questions[3].id",
			"questions[4].prompt",
			"questions[4].multiSelect",
			"questions[4].options[0].value",
		]);
	});

	it("each duplicate names the first use of its own value, also for values first used after a duplicate", () => {
		const options = ["a", "b", "a", "c", "c", "b"].map((value) => ({ value, label: value }));
		const result = validate({ questions: [{ id: "q", prompt: "Which?", options }] });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.issues.map((issue) => [issue.path, issue.message.split(";")[0]])).toEqual([
			["questions[0].options[2].value", '"a" is already used by questions[0].options[0]'],
			["questions[0].options[4].value", '"c" is already used by questions[0].options[3]'],
			["questions[0].options[5].value", '"b" is already used by questions[0].options[1]'],
		]);
	});

	it("formatIssues gives one actionable line per issue", () => {
		const issues = issuesOf(validate({ questions: [{ id: "", prompt: "?", options: [] }] }));
		expect(formatIssues(issues)).toBe(
			"- questions[0].id is blank: give the question's id as a non-empty string\n" +
				"- questions[0].options is empty: add at least one option",
		);
	});

	it("formatIssues lists the first 20 issues and says how many more there are", () => {
		const questions = Array.from({ length: 25 }, (_, index) => ({ id: `q${index}`, options: [] }));
		const issues = issuesOf(validate({ questions }));
		expect(issues).toHaveLength(50);
		const lines = formatIssues(issues).split("\n");
		expect(lines).toHaveLength(21);
		expect(lines[19]).toBe("- questions[9].options is empty: add at least one option");
		expect(lines[20]).toBe("- and 30 more");
		expect(formatIssues(issues.slice(0, 20)).split("\n")).toHaveLength(20);
	});

	it("keeps the first MAX_KEPT_ISSUES issues with their texts and counts the rest, which formatIssues includes", () => {
		const options = Array.from({ length: MAX_KEPT_ISSUES + 500 }, (_, index) => ({ value: "x", label: `X ${index}` }));
		const result = validate({ questions: [{ id: "q", prompt: "Which?", options }] });
		if (result.ok) throw new Error("duplicate values were accepted");
		// Every option but the first repeats its value.
		const found = options.length - 1;
		expect(result.issues).toHaveLength(MAX_KEPT_ISSUES);
		expect(result.omitted).toBe(found - MAX_KEPT_ISSUES);
		expect(result.issues.at(-1)).toEqual({
			path: `questions[0].options[${MAX_KEPT_ISSUES}].value`,
			message: '"x" is already used by questions[0].options[0]; give each option a unique value',
		});
		const lines = formatIssues(result.issues, result.omitted).split("\n");
		expect(lines).toHaveLength(MAX_LISTED_ISSUES + 1);
		expect(lines.at(-1)).toBe(`- and ${found - MAX_LISTED_ISSUES} more`);
	});

	it("a payload with fewer issues than it keeps omits none", () => {
		const options = [
			{ value: "a", label: "A" },
			{ value: "a", label: "B" },
		];
		const result = validate({ questions: [{ id: "q", prompt: "?", options }] });
		expect(result).toMatchObject({ ok: false, omitted: 0 });
	});

	it("an unknown field names itself and says what to use instead, at every level", () => {
		const payload = {
			header: "Setup",
			questions: [
				{
					id: "q",
					question: "Which one?",
					prompt: "Which one?",
					multi_select: true,
					options: [{ value: "a", label: "A", desc: "first", constructor: 1 }],
				},
			],
		};
		expect(issuesOf(validate(payload))).toEqual([
			{ path: "header", message: "is an unknown field: use title" },
			{ path: "questions[0].question", message: "is an unknown field: use prompt for the question text" },
			{
				path: "questions[0].multi_select",
				message: 'is an unknown field: use type: "multi" for a question that takes several options',
			},
			{ path: "questions[0].options[0].desc", message: "is an unknown field: use description" },
			{
				path: "questions[0].options[0].constructor",
				message: "is an unknown field: an option has only value, label, description, preview and recommended",
			},
		]);
	});

	it("an unknown field with an odd name is quoted and cut short in its path", () => {
		const key = `a\nb${"x".repeat(100)}`;
		const [issue] = issuesOf(
			validate({ questions: [{ id: "q", prompt: "?", options: [{ value: "a", label: "A" }], [key]: 1 }] }),
		);
		expect(issue?.path).toBe(`questions[0]["a\\nb${"x".repeat(57)}…"]`);
		expect(issue?.path).not.toContain("\n");
	});

	it("messages stay short when the payload holds huge strings", () => {
		const huge = "x".repeat(1_000_000);
		const issues = issuesOf(
			validate({
				questions: [
					{
						id: huge,
						prompt: "?",
						type: huge,
						options: [
							{ value: huge, label: "A" },
							{ value: huge, label: "B" },
						],
					},
					{ id: huge, prompt: "?", options: [{ value: "a", label: "A" }] },
				],
			}),
		);
		expect(issues.map((issue) => issue.path)).toEqual([
			"questions[0].type",
			"questions[0].options[1].value",
			"questions[1].id",
		]);
		for (const issue of issues) expect(issue.message.length).toBeLessThan(200);
		const duplicateId = issuesOf(
			validate({ questions: [0, 1].map(() => ({ id: huge, prompt: "?", options: [{ value: "a", label: "A" }] })) }),
		);
		expect(duplicateId).toEqual([
			{ path: "questions[1].id", message: expect.stringMatching(/^"x{60}…" is already used/) },
		]);
	});
});

describe("normalization", () => {
	it("every valid fixture validates and matches the TypeBox schema", () => {
		for (const fixture of validFixtures) {
			expect(validate(fixture.payload).ok, fixture.name).toBe(true);
			expect(Value.Check(AskUserInputSchema, fixture.payload), fixture.name).toBe(true);
		}
	});

	it("the tour normalizes to labels, default types, required flags and the Type your own marker", () => {
		const result = validate(tour);
		if (!result.ok) throw new Error("tour is invalid");
		expect(result.payload.title).toBe("Set up the new service");
		expect(
			result.payload.questions.map(({ id, label, type, required, allowsCustom }) => ({
				id,
				label,
				type,
				required,
				allowsCustom,
			})),
		).toEqual([
			{ id: "database", label: "Database", type: "single", required: false, allowsCustom: true },
			{ id: "features", label: "Features", type: "multi", required: true, allowsCustom: true },
			{ id: "layout", label: "Layout", type: "preview", required: false, allowsCustom: false },
		]);
		expect(result.payload.questions[2]?.options[0]).toEqual(tour.questions[2]?.options?.[0]);
	});

	it("the minimal payload gets label Q1, type single and required false", () => {
		expect(validate(minimal)).toEqual({
			ok: true,
			payload: {
				questions: [
					{
						id: "confirm",
						label: "Q1",
						prompt: "Should the migration run now?",
						type: "single",
						required: false,
						options: [
							{ value: "yes", label: "Yes" },
							{ value: "no", label: "No", description: "Schedule it for tonight instead" },
						],
						allowsCustom: true,
					},
				],
			},
		});
	});

	it("a blank label falls back to Q<n> like a missing one", () => {
		const result = validate({
			questions: [
				{ id: "a", label: "  ", prompt: "?", options: [{ value: "a", label: "A" }] },
				{ id: "b", label: "", prompt: "?", options: [{ value: "b", label: "B" }] },
			],
		});
		expect(result.ok && result.payload.questions.map((q) => q.label)).toEqual(["Q1", "Q2"]);
	});

	it("an option of a preview question may go without a preview (the pane shows a placeholder)", () => {
		const result = validate({
			questions: [
				{
					id: "l",
					prompt: "?",
					type: "preview",
					options: [
						{ value: "a", label: "A", preview: "# A" },
						{ value: "b", label: "B" },
					],
				},
			],
		});
		expect(result.ok && result.payload.questions[0]?.options).toEqual([
			{ value: "a", label: "A", preview: "# A" },
			{ value: "b", label: "B" },
		]);
	});

	it("display text is trimmed; ids, values and previews are kept verbatim", () => {
		const result = validate({
			title: "  Setup ",
			questions: [
				{
					id: " db ",
					label: " DB ",
					prompt: "\n Which one?\n",
					options: [{ value: " pg ", label: " Postgres ", description: " fast ", preview: "  ```\n  x\n```  " }],
				},
			],
		});
		expect(result).toEqual({
			ok: true,
			payload: {
				title: "Setup",
				questions: [
					{
						id: " db ",
						label: "DB",
						prompt: "Which one?",
						type: "single",
						required: false,
						options: [{ value: " pg ", label: "Postgres", description: "fast", preview: "  ```\n  x\n```  " }],
						allowsCustom: true,
					},
				],
			},
		});
	});
});

/** Values that have broken validators: everything JSON cannot express, and some things it can. */
function garbage(): unknown[] {
	const cyclic: Record<string, unknown> = { id: "c", prompt: "?" };
	cyclic.options = [cyclic];
	cyclic.type = cyclic;
	cyclic.label = cyclic;
	const cyclicRoot: Record<string, unknown> = {};
	cyclicRoot.questions = [cyclicRoot, cyclic];
	cyclicRoot.title = cyclicRoot;
	const cyclicArray: unknown[] = [];
	cyclicArray.push(cyclicArray);
	const throwingGetter = Object.defineProperty({}, "questions", {
		get() {
			throw new Error("boom");
		},
	});
	const throwingProxy = new Proxy(
		{},
		{
			get() {
				throw new Error("trap");
			},
		},
	);
	const revoked = Proxy.revocable({}, {});
	revoked.revoke();
	const sparse: unknown[] = [];
	sparse.length = 3;
	return [
		null,
		undefined,
		0,
		-1,
		Number.NaN,
		Number.POSITIVE_INFINITY,
		123n,
		true,
		"",
		"x".repeat(5_000_000),
		Symbol("s"),
		() => ({ questions: [] }),
		[],
		[[[[]]]],
		[{ questions: [] }],
		new Date(0),
		new Map([["questions", []]]),
		/regex/,
		Object.create(null),
		cyclic,
		cyclicRoot,
		{ questions: cyclicArray },
		{ questions: [{ id: "q", prompt: "?", options: cyclicArray }] },
		{ questions: [{ id: 1n, prompt: Symbol("p"), type: 2n, required: cyclic, options: [{ value: 1n, label: null }] }] },
		{ questions: sparse },
		{ questions: [{ id: "q", prompt: "?", options: sparse }] },
		throwingGetter,
		throwingProxy,
		revoked.proxy,
		{ questions: [throwingProxy] },
		{ questions: [{ id: "q", prompt: "?", options: [revoked.proxy] }] },
		{ questions: new Proxy([], { get: () => 1 }) },
	];
}

/** A deterministic pseudo-random JSON-like tree: objects with the payload's own keys, arrays, and odd leaves. */
function junk(seed: number, depth: number): unknown {
	let state = seed;
	const next = (n: number) => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state % n;
	};
	const keys = ["questions", "title", "id", "prompt", "label", "type", "required", "options", "value", "preview"];
	const leaves: unknown[] = [null, "", " ", "single", "preview", "x", 0, 1.5, true, false, undefined, [], {}];
	const build = (level: number): unknown => {
		const kind = level >= depth ? 2 : next(3);
		if (kind === 0) return Array.from({ length: next(4) }, () => build(level + 1));
		if (kind === 1)
			return Object.fromEntries(Array.from({ length: next(6) }, () => [keys[next(keys.length)], build(level + 1)]));
		return leaves[next(leaves.length)];
	};
	return build(0);
}

describe("validate never throws", () => {
	it("on garbage: primitives, exotic objects, cycles, throwing getters and proxies, sparse arrays, huge strings", () => {
		for (const input of garbage()) {
			let result: ValidationResult | undefined;
			expect(
				() => {
					result = validate(input);
				},
				String(typeof input),
			).not.toThrow();
			expect(result?.ok).toBe(false);
			for (const issue of result?.ok === false ? result.issues : []) {
				expect(typeof issue.path).toBe("string");
				expect(issue.message.length).toBeGreaterThan(0);
				expect(issue.message.length).toBeLessThan(300);
			}
		}
	});

	it("a sparse array reports its holes instead of skipping them", () => {
		const options: unknown[] = [{ value: "a", label: "A" }];
		options.length = 2;
		const issues = issuesOf(validate({ questions: [{ id: "q", prompt: "?", options }] }));
		expect(issues).toEqual([{ path: "questions[0].options[1]", message: expect.stringMatching(/got nothing$/) }]);
	});

	it("a payload whose fields cannot be read gets one issue at the root", () => {
		const [, , , , , , , , , , , , , , , , , , , , , , , , , , throwingGetter] = garbage();
		expect(issuesOf(validate(throwingGetter))).toEqual([
			{ path: "(root)", message: "could not be read (boom): pass plain JSON data" },
		]);
	});

	it("on 2,000 random junk trees built from the payload's own keys", () => {
		for (let seed = 1; seed <= 2000; seed++) {
			const input = junk(seed, 6);
			const result = validate(input);
			expect(typeof result.ok).toBe("boolean");
			if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
		}
	});
});

describe("validate removes invisible characters from model-written text", () => {
	const TAG_A = "\u{e0061}";

	it("from the title, labels, prompts, descriptions, previews, ids and values", () => {
		const result = validate({
			title: `T${TAG_A}`,
			questions: [
				{
					id: `q\u200b`,
					label: `L\ufeff`,
					prompt: `P\ufff9hidden\ufffb`,
					options: [{ value: `v\u2060`, label: `O\u00ad`, description: `D${TAG_A}`, preview: `# H${TAG_A}` }],
				},
			],
		});
		expect(result).toEqual({
			ok: true,
			payload: {
				title: "T",
				questions: [
					{
						id: "q",
						label: "L",
						prompt: "Phidden",
						type: "single",
						required: false,
						allowsCustom: true,
						options: [{ value: "v", label: "O", description: "D", preview: "# H" }],
					},
				],
			},
		});
	});

	it("compares ids and values after removing them, so two cannot collide in the answers", () => {
		const result = validate({
			questions: [
				{ id: "q", prompt: "?", options: [{ value: "a", label: "A" }] },
				{
					id: `q${TAG_A}`,
					prompt: "?",
					options: [
						{ value: "a", label: "A" },
						{ value: `a\u200b`, label: "B" },
					],
				},
			],
		});
		expect(issuesOf(result)).toEqual([
			{ path: "questions[1].options[1].value", message: expect.stringMatching(/^"a" is already used by/) },
			{ path: "questions[1].id", message: expect.stringMatching(/^"q" is already used by questions\[0\]/) },
		]);
	});

	it("refuses text made only of invisible characters, and lets such a label fall back", () => {
		const result = validate({
			questions: [{ id: TAG_A, label: "\u200b", prompt: "?", options: [{ value: "a", label: "A" }] }],
		});
		expect(issuesOf(result)).toEqual([
			{
				path: "questions[0].id",
				message: "has only invisible characters: give the question's id as a non-empty string",
			},
		]);
	});
});

describe("an option's fields", () => {
	it("are read as KNOWN_FIELDS.option names them: an option with every one of them is valid and keeps each", () => {
		const samples: Readonly<Record<string, unknown>> = {
			value: "a",
			label: "A",
			description: "Ay",
			preview: "# A",
			recommended: true,
		};
		const option = Object.fromEntries(
			KNOWN_FIELDS.option.map((name) => {
				if (!(name in samples)) throw new Error(`give the test a valid ${name}`);
				return [name, samples[name]];
			}),
		);
		const result = validate({ questions: [{ id: "q", prompt: "?", type: "preview", options: [option] }] });
		expect(result.ok && result.payload.questions[0]?.options[0]).toStrictEqual(option);
	});
});

describe("validate with adopt: options in normalized form are kept, every other one is copied", () => {
	const optionsOf = (result: ValidationResult) => (result.ok ? result.payload.questions[0]?.options : undefined) ?? [];
	const ask = (options: readonly object[]) => ({ questions: [{ id: "q", prompt: "Which?", options }] });

	it("keeps a clean option (with a description, a preview or recommended: true) as the same object", () => {
		const clean = [
			{ value: "a", label: "A" },
			{ value: "b", label: "B", description: "Bee" },
			{ value: "c", label: "C", preview: "# C" },
			{ value: "d", label: "D", recommended: true },
		];
		const adopted = optionsOf(validate(ask(clean), { adopt: true }));
		for (const [index, option] of clean.entries()) expect(adopted[index]).toBe(option);
		// Without adopt every option is a copy.
		const copied = optionsOf(validate(ask(clean)));
		clean.forEach((option, index) => {
			expect(copied[index]).not.toBe(option);
			expect(copied[index]).toStrictEqual(option);
		});
	});

	it("copies an option that normalizing changes, or that is not a plain object", () => {
		const changed = [
			{ value: "a", label: " A " },
			{ value: "b", label: "B", description: "Bee\u200b" },
			{ value: "c", label: "C", recommended: false },
			{ value: "d\u2060", label: "D" },
			Object.assign(Object.create(null) as object, { value: "e", label: "E" }),
			{ value: "f", label: "F", description: undefined },
		];
		const result = validate(ask(changed), { adopt: true });
		const options = optionsOf(result);
		for (const [index, option] of changed.entries()) expect(options[index]).not.toBe(option);
		expect(options).toStrictEqual([
			{ value: "a", label: "A" },
			{ value: "b", label: "B", description: "Bee" },
			{ value: "c", label: "C" },
			{ value: "d", label: "D" },
			{ value: "e", label: "E" },
			{ value: "f", label: "F" },
		]);
		expect(result).toStrictEqual(validate(ask(changed)));
	});

	it("keeps a plain list whose every option is kept as the same array, never without adopt", () => {
		const clean = [
			{ value: "a", label: "A" },
			{ value: "b", label: "B", description: "Bee" },
		];
		expect(optionsOf(validate(ask(clean), { adopt: true }))).toBe(clean);
		expect(optionsOf(validate(ask(clean)))).not.toBe(clean);
		// A list of another kind than a plain array is read into a copy.
		class Options extends Array<object> {}
		const subclassed = Options.from(clean);
		const copied = optionsOf(validate(ask(subclassed), { adopt: true }));
		expect(copied).not.toBe(subclassed);
		expect(Object.getPrototypeOf(copied)).toBe(Array.prototype);
		expect(copied).toStrictEqual(clean);
	});

	it("copies a list from its first option that is copied, the options before it kept in order", () => {
		for (const at of [0, 1, 3]) {
			const list: object[] = ["a", "b", "c", "d"].map((value) => ({ value, label: value.toUpperCase() }));
			list[at] = { value: "x", label: " X " };
			const options = optionsOf(validate(ask(list), { adopt: true }));
			expect(options).not.toBe(list);
			expect(options).toHaveLength(4);
			list.forEach((option, index) => {
				if (index === at) expect(options[index]).toStrictEqual({ value: "x", label: "X" });
				else expect(options[index]).toBe(option);
			});
		}
	});

	it("gives each text question an empty list of its own", () => {
		const result = validate(
			{
				questions: [
					{ id: "a", prompt: "A?", type: "text" },
					{ id: "b", prompt: "B?", type: "text", options: [] },
				],
			},
			{ adopt: true },
		);
		const [first, second] = result.ok ? result.payload.questions : [];
		expect(first?.options).toEqual([]);
		expect(second?.options).toEqual([]);
		expect(first?.options).not.toBe(second?.options);
	});
});

describe("validate on in-process objects", () => {
	const option = { value: "a", label: "A" };

	it("reads each field once: an id getter that changes per read cannot sneak a duplicate through", () => {
		let reads = 0;
		const shifty = {
			prompt: "?",
			options: [option],
			get id() {
				reads++;
				return reads === 1 ? "q" : `other${reads}`;
			},
		};
		const result = validate({ questions: [{ id: "q", prompt: "?", options: [option] }, shifty] });
		expect(reads).toBe(1);
		expect(issuesOf(result)).toEqual([
			{ path: "questions[1].id", message: '"q" is already used by questions[0]; give each question a unique id' },
		]);
	});

	it("a getter that validates another payload mid-list leaves both duplicate checks exact", () => {
		const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
		let inner: ValidationResult | undefined;
		const nesting = {
			label: "N",
			get value() {
				inner = validate({ questions: [{ id: "i", prompt: "?", options: options(["x", "y", "x"]) }] });
				return "n";
			},
		};
		const outer = validate({
			questions: [{ id: "o", prompt: "?", options: [...options(["a", "b"]), nesting, ...options(["a", "n"])] }],
		});
		expect(issuesOf(outer).map((issue) => issue.path)).toEqual([
			"questions[0].options[3].value",
			"questions[0].options[4].value",
		]);
		expect(issuesOf(inner ?? validate(null)).map((issue) => issue.path)).toEqual(["questions[0].options[2].value"]);
	});

	it("reads each option value once", () => {
		let reads = 0;
		const shifty = {
			label: "B",
			get value() {
				reads++;
				return reads === 1 ? "a" : `b${reads}`;
			},
		};
		const result = validate({ questions: [{ id: "q", prompt: "?", options: [option, shifty] }] });
		expect(reads).toBe(1);
		expect(issuesOf(result).map((issue) => issue.path)).toEqual(["questions[0].options[1].value"]);
	});

	it("refuses a sparse array of length 2**32-1 before iterating it", () => {
		const options: unknown[] = [];
		options.length = 2 ** 32 - 1;
		expect(issuesOf(validate({ questions: [{ id: "q", prompt: "?", options }] }))).toEqual([
			{ path: "questions[0].options", message: `has ${2 ** 32 - 1} options: give at most ${MAX_LIST_ITEMS}` },
		]);
	});

	it("refuses a Proxy that reports a huge length without reading an item, and reads its length once", () => {
		let lengthReads = 0;
		let itemReads = 0;
		const questions = new Proxy([], {
			get(target, key, receiver) {
				if (key === "length") {
					lengthReads++;
					return lengthReads === 1 ? 1e9 : 1;
				}
				if (typeof key === "string" && /^\d+$/.test(key)) itemReads++;
				return Reflect.get(target, key, receiver);
			},
		});
		expect(issuesOf(validate({ questions }))).toEqual([
			{ path: "questions", message: `has 1000000000 questions: give at most ${MAX_LIST_ITEMS}` },
		]);
		expect([lengthReads, itemReads]).toEqual([1, 0]);
	});

	it("accepts a list of exactly the limit", () => {
		const options = Array.from({ length: MAX_LIST_ITEMS }, (_, index) => ({ value: `v${index}`, label: "L" }));
		const result = validate({ questions: [{ id: "q", prompt: "?", options }] });
		expect(result.ok && result.payload.questions[0]?.options.length).toBe(MAX_LIST_ITEMS);
	});
});
