import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { defineMessages, MAX_LIST_ITEMS, validate } from "../src/contract.ts";
import { type ElicitationRequestParams, elicitationResult, payloadFromElicitation } from "../src/elicitation.ts";
import { recommended, tour } from "../src/fixtures/index.ts";
import { buildContent, connect, createQuestionnaireMachine } from "../src/index.ts";
import { answeredDetails, formRequest } from "./support/elicitation.ts";

/** Server data of any shape, as it may arrive. */
const untrusted = (value: unknown) => value as ElicitationRequestParams;

describe("a server's form is read like a model's payload", () => {
	it("cleans its text: invisible characters removed, blank titles replaced, repeated values asked once, ids unique", () => {
		const params = untrusted({
			message: "\u200bPick\u2060 ",
			requestedSchema: {
				type: "object",
				properties: {
					a: {
						type: "string",
						title: "\u200b",
						description: "Which\u200b one?",
						oneOf: [
							{ const: "x", title: "E\u200bx" },
							{ const: "x", title: "Again" },
							{ const: "\u200b", title: " " },
						],
					},
					"a\u200b": { type: "string", title: "Second" },
				},
				required: ["a"],
			},
		});
		const mapped = payloadFromElicitation(params);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.title).toBe("Pick");
		expect(mapped.payload.questions.map((q) => [q.id, q.label, q.prompt])).toEqual([
			["a", "a", "Which one?"],
			["a_2", "Second", "Second"],
		]);
		expect(mapped.payload.questions[0]?.options).toEqual([
			{ value: "x", label: "Ex" },
			{ value: "choice_3", label: "#3" },
		]);
		expect(mapped.skipped).toEqual([
			{ path: "requestedSchema.properties.a.choices[1]", message: expect.stringContaining("repeats") },
		]);
		// Answers go back under the server's own names and values.
		const actor = createActor(createQuestionnaireMachine(), { input: mapped.payload }).start();
		actor.send({ type: "option.pick", number: 2 });
		actor.send({ type: "editor.save", text: "two" });
		actor.send({ type: "flow.submit" });
		const details = actor.getSnapshot().output;
		if (details === undefined) throw new Error("not ended");
		expect(elicitationResult(details, params.requestedSchema)).toEqual({
			ok: true,
			result: { action: "accept", content: { a: "\u200b", "a\u200b": "two" } },
		});
	});

	it("refuses more fields or choices than a questionnaire holds, as validate refuses a model's longer lists", () => {
		const properties: Record<string, unknown> = {};
		for (let i = 0; i <= MAX_LIST_ITEMS; i++) properties[`f${i}`] = { type: "string" };
		expect(payloadFromElicitation(untrusted({ requestedSchema: { type: "object", properties } }))).toEqual({
			ok: false,
			issues: [
				{
					path: "requestedSchema.properties",
					message: `has ${MAX_LIST_ITEMS + 1} fields a question can ask: give at most ${MAX_LIST_ITEMS}`,
				},
			],
		});
		const values = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `v${i}`);
		const many = { type: "object", properties: { pick: { type: "string", enum: values } } };
		expect(payloadFromElicitation(untrusted({ requestedSchema: many }))).toEqual({
			ok: false,
			issues: [
				{
					path: "requestedSchema.properties.pick",
					message: `has ${MAX_LIST_ITEMS + 1} choices: give at most ${MAX_LIST_ITEMS}`,
				},
			],
		});
		values.pop();
		// A new schema object: a schema is read once, and its reading kept.
		expect(payloadFromElicitation(untrusted({ requestedSchema: { ...many } })).ok).toBe(true);
	});

	it("cleans the host's words it puts in questions: Yes and No, and the rules under a prompt", () => {
		const messages = defineMessages({ yes: "\u200b ", no: "Nein\u200b", textAtMost: () => "Kurz\u2060." });
		const mapped = payloadFromElicitation(
			untrusted({
				requestedSchema: {
					type: "object",
					properties: { ok: { type: "boolean" }, name: { type: "string", maxLength: 3 } },
				},
			}),
			messages,
		);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.questions.map((q) => [q.prompt, q.options])).toEqual([
			[
				"ok",
				[
					{ value: "true", label: "Yes" },
					{ value: "false", label: "Nein" },
				],
			],
			["name\n\nKurz.", []],
		]);
		// As validate leaves them: it finds nothing to change.
		const asked = mapped.payload.questions.map(({ allowsCustom: _, ...question }) => question);
		const again = validate({ questions: asked });
		expect(again.ok && again.payload.questions.map(({ allowsCustom: _, ...question }) => question)).toEqual(asked);
	});

	it("never throws on a form of the wrong shape: a precise issue, or the field left out", () => {
		const shapes: unknown[] = [
			null,
			{},
			{ message: 3, requestedSchema: null },
			{ requestedSchema: { properties: [] } },
			{ requestedSchema: { properties: { a: null, b: { type: "string", enum: [1, 2] } } } },
			{ requestedSchema: { properties: { tags: { type: "array", items: { type: "string" } } }, required: ["tags"] } },
			{ requestedSchema: { properties: { tags: { type: "array" } }, required: "tags" } },
		];
		for (const shape of shapes) {
			const mapped = payloadFromElicitation(untrusted(shape));
			expect(mapped.ok, JSON.stringify(shape)).toBe(false);
			const details = { cancelled: false, questions: [], answers: {} };
			expect(elicitationResult(details, untrusted(shape)?.requestedSchema).ok).toBe(true);
		}
		const mixed = payloadFromElicitation(
			untrusted({
				message: "Mixed",
				requestedSchema: {
					properties: { tags: { type: "array", items: { type: "string" } }, name: { type: "string" } },
				},
			}),
		);
		expect(mixed).toMatchObject({
			ok: true,
			skipped: [{ path: "requestedSchema.properties.tags", message: "has no choices" }],
		});
	});

	it("numbers and integers are text questions whose answers go back as numbers", () => {
		const params: ElicitationRequestParams = {
			message: "Sizes",
			requestedSchema: {
				type: "object",
				properties: { ratio: { type: "number", maximum: 1 }, count: { type: "integer", title: "Count" } },
			},
		};
		const mapped = payloadFromElicitation(params);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.questions.map((q) => [q.type, q.prompt])).toEqual([
			["text", "ratio\n\nA number of at most 1."],
			["text", "Count\n\nA whole number."],
		]);
		const text = (customText: string) => ({ values: [customText], labels: [customText], indices: [], customText });
		const answer = (ratio: string, count: string) =>
			elicitationResult(
				{ cancelled: false, questions: [], answers: { ratio: text(ratio), count: text(count) } },
				params.requestedSchema,
			);
		expect(answer("0.5", "-3")).toEqual({ ok: true, result: { action: "accept", content: { ratio: 0.5, count: -3 } } });
		expect(answer("0x1", "three")).toEqual({
			ok: false,
			issues: [
				{ path: "content.ratio", message: "A number of at most 1.", question: 0 },
				{ path: "content.count", message: "A whole number.", question: 1 },
			],
		});
	});
});

describe("ask_user → MCP → ask_user", () => {
	it("keeps the question count, own answers and notes: a client built on the core folds them back", () => {
		const payload = normalize(tour);
		const { params } = formRequest(payload);
		const mapped = payloadFromElicitation(params);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.questions).toHaveLength(payload.questions.length);
		const actor = createActor(createQuestionnaireMachine(), { input: mapped.payload }).start();
		const view = () => connect(actor.getSnapshot(), actor.send);
		view().openEditor("questionNote");
		actor.send({ type: "editor.save", text: "must run on ARM" });
		view().pick(4); // database: Type your own
		actor.send({ type: "editor.save", text: "CockroachDB" });
		view().pick(2); // features: Search
		view().submit();
		const details = actor.getSnapshot().output;
		if (details === undefined) throw new Error("not ended");
		const answered = elicitationResult(details, params.requestedSchema);
		if (!answered.ok) throw new Error(JSON.stringify(answered.issues));
		expect(answered.result.content).toEqual({
			database__custom: "CockroachDB",
			database__note: "must run on ARM",
			features: ["search"],
		});
		expect(answeredDetails(payload, answered.result).answers).toEqual({
			database: {
				values: ["CockroachDB"],
				labels: ["CockroachDB"],
				indices: [],
				customText: "CockroachDB",
				note: "must run on ARM",
			},
			features: { values: ["search"], labels: ["Search"], indices: [2] },
		});
	});

	it("a recommendation the form never showed is listed in dropped and never reported as declined", () => {
		const payload = normalize(recommended);
		const { params, dropped } = formRequest(payload);
		expect(dropped.filter((gap) => gap.path.endsWith(".recommended")).map((gap) => gap.path)).toEqual([
			"questions[0].options[0].recommended",
			"questions[1].options[0].recommended",
			"questions[1].options[1].recommended",
		]);
		expect(JSON.stringify(params)).not.toContain("ecommend");
		const details = answeredDetails(payload, { action: "accept", content: { runtime: "bun", checks: ["e2e"] } });
		expect(details.answers.runtime?.unchosenRecommended).toBeUndefined();
		expect(buildContent(details)).not.toContain("recommended");
	});

	it("typed text coming back is cleaned like a model's", () => {
		const payload = normalize(tour);
		const details = answeredDetails(payload, {
			action: "accept",
			content: { database__custom: "\u200bCockroach\u2060DB ", layout__note: "\u200b" },
		});
		expect(details.answers).toEqual({
			database: { values: ["CockroachDB"], labels: ["CockroachDB"], indices: [], customText: "CockroachDB" },
		});
	});
});

describe("a server's form whose getter or Proxy throws", () => {
	const boom = () => {
		throw new Error("boom");
	};

	it("a field's getter that throws makes the request unfit at that field, nothing thrown", () => {
		const properties = { name: { type: "string" } };
		Object.defineProperty(properties, "age", { enumerable: true, get: boom });
		const mapped = payloadFromElicitation(
			untrusted({ message: "Form", requestedSchema: { type: "object", properties } }),
		);
		expect(mapped).toEqual({
			ok: false,
			issues: [{ path: "requestedSchema.properties.age", message: 'could not be read: it threw "boom"' }],
		});
	});

	it("a Proxy whose trap throws, a params getter that throws, an exception that is no Error: each an issue", () => {
		const listing = new Proxy({}, { ownKeys: boom });
		expect(payloadFromElicitation(untrusted({ message: "Form", requestedSchema: { properties: listing } }))).toEqual({
			ok: false,
			issues: [{ path: "requestedSchema", message: 'could not be read: it threw "boom"' }],
		});
		const params = Object.defineProperty({ message: "Form" }, "requestedSchema", { get: boom });
		expect(payloadFromElicitation(untrusted(params))).toEqual({
			ok: false,
			issues: [{ path: "requestedSchema", message: 'could not be read: it threw "boom"' }],
		});
		const fields = new Proxy(
			{ type: "string" },
			{
				get: () => {
					throw 42;
				},
			},
		);
		expect(
			payloadFromElicitation(untrusted({ message: "Form", requestedSchema: { properties: { x: fields } } })),
		).toEqual({
			ok: false,
			issues: [{ path: "requestedSchema.properties.x", message: "could not be read: it threw 42" }],
		});
	});
});
