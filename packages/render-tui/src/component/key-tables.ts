/**
 * Each mode's key table (D94): which of the keymap's actions act in it, what each does (a named step,
 * `mode-keys.ts`) and which mode it leads to, what every other key does, and what the footer says. Esc, Enter and
 * every other key of a mode are read from here and nowhere else; `test/view-modes.test.ts` walks every mode and
 * every key of its table.
 */
import type { EditingAction, FilterAction, MainAction } from "../keymap.ts";
import type { ModeKind, ViewMode } from "./view-mode.ts";

/** What a key does; `mode-keys.ts` runs it. */
export type Step =
	/** The machine's intent for the action (`option.next`, `flow.cancel`, …): the view model's. */
	| "perform"
	| "nothing"
	/** The key goes to the mode under this one (the address's). */
	| "under"
	| "fold"
	| "unfold"
	| "closeAddress"
	| "resume"
	| "openHelp"
	| "scrollHelp"
	| "closeHelp"
	| "openReader"
	| "openAgent"
	| "scrollReading"
	| "closeReading"
	/** PgDn/PgUp/Home/End on the focused preview or the review. */
	| "scroll"
	/** The option note, or why there is none on this row. */
	| "optionNote"
	| "webPage"
	| "openFilter"
	| "typeFilter"
	| "editFilter"
	| "keepFilter"
	| "clearFilter"
	| "moveInFilter"
	/** A digit on a narrowed list: only towards a row shown. */
	| "narrowedDigit"
	/** Enter or Space on a narrowed list: not on a held number whose row is hidden. */
	| "narrowedConfirm"
	| "editorInput"
	| "saveEditor"
	| "closeEditor"
	| "leaveEditor"
	| "externalEditor";

/** A key's step and, where it is always the same, the mode it leads to (`ended`: the form ends; `under`: back). */
export interface Entry {
	readonly step: Step;
	readonly to?: ModeKind | "ended" | "under";
}

/** What the footer names first in a mode (`body-hints.ts`): `under`, what the mode under it names. */
export type FooterHints = "question" | "review" | "narrowed" | "filter" | "reader" | "under" | "none";

/** Which of the keymap's tables resolves a mode's keys (`under`: the mode under it, for the fold). */
type Resolver = "main" | "editing" | "filter" | "under";

interface Table<Resolves extends Resolver, Action extends string> {
	readonly resolver: Resolves;
	readonly keys: Partial<Record<Action, Entry>>;
	/** Every key the table does not list, bound to an action or not. */
	readonly otherwise: Entry;
	readonly footer: FooterHints;
}

export type KeyTable =
	| Table<"main", MainAction["type"]>
	| Table<"editing", EditingAction>
	| Table<"filter", FilterAction>
	| Table<"under", "fold" | "dismiss">;

const perform: Entry = { step: "perform" };
const ends: Entry = { step: "perform", to: "ended" };
const nothing: Entry = { step: "nothing" };
const fold: Entry = { step: "fold", to: "folded" };

/** The scrolling keys, one step for all. */
function scrolling(step: Step, to?: ModeKind): Partial<Record<MainAction["type"], Entry>> {
	const entry: Entry = to === undefined ? { step } : { step, to };
	return { "preview.down": entry, "preview.up": entry, "scroll.top": entry, "scroll.bottom": entry };
}

/** On a question tab: every key of the keymap's main table. */
const question: Table<"main", MainAction["type"]> = {
	resolver: "main",
	keys: {
		dismiss: ends,
		"tab.next": perform,
		"tab.prev": perform,
		"option.next": { step: "perform", to: "question" },
		"option.prev": { step: "perform", to: "question" },
		confirm: perform,
		cancel: perform,
		toggle: perform,
		"digit.type": perform,
		optionNote: { step: "optionNote", to: "editing" },
		questionNote: { step: "perform", to: "editing" },
		...scrolling("scroll", "question"),
		expand: { step: "openReader", to: "reader" },
		help: { step: "openHelp", to: "help" },
		fold,
		filter: { step: "openFilter", to: "filter" },
		agentMessage: { step: "openAgent", to: "agent" },
		webPage: { step: "webPage" },
	},
	otherwise: nothing,
	footer: "question",
};

/**
 * The reader's and the agent message's: they scroll, close (back to the question or the review they were opened on),
 * fold; Ctrl+C dismisses; other keys wait.
 */
const reading: Table<"main", MainAction["type"]> = {
	resolver: "main",
	keys: {
		dismiss: ends,
		fold,
		"option.next": { step: "scrollReading" },
		"option.prev": { step: "scrollReading" },
		...scrolling("scrollReading"),
		expand: { step: "closeReading", to: "under" },
		cancel: { step: "closeReading", to: "under" },
		confirm: { step: "closeReading", to: "under" },
		agentMessage: { step: "closeReading", to: "under" },
	},
	otherwise: nothing,
	footer: "reader",
};

export const KEY_TABLES: { readonly [K in ModeKind]: KeyTable } = {
	question,
	/**
	 * The review: its buttons, its list's scroll, the form note, every answer whole (`e`); nothing to toggle, note or
	 * filter there.
	 */
	review: {
		resolver: "main",
		keys: {
			...question.keys,
			"option.next": { step: "perform", to: "review" },
			"option.prev": { step: "perform", to: "review" },
			questionNote: { step: "perform", to: "editing" },
			discuss: ends,
			...scrolling("scroll", "review"),
			toggle: nothing,
			optionNote: nothing,
			filter: nothing,
		},
		otherwise: nothing,
		footer: "review",
	},
	/** A list the filter narrowed: the question's keys, on the rows shown only; `/` types again, Esc shows all. */
	narrowed: {
		resolver: "main",
		keys: {
			...question.keys,
			...scrolling("scroll", "narrowed"),
			cancel: { step: "clearFilter", to: "question" },
			filter: { step: "typeFilter", to: "filter" },
			"option.next": { step: "moveInFilter", to: "narrowed" },
			"option.prev": { step: "moveInFilter", to: "narrowed" },
			"digit.type": { step: "narrowedDigit" },
			confirm: { step: "narrowedConfirm" },
			toggle: { step: "narrowedConfirm" },
		},
		otherwise: nothing,
		footer: "narrowed",
	},
	/** The filter line: Enter keeps the list narrowed, Esc shows all, ↑↓ move in the rows found; other keys type. */
	filter: {
		resolver: "filter",
		keys: {
			keep: { step: "keepFilter" },
			clear: { step: "clearFilter", to: "question" },
			"option.next": { step: "moveInFilter", to: "filter" },
			"option.prev": { step: "moveInFilter", to: "filter" },
			"tab.next": perform,
			"tab.prev": perform,
			dismiss: ends,
			fold,
		},
		otherwise: { step: "editFilter", to: "filter" },
		footer: "filter",
	},
	/** An open editor: Enter saves, Esc saves and closes, Tab leaves a text answer, Ctrl+G; other keys type. */
	editing: {
		resolver: "editing",
		keys: {
			save: { step: "saveEditor" },
			close: { step: "closeEditor" },
			"tab.next": { step: "leaveEditor" },
			"tab.prev": { step: "leaveEditor" },
			dismiss: ends,
			fold,
			external: { step: "externalEditor", to: "editing" },
		},
		otherwise: { step: "editorInput", to: "editing" },
		footer: "none",
	},
	/** Esc with answers on the form: Esc again cancels, Ctrl+C dismisses, any other key keeps answering. */
	confirming: {
		resolver: "main",
		keys: { cancel: ends, dismiss: ends, fold },
		otherwise: { step: "resume", to: "under" },
		footer: "none",
	},
	/** The help: the scrolling keys scroll it while it is taller than its rows; any other key closes it. */
	help: {
		resolver: "main",
		keys: {
			dismiss: ends,
			fold,
			"option.next": { step: "scrollHelp" },
			"option.prev": { step: "scrollHelp" },
			...scrolling("scrollHelp"),
		},
		otherwise: { step: "closeHelp", to: "question" },
		footer: "none",
	},
	reader: reading,
	agent: reading,
	/** The web page's address: Esc closes it alone (it never cancels the form); any other key acts on the mode under. */
	address: {
		resolver: "main",
		keys: { cancel: { step: "closeAddress", to: "under" } },
		otherwise: { step: "under" },
		footer: "under",
	},
	/** Folded to one line: the fold key unfolds, Ctrl+C dismisses, nothing else acts (keys typed while reading). */
	folded: {
		resolver: "under",
		keys: { fold: { step: "unfold", to: "under" }, dismiss: ends },
		otherwise: { step: "nothing", to: "folded" },
		footer: "none",
	},
};

/** The mode `mode`'s table. */
export function keyTableOf(mode: ViewMode): KeyTable {
	return KEY_TABLES[mode.kind];
}
