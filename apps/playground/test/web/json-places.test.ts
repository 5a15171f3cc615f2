import { describe, expect, it } from "vitest";
import {
	caretPlace,
	formatPath,
	lineAndColumn,
	parseIssuePath,
	pathAt,
	placeOf,
} from "../../src/web/client/json-places.ts";

const TEXT = `{
  "title": "T",
  "questions": [
    { "id": "db", "prompt": "Which?", "type": "single",
      "options": [{ "value": "a", "label": "A" }, { "value": "b", "label": "B" }] }
  ]
}`;
const at = (snippet: string, shift = 0) => TEXT.indexOf(snippet) + shift;

describe("places in the payload editor's JSON", () => {
	it("reads the caret's place: a key to complete, or a value of a field", () => {
		expect(caretPlace(TEXT, at('"prompt"', 3))).toMatchObject({
			path: ["questions", 0],
			role: "key",
			partial: "pr",
			keys: ["id"],
			from: at('"prompt"'),
			to: at('"prompt"', 8),
		});
		expect(caretPlace(TEXT, at('"single"', 1))).toMatchObject({
			path: ["questions", 0],
			role: "value",
			member: "type",
		});
		expect(caretPlace(TEXT, at('"value": "b"', 0))).toMatchObject({
			path: ["questions", 0, "options", 1],
			role: "key",
		});
		// Half typed: a key being written after a comma, the text broken after it.
		const typed = '{ "questions": [ { "id": "x", "pro';
		expect(caretPlace(typed, typed.length)).toMatchObject({ path: ["questions", 0], role: "key", partial: "pro" });
		expect(caretPlace("", 0)).toBeUndefined();
	});

	it("names the field under the pointer: a key or its value", () => {
		expect(pathAt(TEXT, at('"prompt"', 2))).toEqual(["questions", 0, "prompt"]);
		expect(pathAt(TEXT, at('"Which?"', 2))).toEqual(["questions", 0, "prompt"]);
		expect(pathAt(TEXT, at('"label": "B"', 3))).toEqual(["questions", 0, "options", 1, "label"]);
	});

	it("finds the place of an issue's path, or of the deepest part of it that is there", () => {
		const place = (path: string) => {
			const { from, to } = placeOf(TEXT, parseIssuePath(path));
			return TEXT.slice(from, to);
		};
		expect(place("questions[0].options[1].label")).toBe('"label"');
		expect(place("questions[0].type")).toBe('"type"');
		expect(place("questions[0].options[1]")).toBe("{");
		expect(placeOf(TEXT, parseIssuePath("questions[0].options[1]")).from).toBe(at('{ "value": "b"'));
		// A missing field: its object's key.
		expect(place("questions[0].options[1].description")).toBe("{");
		expect(place("questions[1]")).toBe('"questions"');
		expect(place("(root)")).toBe("{");
	});

	it("reads core's issue paths, quoted names included", () => {
		expect(parseIssuePath('questions[0].options[12]["a b"]')).toEqual(["questions", 0, "options", 12, "a b"]);
		expect(parseIssuePath("title")).toEqual(["title"]);
		expect(formatPath(["questions", 0, "options", 2, "label"])).toBe("questions[0].options[2].label");
		expect(parseIssuePath("(root)")).toEqual([]);
		expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
	});
});
