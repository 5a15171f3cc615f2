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

/**
 * The wording of a result whose form the client answered with something that does not fit it (a value that is none of
 * the options, a field the form did not ask): the person may well have answered, so nothing says the questionnaire
 * failed before they could, nor that no answer was given; the model is told to ask in plain text, since asking with
 * ask_user again shows this client the same form.
 */
/** What the model is told to do when the client's form may have been answered but the answer is unknown. */
const ASK_IN_PLAIN_TEXT =
	"Do not assume any answer or default. The user may already have answered in the client's form: ask them in plain text what they chose (asking with ask_user again shows this client the same form), or continue only with what is already known.";

export const UNREADABLE_ANSWER: Messages = defineMessages(
	{
		cancelled: {
			error: "The MCP client sent back an answer to the form that does not fit it, so what the user chose is unknown.",
		},
		noAnswer: ASK_IN_PLAIN_TEXT,
	},
	SERVER_MESSAGES,
);

/**
 * The wording of a result whose form the client answered with an error (its own check of its answer failed, its
 * handler threw): the server cannot tell whether the person had answered, so nothing says they could not.
 */
export const CLIENT_FORM_ERROR: Messages = defineMessages(
	{
		cancelled: {
			error:
				"The MCP client answered the form with an error (below), so whether the user answered, and what, is unknown.",
		},
		noAnswer: ASK_IN_PLAIN_TEXT,
	},
	SERVER_MESSAGES,
);

/** The line before the issues of such an answer: the fields it names are the form's, named after the questions' order. */
export const UNREADABLE_ANSWER_ISSUES =
	"The client's answer does not fit the form (its fields q1, q2, … are the questions in order):";
