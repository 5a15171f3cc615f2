/**
 * The questionnaire's keys, in one table: raw terminal input resolves to named actions here and nowhere else, and
 * the footer, the help and the keys tables of docs/contract.md (`keys-doc`) are written from the same table.
 * What keys do is worded in the messages table's `FormWords`, so the footer and the help speak the form's locale.
 * Matching goes through pi-tui's `matchesKey`, which knows the legacy, kitty and modifyOtherKeys encodings of every
 * key. An entry with an `origin` takes rebound keys from pi's
 * keybindings or the host's settings (`createKeymap`); the exports at the end use the table as written.
 */
import { DEFAULT_MESSAGES, type FormWords, type Messages } from "@ask-user/core";
import { Key, type KeyId, matchesKey } from "@mariozechner/pi-tui";
import { type KeyOrigin, type KeySources, keysLabel, reboundKeys } from "./keys/key-sources.ts";
import {
	type EntryTable,
	type KeylessEntry,
	keylessEntries,
	type RefusedActionKeys,
	settleActionKeys,
} from "./keys/settled-keys.ts";

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
	/** A typed digit 0..9, core's `digit.type`: digits form a row number (the machine decides when it is complete). */
	| { readonly type: "digit.type"; readonly digit: number }
	| { readonly type: "optionNote" }
	| { readonly type: "questionNote" }
	| { readonly type: "preview.down" }
	| { readonly type: "preview.up" }
	| { readonly type: "scroll.top" }
	| { readonly type: "scroll.bottom" }
	| { readonly type: "expand" }
	| { readonly type: "help" }
	/** On the review, ends the form to discuss first (as `3 3` does); bound only by the host's settings. */
	| { readonly type: "discuss" }
	/** Folds the form to one line (the conversation above can be read), or unfolds it. */
	| { readonly type: "fold" }
	/** Finds an option: a filter line where typed text narrows the question's list (view state, see the body). */
	| { readonly type: "filter" }
	/** Opens the agent's last message in the reader, when the host gives it (`context`). */
	| { readonly type: "agentMessage" }
	/** Asks the host to serve the form as a web page and shows its address, when the host can (`webPage`). */
	| { readonly type: "webPage" };

/**
 * What a key does while an editor is open; every other key belongs to the editor. `tab.next`/`tab.prev` leave a text
 * question's answer editor, its draft saved (`tabLeavesEditor`); in any other editor Tab is the editor's.
 */
export type EditingAction = "dismiss" | "close" | "save" | "fold" | "tab.next" | "tab.prev" | "external";

/**
 * What a key does while the filter line takes typing: every other key edits the filter's text (a pi-tui `Input`).
 * `keep` ends typing and keeps the list narrowed; `clear` shows the whole list again.
 */
export type FilterAction =
	| "keep"
	| "clear"
	| "option.next"
	| "option.prev"
	| "tab.next"
	| "tab.prev"
	| "dismiss"
	| "fold";

/**
 * What a main-mode key does on the review: nothing (`"none"`), or something else than on a question, as the help says
 * it (`keys` when the help names them otherwise there; `only` when they do nothing on a question). Left out: the same.
 */
type ReviewUse = "none" | { readonly keys?: string; readonly help: KeyWord; readonly only?: true };

/** A word of the messages table a binding's description is written in (`FormWords`), translated with the table. */
type KeyWord = { [K in keyof FormWords]: FormWords[K] extends string ? K : never }[keyof FormWords];

interface Binding<Action extends string> {
	readonly action: Action;
	readonly keys: readonly KeyId[];
	/** How the footer names the keys. */
	readonly label: string;
	/** What the footer says they do. */
	readonly description: KeyWord;
	/** What the help says they do, when the footer's words are too short for it. */
	readonly help?: KeyWord;
	/** What they do on the review, when it differs (main mode only). */
	readonly review?: ReviewUse;
	/** Where rebound keys come from; without it the keys are fixed. */
	readonly origin?: KeyOrigin;
}

/** Ctrl+C discards the form and Ctrl+O folds it wherever the person is: the same binding in every mode. */
const DISMISS: Binding<"dismiss"> = {
	action: "dismiss",
	keys: [Key.ctrl("c")],
	label: "Ctrl+C",
	description: "keyDiscard",
	origin: { action: "dismiss" },
};
const FOLD: Binding<"fold"> = {
	action: "fold",
	keys: [Key.ctrl("o")],
	label: "Ctrl+O",
	description: "keyFold",
	origin: { action: "fold" },
};

const digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/**
 * No input matches two bindings, so the order only sets the order of `keyHints`. Never write Shift+N as `"N"`:
 * pi-tui lowercases key ids, so `"N"` would match a plain `n`.
 */
const mainBindings: readonly Binding<MainAction["type"]>[] = [
	DISMISS,
	{ action: "tab.next", keys: [Key.tab, Key.right], label: "Tab/→", description: "keyNextTab" },
	{ action: "tab.prev", keys: [Key.shift("tab"), Key.left], label: "Shift+Tab/←", description: "keyPreviousTab" },
	{
		action: "option.next",
		keys: [Key.down],
		label: "↓",
		description: "keyNextOption",
		review: { help: "keyNextButton" },
		origin: { pi: "tui.select.down" },
	},
	{
		action: "option.prev",
		keys: [Key.up],
		label: "↑",
		description: "keyPreviousOption",
		review: { help: "keyPreviousButton" },
		origin: { pi: "tui.select.up" },
	},
	{
		action: "confirm",
		keys: [Key.enter],
		label: "Enter",
		description: "keyConfirm",
		review: { help: "keyPressButton" },
		origin: { pi: "tui.select.confirm" },
	},
	{
		action: "cancel",
		keys: [Key.escape],
		label: "Esc",
		description: "keyCancel",
		help: "keyCancelHelp",
		origin: { pi: "tui.select.cancel" },
	},
	{ action: "toggle", keys: [Key.space], label: "Space", description: "keyToggle", review: "none" },
	{
		action: "digit.type",
		keys: digits,
		label: "1-9",
		description: "keyPick",
		help: "keyPickHelp",
		review: { keys: "1/2/3", help: "keyReviewDigitsHelp" },
	},
	{
		action: "optionNote",
		keys: ["n"],
		label: "n",
		description: "keyOptionNote",
		review: "none",
		origin: { action: "optionNote" },
	},
	{
		action: "questionNote",
		keys: [Key.shift("n")],
		label: "Shift+N",
		description: "keyQuestionNote",
		review: { help: "keyFormNoteHelp" },
		origin: { action: "questionNote" },
	},
	{
		action: "preview.down",
		keys: [Key.pageDown, Key.shift("down")],
		label: "PgDn",
		description: "keyScrollPreview",
		review: { help: "keyScrollAnswers" },
		origin: { pi: "tui.select.pageDown" },
	},
	{
		action: "preview.up",
		keys: [Key.pageUp, Key.shift("up")],
		label: "PgUp",
		description: "keyScrollPreviewBack",
		review: { help: "keyScrollAnswers" },
		origin: { pi: "tui.select.pageUp" },
	},
	{ action: "scroll.top", keys: [Key.home], label: "Home", description: "keyScrollTop" },
	{ action: "scroll.bottom", keys: [Key.end], label: "End", description: "keyScrollEnd" },
	{ action: "expand", keys: ["e"], label: "e", description: "keyFullText" },
	{
		action: "help",
		keys: ["?", Key.shift("/")],
		label: "?",
		description: "keyHelp",
		help: "keyHelpHelp",
		origin: { action: "help" },
	},
	{
		action: "discuss",
		keys: [],
		label: "",
		description: "keyDiscuss",
		review: { help: "keyDiscussHelp", only: true },
		origin: { action: "discuss" },
	},
	{ ...FOLD, help: "keyFoldHelp" },
	{
		action: "filter",
		keys: ["/"],
		label: "/",
		description: "keyFind",
		help: "keyFindHelp",
		review: "none",
		origin: { action: "filter" },
	},
	{
		action: "agentMessage",
		keys: ["a"],
		label: "a",
		description: "keyAgentMessage",
		help: "keyAgentMessageHelp",
		origin: { action: "agentMessage" },
	},
	{
		action: "webPage",
		keys: ["w"],
		label: "w",
		description: "keyWebPage",
		help: "keyWebPageHelp",
		origin: { action: "webPage" },
	},
];

const editingBindings: readonly Binding<EditingAction>[] = [
	{ action: "save", keys: [Key.enter], label: "Enter", description: "keySave", origin: { pi: "tui.input.submit" } },
	{ action: "close", keys: [Key.escape], label: "Esc", description: "keySaveClose" },
	{ action: "tab.next", keys: [Key.tab], label: "Tab", description: "keySaveNextTab" },
	{ action: "tab.prev", keys: [Key.shift("tab")], label: "Shift+Tab", description: "keySavePreviousTab" },
	DISMISS,
	FOLD,
	{
		action: "external",
		keys: [Key.ctrl("g")],
		label: "Ctrl+G",
		description: "keyExternalEditor",
		origin: { pi: "app.editor.external" },
	},
];

/**
 * What pi's editor does with a key while its completion list shows; the form passes every such key on, and names
 * them in the footer only. Enter, Esc and ↑↓ are the main table's (the same pi bindings).
 */
export type CompletionAction = "complete";

/** Tab takes the list's entry in pi's editor as pi's `tui.input.tab` binds it, not as the form's Tab leaves. */
const completionBindings: readonly Binding<CompletionAction>[] = [
	{ action: "complete", keys: [Key.tab], label: "Tab", description: "keyComplete", origin: { pi: "tui.input.tab" } },
];

const filterBindings: readonly Binding<FilterAction>[] = [
	{
		action: "keep",
		keys: [Key.enter],
		label: "Enter",
		description: "keyKeepFilter",
		origin: { pi: "tui.select.confirm" },
	},
	{
		action: "clear",
		keys: [Key.escape],
		label: "Esc",
		description: "keyAllOptions",
		origin: { pi: "tui.select.cancel" },
	},
	{ action: "option.next", keys: [Key.down], label: "↓", description: "keyNext", origin: { pi: "tui.select.down" } },
	{ action: "option.prev", keys: [Key.up], label: "↑", description: "keyPrevious", origin: { pi: "tui.select.up" } },
	{ action: "tab.next", keys: [Key.tab], label: "Tab", description: "keyNextTab" },
	{ action: "tab.prev", keys: [Key.shift("tab")], label: "Shift+Tab", description: "keyPreviousTab" },
	DISMISS,
	FOLD,
];

/** One line of a footer: which keys do what. */
export interface KeyHint<Action extends string> {
	readonly action: Action;
	readonly keys: string;
	readonly description: string;
}

/** Keys resolved to actions, and the footer hints naming the keys actually bound. */
export interface Keymap {
	/** The main-mode action for `data`, or `undefined` when the key does nothing there. */
	resolveMainKey(data: string): MainAction | undefined;
	/**
	 * The editing-mode action for `data`, or `undefined` when the key belongs to the editor. Enter resolves to
	 * `"save"` even while the editor shows an autocomplete list; the component must let the list have it first.
	 */
	resolveEditingKey(data: string): EditingAction | undefined;
	/** The filter line's action for `data`, or `undefined` when the key edits the filter's text. */
	resolveFilterKey(data: string): FilterAction | undefined;
	/**
	 * How the text names the one key bound to a main-mode `action` (`Ctrl+Q`), or `undefined` when it has none or
	 * several: e.g. the model is told which key dismissed the form, and only a key the person could have pressed.
	 */
	soleKeyName(action: MainAction["type"]): string | undefined;
	/**
	 * Footer hints for each mode, in table order; filter by `action` to show a subset. `help` is what the help lists
	 * of the main mode's keys on a question tab and on the review, in its longer words.
	 */
	readonly keyHints: {
		readonly main: readonly KeyHint<MainAction["type"]>[];
		readonly editing: readonly KeyHint<EditingAction>[];
		readonly filter: readonly KeyHint<FilterAction>[];
		/** The keys pi's editor takes its completion list's entry with, beyond the main table's confirm. */
		readonly completion: readonly KeyHint<CompletionAction>[];
		readonly help: {
			readonly question: readonly KeyHint<MainAction["type"]>[];
			readonly review: readonly KeyHint<MainAction["type"]>[];
			/** An editor's keys that the main mode's lines do not already name, for the help's editor section. */
			readonly editing: readonly KeyHint<EditingAction>[];
		};
		/** The table the hints are worded in, for the words the footer and the help add around them. */
		readonly words: Messages;
	};
	/**
	 * The host's keys for the form's actions that it refused, because another action or a pi binding the form uses has
	 * one of them (`settled-keys.ts`): each of those actions keeps its own keys. For the host to tell the person.
	 */
	readonly refusedKeys: readonly RefusedActionKeys[];
	/**
	 * The main mode's actions that pi's remapped keys leave with no key (`tui.select.cancel` bound to Tab, which moves
	 * to the next tab first), each with the keys it would have and what has them: for the host to tell the person.
	 */
	readonly keylessActions: readonly KeylessEntry[];
}

/** Each entry's rebound keys (`reboundKeys`), `undefined` where it keeps its own: all a keymap's keys depend on. */
function reboundOf<Action extends string>(
	bindings: readonly Binding<Action>[],
	sources: KeySources,
): (readonly KeyId[] | undefined)[] {
	return bindings.map(({ origin }) => (origin === undefined ? undefined : reboundKeys(origin, sources)));
}

/**
 * The table with rebound keys applied (`rebound`, parallel to `bindings`). A key that an earlier entry already has
 * stays with that entry (pi's `tui.select.cancel` includes Ctrl+C, which dismisses here; `n` rebound to dismiss is no
 * longer an option note), so no input matches two entries and each hint names only keys that do what it says.
 */
function bind<Action extends string>(
	bindings: readonly Binding<Action>[],
	rebound: readonly (readonly KeyId[] | undefined)[],
): Binding<Action>[] {
	const taken = new Set<KeyId>();
	return bindings.map((binding, index) => {
		const own = rebound[index];
		const keys = (own ?? binding.keys).filter((key) => !taken.has(key));
		for (const key of keys) taken.add(key);
		const unchanged = own === undefined && keys.length === binding.keys.length;
		return unchanged ? binding : { ...binding, keys, label: keysLabel(keys) };
	});
}

/**
 * Whether the hosted editor needs `key` for text or moving in it: any key without Ctrl, Alt or Super, except F1–F12
 * (letters, digits, symbols, Space, Enter, Tab, arrows, Backspace, Home/End, PgUp/PgDn, with or without Shift).
 */
function isEditorKey(key: KeyId): boolean {
	const parts = key.toLowerCase().split(/\+(?!$)/);
	const base = parts.pop() ?? "";
	return !parts.some((part) => part === "ctrl" || part === "alt" || part === "super") && !/^f\d+$/.test(base);
}

/**
 * A form action's keys from the settings act in the editor only when the editor has no use for them: `f` bound to
 * fold types an f while an editor is open, and folds outside it.
 */
function leaveEditorKeys(binding: Binding<EditingAction>): Binding<EditingAction> {
	if (binding.origin?.action === undefined || !binding.keys.some(isEditorKey)) return binding;
	const keys = binding.keys.filter((key) => !isEditorKey(key));
	return { ...binding, keys, label: keysLabel(keys) };
}

/** A key that types a character (a letter, a digit, a symbol, Space), with or without Shift. */
function typesText(key: KeyId): boolean {
	const base =
		key
			.toLowerCase()
			.split(/\+(?!$)/)
			.pop() ?? "";
	return isEditorKey(key) && (base.length === 1 || base === "space");
}

/**
 * The filter line's keys from pi's remaps (`rebound`, parallel to `filterBindings`): a pi binding remapped to keys
 * that all type (`tui.select.cancel` to `q`) keeps the line's own keys (Esc), so the line can still be kept, left
 * and moved in; the form's own key settings are left as they are.
 */
function filterLineKeys(rebound: readonly (readonly KeyId[] | undefined)[]): (readonly KeyId[] | undefined)[] {
	return rebound.map((keys, index) =>
		keys !== undefined && filterBindings[index]?.origin?.pi !== undefined && keys.every(typesText) ? undefined : keys,
	);
}

/**
 * In the filter line every key that types a character types it, whatever it is bound to (`j` for down from pi, `f`
 * for fold from the settings): the line's own keys are named keys (Enter, Esc, arrows, Tab) or held with Ctrl.
 */
function leaveFilterKeys(binding: Binding<FilterAction>): Binding<FilterAction> {
	if (!binding.keys.some(typesText)) return binding;
	const keys = binding.keys.filter((key) => !typesText(key));
	return { ...binding, keys, label: keysLabel(keys) };
}

function hintsOf<Action extends string>(
	bindings: readonly Binding<Action>[],
	words: Messages,
): readonly KeyHint<Action>[] {
	return bindings.flatMap(({ action, label, keys, description }) =>
		keys.length === 0 ? [] : [{ action, keys: label, description: words[description] }],
	);
}

/** The help's lines for the main mode's keys on a question tab or on the review: bound keys only, in table order. */
function helpOf<Action extends string>(
	bindings: readonly Binding<Action>[],
	onReview: boolean,
	words: Messages,
): KeyHint<Action>[] {
	return bindings.flatMap(({ action, label, keys, description, help, review }) => {
		const shown = onReview ? review !== "none" : typeof review !== "object" || review.only !== true;
		if (keys.length === 0 || !shown) return [];
		const hint = { action, keys: label, description: words[help ?? description] };
		if (!onReview || typeof review !== "object") return [hint];
		return [{ ...hint, keys: review.keys ?? label, description: words[review.help] }];
	});
}

/**
 * The editor's keys the help adds (Ctrl+G): not those the main mode's lines name for the same action (Ctrl+C,
 * Ctrl+O), nor those an editor's footer names first at any width (`EDITOR_FOOTER_FIRST`).
 */
function editorHelpOf(
	editing: readonly Binding<EditingAction>[],
	main: readonly Binding<MainAction["type"]>[],
	words: Messages,
): KeyHint<EditingAction>[] {
	const named = new Set(main.map(({ action, label }) => `${action} ${label}`));
	return hintsOf(editing, words).filter(
		({ action, keys }) => !named.has(`${action} ${keys}`) && !EDITOR_FOOTER_FIRST.includes(action),
	);
}

/** An editor's keys its footer names before any other (saving, leaving, closing): the help need not repeat them. */
const EDITOR_FOOTER_FIRST: readonly EditingAction[] = ["save", "tab.next", "tab.prev", "close"];

/** The tables with the keys bound: what depends on the keys alone, the same for every form that binds them. */
interface BoundTables {
	readonly main: readonly Binding<MainAction["type"]>[];
	readonly editing: readonly Binding<EditingAction>[];
	readonly filter: readonly Binding<FilterAction>[];
	readonly completion: readonly Binding<CompletionAction>[];
	/** The main table's entries these keys leave with no key (`keylessEntries`), found when first read. */
	readonly keyless: () => readonly KeylessEntry[];
}

/** The value `build` returns, built on the first call. */
function once<T>(build: () => T): () => T {
	let value: T | undefined;
	return () => {
		value ??= build();
		return value;
	};
}

/**
 * The keymap over bound tables, its hints worded in `words`. Each hint list is built when first read: a form's first
 * frame reads the footer's hints of its mode only.
 */
class BoundKeymap implements Keymap {
	private readonly main: readonly Binding<MainAction["type"]>[];
	private readonly editing: readonly Binding<EditingAction>[];
	private readonly filter: readonly Binding<FilterAction>[];
	readonly keyHints: Keymap["keyHints"];
	readonly refusedKeys: readonly RefusedActionKeys[];
	private readonly keyless: () => readonly KeylessEntry[];

	constructor(
		{ main, editing, filter, completion }: BoundTables,
		{ refused, keyless }: { refused: readonly RefusedActionKeys[]; keyless: () => readonly KeylessEntry[] },
		words: Messages,
	) {
		this.refusedKeys = refused;
		this.keyless = keyless;
		this.main = main;
		this.editing = editing;
		this.filter = filter;
		const mainHints = once(() => hintsOf(main, words));
		const editingHints = once(() => hintsOf(editing, words));
		const filterHints = once(() => hintsOf(filter, words));
		const completionHints = once(() => hintsOf(completion, words));
		const help = once(() => ({
			question: helpOf(main, false, words),
			review: helpOf(main, true, words),
			editing: editorHelpOf(editing, main, words),
		}));
		this.keyHints = {
			get main() {
				return mainHints();
			},
			get editing() {
				return editingHints();
			},
			get filter() {
				return filterHints();
			},
			get completion() {
				return completionHints();
			},
			get help() {
				return help();
			},
			words,
		};
	}

	/**
	 * Found when first read, once for each key configuration (the bound tables keep it): a form's keymap never reads
	 * it (the settings' check does).
	 */
	get keylessActions(): readonly KeylessEntry[] {
		return this.keyless();
	}

	resolveMainKey(data: string): MainAction | undefined {
		for (const { action, keys } of this.main) {
			const key = keys.find((id) => matchesKey(data, id));
			if (key === undefined) continue;
			return action === "digit.type" ? { type: action, digit: Number(key) } : { type: action };
		}
		return undefined;
	}

	soleKeyName(action: MainAction["type"]): string | undefined {
		const binding = this.main.find((entry) => entry.action === action);
		return binding?.keys.length === 1 ? binding.label : undefined;
	}

	resolveEditingKey(data: string): EditingAction | undefined {
		return this.editing.find(({ keys }) => keys.some((id) => matchesKey(data, id)))?.action;
	}

	resolveFilterKey(data: string): FilterAction | undefined {
		return this.filter.find(({ keys }) => keys.some((id) => matchesKey(data, id)))?.action;
	}
}

/** The actions a form does not offer (no agent's message, no web page, no external editor). */
interface HiddenActions {
	readonly main: readonly MainAction["type"][];
	readonly editing: readonly EditingAction[];
}

/** `keyHints` without the hints of `hidden`'s actions, in the footer and in the help; each list narrowed when first read. */
export function withoutActions(keyHints: Keymap["keyHints"], hidden: HiddenActions): Keymap["keyHints"] {
	if (hidden.main.length === 0 && hidden.editing.length === 0) return keyHints;
	const keepMain = (hint: KeyHint<MainAction["type"]>) => !hidden.main.includes(hint.action);
	const keepEditing = (hint: KeyHint<EditingAction>) => !hidden.editing.includes(hint.action);
	const main = once(() => keyHints.main.filter(keepMain));
	const editing = once(() => keyHints.editing.filter(keepEditing));
	const help = once(() => {
		const { question, review, editing: editorKeys } = keyHints.help;
		return {
			question: question.filter(keepMain),
			review: review.filter(keepMain),
			editing: editorKeys.filter(keepEditing),
		};
	});
	return {
		get main() {
			return main();
		},
		get editing() {
			return editing();
		},
		get filter() {
			return keyHints.filter;
		},
		get completion() {
			return keyHints.completion;
		},
		get help() {
			return help();
		},
		words: keyHints.words,
	};
}

/** How many key configurations keep their bound tables: a person has one or two; more are tests or a reload. */
const KEPT_TABLES = 8;

/**
 * Bound tables by the keys every entry binds, the oldest configuration dropped past `KEPT_TABLES`: one form after
 * another binds the same keys, whatever table its words come from. Keymaps themselves are per form (D108).
 */
const boundByKeys = new Map<string, BoundTables>();

function boundTables(sources: KeySources): BoundTables {
	const main = reboundOf(mainBindings, sources);
	const editing = reboundOf(editingBindings, sources);
	const filter = reboundOf(filterBindings, sources);
	const completion = reboundOf(completionBindings, sources);
	const id = JSON.stringify([main, editing, filter, completion]);
	const kept = boundByKeys.get(id);
	if (kept !== undefined) return kept;
	const tables: BoundTables = {
		main: bind(mainBindings, main),
		editing: bind(editingBindings, editing).map(leaveEditorKeys),
		filter: bind(filterBindings, filterLineKeys(filter)).map(leaveFilterKeys),
		completion: bind(completionBindings, completion),
		keyless: once(() => keylessEntries(MAIN_TABLE, main)),
	};
	boundByKeys.set(id, tables);
	const oldest = boundByKeys.keys().next().value;
	if (boundByKeys.size > KEPT_TABLES && oldest !== undefined) boundByKeys.delete(oldest);
	return tables;
}

/**
 * The tables as the host's action keys collide: the editor and the filter line take no key that types (the editor
 * none a form action's setting binds), and every key acts in the main table.
 */
const MAIN_TABLE: EntryTable = { entries: mainBindings, acts: () => true };
const EDITING_TABLE: EntryTable = {
	entries: editingBindings,
	acts: (entry, key) => entry.origin?.action === undefined || !isEditorKey(key),
};
const FILTER_TABLE: EntryTable = { entries: filterBindings, acts: (_, key) => !typesText(key) };

/**
 * The keymap binding `sources`' keys (pi's remaps, the host's action keys, but none another entry has: `refusedKeys`),
 * its hints worded in `words`.
 */
export function createKeymap(sources: KeySources = {}, words: Messages = DEFAULT_MESSAGES): Keymap {
	const settled = settleActionKeys(MAIN_TABLE, [EDITING_TABLE, FILTER_TABLE], sources);
	const tables = boundTables(settled.sources);
	const keyless = () => (sources.keybindings === undefined ? [] : tables.keyless());
	return new BoundKeymap(tables, { refused: settled.refused, keyless }, words);
}

/** The table as written: no rebound keys. */
export const defaultKeymap: Keymap = createKeymap();

export const resolveMainKey: Keymap["resolveMainKey"] = (data) => defaultKeymap.resolveMainKey(data);
export const resolveEditingKey: Keymap["resolveEditingKey"] = (data) => defaultKeymap.resolveEditingKey(data);
export const keyHints: Keymap["keyHints"] = defaultKeymap.keyHints;
