import type { Answer, DetailsQuestion } from "../contract/types.ts";

/** One question's line in a transcript or review, as plain unstyled parts a renderer can colour. */
export interface TranscriptLine {
	readonly label: string;
	readonly prompt: string;
	/** Chosen option labels, without the custom text. */
	readonly chosen: readonly string[];
	readonly customText?: string;
	readonly note?: string;
	readonly optionNotes: readonly { readonly label: string; readonly note: string }[];
	readonly answered: boolean;
}

/** `details` as a stored session may hold them: answers can be missing or lack fields. */
export interface StoredDetails {
	readonly questions: readonly Pick<DetailsQuestion, "id" | "label" | "prompt">[];
	readonly answers?: Readonly<Record<string, Partial<Answer> | undefined>>;
}

/** The transcript line of one question; tolerates a missing or partial answer (stored sessions). */
export function transcriptLine(
	question: Pick<DetailsQuestion, "label" | "prompt">,
	answer?: Partial<Answer>,
): TranscriptLine {
	const labels = answer?.labels ?? [];
	const values = answer?.values ?? [];
	const customIsLast = answer?.customText !== undefined && labels.at(-1) === answer.customText;
	const chosen = customIsLast ? labels.slice(0, -1) : labels;
	const optionNotes = Object.entries(answer?.optionNotes ?? {}).map(([value, note]) => ({
		label: labels[values.indexOf(value)] ?? value,
		note,
	}));
	return {
		label: question.label,
		prompt: question.prompt,
		chosen,
		...(answer?.customText === undefined ? {} : { customText: answer.customText }),
		...(answer?.note === undefined ? {} : { note: answer.note }),
		optionNotes,
		answered: chosen.length > 0 || answer?.customText !== undefined,
	};
}

/** Transcript lines for stored `details`, one per question. */
export function transcriptLines(details: StoredDetails): TranscriptLine[] {
	return details.questions.map((question) => transcriptLine(question, details.answers?.[question.id]));
}
