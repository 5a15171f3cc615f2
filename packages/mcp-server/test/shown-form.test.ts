/** The model's text as the client's form and URL mode's message show it: sanitized and cut, its values whole. */
import { DEFAULT_MESSAGES, localeMessages, type NormalizedPayload, readArguments } from "@ask-user/core/contract";
import type { TitledMultiSelectField, TitledSingleSelectField } from "@ask-user/core/elicitation";
import { describe, expect, it } from "vitest";
import { readAnswer, sentForm } from "../src/form-fields.ts";
import { serverWords } from "../src/server-words.ts";
import {
	MAX_DESCRIPTION_UNITS,
	MAX_MESSAGE_UNITS,
	MAX_TITLE_UNITS,
	PROMPT_SHARE_UNITS,
	shownForm,
	shownMessage,
} from "../src/shown-form.ts";

const { textCut } = serverWords("en");

const BIG = "L".repeat(100_000);
/** Half of a surrogate pair without its other half: what a cut inside a pair leaves. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function payloadOf(args: unknown): NormalizedPayload {
	const read = readArguments(args);
	if (!read.ok) throw new Error(read.text);
	return read.payload;
}

/** A question whose every text is 100,000 characters, two options whose labels differ only past the cut. */
const HUGE = payloadOf({
	title: BIG,
	questions: [
		{
			id: "q",
			label: BIG,
			prompt: BIG,
			options: [
				{ value: "a", label: BIG, description: BIG, preview: BIG },
				{ value: "b", label: `${BIG}b` },
				{ value: "c", label: "C" },
			],
		},
	],
});

/** The form sent (fields named `q1`, `q1__note`, …) for `payload`. */
function sent(payload: NormalizedPayload, messages = DEFAULT_MESSAGES) {
	const asked = shownForm(payload, messages, serverWords("en"));
	if (!asked.ok) throw new Error("no form");
	return sentForm(payload, asked.params);
}

describe("shownForm", () => {
	it("cuts each text of a 100,000-character question to what a dialog shows, ending cut texts with …", () => {
		const form = sent(HUGE);
		const { q1, q1__custom, q1__note } = form.requestedSchema.properties;
		const choice = q1 as TitledSingleSelectField;
		// Was 800 KB: the label repeated in the own answer's and the note's titles, each text whole.
		expect(JSON.stringify(form).length).toBeLessThan(6_000);
		expect(form.message).toHaveLength(MAX_MESSAGE_UNITS);
		expect(form.message.endsWith("L…")).toBe(true);
		expect(choice.title).toHaveLength(MAX_TITLE_UNITS);
		expect(choice.title?.endsWith("…")).toBe(true);
		expect(choice.description).toHaveLength(MAX_DESCRIPTION_UNITS);
		expect(choice.description?.endsWith(`…\n${textCut}`)).toBe(true);
		// The form's own words stay whole after the cut label.
		expect(q1__custom?.title).toBe(`${"L".repeat(MAX_TITLE_UNITS - 1)}…: own answer`);
		expect(q1__note?.title).toBe(`${"L".repeat(MAX_TITLE_UNITS - 1)}…: note`);
		for (const option of choice.oneOf) expect(option.title.length).toBeLessThanOrEqual(MAX_TITLE_UNITS);
	});

	it("keeps option values whole, and titles that are the same once cut apart by their place", () => {
		const choice = sent(HUGE).requestedSchema.properties.q1 as TitledSingleSelectField;
		expect(choice.oneOf.map((option) => option.const)).toEqual(["a", "b", "c"]);
		const [first, second, third] = choice.oneOf.map((option) => option.title);
		expect(first).toBe(`${"L".repeat(MAX_TITLE_UNITS - 5)}… (1)`);
		expect(second).toBe(`${"L".repeat(MAX_TITLE_UNITS - 5)}… (2)`);
		expect(third).toBe("C");
	});

	it("reads an answer back by its value, whichever option of the same cut title was picked", () => {
		const read = readAnswer(HUGE, { action: "accept", content: { q1: "b" } });
		expect(read.ok && read.details.answers.q?.values).toEqual(["b"]);
		expect(read.ok && read.details.answers.q?.indices).toEqual([2]);
	});

	it("numbers equal titles past a title of the model's that already holds the place", () => {
		const payload = payloadOf({
			questions: [
				{
					id: "q",
					type: "multi",
					prompt: "Pick",
					options: [
						{ value: "x1", label: "X" },
						{ value: "x2", label: "X" },
						{ value: "own", label: "X (2)" },
					],
				},
			],
		});
		const choice = sent(payload).requestedSchema.properties.q1 as TitledMultiSelectField;
		expect(choice.items.anyOf.map((option) => option.title)).toEqual(["X (1)", "X (5)", "X (2)"]);
		expect(choice.items.anyOf.map((option) => option.const)).toEqual(["x1", "x2", "own"]);
	});

	it("leaves a form of short texts as core writes it, and never cuts inside a surrogate pair", () => {
		const short = payloadOf({ questions: [{ id: "db", prompt: "Which DB?", options: ["Postgres", "SQLite"] }] });
		const asked = shownForm(short, DEFAULT_MESSAGES, serverWords("en"));
		expect(asked.ok && (asked.params.requestedSchema.properties.db as TitledSingleSelectField).oneOf).toEqual([
			{ const: "postgres", title: "Postgres" },
			{ const: "sqlite", title: "SQLite" },
		]);
		const emoji = payloadOf({ title: "😀".repeat(1_000), questions: [{ id: "t", prompt: "P", type: "text" }] });
		const message = shownMessage(emoji, DEFAULT_MESSAGES);
		expect(message).toBe(`${"😀".repeat((MAX_MESSAGE_UNITS - 2) / 2)}…`);
		expect(sent(emoji).message).toBe(message);
	});

	it("shares a field's description: a 10,000-character prompt leaves the options' descriptions in, saying it was cut", () => {
		const options = [
			{ value: "pg", label: "Postgres", description: "A server: 🐘 many writers at once." },
			{ value: "sqlite", label: "SQLite", description: "A file beside the app: one writer at a time." },
			{ value: "none", label: "None" },
		];
		// Surrogate pairs at even places, then at odd ones: a cut falls inside a pair at one of them.
		for (const prompt of ["😀".repeat(5_000), `a${"😀".repeat(4_999)}b`]) {
			const description = (sent(payloadOf({ questions: [{ id: "db", prompt, options }] })).requestedSchema.properties.q1
				?.description ?? "") as string;
			expect(prompt).toHaveLength(10_000);
			expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_UNITS);
			expect(description).not.toMatch(LONE_SURROGATE);
			expect(description.startsWith(prompt.slice(0, 3_000))).toBe(true);
			expect(description).toContain(`…\n${textCut}\n\nPostgres: A server: 🐘 many writers at once.`);
			expect(description.endsWith("SQLite: A file beside the app: one writer at a time.")).toBe(true);
		}
	});

	it("keeps a long prompt its share when the options' texts would fill the description, saying where both were cut", () => {
		const prompt = "😀".repeat(5_000);
		const options = ["a", "b", "c"].map((value) => ({
			value,
			label: value.toUpperCase(),
			description: "d".repeat(3_000),
		}));
		const description = (sent(payloadOf({ questions: [{ id: "q", prompt, options }] })).requestedSchema.properties.q1
			?.description ?? "") as string;
		expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_UNITS);
		expect(description).not.toMatch(LONE_SURROGATE);
		const [kept = ""] = description.split(`…\n${textCut}\n\nA: d`);
		expect(kept.length).toBeGreaterThan(PROMPT_SHARE_UNITS - textCut.length - 4);
		expect(description.endsWith(`d…\n${textCut}`)).toBe(true);
		// A text question's prompt alone has the whole description.
		const text = sent(payloadOf({ questions: [{ id: "t", type: "text", prompt }] })).requestedSchema.properties.q1;
		expect(text?.description?.length).toBeGreaterThan(MAX_DESCRIPTION_UNITS - textCut.length - 3);
		expect(text?.description?.endsWith(`😀…\n${textCut}`)).toBe(true);
	});

	it("shares the options' room: one option's 10,000-character description leaves every other option's in", () => {
		const options = [
			{ value: "long", label: "Long", description: "😀".repeat(5_000) },
			...["b", "c", "d", "e"].map((value) => ({
				value,
				label: value.toUpperCase(),
				description: `Option ${value}, said in a sentence.`,
			})),
			{ value: "shown", label: "Shown", description: "A description.", preview: `# ${"p".repeat(3_000)}` },
		];
		const description = (sent(payloadOf({ questions: [{ id: "q", prompt: "Which one?", options }] })).requestedSchema
			.properties.q1?.description ?? "") as string;
		expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_UNITS);
		expect(description).not.toMatch(LONE_SURROGATE);
		for (const value of ["b", "c", "d", "e"]) {
			expect(description).toContain(`${value.toUpperCase()}: Option ${value}, said in a sentence.`);
		}
		expect(description).toContain("Shown: A description.\n# ppp");
		// The two long texts share what the short ones leave, each cut saying so.
		const long = /Long: ((?:😀)+)…\n/u.exec(description)?.[1] ?? "";
		const preview = /# (p+)…\n/.exec(description)?.[1] ?? "";
		expect(long.length).toBeGreaterThan(1_500);
		expect(Math.abs(long.length - preview.length)).toBeLessThan(100);
		expect(description.split(textCut)).toHaveLength(3);
	});

	it("sanitizes before it cuts: an escape sequence neither counts nor shows", () => {
		const payload = payloadOf({
			title: `\u001b[31m${"T".repeat(400)}`,
			questions: [{ id: "t", prompt: "P", type: "text" }],
		});
		expect(shownMessage(payload, DEFAULT_MESSAGES)).toBe(`${"T".repeat(MAX_MESSAGE_UNITS - 1)}…`);
	});
});

describe("shownMessage", () => {
	it("is the title cut for the dialog that asks to open the page, else the form's message in the locale", () => {
		expect(shownMessage(HUGE, DEFAULT_MESSAGES)).toHaveLength(MAX_MESSAGE_UNITS);
		const untitled = payloadOf({ questions: [{ id: "t", prompt: "P", type: "text" }] });
		expect(shownMessage(untitled, localeMessages("de"))).toBe("Bitte beantworten Sie diese Fragen.");
	});
});
