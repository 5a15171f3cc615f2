/**
 * The tab bar: one tab per question, then Review. The active tab is bracketed and styled; with more tabs than
 * fit, a window around the active tab with `«` / `»` where tabs are left out. Only tabs near the active one are
 * measured, so the cost does not grow with the number of questions.
 */
import type { QuestionnaireView, TabView } from "@ask-user/core";
import { fitLine, widthOf } from "../text/fit.ts";
import { sanitizeLine } from "../text/sanitize.ts";
import type { AskTheme } from "../theme.ts";

/** A tab label is cut to this many columns so one long label cannot crowd out the others. */
const MAX_LABEL_WIDTH = 24;
const LEFT_MORE = "« ";
const RIGHT_MORE = " »";

function tabText(tab: TabView): string {
	// Cut before sanitizing: a label of a megabyte costs no more than one that fits.
	const label = fitLine(sanitizeLine(tab.label.slice(0, MAX_LABEL_WIDTH * 8)), MAX_LABEL_WIDTH);
	if (tab.kind === "review") return label;
	return `${tab.answered ? "■" : "□"} ${label}${tab.required && !tab.answered ? "*" : ""}`;
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
	const activeCell = tabCell(view.getTab(active), theme);
	const cells = [activeCell.styled];
	let used = activeCell.width;
	let start = active;
	let end = active + 1;
	let leftOpen = start > 0;
	let rightOpen = end < count;
	let rightwards = true;
	while (leftOpen || rightOpen) {
		const goRight = rightOpen && (rightwards || !leftOpen);
		rightwards = !rightwards;
		const cell = tabCell(view.getTab(goRight ? end : start - 1), theme);
		const nextStart = goRight ? start : start - 1;
		const nextEnd = goRight ? end + 1 : end;
		const markers = (nextStart > 0 ? LEFT_MORE.length : 0) + (nextEnd < count ? RIGHT_MORE.length : 0);
		if (used + cell.width + markers > width) {
			if (goRight) rightOpen = false;
			else leftOpen = false;
			continue;
		}
		used += cell.width;
		if (goRight) {
			cells.push(cell.styled);
			end = nextEnd;
			rightOpen = end < count;
		} else {
			cells.unshift(cell.styled);
			start = nextStart;
			leftOpen = start > 0;
		}
	}
	const left = start > 0 ? theme.dim(LEFT_MORE) : "";
	const right = end < count ? theme.dim(RIGHT_MORE) : "";
	return [fitLine(`${left}${cells.join("")}${right}`, width)];
}
