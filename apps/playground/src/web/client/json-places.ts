/**
 * Where things are in the payload editor's JSON text, read tolerantly (the text is often half typed): the path of
 * the field at the caret for completion and hover, and the place of a path for the validation issues.
 * One pass over the text up to the offset asked about.
 */

export type PathSegment = string | number;

interface Container {
	readonly kind: "object" | "array";
	/** The key (object) or index (array) of the member being read. */
	member: PathSegment | undefined;
	/** An object's keys seen so far. */
	readonly keys: string[];
	/** In an object: a key is expected next (after `{` or `,`). */
	expectsKey: boolean;
	index: number;
	/** Where the member being read starts: its key in an object, its value in an array. */
	memberStart: number;
}

/** What the caret is in: a key or a value, of the object or array at `path`. */
export interface CaretPlace {
	/** The path of the container the caret is in. */
	readonly path: readonly PathSegment[];
	readonly role: "key" | "value";
	/** In a value: the key (or index) it belongs to. */
	readonly member: PathSegment | undefined;
	/** The keys the container has already (before the caret). */
	readonly keys: readonly string[];
	/** The text of the token the caret is in, up to the caret (without its opening quote). */
	readonly partial: string;
	/** The range a completion replaces: the whole token the caret is in, or the caret itself. */
	readonly from: number;
	readonly to: number;
}

const WORD = /[A-Za-z0-9_.+-]/;

/** Where the string token starting at `start` (at its `"`) ends: after its closing quote, or where it breaks off. */
function stringToken(text: string, start: number): { end: number; closed: boolean } {
	let at = start + 1;
	while (at < text.length) {
		const char = text[at];
		if (char === "\\") at += 2;
		else if (char === '"') return { end: at + 1, closed: true };
		else if (char === "\n") return { end: at, closed: false };
		else at++;
	}
	return { end: Math.min(at, text.length), closed: false };
}

function stringEnd(text: string, start: number): number {
	return stringToken(text, start).end;
}

function decode(token: string): string {
	try {
		const parsed: unknown = JSON.parse(token.endsWith('"') && token.length > 1 ? token : `${token}"`);
		return typeof parsed === "string" ? parsed : token.slice(1);
	} catch {
		return token.slice(1);
	}
}

/** A key (`start`–`end` its string) or the start of an array's member, with the containers open around it. */
type Visit = (stack: readonly Container[], start: number, end: number) => void;

/** Reads `text` up to `offset`, calling `visit` at each key and array member; returns the containers open there. */
function scan(text: string, offset: number, visit?: Visit) {
	const stack: Container[] = [];
	let pendingKey: string | undefined;
	let at = 0;
	while (at < offset) {
		const char = text[at] ?? "";
		const top = stack.at(-1);
		if (char === '"') {
			const { end, closed } = stringToken(text, at);
			if (end > offset || (end === offset && !closed)) return { stack, token: { start: at, end } };
			if (top?.kind === "object" && top.expectsKey) {
				pendingKey = decode(text.slice(at, end));
				visit?.(stack, at, end);
			}
			at = end;
			continue;
		}
		if (char === "{" || char === "[") {
			stack.push({
				kind: char === "{" ? "object" : "array",
				member: char === "[" ? 0 : undefined,
				keys: [],
				expectsKey: char === "{",
				index: 0,
				memberStart: at + 1,
			});
			if (char === "[") visitMember(text, stack, at, visit);
		} else if (char === "}" || char === "]") stack.pop();
		else if (char === ":" && top?.kind === "object") {
			top.member = pendingKey;
			if (pendingKey !== undefined) top.keys.push(pendingKey);
			top.expectsKey = false;
		} else if (char === ",") {
			if (top?.kind === "object") top.expectsKey = true;
			if (top !== undefined) top.memberStart = at + 1;
			if (top?.kind === "array") {
				top.member = ++top.index;
				visitMember(text, stack, at, visit);
			}
		} else if (WORD.test(char)) {
			let end = at;
			while (end < text.length && WORD.test(text[end] ?? "")) end++;
			// A word that reaches the caret is being typed.
			if (end >= offset) return { stack, token: { start: at, end } };
			at = end;
			continue;
		}
		at++;
	}
	return { stack, token: undefined };
}

/** Tells `visit` about the array member starting after `at` (a `[` or `,`), at its first character. */
function visitMember(text: string, stack: readonly Container[], at: number, visit: Visit | undefined): void {
	if (visit === undefined) return;
	let start = at + 1;
	while (/\s/.test(text[start] ?? "")) start++;
	visit(stack, start, start + 1);
}

function pathOf(stack: readonly Container[]): PathSegment[] {
	return stack.slice(0, -1).map((container) => container.member ?? "");
}

/** What the caret at `offset` is in, or undefined outside any object or array. */
export function caretPlace(text: string, offset: number): CaretPlace | undefined {
	const { stack, token } = scan(text, offset);
	const top = stack.at(-1);
	if (top === undefined) return undefined;
	const from = token?.start ?? offset;
	const raw = token === undefined ? "" : text.slice(token.start, offset);
	const partial = raw.startsWith('"') ? decode(raw).replace(/"$/, "") : raw;
	const base = { path: pathOf(stack), keys: top.keys, partial, from, to: token?.end ?? offset };
	if (top.kind === "object" && top.expectsKey) return { ...base, role: "key", member: undefined };
	return { ...base, role: "value", member: top.member };
}

/** The full path of the key or value at `offset`: the field hovered. Undefined outside any key or value. */
export function pathAt(text: string, offset: number): PathSegment[] | undefined {
	const place = caretPlace(text, offset + 1);
	if (place === undefined) return undefined;
	if (place.role === "key") {
		if (place.from === offset + 1) return undefined;
		const end = stringEnd(text, place.from);
		return [...place.path, decode(text.slice(place.from, end))];
	}
	return place.member === undefined ? undefined : [...place.path, place.member];
}

/**
 * Where `path` is in `text`: its key when it has one (`"prompt"`), else its value's first character; the deepest
 * part of the path that exists when the rest does not (a missing field is marked at its object's key). One pass.
 */
export function placeOf(text: string, path: readonly PathSegment[]): { from: number; to: number } {
	const want = path.map(String);
	let best = { depth: 0, from: 0, to: Math.min(1, text.length) };
	scan(text, text.length, (stack, start, end) => {
		const top = stack.at(-1);
		const last = top?.kind === "array" ? top.member : decode(text.slice(start, end));
		const here = [...pathOf(stack), last ?? ""].map(String);
		if (here.length > best.depth && here.length <= want.length && here.every((segment, i) => segment === want[i]))
			best = { depth: here.length, from: start, to: end };
	});
	return { from: best.from, to: best.to };
}

/** `questions[0].options[1]["a b"]` (a path of core's validation issues) as segments; `(root)` is the empty path. */
export function parseIssuePath(path: string): PathSegment[] {
	if (path === "(root)" || path === "") return [];
	const segments: PathSegment[] = [];
	const pattern = /\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\.?([^.[\]]+)/g;
	for (const match of path.matchAll(pattern)) {
		if (match[1] !== undefined) segments.push(Number(match[1]));
		else if (match[2] !== undefined) segments.push(decode(`"${match[2]}"`));
		else if (match[3] !== undefined) segments.push(match[3]);
	}
	return segments;
}

/** Segments as core writes a path: `questions[0].prompt`. */
export function formatPath(path: readonly PathSegment[]): string {
	return path
		.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
		.join("");
}

/** `offset` as 1-based line and column. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
	const before = text.slice(0, offset);
	const line = before.split("\n").length;
	return { line, column: offset - before.lastIndexOf("\n") };
}
