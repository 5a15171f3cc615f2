import { json } from "@codemirror/lang-json";
import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import {
	caretPlace,
	fieldAt,
	formatPath,
	parseIssuePath,
	placeOf,
	syntaxErrorAt,
} from "../../src/web/client/json-tree.ts";

const TEXT = `{
  "title": "T",
  "questions": [
    { "id": "db", "prompt": "Which?", "type": "single",
      "options": [{ "value": "a", "label": "A" }, { "value": "b", "label": "B" }] }
  ]
}`;
const state = (doc: string) => EditorState.create({ doc, extensions: [json()] });
const STATE = state(TEXT);
const at = (snippet: string, shift = 0) => TEXT.indexOf(snippet) + shift;

describe("places in the payload editor's JSON, read from CodeMirror's syntax tree", () => {
	it("reads the caret's place: a key to complete, or a value of a field", () => {
		expect(caretPlace(STATE, at('"prompt"', 3))).toMatchObject({
			path: ["questions", 0],
			role: "key",
			partial: "pr",
			keys: ["id", "type", "options"],
			from: at('"prompt"'),
			to: at('"prompt"', 8),
		});
		expect(caretPlace(STATE, at('"single"', 1))).toMatchObject({
			path: ["questions", 0],
			role: "value",
			member: "type",
		});
		expect(caretPlace(STATE, at('{ "value": "b"', 1))).toMatchObject({
			path: ["questions", 0, "options", 1],
			role: "key",
		});
		// Half typed: a key being written after a comma, a value after a colon, the text broken off there.
		const key = '{ "questions": [ { "id": "x", "pro';
		expect(caretPlace(state(key), key.length)).toMatchObject({
			path: ["questions", 0],
			role: "key",
			partial: "pro",
			keys: ["id"],
			from: key.length - 4,
		});
		const value = '{ "questions": [ { "id": "x", "type": ';
		expect(caretPlace(state(value), value.length)).toMatchObject({
			path: ["questions", 0],
			role: "value",
			member: "type",
			partial: "",
		});
		const item = '{ "questions": [ { "id": "x" }, ';
		expect(caretPlace(state(item), item.length)).toMatchObject({ path: ["questions"], role: "value", member: 1 });
		expect(caretPlace(state(""), 0)).toBeUndefined();
	});

	it("names the field under the pointer: a key or its value, nothing between them", () => {
		expect(fieldAt(STATE, at('"prompt"', 2))).toEqual(["questions", 0, "prompt"]);
		expect(fieldAt(STATE, at('"Which?"', 2))).toEqual(["questions", 0, "prompt"]);
		expect(fieldAt(STATE, at('"label": "B"', 3))).toEqual(["questions", 0, "options", 1, "label"]);
		expect(fieldAt(STATE, at('"questions": [', 14))).toBeUndefined();
	});

	it("finds the place of an issue's path, or of the deepest part of it that is there", () => {
		const place = (path: string) => {
			const { from, to } = placeOf(STATE, parseIssuePath(path));
			return TEXT.slice(from, to);
		};
		expect(place("questions[0].options[1].label")).toBe('"label"');
		expect(place("questions[0].type")).toBe('"type"');
		expect(place("questions[0].options[1]")).toBe("{");
		expect(placeOf(STATE, parseIssuePath("questions[0].options[1]")).from).toBe(at('{ "value": "b"'));
		// A missing field: its object.
		expect(place("questions[0].options[1].description")).toBe("{");
		expect(place("questions[1]")).toBe('"questions"');
		expect(place("(root)")).toBe("{");
	});

	it("finds where the text stops being JSON", () => {
		expect(syntaxErrorAt(STATE)).toBeUndefined();
		const broken = '{ "a": 1,, "b": 2 }';
		expect(syntaxErrorAt(state(broken))).toBe(broken.indexOf(",,") + 1);
	});

	it("reads core's issue paths, quoted names included", () => {
		expect(parseIssuePath('questions[0].options[12]["a b"]')).toEqual(["questions", 0, "options", 12, "a b"]);
		expect(parseIssuePath("title")).toEqual(["title"]);
		expect(formatPath(["questions", 0, "options", 2, "label"])).toBe("questions[0].options[2].label");
		expect(parseIssuePath("(root)")).toEqual([]);
	});
});
