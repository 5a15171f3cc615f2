/**
 * Which keys a settings file may bind to the form's own actions (`keys.dismiss`, `keys.optionNote`, …). The rule,
 * in one place:
 *
 * - **No file** binds a key the form moves, confirms, cancels, toggles or picks with: Enter, Tab, Space, Esc, the
 *   arrows, Home, End, PgUp, PgDn, Backspace, Delete, Insert, Clear, a digit (each alone or with Shift). `dismiss`
 *   comes first in the form's table, so such a key would throw the form away at the first move; any other action
 *   would never get it. Nor `e`, the form's only key to show a cut text in full (render-tui's `expand`, which no
 *   file rebinds): an action bound to it would take it, and nothing would show a cut prompt or option whole.
 * - **A project file** (`.pi/ask-user.json`, which comes with a cloned repository) binds only keys held with Ctrl,
 *   Alt or Super, or F1–F12, and none of those that pi's editor uses (its default keys for `tui.editor.*`: Ctrl+A,
 *   Alt+B, Ctrl+K, Ctrl+Left, …): never a key that types text or moves in an answer.
 * - **The global file** (`~/.pi/agent/ask-user.json`, the person's own) may also bind keys that type (`q`, `?`,
 *   `Shift+N`, which act only while no editor is open) and pi's editor keys.
 * - **Neither** binds a key another form action or a pi binding the form uses already has: that is the form's
 *   keymap's to say (render-tui's `refusedKeys`), once both files are merged and with pi's keybindings
 *   (`settings.ts`).
 */
import { type KeyId, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import type { KeyRefusal } from "./settings-words.ts";

/** Which file a setting comes from: the global one may do more than a project's. */
export type SettingsScope = "global" | "project";

const MODIFIERS = new Set(["ctrl", "shift", "alt", "super"]);
const SPECIAL_KEYS = new Set(
	"escape esc enter return tab space backspace delete insert clear home end pageup pagedown up down left right".split(
		" ",
	),
);
const SYMBOLS = new Set("`-=[]\\;',./!@#$%^&*()_+|~{}:<>?");
/** The key of render-tui's `expand` (the full-text reader), which no file rebinds and none may take. */
export const READER_KEY = "e";

/** The modifiers and the base key of a key id (`ctrl++` is Ctrl and `+`). */
function partsOf(value: string): { modifiers: string[]; base: string } {
	const parts = value.endsWith("++") ? [...value.slice(0, -2).split("+"), "+"] : value.split("+");
	const base = parts.pop() ?? "";
	return { modifiers: parts, base };
}

/** A pi-tui key id: modifiers (each once) joined by `+` to a letter, digit, symbol, named key or F1..F12. */
export function isKeyId(value: string): value is KeyId {
	const { modifiers, base } = partsOf(value);
	if (new Set(modifiers).size !== modifiers.length || !modifiers.every((part) => MODIFIERS.has(part))) return false;
	return (
		/^[a-z0-9]$/.test(base) ||
		SYMBOLS.has(base) ||
		SPECIAL_KEYS.has(base.toLowerCase()) ||
		/^f([1-9]|1[0-2])$/.test(base)
	);
}

/** A key id in one spelling: lower case, modifiers sorted (`Alt+Ctrl+]` and `ctrl+alt+]` are one key). */
function canonical(key: string): string {
	const { modifiers, base } = partsOf(key.toLowerCase());
	return [...modifiers.sort(), base].join("+");
}

/** What pi's editor does with each of its default keys, e.g. `ctrl+a` → "Move to line start". */
const EDITOR_KEYS: ReadonlyMap<string, string> = new Map(
	Object.entries(TUI_KEYBINDINGS).flatMap(([name, { defaultKeys, description }]) =>
		name.startsWith("tui.editor.")
			? (Array.isArray(defaultKeys) ? defaultKeys : [defaultKeys]).map((key): [string, string] => [
					canonical(key),
					description,
				])
			: [],
	),
);

/**
 * Why `key` (a valid key id) may not be bound from a file of `scope`, or `undefined` when it may (the settings' words
 * tell it).
 */
export function keyRefusal(key: KeyId, scope: SettingsScope): KeyRefusal | undefined {
	const { modifiers, base } = partsOf(key.toLowerCase());
	const held = modifiers.some((part) => part !== "shift");
	const formKey = SPECIAL_KEYS.has(base) || /^[0-9]$/.test(base);
	if (formKey && !held) return { kind: "formKey" };
	if (modifiers.length === 0 && base === READER_KEY) return { kind: "readerKey" };
	if (scope === "global") return undefined;
	if (!held && !/^f\d+$/.test(base)) return { kind: "types" };
	if (formKey) return { kind: "movesInAnswer" };
	const editing = EDITOR_KEYS.get(canonical(key));
	return editing === undefined ? undefined : { kind: "editorKey", does: editing.toLowerCase() };
}
