import { defineMessages } from "@ask-user/core/contract";

/**
 * pi's wording of the text core writes: the answer editor offers pi's `@` file completion, and Ctrl+C is the key
 * that dismisses the form in pi. Given to the component (the view) and to every result built for the model.
 */
export const PI_MESSAGES = defineMessages({
	answerPlaceholder: "Type your answer, @ for files",
	cancelled: { dismissed: "The user dismissed the questionnaire (Ctrl+C) without submitting answers." },
});

/** The command that reopens a form that was not answered (`/ask-user`). */
export const REOPEN_COMMAND = "ask-user";
