/**
 * Rendered rows, reused while nothing they are drawn from has changed. Wrapping a row's label and details is most
 * of a frame's work, and a keypress changes one or two rows (the old and the new focus, a toggled option) while the
 * others only move: with this cache a frame of a long list costs about what a frame of a short one does.
 *
 * An entry is found by the row's position and width and is used only when every input of the row's rendering is
 * the same (`===`, so the unchanged strings of a payload compare by reference), so a stale entry is never drawn.
 */
import type { QuestionView, RowView } from "@ask-user/core";

interface Entry {
	readonly type: QuestionView["type"];
	readonly rowCount: number;
	readonly row: RowView;
	readonly lines: readonly string[];
}

/** The fields of a row its rendering reads. */
const ROW_FIELDS = ["number", "kind", "label", "description", "note", "customText", "focused", "selected"] as const;

function sameInputs(entry: Entry, question: QuestionView, row: RowView): boolean {
	return (
		entry.type === question.type &&
		entry.rowCount === question.rowCount &&
		ROW_FIELDS.every((field) => entry.row[field] === row[field])
	);
}

export class RowCache {
	private readonly entries = new Map<string, Entry>();

	/** `capacity` rows are kept, the most recently drawn ones: a few screens' worth. */
	constructor(private readonly capacity = 256) {}

	/** The lines of `row` at `width`: cached ones when its inputs are unchanged, otherwise `render()`'s. */
	lines(question: QuestionView, row: RowView, width: number, render: () => string[]): readonly string[] {
		const key = `${question.index}:${row.index}:${width}`;
		const cached = this.entries.get(key);
		if (cached !== undefined) this.entries.delete(key);
		const entry =
			cached !== undefined && sameInputs(cached, question, row)
				? cached
				: { type: question.type, rowCount: question.rowCount, row, lines: render() };
		this.entries.set(key, entry);
		if (this.entries.size > this.capacity) {
			const oldest = this.entries.keys().next().value;
			if (oldest !== undefined) this.entries.delete(oldest);
		}
		return entry.lines;
	}
}
