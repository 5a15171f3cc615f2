import type { AskUserDetails } from "@ask-user/core/contract";

/**
 * Thrown by `ask` when a failure ended a questionnaire the person had started: `details` are cancelled with reason
 * `error` and keep what was answered in `unsubmittedAnswers`, so the result can list it (as not submitted).
 */
export class AskFailure extends Error {
	constructor(
		readonly details: AskUserDetails,
		cause: unknown,
	) {
		super("the questionnaire failed", { cause });
		this.name = "AskFailure";
	}
}
