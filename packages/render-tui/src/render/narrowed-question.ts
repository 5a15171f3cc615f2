/**
 * A question whose list shows only some of its rows (the rows a filter found): the same question view, with
 * `rowCount`, `focusedRow` and `getRow` counting positions in the shown rows. Each row keeps its own `index` and
 * `number`, so the numbers shown stay those of the whole list. The focused row always shows, found or not (a typed
 * row number can focus any row), so the focus never leaves the screen.
 */
import type { QuestionView } from "@ask-user/core";

/** The first position in ascending `rows` whose row is `row` or after it. */
export function positionOf(rows: readonly number[], row: number): number {
	let low = 0;
	let high = rows.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if ((rows[middle] ?? 0) < row) low = middle + 1;
		else high = middle;
	}
	return low;
}

/** The digits of the whole list's last row number, per narrowed view: its rows are numbered as in the whole list. */
const wholeListDigits = new WeakMap<QuestionView, number>();

/** How many digits a row number of `question` is padded to: those of its whole list's last number. */
export function numberDigits(question: QuestionView): number {
	return wholeListDigits.get(question) ?? String(question.rowCount).length;
}

/** `question` showing `rows` (ascending row indexes) and its focused row; costs a binary search, whatever the list. */
export function narrowedQuestion(question: QuestionView, rows: readonly number[]): QuestionView {
	const focus = question.focusedRow;
	const at = positionOf(rows, focus);
	const added = rows[at] === focus ? 0 : 1;
	const rowAt = (position: number): number => {
		if (position < at) return rows[position] ?? focus;
		return position === at ? focus : (rows[position - added] ?? focus);
	};
	const narrowed: QuestionView = {
		...question,
		rowCount: rows.length + added,
		focusedRow: at,
		getRow: (position) => question.getRow(rowAt(position)),
	};
	wholeListDigits.set(narrowed, numberDigits(question));
	return narrowed;
}
