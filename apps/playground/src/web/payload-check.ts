import { formatIssues, type NormalizedPayload, readArguments } from "@ask-user/core/contract";
import { messageOf } from "../errors.ts";
import type { PayloadIssue } from "./protocol.ts";

export type PayloadCheck =
	| { readonly ok: true; readonly payload: NormalizedPayload }
	| { readonly ok: false; readonly issues: readonly PayloadIssue[] };

/**
 * Checks the editor's text as `ask_user` checks a model's call: JSON first, then core's `readArguments` (the shapes
 * other agents use read as ours, then `validate`), whose issues read as the model reads them
 * (`- questions[0].options must …`).
 */
export function checkPayload(text: string): PayloadCheck {
	let input: unknown;
	try {
		input = JSON.parse(text);
	} catch (error) {
		return { ok: false, issues: [{ path: "", text: `- the payload is not valid JSON: ${messageOf(error)}` }] };
	}
	const result = readArguments(input);
	if (result.ok) return result;
	const issues = result.issues.map((issue) => ({ path: issue.path, text: formatIssues([issue]) }));
	// Issues past the ones `validate` keeps are counted: the editor says how many.
	const more = result.omitted > 0 ? [{ path: "", text: formatIssues([], result.omitted) }] : [];
	return { ok: false, issues: [...issues, ...more] };
}
