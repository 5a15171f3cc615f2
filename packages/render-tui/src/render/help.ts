/**
 * The help overlay: every key of the main flow with what it does in the current mode, generated from the keymap's
 * `keyHints`, then the legend of the tab bar's marks. It takes the body's place until any key closes it.
 */
import type { QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type KeyHint, type Keymap, type MainAction } from "../keymap.ts";
import { fitLine, padRight, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { tabLegend } from "./tabs.ts";

type ActionId = MainAction["type"];

/** What a key does in more words than the footer has room for. */
const described: ReadonlyMap<ActionId, string> = new Map([
	["cancel", "cancel, asks first if answered"],
	["help", "this help"],
	["fold", "fold to one line"],
]);
/**
 * On the review, keys act on the Submit, Cancel and Discuss first buttons and Shift+N notes the whole form; keys for
 * options, option notes and previews do nothing.
 */
const reviewing: ReadonlyMap<ActionId, Partial<KeyHint<ActionId>>> = new Map([
	["confirm", { description: "press the focused button" }],
	["option.next", { description: "next button" }],
	["option.prev", { description: "previous button" }],
	["pick", { keys: "1/2/3", description: "focus Submit/Cancel/Discuss first; the same digit again presses it" }],
	["note.question", { description: "note on the whole form" }],
	["discuss", { description: "end the form to discuss first, as 3 3 does" }],
]);
const notOnReview: ReadonlySet<ActionId> = new Set(["toggle", "note.option", "preview.down", "preview.up"]);
/** Keys that act on the review only (a key bound to Discuss first). */
const onlyOnReview: ReadonlySet<ActionId> = new Set(["discuss"]);

const CLOSE_LINE = "Any key closes this help";
const COLUMN_GAP = "   ";

function helpHints(view: QuestionnaireView, keyHints: Keymap["keyHints"]): readonly KeyHint<ActionId>[] {
	const onReview = view.mode === "reviewing";
	return keyHints.main
		.filter((hint) => (onReview ? !notOnReview.has(hint.action) : !onlyOnReview.has(hint.action)))
		.map((hint) => ({
			...hint,
			description: described.get(hint.action) ?? hint.description,
			...(onReview ? reviewing.get(hint.action) : {}),
		}));
}

/** `keys  description` rows, the keys padded to one column. */
function hintRows(hints: readonly KeyHint<ActionId>[]): string[] {
	const keysWidth = Math.max(...hints.map((hint) => widthOf(hint.keys)));
	return hints.map((hint) => `${padRight(hint.keys, keysWidth)}  ${hint.description}`);
}

/** `rows` split into `count` side-by-side columns, each as wide as its widest row; undefined when too wide. */
function inColumns(rows: readonly string[], count: number, width: number): string[] | undefined {
	const perColumn = Math.ceil(rows.length / count);
	const cells = Array.from({ length: count }, (_, column) => rows.slice(column * perColumn, (column + 1) * perColumn));
	const widths = cells.map((column) => Math.max(0, ...column.map(widthOf)));
	if (widths.reduce((sum, w) => sum + w, 0) + COLUMN_GAP.length * (count - 1) > width) return undefined;
	return Array.from({ length: perColumn }, (_, line) =>
		cells
			.map((column, index) => padRight(column[line] ?? "", widths[index] ?? 0))
			.join(COLUMN_GAP)
			.trimEnd(),
	);
}

/** The rows in as few side-by-side columns as fit `height`, as far as `width` allows. */
function columns(rows: readonly string[], width: number, height: number): string[] {
	const wanted = Math.max(1, Math.ceil(rows.length / Math.max(1, height)));
	for (let count = wanted; count > 1; count--) {
		const lines = inColumns(rows, count, width);
		if (lines !== undefined) return lines;
	}
	return [...rows];
}

/** The help within `height` lines, naming the keys `keyHints` binds (pi's remapped keys and the settings applied). */
export function renderHelp(
	view: QuestionnaireView,
	theme: AskTheme,
	width: number,
	height: number,
	keyHints: Keymap["keyHints"] = defaultKeymap.keyHints,
): string[] {
	if (height < 1) return [];
	const heading = fitLine(theme.bold(view.mode === "reviewing" ? "Keys on the review" : "Keys"), width);
	const footer = [tabLegend(theme, width), fitLine(theme.dim(CLOSE_LINE), width)];
	const room = height - 1 - footer.length;
	const rows = columns(hintRows(helpHints(view, keyHints)), width, room).map((row) => fitLine(theme.text(row), width));
	if (rows.length <= room) return [heading, ...rows, ...footer];
	// Too short for every key even side by side: the keys that fit, how many did not, and how to close.
	const shown = rows.slice(0, Math.max(0, height - 1));
	const more = `↓ ${rows.length - shown.length} more keys · any key closes this help`;
	return [...shown, fitLine(theme.dim(more), width)];
}
