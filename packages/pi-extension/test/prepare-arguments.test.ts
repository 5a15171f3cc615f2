/**
 * `prepareArguments` on pi's own path: pi calls it with the model's raw arguments, then validates what it returns
 * against the schema with pi-ai's `validateToolArguments`, and a throw in either becomes the result's text
 * (`prepareToolCall` in pi-agent-core's agent loop). What the model reads is checked here, not what execute sees.
 */
import { tour } from "@ask-user/core/fixtures";
import { adversarialShapes } from "@ask-user/test-kit/adversarial-arguments";
import { countLookups } from "@ask-user/test-kit/count-lookups";
import { validateToolArguments } from "@mariozechner/pi-ai";
import { describe, expect, it } from "vitest";
import { fakeContext, loadExtension, textOf } from "./support-unit/fake-pi.ts";

const { tool } = loadExtension();
const piTool = { name: tool.name, description: tool.description, parameters: tool.parameters };

type PiOutcome = { readonly ok: true; readonly args: unknown } | { readonly ok: false; readonly text: string };

/** What pi's agent loop does with a tool call before `execute`: prepare, then validate against the schema. */
function piPrepares(args: unknown): PiOutcome {
	try {
		const prepared = tool.prepareArguments === undefined ? args : tool.prepareArguments(args);
		const call = { type: "toolCall" as const, id: "1", name: tool.name, arguments: prepared as never };
		return { ok: true, args: validateToolArguments(piTool, call) };
	} catch (error) {
		return { ok: false, text: error instanceof Error ? error.message : String(error) };
	}
}

function refusal(args: unknown): string {
	const outcome = piPrepares(args);
	if (outcome.ok) throw new Error("expected the call to be refused");
	return outcome.text;
}

const claudeCode = {
	questions: [
		{
			question: "Which database?",
			header: "Database",
			multiSelect: false,
			options: [{ label: "PostgreSQL", description: "Relational" }, { label: "SQLite" }],
		},
		{ question: "Which features?", header: "Features", multiSelect: true, options: ["Auth", "CSV export"] },
	],
};

describe("prepareArguments on pi's validation path", () => {
	it("is registered on the tool", () => {
		expect(tool.prepareArguments).toBeTypeOf("function");
	});

	it("a payload in our shape passes unchanged in meaning", () => {
		const outcome = piPrepares(tour);
		expect(outcome).toMatchObject({ ok: true, args: { title: tour.title } });
		expect(outcome.ok && outcome.args).toMatchObject({
			questions: tour.questions.map(({ id, label, prompt, options }) => ({ id, label, prompt, options })),
		});
	});

	it("Claude Code's AskUserQuestion shape is mapped and passes pi's schema check", () => {
		expect(piPrepares(claudeCode)).toEqual({
			ok: true,
			args: {
				questions: [
					{
						id: "database",
						label: "Database",
						prompt: "Which database?",
						type: "single",
						required: false,
						options: [
							{ value: "postgresql", label: "PostgreSQL", description: "Relational" },
							{ value: "sqlite", label: "SQLite" },
						],
					},
					{
						id: "features",
						label: "Features",
						prompt: "Which features?",
						type: "multi",
						required: false,
						options: [
							{ value: "auth", label: "Auth" },
							{ value: "csv_export", label: "CSV export" },
						],
					},
				],
			},
		});
	});

	it("keeps the model's options that need no change and leaves the model's arguments as they were", () => {
		const kept = { value: "pg", label: "PostgreSQL", description: "Relational" };
		const trimmed = { value: "lite", label: "  SQLite  " };
		const raw = { questions: [{ id: "db", prompt: "Which?", options: [kept, trimmed, "MySQL"] }] };
		const before = structuredClone(raw);
		const prepared = tool.prepareArguments?.(raw) as { questions: { options: unknown[] }[] };
		const options = prepared.questions[0]?.options;
		// Adopted, not copied: the option needed no change.
		expect(options?.[0]).toBe(kept);
		// Changed options are new objects: the model's own stay as sent.
		expect(options?.slice(1)).toEqual([
			{ value: "lite", label: "SQLite" },
			{ value: "mysql", label: "MySQL" },
		]);
		expect(options?.[1]).not.toBe(trimmed);
		expect(raw).toEqual(before);
		// What pi's schema check makes of it is a copy, which `execute` gets.
		expect(piPrepares(raw)).toMatchObject({
			ok: true,
			args: { questions: [{ options: [kept, ...(options?.slice(1) ?? [])] }] },
		});
	});

	it("questions sent as a JSON string are parsed", () => {
		expect(piPrepares({ questions: JSON.stringify(tour.questions) })).toMatchObject({
			ok: true,
			args: { questions: [{ id: "database" }, { id: "features" }, { id: "layout" }] },
		});
	});

	it("an unknown field reaches the model as our message naming it and what to use, not pi's schema error", () => {
		const text = refusal({
			questions: [{ id: "q", prompt: "?", multiselect: true, options: [{ value: "a", label: "A" }] }],
		});
		expect(text.split("\n")).toEqual([
			"Invalid ask_user payload.",
			"Fix these and call ask_user again:",
			'- questions[0].multiselect is an unknown field: use type: "multi" for a question that takes several options',
			"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
		]);
	});

	it("errors pi's schema would also catch come in our words first", () => {
		const text = refusal({ questions: [{ id: "q", prompt: "?", type: "radio", options: "A, B" }] });
		expect(text).not.toContain("Validation failed");
		expect(text).toContain('- questions[0].type must be one of "single", "multi", "preview", "text"; got "radio"');
		expect(text).toContain("- questions[0].options must be an array of options, got a string");
	});

	it("a long list of issues is capped at 20 with how many more", () => {
		const questions = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, prompt: "?", options: [] }));
		const lines = refusal({ questions }).split("\n");
		expect(lines.filter((line) => line.startsWith("- questions"))).toHaveLength(20);
		expect(lines).toContain("- and 10 more");
	});

	it("a blank label and a preview question's option without a preview are accepted", () => {
		const outcome = piPrepares({
			questions: [
				{
					id: "l",
					label: " ",
					prompt: "?",
					type: "preview",
					options: [
						{ value: "a", label: "A", preview: "# A" },
						{ value: "b", label: "B" },
					],
				},
			],
		});
		expect(outcome).toMatchObject({
			ok: true,
			args: { questions: [{ label: "Q1", options: [{ preview: "# A" }, { value: "b" }] }] },
		});
	});

	it("the call line shows Claude Code's headers as the labels", () => {
		const theme = { fg: (_color: string, text: string) => text, bold: (text: string) => text };
		const lines = tool.renderCall?.(claudeCode as never, theme as never, { argsComplete: true } as never).render(120);
		expect(lines?.join("\n")).toContain("2 questions: Database, Features");
	});
});

describe("the no-UI listing is capped", () => {
	it("lists 20 questions and says how many it left out", async () => {
		const questions = Array.from({ length: 24 }, (_, i) => ({
			id: `q${i}`,
			prompt: `P${i}?`,
			options: [{ value: "a", label: "A" }],
		}));
		const result = await tool.execute("1", { questions } as never, undefined, undefined, fakeContext({ hasUI: false }));
		const text = textOf(result);
		expect(text).toContain('- "Q20" ["q19"] (single): "P19?"');
		expect(text).not.toContain("[q20]");
		expect(text).toContain("… 4 more questions");
	});
});

describe("prepareArguments on adversarial shapes (@ask-user/test-kit/adversarial-arguments)", () => {
	/** Whether the arguments were accepted, and the hash-table lookups it took to decide. */
	function prepared(args: unknown): { readonly result: boolean; readonly lookups: number } {
		return countLookups(() => {
			try {
				tool.prepareArguments?.(args);
				return true;
			} catch {
				return false;
			}
		});
	}

	it.each(adversarialShapes.map((shape) => [shape.name, shape] as const))("work grows linearly: %s", (_name, shape) => {
		const n = 1_000;
		const once = prepared(shape.build(n));
		const twice = prepared(shape.build(2 * n));
		expect([once.result, twice.result]).toEqual([shape.valid, shape.valid]);
		// 8,000 options that were all "x" froze pi for 56 s: n²/2 lookups to find their values.
		expect(once.lookups).toBeLessThanOrEqual(10 * n);
		expect(twice.lookups).toBeLessThanOrEqual(2.2 * once.lookups);
	});

	it("20,000 id-less questions sharing a header get the ids same, same_2, …, same_20000", () => {
		const shape = adversarialShapes.find((candidate) => candidate.name.startsWith("id-less questions"));
		const outcome = piPrepares(shape?.build(20_000));
		const ids = outcome.ok ? (outcome.args as { questions: { id: string }[] }).questions.map(({ id }) => id) : [];
		expect(ids).toEqual(Array.from({ length: 20_000 }, (_, index) => (index === 0 ? "same" : `same_${index + 1}`)));
	});
});
