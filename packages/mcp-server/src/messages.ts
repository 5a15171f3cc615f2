import { defineMessages, type Messages } from "@ask-user/core/contract";

/**
 * The server's wording of the model-facing text core writes: core's, except where no way to ask was found, which
 * says what the client lacks instead of naming a terminal.
 */
export const SERVER_MESSAGES: Messages = defineMessages({
	cancelled: {
		ui_unavailable:
			"ask_user could not ask the user: this MCP client shows no form (elicitation) that can carry these questions.",
	},
});
