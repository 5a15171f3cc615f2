import {
	ANSWER_SOURCES,
	type Answer,
	type AskUserDetails,
	CANCEL_REASONS,
	type DetailsQuestion,
	isFields,
	type OptionName,
	QUESTION_TYPES,
	type UnchosenOptionNote,
} from "@ask-user/core/contract";

function isStringArray(value: unknown): value is string[] {
	return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function optionalString(value: unknown): string | undefined {
	return typeof value === "string" ? value : undefined;
}

function readQuestion(value: unknown): DetailsQuestion | undefined {
	if (!isFields(value) || typeof value.id !== "string") return undefined;
	const type = QUESTION_TYPES.find((t) => t === value.type) ?? "single";
	return {
		id: value.id,
		label: optionalString(value.label) ?? value.id,
		prompt: optionalString(value.prompt) ?? "",
		type,
	};
}

function readUnchosenNote(value: unknown): UnchosenOptionNote | undefined {
	if (!isFields(value)) return undefined;
	const { value: option, label, note } = value;
	return typeof option === "string" && typeof label === "string" && typeof note === "string"
		? { value: option, label, note }
		: undefined;
}

function readOptionName(value: unknown): OptionName | undefined {
	if (!isFields(value)) return undefined;
	const { value: option, label } = value;
	return typeof option === "string" && typeof label === "string" ? { value: option, label } : undefined;
}

function readAnswer(value: unknown): Answer | undefined {
	if (!isFields(value) || !isStringArray(value.values) || !isStringArray(value.labels)) return undefined;
	const { customText, note, optionNotes } = value;
	const unchosen = Array.isArray(value.unchosenOptionNotes)
		? value.unchosenOptionNotes.flatMap((item) => readUnchosenNote(item) ?? [])
		: [];
	const declined = Array.isArray(value.unchosenRecommended)
		? value.unchosenRecommended.flatMap((item) => readOptionName(item) ?? [])
		: [];
	const indices = Array.isArray(value.indices) ? value.indices.filter((i): i is number => typeof i === "number") : [];
	const notes = isFields(optionNotes)
		? Object.entries(optionNotes).filter((entry): entry is [string, string] => typeof entry[1] === "string")
		: [];
	return {
		values: value.values,
		labels: value.labels,
		indices,
		...(typeof customText === "string" ? { customText } : {}),
		...(typeof note === "string" ? { note } : {}),
		...(notes.length > 0 ? { optionNotes: Object.fromEntries(notes) } : {}),
		...(unchosen.length > 0 ? { unchosenOptionNotes: unchosen } : {}),
		...(declined.length > 0 ? { unchosenRecommended: declined } : {}),
	};
}

/**
 * Reads stored `details` (a resumed session, maybe written by another version) without trusting their shape.
 * Undefined when they are not ask_user details this version understands; the caller then shows the `content` text.
 */
export function readDetails(value: unknown): AskUserDetails | undefined {
	if (!isFields(value) || typeof value.cancelled !== "boolean") return undefined;
	if (!Array.isArray(value.questions) || !isFields(value.answers)) return undefined;
	const questions = value.questions.map(readQuestion);
	if (!questions.every((q): q is DetailsQuestion => q !== undefined)) return undefined;
	const entries: [string, Answer][] = [];
	for (const [id, raw] of Object.entries(value.answers)) {
		const answer = readAnswer(raw);
		if (answer === undefined) return undefined;
		entries.push([id, answer]);
	}
	// Built with fromEntries: an id such as `__proto__` stays an own key instead of setting the prototype.
	const answers = Object.fromEntries(entries);
	const reason = CANCEL_REASONS.find((r) => r === value.cancelReason);
	const source = ANSWER_SOURCES.find((s) => s === value.source);
	return {
		...(typeof value.title === "string" ? { title: value.title } : {}),
		cancelled: value.cancelled,
		...(reason === undefined ? {} : { cancelReason: reason }),
		questions,
		answers,
		...(typeof value.note === "string" ? { note: value.note } : {}),
		...(source === undefined ? {} : { source }),
	};
}
