/**
 * Which of a host's keys for the form's own actions (`KeySources.actionKeys`, the settings' `keys.<action>`) the keymap
 * takes. A key that another entry of a table the action acts in already has (another form action, with its own key or
 * its setting; a pi binding the form uses, `tui.select.up` remapped to `k`; a fixed key of the form) is refused, with
 * the rest of that action's setting, and the action keeps its own keys. Refusing one action gives its own keys back,
 * so a setting that took one of them is refused in turn: no setting ever leaves another action without its key. Only
 * pi's bindings can still take an action's own keys; then the refusal says so.
 */
import type { KeyId } from "@mariozechner/pi-tui";
import {
	FORM_ACTIONS,
	type FormAction,
	type KeyOrigin,
	type KeySources,
	keysLabel,
	reboundKeys,
} from "./key-sources.ts";

/** What already has a key: a form action (by its own key or its setting), a pi binding, a fixed key of the form. */
export type KeyHolder =
	| { readonly kind: "action"; readonly action: FormAction }
	| { readonly kind: "pi"; readonly binding: string }
	| { readonly kind: "form"; readonly action: string };

/** What a refused action has instead of its setting's keys. */
export type KeysInstead =
	/** Its own keys (their label, `Ctrl+O`): all of them, or those no one else has. */
	| { readonly kind: "own"; readonly keys: string }
	/** It has no key of its own (`discuss`). */
	| { readonly kind: "none" }
	/** Its own keys (their label) are another's too: the action has no key. */
	| { readonly kind: "takenToo"; readonly keys: string; readonly by: readonly KeyHolder[] };

/** A host's keys for one action that the keymap refused, and why. */
export interface RefusedActionKeys {
	readonly action: FormAction;
	/** Each key of the setting that another has, with what has it; the setting's other keys are refused with them. */
	readonly taken: readonly { readonly key: KeyId; readonly by: KeyHolder }[];
	readonly instead: KeysInstead;
}

/** A keymap entry, as far as its keys go. */
interface KeyEntry {
	readonly action: string;
	readonly keys: readonly KeyId[];
	/** How the footer names its own keys (`?` for `?` and Shift+/, one key as terminals report it). */
	readonly label: string;
	readonly origin?: KeyOrigin;
}

/** A keymap table: its entries in order (the first to have a key keeps it), and which of an entry's keys act in it. */
export interface EntryTable {
	readonly entries: readonly KeyEntry[];
	acts(entry: KeyEntry, key: KeyId): boolean;
}

/** The keys the keymap binds, and the action keys it refused. */
export interface SettledKeys {
	readonly sources: KeySources;
	readonly refused: readonly RefusedActionKeys[];
}

/** A key id in one spelling: lower case, modifiers sorted (`shift+ctrl+x` and `ctrl+shift+x` are one key). */
function canonical(key: KeyId): string {
	const parts = key.toLowerCase().split(/\+(?!$)/);
	const base = parts.pop() ?? "";
	return [...parts.sort(), base].join("+");
}

function holderOf({ action, origin }: KeyEntry): KeyHolder {
	if (origin?.action !== undefined) return { kind: "action", action: origin.action };
	if (origin?.pi !== undefined) return { kind: "pi", binding: origin.pi };
	return { kind: "form", action };
}

/** The entry's keys with `sources` applied. */
function keysOf(entry: KeyEntry, sources: KeySources): readonly KeyId[] {
	return (entry.origin === undefined ? undefined : reboundKeys(entry.origin, sources)) ?? entry.keys;
}

/** The action whose setting gives `entry` its keys, when `accepted` has it. */
function settingOf(entry: KeyEntry, accepted: ReadonlySet<FormAction>): FormAction | undefined {
	const action = entry.origin?.action;
	return action !== undefined && accepted.has(action) ? action : undefined;
}

/**
 * Each key of `table` that acts, and what has it: first the entries that keep their own (or pi's) keys, in order, the
 * first to have a key keeping it; then the settings, in order. The first setting with a key another has is returned
 * with the keys taken.
 */
function firstCollision(
	table: EntryTable,
	sources: KeySources,
	accepted: ReadonlySet<FormAction>,
): { readonly action: FormAction; readonly taken: RefusedActionKeys["taken"] } | undefined {
	const holders = new Map<string, KeyHolder>();
	for (const entry of table.entries) {
		if (settingOf(entry, accepted) !== undefined) continue;
		for (const key of keysOf(entry, sources)) {
			const id = canonical(key);
			if (table.acts(entry, key) && !holders.has(id)) holders.set(id, holderOf(entry));
		}
	}
	for (const entry of table.entries) {
		const action = settingOf(entry, accepted);
		if (action === undefined) continue;
		const taken: { key: KeyId; by: KeyHolder }[] = [];
		for (const key of keysOf(entry, sources)) {
			if (!table.acts(entry, key)) continue;
			const by = holders.get(canonical(key));
			if (by === undefined) holders.set(canonical(key), { kind: "action", action });
			else if (by.kind !== "action" || by.action !== action) taken.push({ key, by });
		}
		if (taken.length > 0) return { action, taken };
	}
	return undefined;
}

/** What `action`'s entry in `table` (the main one) keeps of its own keys, as the keymap binds them (first come). */
function insteadOf(table: EntryTable, sources: KeySources, action: FormAction): KeysInstead {
	const holders = new Map<string, KeyHolder>();
	for (const entry of table.entries) {
		const keys = keysOf(entry, sources);
		if (entry.origin?.action === action) {
			if (keys.length === 0) return { kind: "none" };
			const kept = keys.filter((key) => !holders.has(canonical(key)));
			// Named as the footer names them: the entry's own label while it keeps every one of its own keys.
			const label = (shown: readonly KeyId[]) =>
				keys === entry.keys && shown.length === keys.length ? entry.label : keysLabel(shown);
			if (kept.length > 0) return { kind: "own", keys: label(kept) };
			const by = keys.flatMap((key) => holders.get(canonical(key)) ?? []);
			return { kind: "takenToo", keys: label(keys), by };
		}
		for (const key of keys) if (!holders.has(canonical(key))) holders.set(canonical(key), holderOf(entry));
	}
	return { kind: "none" };
}

/** An entry of the main table that pi's remapped keys leave with no key: every key it would have another has first. */
export interface KeylessEntry {
	/** The entry's action, as the keymap names it (`cancel`, `optionNote`). */
	readonly action: string;
	/** The keys it would have (their label, `Tab`). */
	readonly keys: string;
	/** What has them first, one holder a key. */
	readonly by: readonly KeyHolder[];
}

/**
 * The entries of `table` left with no key once their rebound keys are applied (`rebound`, parallel to the entries,
 * `undefined` where an entry keeps its own), where a pi binding is why (the entry's own keys remapped, or a remapped
 * binding having them first): the table as written leaves no entry keyless, and a setting that would is refused
 * (`settleActionKeys`). An entry with no key to begin with (`discuss`) is not one.
 */
export function keylessEntries(table: EntryTable, rebound: readonly (readonly KeyId[] | undefined)[]): KeylessEntry[] {
	const holders = new Map<string, KeyHolder>();
	const keyless: KeylessEntry[] = [];
	for (const [index, entry] of table.entries.entries()) {
		const keys = rebound[index] ?? entry.keys;
		const by = keys.flatMap((key) => holders.get(canonical(key)) ?? []);
		const remapped = keys !== entry.keys || by.some((holder) => holder.kind === "pi");
		if (keys.length > 0 && by.length === keys.length && remapped) {
			keyless.push({ action: entry.action, keys: keysLabel(keys), by });
		}
		for (const key of keys) if (!holders.has(canonical(key))) holders.set(canonical(key), holderOf(entry));
	}
	return keyless;
}

/**
 * `sources` without the action keys another entry of `main` (where every form action is) or of `others` has, and each
 * refused setting with why and what its action keeps.
 */
export function settleActionKeys(main: EntryTable, others: readonly EntryTable[], sources: KeySources): SettledKeys {
	const asked = sources.actionKeys;
	if (asked === undefined) return { sources, refused: [] };
	const accepted = new Set(FORM_ACTIONS.filter((action) => asked[action] !== undefined));
	if (accepted.size === 0) return { sources, refused: [] };
	const taken = new Map<FormAction, RefusedActionKeys["taken"]>();
	const settled = (): KeySources => {
		const actionKeys: Partial<Record<FormAction, readonly KeyId[]>> = {};
		for (const action of accepted) {
			const keys = asked[action];
			if (keys !== undefined) actionKeys[action] = keys;
		}
		return { ...sources, actionKeys };
	};
	// A refusal gives the action's own keys back, which a setting seen before may have: every table is seen again.
	for (let current = settled(); ; current = settled()) {
		let collision: ReturnType<typeof firstCollision>;
		for (const table of [main, ...others]) collision ??= firstCollision(table, current, accepted);
		if (collision === undefined) break;
		accepted.delete(collision.action);
		taken.set(collision.action, collision.taken);
	}
	const result = settled();
	const refused = [...taken].map(([action, keys]) => ({
		action,
		taken: keys,
		instead: insteadOf(main, result, action),
	}));
	return { sources: result, refused };
}
