/**
 * Where the questionnaire's keys can come from besides its own table: pi's keybindings (a person who remapped
 * `tui.select.up` in pi's `keybindings.json` gets that key in the form too) and host settings for the form's own
 * actions. Labels for rebound keys are derived from the key ids, so the footer shows the keys actually bound.
 */
import type { Keybinding, KeybindingsManager, KeyId } from "@mariozechner/pi-tui";

declare module "@mariozechner/pi-tui" {
	/** pi's binding for its external editor (pi-coding-agent declares it too); a plain pi-tui host has none. */
	interface Keybindings {
		"app.editor.external": true;
	}
}

/** The form's own actions a host may rebind (names as in the extension's settings file). */
export const FORM_ACTIONS = [
	"dismiss",
	"optionNote",
	"questionNote",
	"help",
	"discuss",
	"fold",
	"filter",
	"agentMessage",
	"webPage",
] as const;

export type FormAction = (typeof FORM_ACTIONS)[number];

export interface KeySources {
	/** pi's keybindings, e.g. the manager `ctx.ui.custom` passes: a binding the person remapped applies. */
	readonly keybindings?: Pick<KeybindingsManager, "getKeys" | "getDefinition">;
	/** Keys for the form's own actions, e.g. from the extension's settings; an action left out keeps its keys. */
	readonly actionKeys?: Partial<Record<FormAction, readonly KeyId[]>>;
}

/** Where one table entry may take its keys from. */
export interface KeyOrigin {
	/** The pi binding whose remap replaces the entry's keys. */
	readonly pi?: Keybinding;
	/** The form action whose setting replaces the entry's keys. */
	readonly action?: FormAction;
}

function sameKeys(a: readonly KeyId[], b: readonly KeyId[]): boolean {
	return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * The keys that replace an entry's own, or `undefined` when it keeps them: a settings entry wins, then a pi binding
 * whose keys differ from pi's defaults (the person remapped it; pi's defaults are the form's defaults already).
 */
export function reboundKeys(origin: KeyOrigin, sources: KeySources): readonly KeyId[] | undefined {
	const own = origin.action === undefined ? undefined : sources.actionKeys?.[origin.action];
	if (own !== undefined) return own;
	const manager = sources.keybindings;
	if (origin.pi === undefined || manager === undefined) return undefined;
	const keys = manager.getKeys(origin.pi);
	const defaults = manager.getDefinition(origin.pi)?.defaultKeys;
	if (defaults === undefined) return undefined;
	return sameKeys(keys, Array.isArray(defaults) ? defaults : [defaults]) ? undefined : keys;
}

const NAMED: Readonly<Record<string, string>> = {
	up: "↑",
	down: "↓",
	left: "←",
	right: "→",
	pageup: "PgUp",
	pagedown: "PgDn",
	escape: "Esc",
	esc: "Esc",
	enter: "Enter",
	return: "Enter",
	tab: "Tab",
	space: "Space",
	backspace: "Backspace",
	delete: "Del",
	insert: "Ins",
	home: "Home",
	end: "End",
	ctrl: "Ctrl",
	shift: "Shift",
	alt: "Alt",
	super: "Super",
};

function partLabel(part: string): string {
	const named = NAMED[part.toLowerCase()];
	if (named !== undefined) return named;
	return /^f\d+$/i.test(part) ? part.toUpperCase() : part.length === 1 ? part.toUpperCase() : part;
}

/** How the footer names a key id: `ctrl+c` → `Ctrl+C`, `pageDown` → `PgDn`; a bare letter stays as typed. */
export function keyLabel(key: KeyId): string {
	if (/^[a-z]$/.test(key)) return key;
	return key
		.split(/\+(?!$)/)
		.map(partLabel)
		.join("+");
}

/** The label of several keys: each key's label, joined by `/`. */
export function keysLabel(keys: readonly KeyId[]): string {
	return keys.map(keyLabel).join("/");
}

const ARROW = /^[↑↓←→]$/;

/**
 * Two actions' key labels as one hint: `↑↓` for two arrows, apart otherwise (`↑/k ↓/j`, `↑ j`), so the
 * alternatives of one action never run into the other's.
 */
export function pairLabel(first: string, second: string): string {
	return ARROW.test(first) && ARROW.test(second) ? `${first}${second}` : `${first} ${second}`;
}
