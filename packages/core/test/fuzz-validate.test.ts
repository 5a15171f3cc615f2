/**
 * `validate` against anything a model (or a bug) can send: it never throws, and it returns either the normalized
 * payload or precise issues — exactly the paths where the input breaks a rule (see support/input-rules.ts), each
 * with a short message that a model can act on.
 */

import { adversarialArguments } from "@ask-user/test-kit/adversarial-arguments";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import {
	anyJson,
	anyValue,
	mutatedPayload,
	shapedPayload,
	throwingPayload,
} from "@ask-user/test-kit/payload-arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Fields, isFields, stripInvisible } from "../src/contract.ts";
import { type NormalizedPayload, normalizeArguments, type ValidationResult, validate } from "../src/index.ts";
import { expectedIssuePaths } from "./support/input-rules.ts";

/** A field the contract does not know: `.name`, or a quoted odd name `["a b"]` (at the root: `name`). */
const UNKNOWN = String.raw`(?:\.[A-Za-z_$][\w$]*|\[".*"\])`;
/** Every path `validate` may name: the root, the title, a question or option, one of their fields, an unknown one. */
const ISSUE_PATH = new RegExp(
	String.raw`^(?:\(root\)|title|[A-Za-z_$][\w$]*|\[".*"\]|questions(?:\[\d+\](?:\.(?:id|label|prompt|type|required|options(?:\[\d+\](?:\.(?:value|label|description|preview|recommended)|${UNKNOWN})?)?)|${UNKNOWN})?)?)$`,
	"s",
);
const C0_CONTROL = /[\x00-\x1f]/;
/** Messages quote at most a short excerpt of the input, never a megabyte of it. */
const MAX_MESSAGE_LENGTH = 300;

function fields(value: unknown): Fields {
	return isFields(value) ? value : {};
}

function list(value: unknown): readonly unknown[] {
	return Array.isArray(value) ? value : [];
}

/** Model-written text as `validate` keeps it: without invisible characters, trimmed. */
function trimmed(value: unknown): string | undefined {
	return typeof value === "string" ? stripInvisible(value).trim() : undefined;
}

function visible(value: unknown): unknown {
	return typeof value === "string" ? stripInvisible(value) : value;
}

/** Runs `validate` (a throw fails the property) and checks the shape of what it returns. */
function validateChecked(input: unknown): ValidationResult {
	const result = validate(input);
	if (result.ok) return result;
	expect(result.issues.length, "an invalid input has at least one issue").toBeGreaterThan(0);
	for (const { path, message } of result.issues) {
		expect(path).toMatch(ISSUE_PATH);
		expect(message.length, `${path}: a message`).toBeGreaterThan(0);
		expect(message, `${path}: a trimmed message`).toBe(message.trim());
		expect(message.length, `${path}: a short message`).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
		expect(message, `${path}: no raw control characters`).not.toMatch(C0_CONTROL);
	}
	return result;
}

/** The issues name exactly the places where the input breaks a rule; no issue means a valid input. */
function expectPreciseIssues(input: unknown, result: ValidationResult): void {
	const paths = result.ok ? [] : result.issues.map((issue) => issue.path).sort();
	expect(paths).toEqual(expectedIssuePaths(input));
}

/**
 * The normalized payload is the input without invisible characters, with labels defaulted, types defaulted, text
 * trimmed, blank previews left out; and stays put.
 */
function expectNormalized(input: unknown, payload: NormalizedPayload): void {
	const raw = fields(input);
	expect(payload.title).toBe(trimmed(raw.title));
	const questions = list(raw.questions).map((rawQuestion, index) => {
		const question = fields(rawQuestion);
		const type = question.type ?? "single";
		return {
			id: visible(question.id),
			label: trimmed(question.label) || `Q${index + 1}`,
			prompt: trimmed(question.prompt),
			type,
			required: question.required === true,
			allowsCustom: type !== "preview",
			options: list(question.options).map((rawOption) => {
				const option = fields(rawOption);
				return {
					value: visible(option.value),
					label: trimmed(option.label),
					...(option.description === undefined ? {} : { description: trimmed(option.description) }),
					...(trimmed(option.preview) ? { preview: visible(option.preview) } : {}),
					...(option.recommended === true ? { recommended: true } : {}),
				};
			}),
		};
	});
	expect(payload.questions).toEqual(questions);
	// `allowsCustom` is the normalized payload's own field, not an input one.
	const again = { ...payload, questions: payload.questions.map(({ allowsCustom: _, ...question }) => question) };
	expect(validate(again), "normalizing twice changes nothing").toEqual({ ok: true, payload });
}

function check(input: unknown): ValidationResult {
	const result = validateChecked(input);
	expect(validate(input, { adopt: true }), "adopting the input's options changes no result").toStrictEqual(result);
	expectPreciseIssues(input, result);
	if (result.ok) expectNormalized(input, result.payload);
	return result;
}

describe(`validate under fuzzing (seed ${FUZZ_SEED})`, () => {
	it("any JSON value", () => {
		fc.assert(
			fc.property(anyJson, (input) => void check(input)),
			fuzzParameters(2_000),
		);
	});

	it("any JavaScript value: boxed primitives, Maps, sparse arrays, null prototypes, bigints", () => {
		fc.assert(
			fc.property(anyValue, (input) => void check(input)),
			fuzzParameters(1_000),
		);
	});

	it("payload-shaped objects whose fields may be missing, blank, odd or of the wrong kind", () => {
		let valid = 0;
		fc.assert(
			fc.property(shapedPayload, (input) => {
				if (check(input).ok) valid++;
			}),
			fuzzParameters(3_000),
		);
		expect(valid, "some shaped payloads are valid").toBeGreaterThan(30);
	});

	it("valid fixtures with fields dropped, blanked, retyped, duplicated, huge or full of odd Unicode", () => {
		const outcomes = { valid: 0, invalid: 0 };
		fc.assert(
			fc.property(mutatedPayload, (input) => {
				if (check(input).ok) outcomes.valid++;
				else outcomes.invalid++;
			}),
			fuzzParameters(2_000),
		);
		// Both sides are exercised: mutations that must be accepted and mutations that must be reported.
		expect(outcomes.valid).toBeGreaterThan(200);
		expect(outcomes.invalid).toBeGreaterThan(200);
	});

	it("adversarial shapes (identical strings, names that slug alike, colliding suffixes), as sent and normalized", () => {
		fc.assert(
			fc.property(adversarialArguments(100), (input) => {
				check(input);
				check(normalizeArguments(input));
			}),
			fuzzParameters(300),
		);
	});

	it("a getter or a Proxy that throws is reported at the root, not thrown", () => {
		fc.assert(
			fc.property(throwingPayload, ({ input }) => {
				expect(validateChecked(input)).toEqual({
					ok: false,
					issues: [{ path: "(root)", message: "could not be read (boom): pass plain JSON data" }],
					omitted: 0,
				});
			}),
			fuzzParameters(300),
		);
	});
});
