/**
 * A model's raw `ask_user` arguments read the way every host reads them: the shapes other agents use are accepted
 * (`normalizeArguments`), then validated; an invalid call gets the cancelled text that lists every issue with its
 * path and fix — the first message the model gets back, whichever host ran the tool (pi, the MCP server).
 */
import { cancelledContent } from "../result/content.ts";
import { DEFAULT_MESSAGES, type Messages } from "./messages.ts";
import { normalizeArguments } from "./normalize-arguments.ts";
import type { NormalizedPayload } from "./types.ts";
import { formatIssues, type ValidateOptions, type ValidationIssue, validate } from "./validate.ts";

/** What the model is told to fix, under the invalid-input line of a cancelled result (`formatIssues`). */
export function fixIssuesText(issues: readonly ValidationIssue[], omitted = 0): string {
	return `Fix these and call ask_user again:\n${formatIssues(issues, omitted)}`;
}

/** The arguments read: the payload, or the issues and the text the model reads for them. */
export type ReadArguments =
	| { readonly ok: true; readonly payload: NormalizedPayload }
	| {
			readonly ok: false;
			readonly issues: readonly ValidationIssue[];
			readonly omitted: number;
			readonly text: string;
	  };

/**
 * Reads `raw` (never changed) as `ask_user`'s arguments; `messages` words the invalid-input text. With `adopt`
 * (`ValidateOptions`), the payload keeps the options of `raw` that need no change, and those `normalizeArguments`
 * made, instead of copies: for a caller whose `raw` is plain data that nothing changes while the payload lives.
 */
export function readArguments(
	raw: unknown,
	messages: Messages = DEFAULT_MESSAGES,
	options: ValidateOptions = {},
): ReadArguments {
	const checked = validate(normalizeArguments(raw), options);
	if (checked.ok) return { ok: true, payload: checked.payload };
	return {
		ok: false,
		issues: checked.issues,
		omitted: checked.omitted,
		text: cancelledContent("invalid_input", fixIssuesText(checked.issues, checked.omitted), messages),
	};
}
