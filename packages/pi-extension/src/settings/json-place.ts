/**
 * Where a text `JSON.parse` refused stops being JSON, as a person finds it in an editor: the line and the column
 * (from 1, in characters), and whether a character there breaks it or the text ends too soon. Found by reading the
 * text, not the parser's message: Node 20's names a position only for some errors and no line, newer Nodes add a
 * line and column to the same ones, neither places an unexpected token (`// a comment`, an unquoted value) or an
 * early end, and Node 22's quotes the text around a token, line breaks and all. Settings files and scripted answers
 * both say it (D193), in words of their own.
 */

/** Why a text is not JSON: where, and what is there. */
export interface NotJson {
	readonly line: number;
	readonly column: number;
	/** A character the text cannot have there (`character`), or the text's end, where it needed more (`end`). */
	readonly unexpected: "character" | "end";
}

/** Why `text`, which `JSON.parse` refused, is not JSON. */
export function whyNotJson(text: string): NotJson {
	const offset = jsonErrorOffset(text);
	const before = text.slice(0, offset);
	const lineStart = before.lastIndexOf("\n") + 1;
	return {
		line: before.split("\n").length,
		column: [...before.slice(lineStart)].length + 1,
		unexpected: offset < text.length ? "character" : "end",
	};
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPED = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const LITERALS = ["true", "false", "null"] as const;

/**
 * The offset of the first character at which `text` stops being one JSON value (RFC 8259, as `JSON.parse` reads it:
 * the position its message names where it names one), the text's length when it ends too soon (or is JSON). Without
 * recursion, so nesting as deep as the parser takes is read too.
 */
function jsonErrorOffset(text: string): number {
	/** The closing brackets of the arrays and objects open, innermost last. */
	const open: ("]" | "}")[] = [];
	let at = 0;
	const skipSpace = () => {
		while (WHITESPACE.has(text[at] ?? "")) at++;
	};
	const digits = () => {
		const start = at;
		while (/[0-9]/.test(text[at] ?? "")) at++;
		return at > start;
	};
	/** Reads a string from its opening quote; false where it breaks off (`at` there). */
	const string = (): boolean => {
		at++;
		for (;;) {
			const char = text[at];
			if (char === undefined || char < " ") return false;
			at++;
			if (char === '"') return true;
			if (char !== "\\") continue;
			if (text[at] === "u") {
				at++;
				for (let hex = 0; hex < 4; hex++, at++) if (!/[0-9a-fA-F]/.test(text[at] ?? "")) return false;
			} else if (ESCAPED.has(text[at] ?? "")) at++;
			else return false;
		}
	};
	/** Reads a number; false where it breaks off (`at` there). */
	const number = (): boolean => {
		if (text[at] === "-") at++;
		if (text[at] === "0") at++;
		else if (!digits()) return false;
		if (text[at] === ".") {
			at++;
			if (!digits()) return false;
		}
		if (text[at] === "e" || text[at] === "E") {
			at++;
			if (text[at] === "+" || text[at] === "-") at++;
			if (!digits()) return false;
		}
		return true;
	};
	/**
	 * Reads a value, or opens an array or an object and reads its first key ("open": its first value is read next);
	 * false where it breaks off.
	 */
	const value = (): boolean | "open" => {
		skipSpace();
		const char = text[at];
		if (char === '"') return string();
		if (char === "-" || /[0-9]/.test(char ?? "")) return number();
		if (char === "[" || char === "{") {
			at++;
			skipSpace();
			const close = char === "[" ? "]" : "}";
			if (text[at] === close) {
				at++;
				return true;
			}
			open.push(close);
			return (close === "]" || key()) && "open";
		}
		const literal = LITERALS.find((word) => word[0] === char);
		if (literal === undefined) return false;
		for (const letter of literal) {
			if (text[at] !== letter) return false;
			at++;
		}
		return true;
	};
	/** Reads an object's key and its colon (the value is read next); false where it breaks off. */
	const key = (): boolean => {
		skipSpace();
		if (text[at] !== '"' || !string()) return false;
		skipSpace();
		if (text[at] !== ":") return false;
		at++;
		return true;
	};
	for (;;) {
		// A value; then, in an array or an object, a comma and the next value (or key) or its closing bracket.
		const read = value();
		if (read === false) return at;
		if (read === "open") continue;
		for (;;) {
			skipSpace();
			const close = open.at(-1);
			if (close === undefined) return at;
			if (text[at] === close) {
				open.pop();
				at++;
				continue;
			}
			if (text[at] !== ",") return at;
			at++;
			if (close === "}" && !key()) return at;
			break;
		}
	}
}
