/**
 * The help overlay: every key of the main flow with what it does in the current mode, as the keymap's table says it
 * (`keyHints.help`), under their own heading the keys an editor adds (Ctrl+G: an editor's footer names the others),
 * then the legend of the tab bar's marks, on as many lines as it takes. It takes the body's place until any key closes it; taller than its rows, it scrolls with
 * the scrolling keys, and any other key closes it. The footer says which (`helpFooterLines`): the form's own keys do
 * not act while it is open.
 */
import type { QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type EditingAction, type KeyHint, type Keymap, type MainAction } from "../keymap.ts";
import { fitLine, padRight, widthOf } from "../text/fit.ts";
import { FULL_TEXT_LINES, hanging } from "./blocks.ts";
import { moreLine } from "./question.ts";
import type { RenderContext } from "./render-context.ts";
import { type LineScroll, lineScroll, scrollLines } from "./scroll.ts";
import { lineKeys, pageKeys } from "./scroll-keys.ts";
import { tabLegendLines } from "./tabs.ts";

type ActionId = MainAction["type"];
type HelpHint = KeyHint<ActionId | EditingAction>;

const COLUMN_GAP = "   ";

/**
 * The main mode's keys as the keymap's table describes them for the help, on a question tab or on the review. On a
 * list the filter narrows, the cancel key shows every option again (as the footer says), so its line says that.
 */
function helpHints(
	view: QuestionnaireView,
	keyHints: Keymap["keyHints"],
	narrowed: boolean,
): readonly KeyHint<ActionId>[] {
	if (view.mode === "reviewing") return keyHints.help.review;
	const all = narrowed ? keyHints.filter.find((hint) => hint.action === "clear")?.description : undefined;
	if (all === undefined) return keyHints.help.question;
	return keyHints.help.question.map((hint) => (hint.action === "cancel" ? { ...hint, description: all } : hint));
}

/** `keys  description` rows, the keys padded to one column. */
function hintRows(hints: readonly HelpHint[]): string[] {
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

/** The rows in as few side-by-side columns as fit `height`, as far as `width` allows; undefined for one column. */
function columns(rows: readonly string[], width: number, height: number): string[] | undefined {
	const wanted = Math.max(1, Math.ceil(rows.length / Math.max(1, height)));
	for (let count = wanted; count > 1; count--) {
		const lines = inColumns(rows, count, width);
		if (lines !== undefined) return lines;
	}
	return undefined;
}

/**
 * The keys within `height` lines when they fit side by side; else one under the other, a long description wrapped
 * whole (the help scrolls).
 */
function keyLines({ theme, width, height }: RenderContext, hints: readonly HelpHint[]): string[] {
	const rows = hintRows(hints);
	const side = rows.length > height ? columns(rows, width, height) : undefined;
	if (side !== undefined) return side.map((row) => fitLine(theme.text(row), width));
	if (rows.every((row) => widthOf(row) <= width)) return rows.map((row) => theme.text(row));
	const keysWidth = Math.max(...hints.map((hint) => widthOf(hint.keys)));
	return hints.flatMap((hint) =>
		hanging(`${padRight(hint.keys, keysWidth)}  `, hint.description, width, theme.text, FULL_TEXT_LINES),
	);
}

/** The help taller than its rows scrolls: where it is, and whether it did at the last render. */
export interface HelpScroll extends LineScroll {
	scrolls: boolean;
}

export function helpScroll(): HelpScroll {
	return { ...lineScroll(), scrolls: false };
}

/**
 * `↑↓ PgUp/PgDn scroll · other keys close`, naming the keys bound; then, for a narrow pane, the same with the line
 * keys alone (`↑↓ scroll · other keys close`).
 */
function scrollingLines(keyHints: Keymap["keyHints"]): string[] {
	const keys = [lineKeys(keyHints), pageKeys(keyHints)].filter((part) => part !== undefined);
	if (keys.length === 0) return [keyHints.words.helpCloseOther];
	const named = keys.length > 1 ? [keys.join(" "), ...keys.slice(0, 1)] : keys;
	return named.map((scrolling) => keyHints.words.helpScroll(scrolling));
}

/**
 * The footer's line while the help is open, in its wordings longest first: how the help scrolls (as it did at its
 * last render) and closes.
 */
export function helpFooterLines(keyHints: Keymap["keyHints"], scroll: HelpScroll): string[] {
	return scroll.scrolls ? scrollingLines(keyHints) : [keyHints.words.helpClose];
}

/** Where the help is open: its scroll, and whether the filter narrows the list under it. */
export interface HelpPlace {
	readonly scroll: HelpScroll;
	readonly narrowed: boolean;
}

/**
 * The help within the context's box, naming the keys `keyHints` binds (pi's remapped keys and the settings
 * applied). Taller than that, it scrolls by `place.scroll` (clamped in place).
 */
export function renderHelp(
	context: RenderContext,
	view: QuestionnaireView,
	keyHints: Keymap["keyHints"] = defaultKeymap.keyHints,
	{ scroll, narrowed }: HelpPlace = { scroll: helpScroll(), narrowed: false },
): string[] {
	const { theme, width, height } = context;
	if (height < 1) return [];
	const { words } = keyHints;
	const heading = fitLine(theme.bold(view.mode === "reviewing" ? words.helpReviewHeading : words.helpHeading), width);
	const legend = tabLegendLines(context);
	const editorKeys = keyHints.help.editing;
	const editorHeading = fitLine(theme.bold(words.helpEditorHeading), width);
	const editor = editorKeys.length === 0 ? [] : [editorHeading, ...keyLines(context, editorKeys)];
	const room = height - 1 - editor.length - legend.length;
	const lines = [
		heading,
		...keyLines({ ...context, height: room }, helpHints(view, keyHints, narrowed)),
		...editor,
		...legend,
	];
	scroll.scrolls = lines.length > height;
	if (!scroll.scrolls) return lines;
	return scrollLines(lines, height, scroll, (side, hidden) => moreLine(context, side, hidden));
}
