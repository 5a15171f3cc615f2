import { defineMessages, type Messages } from "@ask-user/core/contract";

/**
 * pi's wording of the text core writes: the answer editor offers pi's `@` file completion, and a dismissed form
 * names the key that dismissed it (`dismissKey`, as the footer names it: `Ctrl+Q`); without one, core's wording,
 * which names no key.
 */
export function piMessages(dismissKey: string | undefined): Messages {
	const dismissed = `The user dismissed the questionnaire (${dismissKey}) without submitting answers.`;
	return defineMessages({
		answerPlaceholder: "Type your answer, @ for files",
		...(dismissKey === undefined ? {} : { cancelled: { dismissed } }),
	});
}

/**
 * pi's wording with the form's default keys (Ctrl+C dismisses). Given to the component (the view) and to every
 * result built for the model; a form whose settings rebind the dismiss key builds its result with `piMessages`.
 */
export const PI_MESSAGES = piMessages("Ctrl+C");

/** The command that reopens a form that was not answered (`/ask-user`). */
export const REOPEN_COMMAND = "ask-user";
