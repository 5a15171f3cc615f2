import { ensureSyntaxTree, syntaxTree } from "@codemirror/language";
import type { EditorState } from "@codemirror/state";
import type { SyntaxNode, Tree } from "@lezer/common";

/**
 * Where things are in the payload editor's JSON, read from CodeMirror's syntax tree (Lezer's JSON grammar, which
 * keeps a half-typed text as a tree with error nodes): the path of the field at a position for completion and hover,
 * and the place of a path for the validation issues.
 */

export type PathSegment = string | number;

const VALUES = new Set(["True", "False", "Null", "Number", "String", "Object", "Array"]);
/** The tokens a completion replaces or a hover names: a key, a value, or what the grammar could not read yet. */
const TOKENS = new Set(["PropertyName", "String", "Number", "True", "False", "Null", "⚠"]);

function treeOf(state: EditorState): Tree {
	return ensureSyntaxTree(state, state.doc.length, 1000) ?? syntaxTree(state);
}

/** A string token's text, its quotes removed and escapes read; a half-typed one as far as it goes. */
function unquote(token: string): string {
	const body = token.startsWith('"') ? token.slice(1) : token;
	try {
		const parsed: unknown = JSON.parse(`"${body.endsWith('"') ? body.slice(0, -1) : body}"`);
		return typeof parsed === "string" ? parsed : body;
	} catch {
		return body.replace(/"$/, "");
	}
}

function keyOf(state: EditorState, property: SyntaxNode): string | undefined {
	const name = property.getChild("PropertyName");
	return name === null ? undefined : unquote(state.sliceDoc(name.from, name.to));
}

function members(array: SyntaxNode): SyntaxNode[] {
	const found: SyntaxNode[] = [];
	for (let child = array.firstChild; child !== null; child = child.nextSibling)
		if (VALUES.has(child.name)) found.push(child);
	return found;
}

/** The path of `node`: the key of each property and the index of each array member it is in. */
function pathOf(state: EditorState, node: SyntaxNode): PathSegment[] {
	const path: PathSegment[] = [];
	for (let child = node, parent = node.parent; parent !== null; child = parent, parent = parent.parent) {
		if (parent.name === "Property") {
			const key = keyOf(state, parent);
			if (key !== undefined) path.unshift(key);
		} else if (parent.name === "Array") {
			const index = members(parent).findIndex((one) => one.from === child.from);
			if (index >= 0) path.unshift(index);
		}
	}
	return path;
}

/** The path of the key or value at `pos` (the field the pointer rests on); undefined between them. */
export function fieldAt(state: EditorState, pos: number, side: -1 | 1 = 1): PathSegment[] | undefined {
	const node = treeOf(state).resolveInner(pos, side);
	return TOKENS.has(node.name) && node.name !== "⚠" ? pathOf(state, node) : undefined;
}

/** What a completion at the caret is for: a key of the object at `path`, or the value of its member `member`. */
export interface CaretPlace {
	/** The path of the object or array the caret is in. */
	readonly path: readonly PathSegment[];
	readonly role: "key" | "value";
	/** In a value: the key (or index) it belongs to. */
	readonly member: PathSegment | undefined;
	/** The keys the object has already, besides the one being typed. */
	readonly keys: readonly string[];
	/** What is typed of the token, up to the caret (without its opening quote). */
	readonly partial: string;
	/** The range a completion replaces: the whole token the caret is in, or the caret itself. */
	readonly from: number;
	readonly to: number;
}

/** What the caret at `pos` is in, or undefined outside any object or array. */
export function caretPlace(state: EditorState, pos: number): CaretPlace | undefined {
	const at = treeOf(state).resolveInner(pos, -1);
	const token = TOKENS.has(at.name) && at.from < pos ? at : undefined;
	const from = token?.from ?? pos;
	const to = token === undefined ? pos : Math.max(pos, token.to);
	const partial = unquote(state.sliceDoc(from, pos));
	let container: SyntaxNode | null = token?.parent ?? at;
	// A key being typed, or a value after a property's colon: the property tells which.
	const property = container?.name === "Property" ? container : null;
	if (property !== null) container = property.parent;
	while (container !== null && container.name !== "Object" && container.name !== "Array") container = container.parent;
	if (container === null) return undefined;
	const path = pathOf(state, container);
	if (container.name === "Array") {
		const index = members(container).filter((one) => one.to <= from).length;
		return { path, role: "value", member: index, keys: [], partial, from, to };
	}
	const keys = container
		.getChildren("Property")
		.filter((one) => one !== property && one.from !== from)
		.flatMap((one) => keyOf(state, one) ?? []);
	const typingKey = property === null || token?.name === "PropertyName";
	const member = typingKey ? undefined : keyOf(state, property);
	return { path, role: typingKey ? "key" : "value", member, keys, partial, from, to };
}

/**
 * Where `path` is: its key when it has one (`"prompt"`), else its value; the deepest part of the path that exists
 * when the rest does not (a missing field is marked at its object).
 */
export function placeOf(state: EditorState, path: readonly PathSegment[]): { from: number; to: number } {
	const top = treeOf(state).topNode.firstChild;
	let value: SyntaxNode | null = top !== null && VALUES.has(top.name) ? top : null;
	let mark = value === null ? { from: 0, to: Math.min(1, state.doc.length) } : firstCharacter(value);
	for (const segment of path) {
		if (value === null) break;
		if (value.name === "Object" && typeof segment === "string") {
			const property = value.getChildren("Property").find((one) => keyOf(state, one) === segment);
			const name = property?.getChild("PropertyName");
			if (property === undefined || name === null || name === undefined) break;
			mark = { from: name.from, to: name.to };
			value = property.lastChild !== null && VALUES.has(property.lastChild.name) ? property.lastChild : null;
		} else if (value.name === "Array" && typeof segment === "number") {
			const member = members(value)[segment];
			if (member === undefined) break;
			mark = firstCharacter(member);
			value = member;
		} else break;
	}
	return mark;
}

/** A value's mark: an object or array by its opening bracket, anything else whole. */
function firstCharacter(node: SyntaxNode): { from: number; to: number } {
	return node.name === "Object" || node.name === "Array" ? { from: node.from, to: node.from + 1 } : node;
}

/** Where the text first stops being JSON, as the grammar reads it; undefined when it parses. */
export function syntaxErrorAt(state: EditorState): number | undefined {
	let found: number | undefined;
	treeOf(state).iterate({
		enter: (node) => {
			if (found !== undefined) return false;
			if (node.type.isError) found = node.from;
			return undefined;
		},
	});
	return found;
}

/** `questions[0].options[1]["a b"]` (a path of core's validation issues) as segments; `(root)` is the empty path. */
export function parseIssuePath(path: string): PathSegment[] {
	if (path === "(root)" || path === "") return [];
	const segments: PathSegment[] = [];
	const pattern = /\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\.?([^.[\]]+)/g;
	for (const match of path.matchAll(pattern)) {
		if (match[1] !== undefined) segments.push(Number(match[1]));
		else if (match[2] !== undefined) segments.push(unquote(`"${match[2]}"`));
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
