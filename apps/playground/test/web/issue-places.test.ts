import { json } from "@codemirror/lang-json";
import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { placeIssues } from "../../src/web/client/issue-places.ts";

const TEXT = `{
  "questions": [
    { "options": [], "type": "sngle", "id": "q", "prompt": "?" }
  ]
}`;
const STATE = EditorState.create({ doc: TEXT, extensions: [json()] });
const at = (snippet: string) => TEXT.indexOf(snippet);

describe("the payload's issues at their places in the editor's text", () => {
	it("are in the order of their places; issues at one place keep theirs, one with no place comes last", () => {
		const placed = placeIssues(STATE, [
			{ path: "", text: "- and 2 more" },
			{ path: "questions[0].id", text: "id" },
			{ path: "questions[0].type", text: "type, first" },
			{ path: "questions[0].options", text: "options" },
			{ path: "questions[0].type", text: "type, second" },
		]);
		expect(placed.map((issue) => issue.message)).toEqual([
			"options",
			"type, first",
			"type, second",
			"id",
			"- and 2 more",
		]);
		expect(placed[0]).toEqual({ from: at('"options"'), to: at('"options"') + 9, message: "options", placed: true });
		expect(placed.at(-1)).toMatchObject({ from: 0, placed: false });
	});

	it("places invalid JSON where it stops being JSON", () => {
		const state = EditorState.create({ doc: '{ "questions": [ { "id": "q",, } ] }', extensions: [json()] });
		expect(placeIssues(state, [{ path: "", text: "not JSON" }])).toEqual([
			{ from: 29, to: 30, message: "not JSON", placed: true },
		]);
	});
});
