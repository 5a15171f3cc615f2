import type { Answer, DetailsQuestion, OptionName } from "../contract/types.ts";

/** A chosen option: its label, and its value and 1-based position when known (a stored answer may lack them). */
export interface TranscriptChoice {
	readonly label: string;
	readonly value?: string;
	readonly index?: number;
}

/** A note on an option; `chosen` is false for an option that ended up unchosen. `index` as in `TranscriptChoice`. */
export interface TranscriptOptionNote {
	readonly label: string;
	readonly value: string;
	readonly note: string;
	readonly chosen: boolean;
	readonly index?: number;
}

/** One question's line in a transcript or review, as plain unstyled parts a renderer can colour. */
export interface TranscriptLine {
	readonly label: string;
	readonly prompt: string;
	/** Chosen options, without the custom text. */
	readonly chosen: readonly TranscriptChoice[];
	readonly customText?: string;
	readonly note?: string;
	/** Notes on chosen options, then notes on unchosen ones, each in option order. */
	readonly optionNotes: readonly TranscriptOptionNote[];
	/** Recommended options the answer left unchosen (the person chose against the recommendation). */
	readonly unchosenRecommended: readonly OptionName[];
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
	const indices = answer?.indices ?? [];
	const customIsLast = answer?.customText !== undefined && labels.at(-1) === answer.customText;
	const chosen = (customIsLast ? labels.slice(0, -1) : labels).map((label, i): TranscriptChoice => {
		const value = values[i];
		const index = indices[i];
		return { label, ...(value === undefined ? {} : { value }), ...(index === undefined ? {} : { index }) };
	});
	// Each value's first place in `values`, looked up once: a multi answer can hold tens of thousands.
	const places = new Map<string, number>();
	values.forEach((value, i) => {
		if (!places.has(value)) places.set(value, i);
	});
	// In the order of `values`: entries would list numeric-looking keys first.
	const position = (value: string) => places.get(value) ?? values.length;
	const chosenNotes = Object.entries(answer?.optionNotes ?? {})
		.sort(([a], [b]) => position(a) - position(b))
		.map(([value, note]): TranscriptOptionNote => {
			const place = places.get(value);
			const index = place === undefined ? undefined : indices[place];
			const label = place === undefined ? value : (labels[place] ?? value);
			return { label, value, note, chosen: true, ...(index === undefined ? {} : { index }) };
		});
	const unchosenNotes = (answer?.unchosenOptionNotes ?? []).map((n) => ({ ...n, chosen: false }));
	return {
		label: question.label,
		prompt: question.prompt,
		chosen,
		...(answer?.customText === undefined ? {} : { customText: answer.customText }),
		...(answer?.note === undefined ? {} : { note: answer.note }),
		optionNotes: [...chosenNotes, ...unchosenNotes],
		unchosenRecommended: answer?.unchosenRecommended ?? [],
		answered: chosen.length > 0 || answer?.customText !== undefined,
	};
}

/** Transcript lines for stored `details`, one per question. Only own keys of `answers` count (`__proto__` too). */
export function transcriptLines(details: StoredDetails): TranscriptLine[] {
	const { answers } = details;
	return details.questions.map((question) =>
		transcriptLine(
			question,
			answers !== undefined && Object.hasOwn(answers, question.id) ? answers[question.id] : undefined,
		),
	);
}
