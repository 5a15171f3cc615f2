/**
 * The tab bar: one tab per question, then Review. The active tab is bracketed and styled; with more tabs than
 * fit, a window around the active tab with `«` / `»` where tabs are left out. Only tabs near the active one are
 * measured, so the cost does not grow with the number of questions.
 */
import type { QuestionnaireView, TabView } from "@ask-user/core";
import { fitLine, widthOf } from "../text/fit.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import type { AskTheme } from "../theme.ts";
import { growAround } from "./grow-around.ts";

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

/** What the tab bar's marks mean, for the help and the review. */
export function tabLegend(theme: AskTheme, width: number): string {
	const text = `${ANSWERED} answered · ${UNANSWERED} not answered · ${REQUIRED} required, not answered yet`;
	return fitLine(theme.dim(text), width);
}

/** One tab as plain text and its styled form. */
function tabCell(tab: TabView, theme: AskTheme): { readonly width: number; readonly styled: string } {
	const text = tabText(tab);
	const cell = tab.active ? `[${text}]` : ` ${text} `;
	const style = tab.active ? theme.tabActive : tab.answered ? theme.success : theme.tabInactive;
	return { width: widthOf(cell), styled: style(cell) };
}

export function renderTabs(view: QuestionnaireView, theme: AskTheme, width: number): string[] {
	if (width < 1) return [""];
	const count = view.tabCount;
	const active = Math.min(Math.max(0, view.activeTab), count - 1);
	const { start, end, items } = growAround({
		count,
		focus: active,
		focused: tabCell(view.getTab(active), theme),
		item: (index) => tabCell(view.getTab(index), theme),
		size: (cell) => cell.width,
		markers: (first, after) => (first > 0 ? LEFT_MORE.length : 0) + (after < count ? RIGHT_MORE.length : 0),
		room: width,
	});
	const left = start > 0 ? theme.dim(LEFT_MORE) : "";
	const right = end < count ? theme.dim(RIGHT_MORE) : "";
	return [fitLine(`${left}${items.map((cell) => cell.styled).join("")}${right}`, width)];
}
