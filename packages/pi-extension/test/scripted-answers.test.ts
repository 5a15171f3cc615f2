/** A file of scripted answers, read for a call where no one can answer: what it answers, and every way it may not. */
import { validate } from "@ask-user/core/contract";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { scriptedAnswers } from "../src/events/scripted-answers.ts";
import { parseSettings } from "../src/settings/settings.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour is valid");
const { payload } = checked;
const answer = (file: unknown) => scriptedAnswers(payload, JSON.stringify(file), "answers.json");

describe("scripted answers", () => {
	it("answer by id or by prompt, in shorthand or in ask-user:answer's shape, marked as the file's", () => {
		const outcome = answer({
			database: "postgres",
			"Which features belong in the first release?": ["export"],
			layout: { values: ["by-feature"], note: "keep it flat" },
			"a question of another call": "ignored",
		});
		expect(outcome.kind).toBe("answered");
		if (outcome.kind !== "answered") return;
		expect(outcome.details).toMatchObject({ cancelled: false, source: "script", sender: "answers.json" });
		expect(outcome.details.answers).toEqual({
			database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
			features: { values: ["export"], labels: ["CSV export"], indices: [3] },
			layout: { values: ["by-feature"], labels: ["By feature"], indices: [1], note: "keep it flat" },
		});
	});

	it("a string that is no option's value is the own answer, where the question takes one", () => {
		const outcome = answer({ database: "CockroachDB", features: ["auth"], layout: "by-layer" });
		expect(outcome.kind === "answered" && outcome.details.answers.database).toMatchObject({
			customText: "CockroachDB",
			indices: [],
		});
	});

	it("is not used when it lacks a question, naming each one it lacks", () => {
		expect(answer({ database: "postgres" })).toEqual({
			kind: "unused",
			reason: 'answers.json has no answer for "features", "layout"',
		});
	});

	it("is not used when an answer does not fit, naming the field", () => {
		const outcome = answer({ database: ["postgres", "sqlite"], features: ["nope"], layout: "by-layer" });
		expect(outcome.kind).toBe("unused");
		expect(outcome.kind === "unused" && outcome.reason).toMatch(
			/^answers\.json does not fit: .*answers\.features\.values\[0\]: "nope" is not an option's value/,
		);
		expect(outcome.kind === "unused" && outcome.reason).toContain(
			"answers.database: a single question takes one answer",
		);
	});

	it("is not used when it is not JSON, or not an object", () => {
		expect(scriptedAnswers(payload, "{", "a.json")).toMatchObject({
			kind: "unused",
			reason: expect.stringMatching(/^a\.json is not valid JSON \(/),
		});
		expect(scriptedAnswers(payload, "[]", "a.json")).toEqual({
			kind: "unused",
			reason: "a.json must hold an object of answers by question id or prompt",
		});
	});

	it("is named by the global settings only: a project's file may not answer for the person", () => {
		expect(parseSettings({ scriptedAnswers: "ci/answers.json" }, "global.json", "global")).toEqual({
			settings: { scriptedAnswers: "ci/answers.json" },
			problems: [],
		});
		expect(parseSettings({ scriptedAnswers: "answers.json" }, ".pi/ask-user.json", "project")).toEqual({
			settings: {},
			problems: [
				".pi/ask-user.json: scriptedAnswers: only the global ask-user.json may name scripted answers (they answer for the person)",
			],
		});
		expect(parseSettings({ scriptedAnswers: "" }, "g.json", "global").problems).toEqual([
			'g.json: scriptedAnswers: must be the path of a JSON file (at most 4096 characters), got ""',
		]);
	});
});
