import { type NormalizedPayload, validate } from "@ask-user/core";

/** A fixture as the payload `validate` gives (a test's fixtures are valid). */
export function validPayload(input: unknown): NormalizedPayload {
	const checked = validate(input);
	if (!checked.ok) throw new Error("the test's payload is not valid");
	return checked.payload;
}
