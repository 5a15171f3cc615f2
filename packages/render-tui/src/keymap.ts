/**
 * The questionnaire's keys, in one table: raw terminal input resolves to named actions here and nowhere else, and
 * the footer lists its key hints from the same table. Matching goes through pi-tui's `matchesKey`, which knows the
 * legacy, kitty and modifyOtherKeys encodings of every key.
 */
import { Key, type KeyId, matchesKey } from "@mariozechner/pi-tui";

/** What a key does while no editor is open. */
export type MainAction =
	| { readonly type: "tab.next" }
	| { readonly type: "tab.prev" }
	| { readonly type: "option.next" }
	| { readonly type: "option.prev" }
	| { readonly type: "confirm" }
	| { readonly type: "cancel" }
	| { readonly type: "dismiss" }
	| { readonly type: "toggle" }
	/** A typed digit 0..9: digits form a row number (the machine decides when it is complete). */
	| { readonly type: "pick"; readonly number: number }
	| { readonly type: "note.option" }
	| { readonly type: "note.question" }
	| { readonly type: "preview.down" }
	| { readonly type: "preview.up" }
	| { readonly type: "scroll.top" }
	| { readonly type: "scroll.bottom" }
	| { readonly type: "expand" }
	| { readonly type: "help" };

/** What a key does while an editor is open; every other key belongs to the editor. */
export type EditingAction = "dismiss" | "close" | "save";

interface Binding<Action extends string> {
	readonly action: Action;
	readonly keys: readonly KeyId[];
	/** How the footer names the keys. */
	readonly label: string;
	/** What the footer says they do. */
	readonly description: string;
}

const digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/**
 * No input matches two bindings, so the order only sets the order of `keyHints`. Never write Shift+N as `"N"`:
 * pi-tui lowercases key ids, so `"N"` would match a plain `n`.
 */
const mainBindings: readonly Binding<MainAction["type"]>[] = [
	{ action: "dismiss", keys: [Key.ctrl("c")], label: "Ctrl+C", description: "discard the form" },
	{ action: "tab.next", keys: [Key.tab, Key.right], label: "Tab/→", description: "next tab" },
	{ action: "tab.prev", keys: [Key.shift("tab"), Key.left], label: "Shift+Tab/←", description: "previous tab" },
	{ action: "option.next", keys: [Key.down], label: "↓", description: "next option" },
	{ action: "option.prev", keys: [Key.up], label: "↑", description: "previous option" },
	{ action: "confirm", keys: [Key.enter], label: "Enter", description: "confirm" },
	{ action: "cancel", keys: [Key.escape], label: "Esc", description: "cancel" },
	{ action: "toggle", keys: [Key.space], label: "Space", description: "toggle" },
	{ action: "pick", keys: digits, label: "1-9", description: "pick option" },
	{ action: "note.option", keys: ["n"], label: "n", description: "option note" },
	{ action: "note.question", keys: [Key.shift("n")], label: "Shift+N", description: "question note" },
	{ action: "preview.down", keys: [Key.pageDown, Key.shift("down")], label: "PgDn", description: "scroll preview" },
	{ action: "preview.up", keys: [Key.pageUp, Key.shift("up")], label: "PgUp", description: "scroll preview back" },
	{ action: "scroll.top", keys: [Key.home], label: "Home", description: "scroll to the top" },
	{ action: "scroll.bottom", keys: [Key.end], label: "End", description: "scroll to the end" },
	{ action: "expand", keys: ["e"], label: "e", description: "full text" },
	{ action: "help", keys: ["?", Key.shift("/")], label: "?", description: "keys" },
];

const editingBindings: readonly Binding<EditingAction>[] = [
	{ action: "save", keys: [Key.enter], label: "Enter", description: "save" },
	{ action: "close", keys: [Key.escape], label: "Esc", description: "save & close" },
	{ action: "dismiss", keys: [Key.ctrl("c")], label: "Ctrl+C", description: "discard the form" },
];

/** The main-mode action for `data`, or `undefined` when the key does nothing there. */
export function resolveMainKey(data: string): MainAction | undefined {
	for (const { action, keys } of mainBindings) {
		const key = keys.find((id) => matchesKey(data, id));
		if (key === undefined) continue;
		return action === "pick" ? { type: action, number: Number(key) } : { type: action };
	}
	return undefined;
}

/**
 * The editing-mode action for `data`, or `undefined` when the key belongs to the editor. Enter resolves to
 * `"save"` even while the editor shows an autocomplete list; the component must let the list have it first.
 */
export function resolveEditingKey(data: string): EditingAction | undefined {
	return editingBindings.find(({ keys }) => keys.some((id) => matchesKey(data, id)))?.action;
}

/** One line of a footer: which keys do what. */
export interface KeyHint<Action extends string> {
	readonly action: Action;
	readonly keys: string;
	readonly description: string;
}

function hintsOf<Action extends string>(bindings: readonly Binding<Action>[]): readonly KeyHint<Action>[] {
	return bindings.map(({ action, label, description }) => ({ action, keys: label, description }));
}

/** Footer hints for each mode, in table order; filter by `action` to show a subset. */
export const keyHints: {
	readonly main: readonly KeyHint<MainAction["type"]>[];
	readonly editing: readonly KeyHint<EditingAction>[];
} = { main: hintsOf(mainBindings), editing: hintsOf(editingBindings) };
