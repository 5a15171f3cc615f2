/**
 * The tab bar: one tab per question, then Review. The active tab is bracketed and styled; with more tabs than
 * fit, a window around the active tab with `«` / `»` where tabs are left out. Only tabs near the active one are
 * measured, so the cost does not grow with the number of questions.
 */
import type { Messages, QuestionnaireView, TabView } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/core/contract";
import { fitLine, widthOf, withWidth } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { hanging } from "./blocks.ts";
import { type GrownWindow, growAround } from "./grow-around.ts";
import { lineCacheFor } from "./line-cache.ts";
import type { RenderContext } from "./render-context.ts";

/** A tab label is cut to this many columns so one long label cannot crowd out the others. */
const MAX_LABEL_WIDTH = 24;
const ANSWERED = "■";
const UNANSWERED = "□";
const REQUIRED = "*";
const LEFT_MORE = "« ";
const RIGHT_MORE = " »";

function tabText(tab: TabView): string {
	// Cut before sanitizing: a label of a megabyte costs no more than one that fits.
	const label = fitLine(sanitizeLine(tab.label.slice(0, MAX_LABEL_WIDTH * 8)), MAX_LABEL_WIDTH);
	if (tab.kind === "review") return label;
	return `${tab.answered ? ANSWERED : UNANSWERED} ${label}${tab.required && !tab.answered ? REQUIRED : ""}`;
}

/** A mark the tab bar puts on a question's tab. */
export type TabMark = typeof ANSWERED | typeof UNANSWERED | typeof REQUIRED;

const ALL_MARKS: ReadonlySet<TabMark> = new Set([ANSWERED, UNANSWERED, REQUIRED]);

/** What each mark means, in longer and shorter words, as the messages table says it. */
function meanings(messages: Messages): readonly (readonly [TabMark, string, string])[] {
	return [
		[ANSWERED, messages.markAnswered, messages.markAnswered],
		[UNANSWERED, messages.markUnanswered, messages.markUnanswered],
		[REQUIRED, messages.markRequired, messages.markRequiredShort],
	];
}

/**
 * What the tab bar's `marks` mean on one line (the review; the help, where it fits), in shorter words where the longer
 * ones do not fit the context's width; undefined when even those do not, or no mark is given.
 */
export function tabLegend(
	{ theme, messages, width }: Pick<RenderContext, "theme" | "messages" | "width">,
	marks: ReadonlySet<TabMark> = ALL_MARKS,
): string | undefined {
	const shown = meanings(messages).filter(([mark]) => marks.has(mark));
	if (shown.length === 0) return undefined;
	const wordings = [1, 2].map((words) => shown.map((meaning) => `${meaning[0]} ${meaning[words]}`).join(" · "));
	const text = wordings.find((wording) => widthOf(wording) <= width);
	return text === undefined ? undefined : theme.dim(text);
}

/**
 * What the tab bar's marks mean on as many lines of the context's width as it takes (the help, which scrolls): on one
 * line where `tabLegend` fits it; else in the shorter words, as many marks to a line as fit, a mark whose meaning is
 * wider than a line with its meaning wrapped under it.
 */
export function tabLegendLines(context: Pick<RenderContext, "theme" | "messages" | "width">): string[] {
	const line = tabLegend(context);
	if (line !== undefined) return [line];
	const { theme, messages, width } = context;
	const lines: string[] = [];
	// The last line while it holds whole marks, which the next mark may join.
	let open: string | undefined;
	for (const [mark, , words] of meanings(messages)) {
		const part = `${mark} ${words}`;
		const joined = open === undefined ? undefined : `${open} · ${part}`;
		if (joined !== undefined && widthOf(joined) <= width) lines[lines.length - 1] = joined;
		else if (widthOf(part) <= width) lines.push(part);
		else lines.push(...hanging(`${mark} `, words, width, (text) => text, widthOf(words)));
		open = widthOf(part) <= width ? lines.at(-1) : undefined;
	}
	return lines.map((legend) => theme.dim(legend));
}

/** The marks on the tabs the bar shows at `width`: the legend explains those only. */
export function tabMarksShown(view: QuestionnaireView, theme: AskTheme, width: number): ReadonlySet<TabMark> {
	const { start, end } = tabWindow(view, theme, width);
	const marks = new Set<TabMark>();
	for (let index = start; index < end; index++) {
		const tab = view.getTab(index);
		if (tab.kind === "review") continue;
		marks.add(tab.answered ? ANSWERED : UNANSWERED);
		if (tab.required && !tab.answered) marks.add(REQUIRED);
	}
	return marks;
}

/** A tab drawn and styled, its width remembered (`withWidth`): measuring it again is a lookup. */
function drawTabCell(tab: TabView, theme: AskTheme): string {
	const text = tabText(tab);
	const cell = tab.active ? `[${text}]` : ` ${text} `;
	const style = tab.active ? theme.tabActive : tab.answered ? theme.success : theme.tabInactive;
	return withWidth(style(cell), widthOf(cell));
}

/** A tab's cell from the line cache while what it is drawn from is unchanged: a frame draws the cells the last one did. */
function tabCell(tab: TabView, theme: AskTheme): string {
	const inputs = [tab.kind, tab.label, tab.active, tab.answered, tab.required];
	const [cell = ""] = lineCacheFor(theme).lines(`tab:${tab.index}`, inputs, () => [drawTabCell(tab, theme)]);
	return cell;
}

/** The tabs that fit `width` around the active one, drawn. */
function tabWindow(view: QuestionnaireView, theme: AskTheme, width: number): GrownWindow<string> {
	const count = view.tabCount;
	const active = Math.min(Math.max(0, view.activeTab), count - 1);
	return growAround({
		count,
		focus: active,
		focused: tabCell(view.getTab(active), theme),
		item: (index) => tabCell(view.getTab(index), theme),
		size: widthOf,
		markers: (first, after) => (first > 0 ? LEFT_MORE.length : 0) + (after < count ? RIGHT_MORE.length : 0),
		room: width,
	});
}

export function renderTabs(view: QuestionnaireView, theme: AskTheme, width: number): string[] {
	if (width < 1) return [""];
	const count = view.tabCount;
	const { start, end, items } = tabWindow(view, theme, width);
	const left = start > 0 ? theme.dim(LEFT_MORE) : "";
	const right = end < count ? theme.dim(RIGHT_MORE) : "";
	const line = `${left}${items.join("")}${right}`;
	// Where cells and markers meet, each side is a space or a bracket, so nothing joins across them and their widths
	// add up; the line is measured (and cut) only when the active tab alone is wider than the bar.
	let used = (start > 0 ? LEFT_MORE.length : 0) + (end < count ? RIGHT_MORE.length : 0);
	for (const cell of items) used += widthOf(cell);
	return [used <= width ? withWidth(line, used) : fitLine(line, width)];
}
