/**
 * The model's text reaches the client's form sanitized as every screen's (D98): the request's message, the fields'
 * titles and descriptions and the options' titles carry no escape sequence, control, bidi override or invisible
 * character, while the values the client sends back stay the options' own, so the answer still reads back.
 */
import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { sanitizeLine, sanitizeText } from "../src/contract/sanitize.ts";
import type { ElicitationField, ElicitationRequestParams } from "../src/elicitation.ts";
import { answeredDetails, formRequest } from "./support/elicitation.ts";

/** Anything a terminal could act on, `\n` allowed: C0, DEL, C1, bidi controls, lone surrogates. */
const UNSAFE = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Surrogate}/u;

/** Every text the client shows: the message, and each field's title, description and options' titles. */
function shownTexts(params: ElicitationRequestParams): string[] {
	const fields: ElicitationField[] = Object.values(params.requestedSchema.properties);
	return [
		params.message,
		...fields.flatMap((field) => {
			const choices =
				"oneOf" in field ? field.oneOf : "items" in field && "anyOf" in field.items ? field.items.anyOf : [];
			return [field.title ?? "", field.description ?? "", ...(choices ?? []).map((choice) => choice.title)];
		}),
	];
}

/** A payload whose every text holds `text`, one question of each type that has options and one text question. */
function payloadWith(text: string) {
	return normalize({
		title: `Title ${text}`,
		questions: [
			{
				id: "db",
				label: `Label ${text}`,
				prompt: `Prompt ${text}`,
				options: [{ value: "pg", label: `Option ${text}`, description: `Description ${text}`, preview: `Pre ${text}` }],
			},
			{ id: "why", label: `Why ${text}`, prompt: `Because ${text}`, type: "text" },
		],
	});
}

describe("the form's text is sanitized", () => {
	it.each(escapeCorpus)("$name reaches the client's form as every screen shows it", ({ text }) => {
		const { params } = formRequest(payloadWith(text));
		expect(params.message).toBe(sanitizeText(`Title ${text}`));
		const db = params.requestedSchema.properties.db;
		expect(db?.title).toBe(sanitizeLine(`Label ${text}`));
		expect(db && "oneOf" in db ? db.oneOf : []).toEqual([{ const: "pg", title: sanitizeLine(`Option ${text}`) }]);
		expect(db?.description).toBe(
			[
				sanitizeText(`Prompt ${text}`),
				`${sanitizeLine(`Option ${text}`)}: ${sanitizeText(`Description ${text}`)}\n${sanitizeText(`Pre ${text}`)}`,
			].join("\n\n"),
		);
		expect(params.requestedSchema.properties.db__note?.title).toBe(`${sanitizeLine(`Label ${text}`)}: note`);
		for (const shown of shownTexts(params)) {
			expect(shown).not.toContain("\x1b");
			expect(shown).not.toMatch(UNSAFE);
		}
	});

	it("the hostile payload's values are sent back as given, and its answer reads back whole", () => {
		const payload = normalize({
			...hostilePayload,
			questions: hostilePayload.questions.map((q) => ({ ...q, required: false })),
		});
		const { params } = formRequest(payload);
		for (const shown of shownTexts(params)) expect(shown).not.toMatch(UNSAFE);
		const [single] = payload.questions;
		const field = single === undefined ? undefined : params.requestedSchema.properties[single.id];
		const values = field !== undefined && "oneOf" in field ? (field.oneOf ?? []).map((choice) => choice.const) : [];
		expect(values).toEqual(single?.options.map((option) => option.value));
		const picked = single?.options[1]?.value ?? "";
		const details = answeredDetails(payload, { action: "accept", content: { [single?.id ?? ""]: picked } });
		expect(details.answers[single?.id ?? ""]?.values).toEqual([picked]);
	});
});
