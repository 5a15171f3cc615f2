/**
 * The change between two stored progresses (plain JSON), so each pause appends what changed instead of the whole
 * form: a 150 KB answer edited twenty times appends twenty small patches, not three megabytes. A text is patched by
 * what lies between the parts it kept at both ends, objects and arrays field by field.
 *
 * Patches come back from the session file: `applyPatch` checks every step against the value it patches and throws
 * on anything that does not fit, without changing the value it was given.
 */
import { isFields } from "@ask-user/core/contract";

/**
 * A whole new value (`v`); a text of `s[3]` units keeping `s[0]` of them at its start and `s[1]` at its end, with
 * `s[2]` between (the length tells a patch meant for another text); an object's changed (`o`) and dropped (`d`)
 * fields; or an array's changed items (`a`) and new length (`n`).
 */
export type Patch =
	| { readonly v: unknown }
	| { readonly s: readonly [number, number, string, number] }
	| { readonly o: Readonly<Record<string, Patch>>; readonly d?: readonly string[] }
	| { readonly a: Readonly<Record<string, Patch>>; readonly n: number };

/** A text patch is used only when it saves more than this many units over the whole text. */
const TEXT_PATCH_OVERHEAD = 16;

function textPatch(before: string, after: string): Patch {
	const shorter = Math.min(before.length, after.length);
	let start = 0;
	while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
	let end = 0;
	while (
		end < shorter - start &&
		before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
	) {
		end++;
	}
	const middle = after.slice(start, after.length - end);
	return middle.length + TEXT_PATCH_OVERHEAD < after.length ? { s: [start, end, middle, before.length] } : { v: after };
}

/** `record`'s own field `key` (never one it inherits, such as `constructor`). */
const own = (record: Record<string, unknown>, key: string): unknown =>
	Object.hasOwn(record, key) ? record[key] : undefined;

/** The fields of `value` that JSON keeps (an `undefined` field is left out). */
function fields(value: Record<string, unknown>): string[] {
	return Object.keys(value).filter((key) => value[key] !== undefined);
}

function changedItems(before: readonly unknown[], after: readonly unknown[]): Record<string, Patch> {
	const items: Record<string, Patch> = {};
	for (let index = 0; index < after.length; index++) {
		const patch = index < before.length ? diff(before[index], after[index]) : { v: after[index] };
		if (patch !== undefined) items[index] = patch;
	}
	return items;
}

/**
 * What turns `before` into `after`, or undefined when they are the same JSON. Unchanged parts (the same objects from
 * one snapshot to the next) cost a comparison.
 */
export function diff(before: unknown, after: unknown): Patch | undefined {
	if (Object.is(before, after)) return undefined;
	if (typeof before === "string" && typeof after === "string") return textPatch(before, after);
	if (Array.isArray(before) && Array.isArray(after)) {
		const items = changedItems(before, after);
		return Object.keys(items).length === 0 && before.length === after.length
			? undefined
			: { a: items, n: after.length };
	}
	if (isFields(before) && isFields(after)) {
		const changed: Record<string, Patch> = {};
		for (const key of fields(after)) {
			const old = own(before, key);
			const patch = old === undefined ? { v: after[key] } : diff(old, after[key]);
			if (patch !== undefined) changed[key] = patch;
		}
		const dropped = fields(before).filter((key) => own(after, key) === undefined);
		if (Object.keys(changed).length === 0 && dropped.length === 0) return undefined;
		return dropped.length === 0 ? { o: changed } : { o: changed, d: dropped };
	}
	return { v: after };
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** Keys a patch may name: never one that reaches an object's prototype. */
function checkedKey(key: string): string {
	if (key === "__proto__") throw new Error("a patch names __proto__");
	return key;
}

function applyText(before: unknown, [start, end, middle, length]: readonly unknown[]): string {
	if (typeof before !== "string" || !isCount(start) || !isCount(end) || typeof middle !== "string") {
		throw new Error("a text patch does not fit");
	}
	if (length !== before.length || start + end > length) throw new Error("a text patch is for another text");
	return `${before.slice(0, start)}${middle}${before.slice(before.length - end)}`;
}

function applyItems(before: unknown, items: unknown, length: unknown): unknown[] {
	if (!Array.isArray(before) || !isFields(items) || !isCount(length)) throw new Error("an array patch does not fit");
	const after = before.slice(0, length);
	for (const [key, patch] of Object.entries(items)) {
		const index = Number(key);
		if (!isCount(index) || index >= length) throw new Error(`an array patch names item ${key}`);
		after[index] = applyPatch(before[index], patch);
	}
	for (let index = 0; index < length; index++) {
		if (!(index in after)) throw new Error(`an array patch leaves item ${index} out`);
	}
	return after;
}

function applyFields(before: unknown, changed: unknown, dropped: unknown): Record<string, unknown> {
	if (!isFields(before) || !isFields(changed)) throw new Error("an object patch does not fit");
	if (dropped !== undefined && !(Array.isArray(dropped) && dropped.every((key) => typeof key === "string"))) {
		throw new Error("an object patch drops something that is not a field");
	}
	const after: Record<string, unknown> = { ...before };
	for (const [key, patch] of Object.entries(changed)) after[checkedKey(key)] = applyPatch(own(before, key), patch);
	for (const key of dropped ?? []) delete after[checkedKey(key)];
	return after;
}

/** `before` with `patch` applied (a new value; `before` is not changed). Throws when the patch does not fit. */
export function applyPatch(before: unknown, patch: unknown): unknown {
	if (!isFields(patch)) throw new Error("a patch must be an object");
	if ("v" in patch) return patch.v;
	if (Array.isArray(patch.s)) return applyText(before, patch.s);
	if ("a" in patch) return applyItems(before, patch.a, patch.n);
	if ("o" in patch) return applyFields(before, patch.o, patch.d);
	throw new Error("a patch of no known kind");
}
