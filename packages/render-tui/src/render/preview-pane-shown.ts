/**
 * Which questions are drawn with a preview pane: preview questions, and single or multi questions whose options
 * carry a `preview` (accepted by the contract, so shown too). The whole question keeps the layout while the focus
 * moves: a row without a preview shows the pane's placeholder.
 */
import type { NormalizedQuestion } from "@ask-user/core";

/** Per question, computed once: a question can have many thousand options and this is asked on every frame. */
const memo = new WeakMap<NormalizedQuestion, boolean>();

export function showsPreviewPane(question: NormalizedQuestion): boolean {
	let shown = memo.get(question);
	if (shown === undefined) {
		shown = question.type === "preview" || anyPreview(question.options);
		memo.set(question, shown);
	}
	return shown;
}

/** A plain loop: asked once per question as its first frame is drawn, over up to 100,000 options. */
function anyPreview(options: NormalizedQuestion["options"]): boolean {
	for (let i = 0; i < options.length; i++) if (options[i]?.preview !== undefined) return true;
	return false;
}
