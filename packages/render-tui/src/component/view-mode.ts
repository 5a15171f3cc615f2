/**
 * What the form shows, as one explicit mode (D94): the question, the review, an editor, the cancel confirmation, the
 * help, the `e` reader, the agent's message, the filter line or a narrowed list, the web page's address, folded. The
 * machine decides some (editing, reviewing, confirming a cancel), the renderer's view state the rest (D19–D23); this
 * file is the one place that says which one shows when several are open, and the keys (`key-tables.ts`) and the
 * screen follow the same mode, so what a key does is always what the screen shows.
 */
import type { QuestionnaireView } from "@ask-user/core";
import type { Editor } from "@mariozechner/pi-tui";
import type { AgentMessage } from "../render/agent-message.ts";
import type { HelpScroll } from "../render/help.ts";
import type { ReaderScroll } from "../render/reader.ts";
import type { OptionFilter } from "./option-filter.ts";

/** The full-text reader, open on one row of one question, or on the review's answers and notes. */
export type Reader = QuestionReader | ReviewReader;

/** The reader on one row of one question. */
export interface QuestionReader {
	readonly on: "question";
	readonly question: number;
	readonly row: number;
	readonly scroll: ReaderScroll;
	/** Opened to read a preview: the first frame scrolls to where its pane shows it. */
	toPreview: boolean;
	/** Where the preview starts in the reader's lines, from the last frame: the pane follows the reader on closing. */
	previewStart: number | undefined;
}

/** The reader on the review: every answer and note whole. */
interface ReviewReader {
	readonly on: "review";
	readonly scroll: ReaderScroll;
	/** Opened on a review that cut an answer or the form note: the first frame scrolls to it. */
	toCut: number | "note" | undefined;
}

/** What takes the body's place over the question or the review: at most one at a time. */
export type Overlay =
	| { readonly kind: "none" }
	| { readonly kind: "help"; readonly scroll: HelpScroll }
	| { readonly kind: "reader"; readonly reader: Reader }
	| { readonly kind: "agent"; readonly message: AgentMessage; readonly scroll: ReaderScroll };

/** The screen under the overlays: the question (with the filter line or a narrowed list) or the review. */
type Screen =
	| { readonly kind: "question" }
	| { readonly kind: "review" }
	/** The filter line takes the typed keys. */
	| { readonly kind: "filter"; readonly filter: OptionFilter }
	/** The list stays narrowed to the rows the filter found; the form's keys act on it. */
	| { readonly kind: "narrowed"; readonly filter: OptionFilter };

/** The mode below the address and the fold. */
type Shown =
	| Screen
	| Exclude<Overlay, { readonly kind: "none" }>
	| { readonly kind: "editing"; readonly editor: Editor }
	/** Esc came with answers on the form: a second Esc cancels, any other key keeps answering. */
	| { readonly kind: "confirming"; readonly under: Screen };

export type ViewMode =
	| Shown
	/** The web page's address, shown whole until the next key: Esc closes it alone, other keys act on `under`. */
	| { readonly kind: "address"; readonly under: Shown }
	/** One line, so the conversation above can be read: only the fold key and Ctrl+C act. */
	| { readonly kind: "folded"; readonly under: Shown | { readonly kind: "address"; readonly under: Shown } };

/** The modes' names (each `ViewMode`'s `kind`; `key-tables.ts` has a table for each). */
export type ModeKind =
	| "question"
	| "review"
	| "filter"
	| "narrowed"
	| "help"
	| "reader"
	| "agent"
	| "editing"
	| "confirming"
	| "address"
	| "folded";

/** What the mode is made of: the machine's view and the renderer's view state, each already checked against it. */
export interface ModeState {
	readonly view: QuestionnaireView;
	readonly folded: boolean;
	/** The hosted editor, while the machine is editing. */
	readonly editor: Editor | undefined;
	readonly overlay: Overlay;
	/** The filter on the question shown, when one is open. */
	readonly filter: OptionFilter | undefined;
	/** Whether the web page's address is shown. */
	readonly address: boolean;
}

/**
 * The one mode shown, in this order: folded over anything; an open editor (the machine's, whoever opened it); the
 * address over a mode the form's keys act in; the cancel confirmation over the overlays (its footer asks); the help,
 * the reader or the agent's message; the filter line; the review; a narrowed list; the question.
 */
export function modeOf(state: ModeState): ViewMode {
	const shown = shownMode(state);
	const addressed = state.address && takesFormKeys(shown) ? { kind: "address" as const, under: shown } : shown;
	return state.folded ? { kind: "folded", under: addressed } : addressed;
}

function shownMode({ view, editor, overlay, filter }: ModeState): Shown {
	if (editor !== undefined) return { kind: "editing", editor };
	const screen: Screen =
		filter?.typing === true
			? { kind: "filter", filter }
			: view.review !== undefined
				? { kind: "review" }
				: filter !== undefined
					? { kind: "narrowed", filter }
					: { kind: "question" };
	if (view.confirmingCancel !== undefined) return { kind: "confirming", under: screen };
	return overlay.kind === "none" ? screen : overlay;
}

/** Whether the form's own keys (the main table) act in `mode`: not in an editor, the filter line or the help. */
function takesFormKeys(mode: Shown): boolean {
	return mode.kind !== "editing" && mode.kind !== "filter" && mode.kind !== "help";
}

/** The screen a mode shows its body from: the mode itself, or the one under the address or the confirmation. */
export function screenOf(mode: ViewMode): Exclude<ViewMode, { readonly kind: "address" | "folded" | "confirming" }> {
	return mode.kind === "address" || mode.kind === "folded" || mode.kind === "confirming" ? screenOf(mode.under) : mode;
}

/**
 * Where the person was in what the machine does not hold, for the host to keep while the form is stored: given back
 * to the form that reopens it, each option's preview shows from where it was read (`question:row` → first line).
 */
export interface ViewPlace {
	readonly previews: Map<string, number>;
}
