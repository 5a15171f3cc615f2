/**
 * Every function of `@ask-user/core/elicitation` against anything a server, a client or a bug can send: none
 * throws, and server text reaches the questionnaire as `validate` leaves a model's (no invisible characters,
 * trimmed, never blank, unique ids). Typed text coming back is cleaned the same way.
 */

import { bigTextSamples } from "@ask-user/test-kit/big-text";
import { fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { anyJson, mutatedPayload, ODD_TEXTS, oddText, shapedPayload } from "@ask-user/test-kit/payload-arbitraries";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AskUserDetails, type NormalizedPayload, stripInvisible, validate } from "../src/contract.ts";
import {
	detailsFromElicitation,
	type ElicitationGap,
	type ElicitationRequestParams,
	type ElicitationResult,
	elicitationRequest,
	elicitationResult,
	payloadFromElicitation,
} from "../src/elicitation.ts";

/** Messages quote at most a short excerpt of what they read, never a megabyte of it. */
const MAX_MESSAGE_LENGTH = 300;

/** Text as `validate` keeps a model's: no invisible characters, trimmed, not blank. */
function expectClean(text: string | undefined, where: string): void {
	if (text === undefined) return;
	expect(stripInvisible(text), `${where}: no invisible characters`).toBe(text);
	expect(text.trim(), `${where}: trimmed`).toBe(text);
	expect(text, `${where}: not blank`).not.toBe("");
}

function expectIssues(issues: readonly ElicitationGap[]): void {
	expect(issues.length).toBeGreaterThan(0);
	for (const { path, message } of issues) {
		expect(path.length, "an issue names where it is").toBeGreaterThan(0);
		expect(message.length, `${path}: a short message`).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
	}
}

/** Field names a server may use: plain, odd, blank, inherited, and the suffixes of own answers and notes. */
const fieldName = fc.oneof(
	fc.constantFrom("a", "b", "a__note", "a__custom", "b__note", "__proto__", "constructor", "toString", "", " "),
	oddText,
);
const titled = fc.array(fc.record({ const: fc.oneof(fc.constantFrom("x", "y"), oddText), title: oddText }), {
	maxLength: 4,
});
const bare = fc.array(fc.oneof(fc.constantFrom("x", "y", "x\u200b", " "), oddText), { maxLength: 4 });

/** Usually `arbitrary`, sometimes any JSON value in its place. */
const mostly = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: anyJson });
const text = mostly(fc.oneof(oddText, fc.constantFrom(...ODD_TEXTS, "", "  ", "\u200b")));
const limit = mostly(fc.oneof(fc.nat(5), fc.constantFrom(-1, 0.5, 1e300)));

/** A field of every shape MCP knows, each part sometimes of the wrong kind. */
const field: fc.Arbitrary<unknown> = fc.oneof(
	fc.record(
		{
			type: fc.constant("string"),
			title: text,
			description: text,
			minLength: limit,
			maxLength: limit,
			format: mostly(fc.constantFrom("email", "uri", "date", "date-time", "color")),
			default: text,
		},
		{ requiredKeys: ["type"] },
	),
	fc.record(
		{ type: fc.constant("string"), title: text, oneOf: mostly(titled), default: text },
		{ requiredKeys: ["type", "oneOf"] },
	),
	fc.record(
		{ type: fc.constant("string"), enum: mostly(bare), enumNames: mostly(bare), default: text },
		{ requiredKeys: ["type", "enum"] },
	),
	fc.record(
		{
			type: fc.constant("array"),
			title: text,
			items: mostly(
				fc.oneof(fc.record({ anyOf: mostly(titled) }), fc.record({ type: fc.constant("string"), enum: bare })),
			),
			minItems: limit,
			maxItems: limit,
			default: mostly(bare),
		},
		{ requiredKeys: ["type", "items"] },
	),
	fc.record(
		{ type: mostly(fc.constantFrom("number", "integer", "boolean")), minimum: limit, maximum: limit, default: anyJson },
		{ requiredKeys: ["type"] },
	),
	anyJson,
);

/** A form-mode request as a server may send it, or anything at all. */
const serverParams: fc.Arbitrary<unknown> = fc.oneof(
	{
		weight: 6,
		arbitrary: fc.record({
			message: text,
			requestedSchema: mostly(
				fc.record(
					{
						type: fc.constant("object"),
						properties: mostly(fc.dictionary(fieldName, field, { maxKeys: 6 })),
						required: mostly(fc.array(fieldName, { maxLength: 4 })),
					},
					{ requiredKeys: ["properties"] },
				),
			),
		}),
	},
	{ weight: 1, arbitrary: anyJson },
);

/** Payloads `validate` accepts, from near-valid fixtures and shaped objects. */
const validPayload: fc.Arbitrary<NormalizedPayload> = fc
	.oneof(mutatedPayload, shapedPayload)
	.map((input) => validate(input))
	.filter((checked) => checked.ok)
	.map((checked) => (checked.ok ? checked.payload : { questions: [] }));

/** An answer as `details` holds it, or something else in its place. */
const answer = mostly(
	fc.record(
		{
			values: fc.array(oddText, { maxLength: 2 }),
			labels: fc.array(oddText, { maxLength: 2 }),
			indices: mostly(fc.array(fc.oneof(fc.integer({ min: -1, max: 5 }), anyJson), { maxLength: 3 })),
			customText: text,
			note: text,
		},
		{ requiredKeys: ["indices"] },
	),
);

describe("payloadFromElicitation reads any request as validate reads a model's payload", () => {
	it("never throws; a fit request gives questions validate keeps as they are, with unique clean ids", () => {
		fc.assert(
			fc.property(serverParams, (params) => {
				const mapped = payloadFromElicitation(params as ElicitationRequestParams);
				if (!mapped.ok) return expectIssues(mapped.issues);
				const { payload } = mapped;
				expectClean(payload.title, "title");
				const ids = payload.questions.map((question) => question.id);
				expect(new Set(ids).size, "unique ids").toBe(ids.length);
				for (const [i, question] of payload.questions.entries()) {
					for (const key of ["id", "label", "prompt"] as const) expectClean(question[key], `questions[${i}].${key}`);
					const values = question.options.map((option) => option.value);
					expect(new Set(values).size, `questions[${i}]: unique values`).toBe(values.length);
					for (const [j, option] of question.options.entries()) {
						expectClean(option.value, `questions[${i}].options[${j}].value`);
						expectClean(option.label, `questions[${i}].options[${j}].label`);
					}
				}
				// Sanitized like validate: validate finds nothing to change.
				const again = validate({ ...payload, questions: payload.questions.map(({ allowsCustom: _, ...q }) => q) });
				if (!again.ok) throw new Error(JSON.stringify(again.issues));
				expect(again.payload.questions.map(({ id, label, prompt }) => [id, label, prompt])).toEqual(
					payload.questions.map(({ id, label, prompt }) => [id, label, prompt]),
				);
			}),
			fuzzParameters(400),
		);
	});

	it("a megabyte field name, type or format is quoted short in every issue", () => {
		const huge = "x".repeat(1_000_000);
		const mapped = payloadFromElicitation({
			message: "Huge",
			requestedSchema: {
				type: "object",
				properties: {
					[huge]: { type: huge },
					b: { type: "string", format: huge },
					c: { type: "string", enum: [huge, huge] },
				},
				required: [huge, "b"],
			},
		} as unknown as ElicitationRequestParams);
		if (mapped.ok) throw new Error("a field no question asks is required");
		expectIssues(mapped.issues);
		expect(mapped.issues.map((issue) => issue.path)).toEqual([
			`requestedSchema.properties["${"x".repeat(60)}…"]`,
			"requestedSchema.properties.b",
		]);
	});
});

describe("elicitationResult answers any request from any details", () => {
	it("never throws; what it sends has only the request's own field names", () => {
		fc.assert(
			fc.property(
				serverParams,
				mostly(fc.dictionary(fieldName, answer, { maxKeys: 6 })),
				mostly(fc.boolean()),
				fc.boolean(),
				(params, answers, cancelled, applyDefaults) => {
					const details = { cancelled, questions: [], answers } as unknown as AskUserDetails;
					const schema = (params as { requestedSchema?: ElicitationRequestParams["requestedSchema"] } | null)
						?.requestedSchema;
					const answered = elicitationResult(details, schema as ElicitationRequestParams["requestedSchema"], {
						applyDefaults,
					});
					if (!answered.ok) return expectIssues(answered.issues);
					const names = Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
					for (const name of Object.keys(answered.result.content ?? {})) expect(names).toContain(name);
				},
			),
			fuzzParameters(400),
		);
		// Not details at all: nothing was answered, so the form is cancelled.
		for (const details of [null, 3, "x", [], {}]) {
			expect(elicitationResult(details as unknown as AskUserDetails, { type: "object", properties: {} })).toEqual({
				ok: true,
				result: { action: "cancel" },
			});
		}
	});
});

describe("ask_user → MCP → ask_user on any valid payload", () => {
	it("elicitationRequest never throws; a request it makes is one the SDK takes unchanged and a client reads back whole", () => {
		fc.assert(
			fc.property(validPayload, fc.boolean(), (payload, notes) => {
				const asked = elicitationRequest(payload, { notes });
				if (!asked.ok) return expectIssues(asked.issues);
				const parsed = ElicitRequestSchema.parse({ method: "elicitation/create", params: asked.params }).params;
				expect(parsed).toEqual(asked.params);
				// The one encoding of own answers and notes folds back: the same questions, the same own-answer rows.
				const mapped = payloadFromElicitation(asked.params);
				if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
				expect(mapped.payload.questions.map((q) => [q.type, q.allowsCustom, q.options.length])).toEqual(
					payload.questions.map((q) => [q.type === "preview" ? "single" : q.type, q.allowsCustom, q.options.length]),
				);
			}),
			fuzzParameters(300),
		);
	});

	it("detailsFromElicitation never throws on any result; what it accepts is clean and fits the payload", () => {
		const result = (payload: NormalizedPayload) => {
			const values = payload.questions.flatMap((q) => q.options.map((o) => o.value));
			const names = payload.questions.flatMap((q) => [q.id, `${q.id}__custom`, `${q.id}__note`]);
			const value = fc.oneof(
				text,
				values.length === 0 ? text : fc.constantFrom(...values).map((v) => `\u200b${v} `),
				fc.array(values.length === 0 ? oddText : fc.constantFrom(...values), { maxLength: 3 }),
			);
			const content = fc.dictionary(
				names.length === 0 ? fieldName : fc.oneof(fc.constantFrom(...names), fieldName),
				value,
				{ maxKeys: 6 },
			);
			return fc.oneof(
				{
					weight: 6,
					arbitrary: fc.record(
						{ action: mostly(fc.constantFrom("accept", "decline", "cancel")), content: mostly(content) },
						{ requiredKeys: ["action"] },
					),
				},
				{ weight: 1, arbitrary: anyJson },
			);
		};
		fc.assert(
			fc.property(
				validPayload.chain((payload) => fc.tuple(fc.constant(payload), result(payload))),
				([payload, raw]) => {
					const read = detailsFromElicitation(payload, raw as ElicitationResult);
					if (!read.ok) return expectIssues(read.issues);
					expect(read.details.questions).toHaveLength(payload.questions.length);
					const ids = new Set(payload.questions.map((q) => q.id));
					for (const [id, given] of Object.entries(read.details.answers)) {
						expect(ids.has(id), `${id} is a question`).toBe(true);
						expectClean(given.customText, `${id}.customText`);
						expectClean(given.note, `${id}.note`);
					}
				},
			),
			fuzzParameters(400),
		);
	});

	it("the hostile payload and big typed text go through: text comes back cleaned, whole", () => {
		const payload = validate(hostilePayload);
		if (!payload.ok) throw new Error(JSON.stringify(payload.issues));
		const asked = elicitationRequest(payload.payload);
		if (!asked.ok) throw new Error(JSON.stringify(asked.issues));
		const mapped = payloadFromElicitation(asked.params);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.questions).toHaveLength(payload.payload.questions.length);
		const [first] = payload.payload.questions;
		if (first === undefined) throw new Error("no question");
		for (const sample of bigTextSamples(20_000)) {
			const read = detailsFromElicitation(payload.payload, {
				action: "accept",
				content: { [`${first.id}__custom`]: sample.text, [`${first.id}__note`]: sample.text },
			});
			if (!read.ok) throw new Error(JSON.stringify(read.issues));
			const kept = stripInvisible(sample.text).trim();
			expect(read.details.answers[first.id], sample.name).toMatchObject({ customText: kept, note: kept });
		}
	});
});
