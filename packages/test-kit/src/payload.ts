import { formatIssues, type NormalizedPayload, validate } from "@ask-user/core";

/** The normalized payload of a valid input; throws with every issue otherwise. */
export function normalize(input: unknown): NormalizedPayload {
	const checked = validate(input);
	if (!checked.ok) throw new Error(`invalid payload:\n${formatIssues(checked.issues)}`);
	return checked.payload;
}
