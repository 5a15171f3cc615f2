/**
 * The previews Tab and Shift+Tab show first: the focused option's of the questions beside the active one, prepared
 * on idle turns with the rows beside the focused one (`renderPreviewQuestion`, D91). A question keeps its focus
 * while another tab shows, so its row is the one focused when it last showed; one not shown yet opens on its first
 * recommended option (the first row when none is). A wrong guess costs what it did before: the key renders it.
 */
import { type NormalizedQuestion, recommendedRow } from "@ask-user/core";
import type { TabPreview } from "../render/preview.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";

/** Per question, computed once: a question can have many thousand options and this is asked on every frame. */
const opening = new WeakMap<NormalizedQuestion, number>();

/** The row a question not shown yet opens on (core's rule). */
function openingRow(question: NormalizedQuestion): number {
	let row = opening.get(question);
	if (row === undefined) {
		row = recommendedRow(question);
		opening.set(question, row);
	}
	return row;
}

export class TabPreviews {
	/** Per question shown so far, the row focused when it last showed. */
	private readonly focused = new Map<number, number>();

	constructor(private readonly questions: readonly NormalizedQuestion[]) {}

	/** Remembers `row` as `question`'s focus, and returns the previews of the questions beside it. */
	beside(question: number, row: number): TabPreview[] {
		this.focused.set(question, row);
		const previews: TabPreview[] = [];
		for (const index of [question + 1, question - 1]) {
			const normalized = this.questions[index];
			if (normalized === undefined || !showsPreviewPane(normalized)) continue;
			const focus = this.focused.get(index) ?? openingRow(normalized);
			const preview = normalized.options[focus]?.preview;
			if (preview !== undefined) previews.push({ question: index, row: focus, preview });
		}
		return previews;
	}
}
