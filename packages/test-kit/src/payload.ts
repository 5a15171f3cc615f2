import { formatIssues, type NormalizedPayload, validate } from "@ask-user/core";
import { isFields } from "@ask-user/core/contract";

/** `input`, or a normalized payload back as input: `allowsCustom` is a field of the normalized payload only. */
function asInput(input: unknown): unknown {
	if (!isFields(input) || !Array.isArray(input.questions)) return input;
	const questions: unknown[] = input.questions.map((question: unknown) => {
		if (!isFields(question) || !("allowsCustom" in question)) return question;
		const { allowsCustom: _, ...rest } = question;
		return rest;
	});
	return { ...input, questions };
}

/** The normalized payload of a valid input (raw or already normalized); throws with every issue otherwise. */
export function normalize(input: unknown): NormalizedPayload {
	const checked = validate(asInput(input));
	if (!checked.ok) throw new Error(`invalid payload:\n${formatIssues(checked.issues, checked.omitted)}`);
	return checked.payload;
}
