import { type AskUserInput, type NormalizedPayload, validate } from "@ask-user/core";

/** A fixture's payload as the component takes it; fails the test on an invalid one. */
export function normalize(input: AskUserInput): NormalizedPayload {
	const result = validate(input);
	if (!result.ok) throw new Error(`invalid payload: ${JSON.stringify(result.issues)}`);
	return result.payload;
}
