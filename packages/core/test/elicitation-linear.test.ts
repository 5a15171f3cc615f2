import { describe, expect, it } from "vitest";
import {
	type ElicitationRequestParams,
	elicitationResult,
	payloadFromElicitation,
	type RequestedSchema,
} from "../src/elicitation.ts";
import { arrayWork } from "./support/array-work.ts";
import { answeredDetails } from "./support/elicitation.ts";

/** `n` required plain string fields. */
function requiredFields(n: number): RequestedSchema {
	const properties: RequestedSchema["properties"] = {};
	for (let i = 0; i < n; i++) properties[`f${i}`] = { type: "string", title: `Field ${i}` };
	return { type: "object", properties, required: Object.keys(properties) };
}

/** One multi field of `n` values, all of them its default. */
function fullDefault(n: number): RequestedSchema {
	const values = Array.from({ length: n }, (_, i) => `v${i}`);
	return {
		type: "object",
		properties: { m: { type: "array", items: { type: "string", enum: values }, default: values } },
	};
}

const request = (requestedSchema: RequestedSchema): ElicitationRequestParams => ({ message: "Form", requestedSchema });

/** The work of mapping a schema, then of the result of a submit that answers nothing, on a fresh schema of size n. */
function work(build: (n: number) => RequestedSchema, n: number): { readonly mapping: number; readonly result: number } {
	const schema = build(n);
	let payload: ReturnType<typeof payloadFromElicitation> | undefined;
	const mapping = arrayWork(() => {
		payload = payloadFromElicitation(request(schema));
	});
	if (payload?.ok !== true) throw new Error("the schema did not map");
	const details = answeredDetails(payload.payload, { action: "accept", content: {} });
	const result = arrayWork(() => elicitationResult(details, schema, { applyDefaults: true }));
	return { mapping, result };
}

describe("payloadFromElicitation and elicitationResult take time linear in the schema", () => {
	for (const [name, build] of [
		["required fields", requiredFields],
		["a multi enum whose default is every value", fullDefault],
	] as const) {
		it(`${name}: twice the fields or values is at most about twice the work`, () => {
			const small = work(build, 2_000);
			const large = work(build, 4_000);
			expect(small.mapping).toBeGreaterThan(0);
			expect(large.mapping / small.mapping).toBeLessThan(2.2);
			expect(large.result / Math.max(small.result, 1)).toBeLessThan(2.2);
		});
	}

	it("elicitationResult maps the fields back in one loop: no list is walked per field", () => {
		const small = work(requiredFields, 2_000);
		const large = work(requiredFields, 4_000);
		// A walk per field (a callback per question, an array of its text fields) grows with the fields.
		expect(large.result).toBeLessThanOrEqual(small.result);
		// Mapping walks each field a bounded number of times, the same per field at any size.
		expect(large.mapping / 4_000).toBeLessThanOrEqual(small.mapping / 2_000);
	});

	it("elicitationResult reuses the reading of the schema payloadFromElicitation made: its fields are listed once", () => {
		const schema = requiredFields(3);
		let listed = 0;
		const properties = new Proxy(schema.properties, {
			ownKeys(target) {
				listed++;
				return Reflect.ownKeys(target);
			},
		});
		const watched: RequestedSchema = { ...schema, properties };
		const mapped = payloadFromElicitation(request(watched));
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		const details = answeredDetails(mapped.payload, { action: "accept", content: { f0: "a", f1: "b", f2: "c" } });
		const answered = elicitationResult(details, watched);
		expect(answered).toEqual({ ok: true, result: { action: "accept", content: { f0: "a", f1: "b", f2: "c" } } });
		expect(listed).toBe(1);
	});
});
