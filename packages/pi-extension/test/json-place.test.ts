/**
 * Where a text that is not JSON stops being JSON (settings files and scripted answers say it): the line and the
 * column, read from the text, so the place is the same on every Node and where the parser's message names none.
 */
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { whyNotJson } from "../src/settings/json-place.ts";

/** Why `text` is not JSON, once `JSON.parse` refused it. */
function why(text: string) {
	try {
		JSON.parse(text);
	} catch {
		return whyNotJson(text);
	}
	throw new Error(`${JSON.stringify(text)} is JSON`);
}

const place = (text: string) => {
	const { line, column } = why(text);
	return { line, column };
};

describe("whyNotJson", () => {
	it("places what the parser names no position for: a comment, an unquoted value, a token, an early end", () => {
		expect(place('{\n  // the locale\n  "locale": "fr"\n}')).toEqual({ line: 2, column: 3 });
		// Where the parser's message quotes its token: `fr` begins `false` and breaks off at `r`.
		expect(place('{\n  "locale": fr\n}')).toEqual({ line: 2, column: 14 });
		expect(place('{\n  "keys": { "help": "?", },\n}')).toEqual({ line: 2, column: 26 });
		expect(place('{"a": tru}')).toEqual({ line: 1, column: 10 });
		expect(place('{\n  "notify": {\n    "bell": true\n')).toEqual({ line: 4, column: 1 });
		expect(place("")).toEqual({ line: 1, column: 1 });
		expect(place("\ufeff{}")).toEqual({ line: 1, column: 1 });
	});

	it("places what the parser names a position for there, in characters, on its line", () => {
		expect(place('{"a":1 "b":2}')).toEqual({ line: 1, column: 8 });
		expect(place('{"database":"postgres",\n "feature😀":["auth"],,\n}')).toEqual({ line: 2, column: 22 });
		expect(place('{"a": "x\ty"}')).toEqual({ line: 1, column: 9 });
		expect(place('{"a": "\\u12G4"}')).toEqual({ line: 1, column: 12 });
		expect(place('{"a": 01}')).toEqual({ line: 1, column: 8 });
		expect(place('{"a": -}')).toEqual({ line: 1, column: 8 });
		expect(place('{"a": 1.e5}')).toEqual({ line: 1, column: 9 });
		expect(place("{}\n}")).toEqual({ line: 2, column: 1 });
	});

	it("reads nesting as deep as the parser takes", () => {
		const deep = "[".repeat(100_000);
		expect(place(`${deep}1${"]".repeat(99_999)}`)).toEqual({ line: 1, column: 200_001 });
	});

	it("tells a character that breaks the text from its end, where it needed more: the parser's words are not kept", () => {
		expect(why('{\n  "env": s\n}')).toEqual({ line: 2, column: 10, unexpected: "character" });
		expect(why('{"a":1,}')).toEqual({ line: 1, column: 8, unexpected: "character" });
		expect(why('{"a": "x\ty"}')).toEqual({ line: 1, column: 9, unexpected: "character" });
		expect(why("{}}")).toEqual({ line: 1, column: 3, unexpected: "character" });
		expect(why("")).toEqual({ line: 1, column: 1, unexpected: "end" });
		expect(why('{"a": "unterminated')).toEqual({ line: 1, column: 20, unexpected: "end" });
		expect(why('{\n  "a": [1, 2,\n')).toEqual({ line: 3, column: 1, unexpected: "end" });
		expect(why('{"a": tr')).toEqual({ line: 1, column: 9, unexpected: "end" });
	});

	it(`is where the parser's message says, wherever it says (seed ${FUZZ_SEED})`, () => {
		// JSON texts with one character changed, inserted or removed: one line each (JSON.stringify escapes breaks).
		const alphabet = fc.constantFrom(...'{}[],:"\\ 0123456789.-+eEtrufalsnx/\t\u0001é😀');
		const edited = fc
			.tuple(fc.json(), fc.nat(), alphabet, fc.constantFrom("insert", "replace", "remove"))
			.map(([json, at, char, edit]) => {
				const cut = at % (json.length + 1);
				const after = edit === "insert" ? cut : cut + 1;
				return `${json.slice(0, cut)}${edit === "remove" ? "" : char}${json.slice(after)}`;
			});
		fc.assert(
			fc.property(edited, (text) => {
				let reason: string;
				try {
					JSON.parse(text);
					return;
				} catch (error) {
					reason = error instanceof Error ? error.message : "";
				}
				const { line, column, unexpected } = whyNotJson(text);
				expect(line).toBe(1);
				const position = /\bat position (\d+)\b/.exec(reason)?.[1];
				const token = /^Unexpected token '(.+?)', /su.exec(reason)?.[1];
				const shown = [...text];
				if (position !== undefined) expect(column).toBe([...text.slice(0, Number(position))].length + 1);
				// A character past U+FFFF is quoted by its first UTF-16 unit.
				else if (token !== undefined) expect(shown[column - 1]?.startsWith(token)).toBe(true);
				else expect(reason === "Unexpected end of JSON input" && column === shown.length + 1).toBe(true);
				// The parser's kind, where its message names one: a token it quotes, or the input's end.
				if (token !== undefined) expect(unexpected).toBe("character");
				if (reason === "Unexpected end of JSON input") expect(unexpected).toBe("end");
			}),
			fuzzParameters(2000),
		);
	});
});
