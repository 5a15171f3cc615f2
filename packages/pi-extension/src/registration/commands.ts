/** The commands' names and descriptions, which pi reads as the extension loads (their handlers load later). */

/** The command that reopens a form that was not answered (`/ask-user`). */
export const REOPEN_COMMAND = "ask-user";

export const REOPEN_DESCRIPTION =
	"Reopen the latest unanswered, cancelled or interrupted ask_user form on this branch; `list` lists them all; `web` serves the open form as a page";

export const ANSWER_COMMAND = "answer";

export const ANSWER_DESCRIPTION =
	"Answer the questions of the agent's last message in an ask_user form (one model call)";
