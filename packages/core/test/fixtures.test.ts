import { readFileSync } from "node:fs";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import {
	codePreviews,
	findFixture,
	generatePayload,
	invalidFixtures,
	longText,
	notesAndRequired,
	thirtyQuestions,
	threeHundredOptions,
	tour,
	unicode,
	validFixtures,
} from "../src/fixtures/index.ts";
import { formatIssues, validate } from "../src/index.ts";

/** All the text of a payload, for looking for kinds of characters. */
const textOf = (payload: unknown) => JSON.stringify(payload);
const previewsOf = (payload: typeof tour) =>
	payload.questions.flatMap((q) => (q.options ?? []).flatMap((o) => o.preview ?? []));

describe("fixtures", () => {
	it("have unique kebab-case names and descriptions, and can be found by name", () => {
		const all = [...validFixtures, ...invalidFixtures];
		expect(new Set(all.map((f) => f.name)).size).toBe(all.length);
		for (const fixture of all) {
			expect(fixture.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
			expect(fixture.description.length).toBeGreaterThan(5);
			expect(findFixture(fixture.name)).toBe(fixture);
		}
		expect(findFixture("no-such-fixture")).toBeUndefined();
	});

	it("the README's findFixture examples: the kebab-case name finds the fixture, the export's name does not", () => {
		const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
		const section = readme.slice(readme.indexOf("## Fixtures"), readme.indexOf("## MCP elicitation"));
		const named = [...section.matchAll(/findFixture\("([^"]+)"\)/g)].map(([, name]) => name ?? "");
		expect(named).toEqual(["notes-and-required"]);
		expect(findFixture("notes-and-required")?.payload).toBe(notesAndRequired);
		expect(section).toContain('not `"notesAndRequired"`');
		expect(findFixture("notesAndRequired")).toBeUndefined();
	});

	it("include every fixture the playground and the renderers rely on", () => {
		expect(validFixtures.map((f) => f.name)).toEqual(
			expect.arrayContaining([
				"tour",
				"notes-and-required",
				"long-text",
				"code-previews",
				"unicode",
				"thirty-questions",
				"three-hundred-options",
			]),
		);
	});

	it("tour: every question type", () => {
		expect(normalize(tour).questions.map((q) => q.type)).toEqual(["single", "multi", "preview"]);
	});

	it("notes-and-required: required and optional questions, labels that fall back", () => {
		const questions = normalize(notesAndRequired).questions;
		expect(questions.map((q) => [q.label, q.required])).toEqual([
			["Version", true],
			["Q2", true],
			["Q3", false],
		]);
	});

	it("long-text: a multi-paragraph prompt, very long words and URLs, long descriptions and labels", () => {
		const text = textOf(longText);
		const questions = normalize(longText).questions;
		expect(questions.some((q) => q.prompt.split("\n\n").length >= 3)).toBe(true);
		expect(text).toMatch(/[A-Za-z]{120,}/);
		expect(text).toMatch(/https:\/\/\S{150,}/);
		expect(questions.flatMap((q) => q.options).some((o) => (o.description?.length ?? 0) > 200)).toBe(true);
		expect(questions.some((q) => q.label.length > 30)).toBe(true);
	});

	it("code-previews: code in several languages, long lines, tabs, and a preview of about 120 lines", () => {
		const previews = previewsOf(codePreviews);
		const languages = new Set(previews.flatMap((p) => [...p.matchAll(/^```(\w+)$/gm)].map((m) => m[1])));
		expect(languages.size).toBeGreaterThanOrEqual(6);
		expect(Math.max(...previews.map((p) => p.split("\n").length))).toBeGreaterThanOrEqual(115);
		expect(Math.max(...previews.flatMap((p) => p.split("\n").map((line) => line.length)))).toBeGreaterThan(130);
		expect(previews.some((p) => p.includes("\t"))).toBe(true);
		expect(normalize(codePreviews).questions.every((q) => q.type === "preview")).toBe(true);
	});

	it("unicode: CJK, emoji with ZWJ sequences, flags and skin tones, combining marks, right-to-left text", () => {
		const text = normalize(unicode)
			.questions.flatMap((q) => [
				q.prompt,
				q.label,
				...q.options.map((o) => [o.label, o.description, o.preview].join(" ")),
			])
			.join(" ");
		expect(text).toMatch(/\p{Script=Han}/u);
		expect(text).toMatch(/\p{Script=Hiragana}|\p{Script=Katakana}/u);
		expect(text).toMatch(/\p{Script=Hangul}/u);
		expect(text).toMatch(/\p{Extended_Pictographic}\u200d\p{Extended_Pictographic}/u);
		expect(text).toMatch(/\p{Regional_Indicator}{2}/u);
		expect(text).toMatch(/\p{Emoji_Modifier}/u);
		expect(text).toMatch(/\p{L}\p{M}/u);
		expect(text).toMatch(/\p{Script=Arabic}/u);
		expect(text).toMatch(/\p{Script=Hebrew}/u);
	});

	it("thirty-questions: 30 questions of all three types", () => {
		const questions = normalize(thirtyQuestions).questions;
		expect(questions).toHaveLength(30);
		expect(new Set(questions.map((q) => q.type))).toEqual(new Set(["single", "multi", "preview"]));
	});

	it("three-hundred-options: one question with 300 distinct options", () => {
		const [question, ...rest] = normalize(threeHundredOptions).questions;
		expect(rest).toEqual([]);
		expect(question?.options).toHaveLength(300);
		expect(new Set(question?.options.map((o) => o.value)).size).toBe(300);
	});
});

describe("generatePayload", () => {
	it("is deterministic, valid and sized as asked", () => {
		const options = { questions: 7, options: 12, promptLength: 33, previewLines: 40 };
		const payload = generatePayload(options);
		expect(generatePayload(options)).toEqual(payload);
		const result = validate(payload);
		if (!result.ok) throw new Error(formatIssues(result.issues));
		expect(result.payload.questions).toHaveLength(7);
		for (const question of result.payload.questions) {
			expect(question.options).toHaveLength(12);
			expect(question.prompt).toHaveLength(33);
		}
		expect(result.payload.questions.map((q) => q.type)).toEqual([
			"single",
			"multi",
			"preview",
			"single",
			"multi",
			"preview",
			"single",
		]);
		expect(result.payload.questions[2]?.options[0]?.preview?.split("\n")).toHaveLength(42);
	});

	it("without previews alternates single and multi; tiny prompts stay valid; a title is kept", () => {
		const payload = generatePayload({ questions: 3, options: 1, promptLength: 1, title: "Bench" });
		expect(payload.title).toBe("Bench");
		expect(payload.questions.map((q) => [q.type, q.prompt])).toEqual([
			["single", "?"],
			["multi", "?"],
			["single", "?"],
		]);
		expect(validate(payload).ok).toBe(true);
	});

	it("scales to benchmark sizes", () => {
		const payload = generatePayload({ questions: 30, options: 500, promptLength: 2000, previewLines: 60 });
		expect(validate(payload).ok).toBe(true);
		expect(payload.questions[0]?.prompt).toHaveLength(2000);
	});
});
