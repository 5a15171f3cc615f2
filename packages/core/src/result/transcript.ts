import type { Answer, AskUserDetails, DetailsQuestion } from "../contract/types.ts";

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

/** The transcript line of one question; tolerates a missing or partial answer (stored sessions). */
export function transcriptLine(question: Pick<DetailsQuestion, "label" | "prompt">, answer?: Answer): TranscriptLine {
	const labels = answer?.labels ?? [];
	const chosen = answer?.customText === undefined ? labels : labels.slice(0, -1);
	const optionNotes = Object.entries(answer?.optionNotes ?? {}).map(([value, note]) => ({
		label: labels[answer?.values.indexOf(value) ?? -1] ?? value,
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
export function transcriptLines(details: AskUserDetails): TranscriptLine[] {
	return details.questions.map((question) => transcriptLine(question, details.answers[question.id]));
}
