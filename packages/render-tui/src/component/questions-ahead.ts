/**
 * The question screens Tab and Shift+Tab show next, drawn on an idle turn after the active question's frame (D91,
 * D129): the prompt and the rows each opens on go into the line cache, so the key that shows one finds them drawn
 * and pays for the tab bar, the footer and pi-tui's pass. Once per tab shown and screen size; a question whose tab
 * shows something else is left to its key: a preview pane (its preview is prepared by `TabPreviews`), a text
 * question (its editor).
 */
import type { NormalizedQuestion, QuestionnaireView } from "@ask-user/core";
import { lineCacheFor } from "../render/line-cache.ts";
import { showsPreviewPane } from "../render/preview-pane-shown.ts";
import { renderQuestion } from "../render/question.ts";
import type { RenderContext } from "../render/render-context.ts";

export class QuestionsAhead {
	/** The tab and size whose neighbours were asked for last: a newer frame's request replaces a waiting one. */
	private asked: { readonly active: number; readonly width: number; readonly height: number } | undefined;

	constructor(
		private readonly questions: readonly NormalizedQuestion[],
		/** Whether the form is still open: a closed form draws nothing ahead. */
		private readonly wanted: () => boolean,
	) {}

	/** After a frame of `view`'s active question in `context` (its width, and the height of its screen). */
	after(context: RenderContext, view: QuestionnaireView): void {
		const active = view.question?.index;
		if (active === undefined) return;
		const { width, height } = context;
		const last = this.asked;
		if (last?.active === active && last.width === width && last.height === height) return;
		const asked = { active, width, height };
		this.asked = asked;
		setImmediate(() => {
			if (this.asked !== asked || !this.wanted()) return;
			const drawn = { theme: context.theme, messages: context.messages, width, height };
			// A block per row at most, on three screens and one more: the active question's rows are not dropped
			// from the cache for the two drawn ahead, however tall the pane.
			lineCacheFor(context.theme).reserve(4 * (height + 1));
			for (const index of [active + 1, active - 1]) {
				const question = this.questions[index];
				if (question === undefined || question.type === "text" || showsPreviewPane(question)) continue;
				try {
					renderQuestion(drawn, view.getQuestion(index), { start: 0 });
				} catch {
					// Nothing is lost: the key that shows it draws it again, and a failure there ends the form as any
					// frame's does (`onError`), instead of throwing out of an idle turn into the host.
				}
			}
		});
	}
}
