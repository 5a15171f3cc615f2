import { defineMessages, type Messages } from "@ask-user/core/contract";

/**
 * The server's wording of the model-facing text core writes: core's, except where it would name a terminal there is
 * none of: where no way to ask was found, it says what the client lacks; answers sent on the page say only so.
 */
export const SERVER_MESSAGES: Messages = defineMessages({
	submittedOnPage: (title, answered, total) =>
		`The user submitted ${title ?? "the questionnaire"} on its web page (${answered} of ${total} answered):`,
	cancelled: {
		ui_unavailable:
			"ask_user could not ask the user: this MCP client shows no form (elicitation) that can carry these questions.",
	},
});
