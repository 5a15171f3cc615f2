import { type Answer, type AskUserDetails, type DetailsQuestion, type Fields, isFields } from "@ask-user/core/contract";
import { readDetails } from "./read-details.ts";

/** How many questions `readDetails` reads at a time: what a collapsed transcript shows, or a little more. */
const PORTION = 32;

/** The stored questions from `start`, with their answers: the top-level fields `readDetails` reads, nothing else. */
function window(raw: Fields, questions: readonly unknown[], start: number): Fields {
	const shown = questions.slice(start, start + PORTION);
	const stored = isFields(raw.answers) ? raw.answers : undefined;
	const answers = shown.flatMap((q): [string, unknown][] =>
		stored !== undefined && isFields(q) && typeof q.id === "string" && Object.hasOwn(stored, q.id)
			? [[q.id, stored[q.id]]]
			: [],
	);
	const { title, cancelled, cancelReason, note, source } = raw;
	// Built with fromEntries: an id such as `__proto__` stays an own key. No answers record reads as no details.
	const record = stored === undefined ? undefined : Object.fromEntries(answers);
	return { title, cancelled, cancelReason, note, source, questions: shown, answers: record };
}

/** What stored details say besides their questions and answers. */
export type ResultSummary = Omit<AskUserDetails, "questions" | "answers">;

/** One stored question and its answer, when it has one. */
export interface StoredQuestion {
	readonly question: DetailsQuestion;
	readonly answer: Answer | undefined;
}

/**
 * Stored details read a portion at a time (`readDetails` on `PORTION` questions): checking every question and answer
 * of a result of 50,000 questions takes longer than drawing its transcript may, and the transcript shows a few.
 * `summary` holds everything but the questions and answers; `questions()` reads them as they are taken, and stops
 * at a portion that does not read.
 */
export class StoredResult {
	private constructor(
		private readonly raw: Fields,
		private readonly stored: readonly unknown[],
		readonly summary: ResultSummary,
	) {}

	/** The stored result, or undefined when it is not ask_user details this version understands. */
	static read(raw: unknown): StoredResult | undefined {
		if (!isFields(raw) || !Array.isArray(raw.questions)) return undefined;
		const first = readDetails(window(raw, raw.questions, 0));
		if (first === undefined) return undefined;
		const { questions: _questions, answers: _answers, ...summary } = first;
		return new StoredResult(raw, raw.questions, summary);
	}

	/** How many questions the stored result holds. */
	get total(): number {
		return this.stored.length;
	}

	*questions(): Generator<StoredQuestion> {
		for (let start = 0; start < this.stored.length; start += PORTION) {
			const portion = readDetails(window(this.raw, this.stored, start));
			if (portion === undefined) return;
			const { questions, answers } = portion;
			for (const question of questions) {
				yield { question, answer: Object.hasOwn(answers, question.id) ? answers[question.id] : undefined };
			}
		}
	}
}
