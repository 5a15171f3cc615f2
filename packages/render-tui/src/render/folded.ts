/**
 * The folded form: one line in place of the whole form, so the conversation above it fits on the screen and the
 * terminal's scrollback holds the rest. It says that a question waits, which key unfolds it, how far the answers
 * got, and what is asked (the title or the first prompt, sanitized and cut to the width).
 */
import type { FormWords, QuestionnaireView } from "@ask-user/core";
import { sanitizeLine } from "@ask-user/core/contract";
import { fitLine, widthOf } from "../text/fit.ts";
import type { AskTheme } from "../theme.ts";
import { headOf } from "./blocks.ts";

const SEPARATOR = " · ";

export interface FoldedInput {
	/** The keys that unfold, as the footer names them; undefined when no key is bound to fold. */
	readonly unfoldKeys: string | undefined;
	/** The footer's notice (e.g. the time left). */
	readonly notice?: string | undefined;
	/** The words of the line. */
	readonly words: FormWords;
}

function answeredText(view: QuestionnaireView, words: FormWords): string | undefined {
	let answered = 0;
	let questions = 0;
	for (let index = 0; index < view.tabCount; index++) {
		const tab = view.getTab(index);
		if (tab.kind !== "question") continue;
		questions++;
		if (tab.answered) answered++;
	}
	return answered === 0 ? undefined : words.foldedAnswered(answered, questions);
}

/** What is asked: the title, or the prompt of the question on screen. Model text: one sanitized line. */
function subject(view: QuestionnaireView, width: number): string {
	const text = view.title ?? view.question?.prompt ?? view.getTab(0).label;
	return sanitizeLine(headOf(text, width, 1)).trim();
}

/** Exactly one line of at most `width` columns. */
export function renderFolded(view: QuestionnaireView, theme: AskTheme, width: number, input: FoldedInput): string[] {
	if (width < 1) return [];
	const { words } = input;
	const lead = theme.bold(theme.accent(`▸ ${words.foldedWaits}`));
	const unfold = input.unfoldKeys === undefined ? undefined : words.foldedUnfolds(input.unfoldKeys);
	const facts = [unfold, input.notice, answeredText(view, words)].filter((part) => part !== undefined);
	const head = [lead, ...facts.map((part) => theme.dim(part))].join(theme.dim(SEPARATOR));
	const about = subject(view, width);
	const room = width - widthOf(head) - SEPARATOR.length;
	const line = about === "" || room < 4 ? head : `${head}${theme.dim(SEPARATOR)}${theme.text(fitLine(about, room))}`;
	return [fitLine(line, width)];
}
