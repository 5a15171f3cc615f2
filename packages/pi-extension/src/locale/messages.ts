import {
	DEFAULT_MESSAGES,
	defineMessages,
	localeMessages,
	type MessageLocale,
	type Messages,
} from "@ask-user/core/contract";
import { FILE_COMPLETION_PLACEHOLDERS } from "@ask-user/render-tui/file-autocomplete";

/**
 * pi's wording of the text core writes, in `locale` (the model's `content` stays English in every locale): the
 * answer editor offers pi's `@` file completion, and a dismissed form names the key that dismissed it (`dismissKey`,
 * as the footer names it: `Ctrl+Q`); without one, core's wording, which names no key.
 */
export function piMessages(dismissKey: string | undefined, locale: MessageLocale = "en"): Messages {
	const dismissed = `The user dismissed the questionnaire (${dismissKey}) without submitting answers.`;
	return defineMessages(
		{
			answerPlaceholder: FILE_COMPLETION_PLACEHOLDERS[locale],
			...(dismissKey === undefined ? {} : { cancelled: { dismissed } }),
		},
		localeMessages(locale),
	);
}

/**
 * The wording of a form asked in pi's dialogs (RPC mode, no terminal): answers sent on its web page were sent there
 * rather than in the dialogs, which core's line would call the terminal; and a dismissed form names no key (its
 * client dismissed the dialogs, which have none), as core words it, whatever key `messages` named.
 */
export function dialogsMessages(messages: Messages): Messages {
	return defineMessages(
		{
			submittedOnPage: (title, answered, total) =>
				`The user submitted ${title ?? "the questionnaire"} on its web page, not in pi's dialogs (${answered} of ${total} answered):`,
			cancelled: { dismissed: DEFAULT_MESSAGES.cancelled.dismissed },
		},
		messages,
	);
}

/**
 * pi's wording with the form's default keys (Ctrl+C dismisses), in English. Given to every result built for the
 * model; a form whose settings rebind the dismiss key or choose a locale is built with `piMessages`.
 */
export const PI_MESSAGES = piMessages("Ctrl+C");

/** The command that reopens a form that was not answered (`/ask-user`). */
export { REOPEN_COMMAND } from "../registration/commands.ts";
