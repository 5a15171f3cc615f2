/**
 * The review tab: a summary line, every question with its answer, custom text and notes (unanswered ones flagged,
 * required ones marked), then the Submit and Cancel buttons; the tab bar's legend under the summary when there is
 * room. Only the items that fit are built.
 */
import type { ReviewItem, ReviewView } from "@ask-user/core";
import { fitLine } from "../text/fit.ts";
import { sanitizeText } from "../text/sanitize.ts";
import type { AskTheme } from "../theme.ts";
import { hanging } from "./blocks.ts";
import { moreLine, NOTE_MARK } from "./question.ts";
import { scrollWindow } from "./scroll.ts";
import { tabLegend } from "./tabs.ts";

/** An item's answer and each note show at most this many lines. */
const MAX_ITEM_LINES = 3;
const INDENT = "  ";

/**
 * Untrusted pieces are sanitized before they are joined: an unterminated escape sequence at the end of one piece
 * would otherwise swallow the separator after it.
 */
function answerText(item: ReviewItem): string {
	const chosen = item.chosen.map((choice) => sanitizeText(choice.label));
	const parts = item.customText === undefined ? chosen : [...chosen, `“${sanitizeText(item.customText)}”`];
	return parts.length > 0 ? parts.join(", ") : "not answered";
}

export function renderReviewItem(item: ReviewItem, theme: AskTheme, width: number): string[] {
	const mark = item.answered ? theme.success("✓ ") : theme.warning("! ");
	const label = `${sanitizeText(item.label)}${item.required ? " (required)" : ""}`;
	const lines = hanging(
		mark,
		`${label}: ${answerText(item)}`,
		width,
		item.answered ? theme.text : theme.warning,
		MAX_ITEM_LINES,
	);
	const noteMark = `${INDENT}${theme.muted(NOTE_MARK)}`;
	if (item.note !== undefined) lines.push(...hanging(noteMark, item.note, width, theme.muted, MAX_ITEM_LINES));
	for (const { label: option, note, chosen } of item.optionNotes) {
		const name = `${sanitizeText(option)}${chosen ? "" : " (not chosen)"}`;
		lines.push(...hanging(noteMark, `${name}: ${note}`, width, theme.muted, MAX_ITEM_LINES));
	}
	return lines;
}

function summary(review: ReviewView, theme: AskTheme, width: number): string {
	const total = review.itemCount;
	const answered = total - review.unansweredCount;
	const text =
		review.unansweredCount === 0
			? `Review · all ${total} answered`
			: `Review · ${answered} of ${total} answered, ${review.unansweredCount} unanswered`;
	return fitLine(theme.bold(text), width);
}

/** `[ 1 Submit ]   2 Cancel `: each button with the digit that presses it. */
function buttons(review: ReviewView, theme: AskTheme, width: number): string {
	const button = (name: "submit" | "cancel", label: string) => {
		const text = `${review.digits[name]} ${label}`;
		return review.focus === name ? theme.focus(`[ ${text} ]`) : `  ${text}  `;
	};
	return fitLine(`${button("submit", "Submit")} ${button("cancel", "Cancel")}`, width);
}

export function renderReview(review: ReviewView, theme: AskTheme, width: number, height: number): string[] {
	if (height < 1) return [];
	if (height < 3) return [buttons(review, theme, width)];
	const gaps = height >= 6 ? 2 : 0;
	const items = scrollWindow({
		count: review.itemCount,
		focus: 0,
		height: height - 2 - gaps,
		renderItem: (index) => renderReviewItem(review.getItem(index), theme, width),
		renderMore: (side, hidden) => moreLine(theme, side, hidden, width),
	});
	const gap = gaps > 0 ? [""] : [];
	// The legend of the tab bar's marks takes the place of the blank line under the summary.
	const legend = gaps > 0 ? [tabLegend(theme, width)] : [];
	return [summary(review, theme, width), ...legend, ...items, ...gap, buttons(review, theme, width)];
}
