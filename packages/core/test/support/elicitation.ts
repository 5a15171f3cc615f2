import type { AskUserDetails, NormalizedPayload } from "../../src/contract.ts";
import {
	detailsFromElicitation,
	type ElicitationGap,
	type ElicitationRequestOptions,
	type ElicitationRequestParams,
	type ElicitationResult,
	elicitationRequest,
} from "../../src/elicitation.ts";

/** `elicitationRequest` of a payload whose fields cannot collide: its params and dropped parts. */
export function formRequest(
	payload: NormalizedPayload,
	options?: ElicitationRequestOptions,
): { readonly params: ElicitationRequestParams; readonly dropped: readonly ElicitationGap[] } {
	const asked = elicitationRequest(payload, options);
	if (!asked.ok) throw new Error(JSON.stringify(asked.issues));
	return asked;
}

/** `detailsFromElicitation` of a result that fits the payload. */
export function answeredDetails(payload: NormalizedPayload, result: ElicitationResult): AskUserDetails {
	const read = detailsFromElicitation(payload, result);
	if (!read.ok) throw new Error(JSON.stringify(read.issues));
	return read.details;
}
