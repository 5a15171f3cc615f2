import type { QuestionView, RowView } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/render-tui";
import { quoted } from "../startup/transcript-text.ts";

/** What choosing an entry of a question's select dialog does. */
type DialogAction =
	| { readonly kind: "row"; readonly row: RowView }
	| { readonly kind: "note" }
	/** `Done` on multi-select, `Skip` otherwise: move on to the next question. */
	| { readonly kind: "next" };

/** One question as a select dialog: the title, the entries shown, and what each entry does (same order). */
export interface QuestionDialog {
	readonly title: string;
	readonly entries: readonly string[];
	readonly actions: readonly DialogAction[];
}

const DONE_ENTRY = "Done";
const SKIP_ENTRY = "Skip";
const ADD_NOTE_ENTRY = "Add a note…";

/** A row as an entry: `2. [✓] Label — description`. The number keeps entries unique and matches the digit keys. */
function rowEntry(row: RowView, multi: boolean): string {
	const mark = multi ? (row.selected ? "[✓] " : "[ ] ") : "";
	if (row.kind === "custom") {
		const text =
			row.customText === undefined
				? `${sanitizeLine(row.label)}…`
				: `${sanitizeLine(row.label)}: ${quoted(row.customText)}`;
		return `${row.number}. ${mark}${text}`;
	}
	const description = row.description === undefined ? "" : ` — ${sanitizeLine(row.description)}`;
	const note = row.note === undefined ? "" : ` (note: ${quoted(row.note)})`;
	return `${row.number}. ${mark}${sanitizeLine(row.label)}${description}${note}`;
}

/** The title naming the question: `[2/3] Database: Which database should we use?`. */
export function questionTitle(question: QuestionView, count: number): string {
	return `[${question.index + 1}/${count}] ${sanitizeLine(question.label)}: ${sanitizeLine(question.prompt)}`;
}

/** The select dialog for the active question. Multi-select adds a `Done` entry, others a `Skip` entry. */
export function questionDialog(question: QuestionView, count: number): QuestionDialog {
	const multi = question.type === "multi";
	const rows = Array.from({ length: question.rowCount }, (_, index) => question.getRow(index));
	const hint = multi ? " (choose any, then Done)" : "";
	const note = question.note === undefined ? ADD_NOTE_ENTRY : `Edit note: ${quoted(question.note)}`;
	return {
		title: `${questionTitle(question, count)}${hint}`,
		entries: [...rows.map((row) => rowEntry(row, multi)), note, multi ? DONE_ENTRY : SKIP_ENTRY],
		actions: [...rows.map((row): DialogAction => ({ kind: "row", row })), { kind: "note" }, { kind: "next" }],
	};
}
